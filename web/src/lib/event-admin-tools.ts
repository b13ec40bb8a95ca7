// What an admin screen hands the event details (components/event-admin-panel.tsx), as made by
// useEventAdmin (event-admin.ts): the types live down here so that lib never imports components.
import type { EventHistoryResponse, UpdateEventInput } from '@common/contracts/events';

/** A choice in a picker: an id as text and what the admin reads. */
export type PickerOption = { value: string; label: string };

/** An event's history as the screen loaded it. */
export type EventHistoryState = { data?: EventHistoryResponse; isPending: boolean; error: Error | null };

/** An admin's answer to a feed's mark on an event. */
export type FeedMarkAction = 'acknowledge' | 'confirm' | 'dismiss';

/** What an admin screen hands the event details: the history, the pickers' choices and the changes. */
export interface EventAdminTools {
  history: EventHistoryState;
  properties: PickerOption[];
  housekeepers: PickerOption[];
  /** Each change resolves once the server agreed and rejects with its error otherwise. */
  save: (input: UpdateEventInput) => Promise<unknown>;
  /**
   * Assigns her (or nobody); `confirmStarted` after the server answered 409 `confirm_started` and the admin
   * confirmed handing over a cleaning already started (the new person starts fresh).
   */
  reassign: (employeeId: number | null, confirmStarted?: boolean) => Promise<unknown>;
  remove: () => Promise<unknown>;
  /** What a feed left on the event: clear its change mark, or confirm or dismiss a Booking.com cleaning. */
  feedMark: (action: FeedMarkAction) => Promise<unknown>;
}
