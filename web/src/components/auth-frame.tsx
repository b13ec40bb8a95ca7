import { Anchor, Box, Center, Group, Paper, Text, ThemeIcon } from '@mantine/core';
import { IconArrowLeft, IconSparkles } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { company } from '../lib/company';
import { LanguageSwitcher } from './language-switcher';
import { PageHeader } from './page-header';

/** The frame of the signed-out screens (login, forgotten password): brand, language, one card. */
export function AuthFrame({
  title,
  description,
  children,
}: {
  title: string;
  description?: string;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Box
      mih="100dvh"
      style={{
        background:
          'radial-gradient(circle at 15% 20%, var(--mantine-color-teal-1), transparent 45%), radial-gradient(circle at 85% 80%, var(--mantine-color-cyan-1), transparent 45%), var(--mantine-color-gray-0)',
      }}
    >
      <Group justify="space-between" p="md">
        <Anchor
          component={Link}
          to="/"
          c="dark"
          underline="never"
          aria-label={t('common.brandHome', { company: company.name })}
        >
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
            <PageHeader title={title} description={description} />
          </Box>
          {children}
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
