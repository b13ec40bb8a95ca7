import { Drawer } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { SIDEBAR_WIDTH } from './menus';
import { Sidebar } from './sidebar';

/** The phone's menu: the sidebar in a drawer that slides in from the left. */
export function PhoneMenu({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  // Composed so the label sits on the dialog itself, not on a wrapper div that may not carry one.
  return (
    <Drawer.Root
      opened={opened}
      onClose={onClose}
      size={SIDEBAR_WIDTH}
      padding={0}
      hiddenFrom="sm"
      transitionProps={{ duration: 300, timingFunction: 'ease' }}
    >
      <Drawer.Overlay />
      <Drawer.Content aria-label={t('sidebar.title')}>
        <Drawer.Body h="100%">
          <Sidebar onNavigate={onClose} onClose={onClose} />
        </Drawer.Body>
      </Drawer.Content>
    </Drawer.Root>
  );
}
