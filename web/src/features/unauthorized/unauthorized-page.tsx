import { Button, Center, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { useCallback, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { clearToken } from '../../lib/session';

/** Delay before the automatic sign-out and redirect. */
export const UNAUTHORIZED_REDIRECT_MS = 5000;

/** Access denied: signs out and goes to /login after 5 s, or at once on request. */
export function UnauthorizedPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();

  const goToLogin = useCallback(() => {
    clearToken();
    void navigate('/login', { replace: true });
  }, [navigate]);

  useEffect(() => {
    const timer = window.setTimeout(goToLogin, UNAUTHORIZED_REDIRECT_MS);
    return () => window.clearTimeout(timer);
  }, [goToLogin]);

  return (
    <Center mih="100dvh" p="md" bg="gray.0">
      <Paper withBorder shadow="sm" radius="lg" p="xl" maw={460} w="100%">
        <Stack align="center" ta="center" gap="md">
          <ThemeIcon size={64} radius="xl" color="red" variant="light">
            <IconLock size={34} stroke={1.5} />
          </ThemeIcon>
          <Title order={1} size="h2">
            {t('unauthorized.title')}
          </Title>
          <Text c="dimmed">{t('unauthorized.message')}</Text>
          <Button onClick={goToLogin} size="md">
            {t('unauthorized.goNow')}
          </Button>
        </Stack>
      </Paper>
    </Center>
  );
}
