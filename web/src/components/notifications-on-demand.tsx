import { useNotifications } from '@mantine/notifications';
import { lazy, Suspense, useState } from 'react';

// The notification container (transitions, portal) is only downloaded once something is shown.
const NotificationsContainer = lazy(() =>
  import('./notifications-container').then((m) => ({ default: m.NotificationsContainer })),
);

/** Mounts Mantine's notification container the first time a notification is requested. */
export function NotificationsOnDemand() {
  const { notifications, queue } = useNotifications();
  const [needed, setNeeded] = useState(false);
  if (!needed && notifications.length + queue.length > 0) setNeeded(true);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <NotificationsContainer />
    </Suspense>
  );
}
