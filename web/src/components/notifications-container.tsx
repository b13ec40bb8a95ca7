import { Notifications } from '@mantine/notifications';

/** Mantine's notification container; its own chunk, loaded by NotificationsOnDemand. */
export function NotificationsContainer() {
  return <Notifications position="top-right" zIndex={1000} />;
}
