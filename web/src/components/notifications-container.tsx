import { em } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { Notifications } from '@mantine/notifications';

// Phones (below Mantine's `sm`, 48em): at the bottom, above the home indicator (safe area), where no
// screen keeps its main button; at the top right they covered the header and the page's first
// buttons (issue 12). Wider screens keep them top right, beside the content.
const PHONE = `(max-width: ${em(767.98)})`;
const ABOVE_SAFE_AREA = { bottom: 'calc(var(--mantine-spacing-md) + env(safe-area-inset-bottom, 0px))' };

/** Mantine's notification container; its own chunk, loaded by NotificationsOnDemand. */
export function NotificationsContainer() {
  const phone = useMediaQuery(PHONE, undefined, { getInitialValueInEffect: false });
  return phone ? <Notifications position="bottom-center" zIndex={1000} style={ABOVE_SAFE_AREA} /> : <Notifications position="top-right" zIndex={1000} />;
}
