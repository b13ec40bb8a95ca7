import { lazy, Suspense, useState } from 'react';
import type { EventDetailsModalProps } from './event-details-modal';

const EventDetailsModal = lazy(() => import('./event-details-modal').then((m) => ({ default: m.EventDetailsModal })));

/**
 * The event-details modal, downloaded the first time an event is opened rather than with the screen:
 * a housekeeper's screens draw without its tabs, photos, map and forms (about 40 chunks), and its
 * Spanish strings load when she opens one. The service worker keeps the chunk for offline use.
 */
export function EventDetailsOnDemand(props: EventDetailsModalProps) {
  const [wanted, setWanted] = useState(props.event !== null);
  if (props.event !== null && !wanted) setWanted(true);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <EventDetailsModal {...props} />
    </Suspense>
  );
}
