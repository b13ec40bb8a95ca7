import { AppShell, Burger, Group, Text } from '@mantine/core';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import { Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router';
import { PageLoader } from '../../components/page-loader';
import { whenIdle } from '../../lib/idle';
import { getRole } from '../../lib/session';
import { useOfflineApp } from '../offline';
import { preloadable } from '../preloadable';
import { screenLabelKey, SIDEBAR_WIDTH } from './menus';
import { OutboxCount, OutboxFailures } from './outbox-status';

/** Mantine's `sm` breakpoint, from which the sidebar is fixed rather than a drawer. */
const DESKTOP = '(min-width: 48em)';

// The sidebar and the phone's menu (a drawer with the sidebar) are downloaded apart from the frame:
// on a phone, her first screen draws without them (Mantine's dialogs, scroll areas and the menu's
// own code, about 45 KB compressed) and they follow once it is drawn (docs/decisions/0033).
const Sidebar = preloadable(() => import('./sidebar').then((m) => m.Sidebar));
const PhoneMenu = preloadable(() => import('./phone-menu').then((m) => m.PhoneMenu));

/** Downloads the fixed sidebar before the frame is drawn where it shows (a desktop, the prerendering). */
export async function preloadSidebar(): Promise<void> {
  if (typeof window === 'undefined' || window.matchMedia(DESKTOP).matches) await Sidebar.preload();
}

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
  // The phone's menu is mounted once downloaded (when the phone is idle after the first screen) or
  // tapped, whichever comes first; mounted, it opens and closes with its transition.
  const [menuWanted, setMenuWanted] = useState(false);
  useEffect(() => {
    if (isDesktop) return;
    return whenIdle(() => void PhoneMenu.preload().then(() => setMenuWanted(true)));
  }, [isDesktop]);
  if (drawerOpened && !menuWanted) setMenuWanted(true);

  // Widening the window past the breakpoint shows the fixed sidebar; the drawer must not linger.
  useEffect(() => {
    if (isDesktop) drawer.close();
  }, [isDesktop, drawer]);

  return (
    <AppShell navbar={{ width: SIDEBAR_WIDTH, breakpoint: 'sm', collapsed: { mobile: true } }} padding="md">
      <AppShell.Navbar visibleFrom="sm">
        <Suspense fallback={null}>{isDesktop && <Sidebar />}</Suspense>
      </AppShell.Navbar>

      {menuWanted && (
        <Suspense fallback={null}>
          <PhoneMenu opened={drawerOpened} onClose={drawer.close} />
        </Suspense>
      )}

      <AppShell.Main bg="gray.0">
        <Group
          hiddenFrom="sm"
          gap="sm"
          wrap="nowrap"
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
          {/* Wrapped, never cut: a long Spanish name ("Panel de rutas de supervisión") takes two lines at 375 px. */}
          <Text
            fw={700}
            size="lg"
            lh={1.25}
            data-testid="phone-header-title"
            style={{ flex: 1, minWidth: 0, overflowWrap: 'anywhere' }}
          >
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
