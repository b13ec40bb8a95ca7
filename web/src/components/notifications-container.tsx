import { em } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { Notifications } from '@mantine/notifications';
import classes from './notifications-container.module.css';

// Phones (below Mantine's `sm`, 48em): at the bottom, above the home indicator (safe area), where no
// screen keeps its main button; at the top right they covered the header and the page's first
// buttons. Wider screens keep them top right, beside the content.
const PHONE = `(max-width: ${em(767.98)})`;

/** Mantine's notification container; its own chunk, loaded by NotificationsOnDemand. */
export function NotificationsContainer() {
  const phone = useMediaQuery(PHONE, undefined, { getInitialValueInEffect: false });
  return (
    <Notifications position={phone ? 'bottom-center' : 'top-right'} zIndex={1000} classNames={{ root: classes.root }} />
  );
}
