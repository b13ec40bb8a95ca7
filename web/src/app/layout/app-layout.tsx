import { AppShell, Burger, Drawer, Group, Text } from '@mantine/core';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import { Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router';
import { PageLoader } from '../../components/page-loader';
import { getRole } from '../../lib/session';
import { useOfflineApp } from '../offline';
import { screenLabelKey } from './menus';
import { OutboxCount, OutboxFailures } from './outbox-status';
import { Sidebar } from './sidebar';

const SIDEBAR_WIDTH = 250;
/** Mantine's `sm` breakpoint, from which the sidebar is fixed rather than a drawer. */
const DESKTOP = '(min-width: 48em)';

/** The staff application's frame: a 250 px sidebar, a slide-in drawer below 768 px. */
export function AppLayout() {
  const { t } = useTranslation();
  const [drawerOpened, drawer] = useDisclosure(false);
  // Known at the first render (the prerendered shell, without a window, has the sidebar): a phone
  // never draws the hidden sidebar, which costs its first frame more than the screen it opens on.
  const isDesktop = useMediaQuery(DESKTOP, typeof window === 'undefined' || window.matchMedia(DESKTOP).matches);
  // The phone header names the screen open, as its menu entry does.
  const screenName = t(screenLabelKey(getRole(), useLocation().pathname) ?? 'sidebar.title');
  const restoring = useOfflineApp();

  // Widening the window past the breakpoint shows the fixed sidebar; the drawer must not linger.
  useEffect(() => {
    if (isDesktop) drawer.close();
  }, [isDesktop, drawer]);

  return (
    <AppShell navbar={{ width: SIDEBAR_WIDTH, breakpoint: 'sm', collapsed: { mobile: true } }} padding="md">
      <AppShell.Navbar visibleFrom="sm">{isDesktop && <Sidebar />}</AppShell.Navbar>

      {/* Composed so the label sits on the dialog itself, not on a wrapper div that may not carry one. */}
      <Drawer.Root
        opened={drawerOpened}
        onClose={drawer.close}
        size={SIDEBAR_WIDTH}
        padding={0}
        hiddenFrom="sm"
        transitionProps={{ duration: 300, timingFunction: 'ease' }}
      >
        <Drawer.Overlay />
        <Drawer.Content aria-label={t('sidebar.title')}>
          <Drawer.Body h="100%">
            <Sidebar onNavigate={drawer.close} onClose={drawer.close} />
          </Drawer.Body>
        </Drawer.Content>
      </Drawer.Root>

      <AppShell.Main bg="gray.0">
        <Group
          hiddenFrom="sm"
          gap="sm"
          mb="md"
          mx="calc(var(--mantine-spacing-md) * -1)"
          mt="calc(var(--mantine-spacing-md) * -1)"
          px="md"
          py="xs"
          bg="white"
          style={{ borderBottom: '1px solid var(--mantine-color-gray-3)', position: 'sticky', top: 0, zIndex: 10 }}
        >
          <Burger
            opened={drawerOpened}
            onClick={drawer.open}
            size="sm"
            // A thumb-sized target (44 px) around the small icon.
            w={44}
            h={44}
            aria-label={t('sidebar.openMenu')}
            aria-expanded={drawerOpened}
          />
          <Text fw={700} size="lg" data-testid="phone-header-title" truncate style={{ flex: 1 }}>
            {screenName}
          </Text>
          <OutboxCount />
        </Group>
        <Group visibleFrom="sm" justify="flex-end" mb="xs">
          <OutboxCount />
        </Group>
        <OutboxFailures />
        {restoring ? (
          <PageLoader />
        ) : (
          <Suspense fallback={<PageLoader />}>
            <Outlet />
          </Suspense>
        )}
      </AppShell.Main>
    </AppShell>
  );
}
