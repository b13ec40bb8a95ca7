import { Anchor, Box, Center, Group, Paper, Text, ThemeIcon } from '@mantine/core';
import { IconArrowLeft, IconSparkles } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate } from 'react-router';
import { homePathForRole } from '@common/domain/roles';
import { LanguageSwitcher } from '../../components/language-switcher';
import { PageHeader } from '../../components/page-header';
import { company } from '../../lib/company';
import { getRole, isAuthenticated } from '../../lib/session';
import { LoginForm } from './login-form';

/** The login screen (spec 2.4); a signed-in visitor goes straight to their home screen. */
export function LoginPage() {
  const { t } = useTranslation();
  if (isAuthenticated()) return <Navigate to={homePathForRole(getRole())} replace />;

  return (
    <Box
      mih="100dvh"
      style={{
        background:
          'radial-gradient(circle at 15% 20%, var(--mantine-color-teal-1), transparent 45%), radial-gradient(circle at 85% 80%, var(--mantine-color-cyan-1), transparent 45%), var(--mantine-color-gray-0)',
      }}
    >
      <Group justify="space-between" p="md">
        <Anchor component={Link} to="/" c="dark" underline="never" aria-label={t('common.brandHome', { company: company.name })}>
          <Group gap={8}>
            <ThemeIcon size={32} radius="md" variant="gradient" gradient={{ from: 'teal.6', to: 'cyan.6', deg: 135 }}>
              <IconSparkles size={18} />
            </ThemeIcon>
            <Text fw={800} size="lg">
              {company.name}
            </Text>
          </Group>
        </Anchor>
        <LanguageSwitcher />
      </Group>
      <Center px="md" py={{ base: 'lg', sm: 60 }}>
        <Paper withBorder shadow="md" radius="lg" p={{ base: 'lg', sm: 'xl' }} w="100%" maw={420}>
          <Box mb="lg">
            <PageHeader title={t('login.title')} description={t('login.subtitle')} />
          </Box>
          <LoginForm />
        </Paper>
      </Center>
      <Center pb="xl">
        <Anchor component={Link} to="/" size="sm" c="dimmed">
          <Group gap={4}>
            <IconArrowLeft size={14} />
            {t('login.back')}
          </Group>
        </Anchor>
      </Center>
    </Box>
  );
}
