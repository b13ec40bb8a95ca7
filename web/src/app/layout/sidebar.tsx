import {
  Box,
  Button,
  CloseButton,
  Divider,
  Group,
  Modal,
  NavLink,
  ScrollArea,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import { IconLogout, IconSparkles } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { LanguageSwitcher } from '../../components/language-switcher';
import { useRememberLanguage } from '../../lib/resources/auth';
import { useOutbox } from '../../lib/resources/outbox';
import { forgetThisDevice } from '../../lib/push';
import { getRole, getUserName, logout } from '../../lib/session';
import { clearOfflineCache } from '../offline';
import { menuForRole } from './menus';
import { SidebarMenu } from './sidebar-menu';

interface SidebarProps {
  /** Called after a link is followed (the mobile drawer closes). */
  onNavigate?: () => void;
  /** When set, a close button is shown in the header (mobile drawer). */
  onClose?: () => void;
}

/** The sidebar: title, the role's menu, language switch and Logout last. */
export function Sidebar({ onNavigate, onClose }: SidebarProps) {
  const { t } = useTranslation();
  const remember = useRememberLanguage();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const name = getUserName();

  const unsent = useOutbox().filter((item) => item.state === 'waiting' || item.state === 'chosen').length;
  const [confirming, setConfirming] = useState(false);

  const signOut = () => {
    setConfirming(false);
    onNavigate?.();
    // This device's push subscription goes first, while the token can still say whose it is.
    void forgetThisDevice()
      .then(() => logout(queryClient))
      .then(clearOfflineCache)
      .then(() => navigate('/', { replace: true }));
  };
  // Actions still on the phone stay there for her next sign-in, but she is told before she goes.
  const handleLogout = () => (unsent > 0 ? setConfirming(true) : signOut());

  return (
    <Stack h="100%" gap={0}>
      <Group justify="space-between" wrap="nowrap" px="md" pt="md" pb="sm">
        <Group gap="xs" wrap="nowrap">
          <ThemeIcon size={34} radius="md" variant="gradient" gradient={{ from: 'teal.6', to: 'cyan.6', deg: 135 }}>
            <IconSparkles size={20} />
          </ThemeIcon>
          <Title order={2} size="h3">
            {t('sidebar.title')}
          </Title>
        </Group>
        {onClose && <CloseButton size="lg" onClick={onClose} aria-label={t('sidebar.closeMenu')} />}
      </Group>
      {name && (
        <Text size="sm" c="dimmed" px="md" pb="sm" truncate>
          {t('sidebar.signedInAs', { name })}
        </Text>
      )}
      <Divider />
      <ScrollArea style={{ flex: 1 }} type="scroll" scrollbarSize={6}>
        <Box component="nav" aria-label={t('sidebar.navigation')} px={6} py="xs">
          <SidebarMenu entries={menuForRole(getRole())} onNavigate={onNavigate} />
        </Box>
      </ScrollArea>
      <Divider />
      <Stack gap="xs" px={6} py="xs">
        <Group px={8} pt={4}>
          {/* Stored on the user too, so e-mails and a new phone speak it (decision 0010). */}
          <LanguageSwitcher onChange={(language) => remember.mutate({ language })} />
        </Group>
        <NavLink
          component="button"
          label={t('sidebar.logout')}
          leftSection={<IconLogout size={18} stroke={1.6} />}
          onClick={handleLogout}
          c="red"
          px={8}
          style={{ borderRadius: 'var(--mantine-radius-md)' }}
        />
      </Stack>
      <Modal
        opened={confirming}
        onClose={() => setConfirming(false)}
        title={t('outbox.logoutTitle')}
        centered
        closeButtonProps={{ 'aria-label': t('common.close') }}
      >
        <Text size="sm">{t('outbox.logoutText', { count: unsent })}</Text>
        <Group justify="flex-end" mt="md">
          <Button variant="default" onClick={() => setConfirming(false)}>
            {t('outbox.logoutStay')}
          </Button>
          <Button color="red" onClick={signOut}>
            {t('outbox.logoutAnyway')}
          </Button>
        </Group>
      </Modal>
    </Stack>
  );
}
