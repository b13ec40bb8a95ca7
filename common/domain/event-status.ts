// The statuses of a cleaning and of its payments. Who may move which status: event-policy.ts.
export const EVENT_STATUSES = ['unassigned', 'assigned', 'in_review', 'completed'] as const;
export type EventStatus = (typeof EVENT_STATUSES)[number];
export const PAYMENT_STATUSES = ['pending', 'paid'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/** Reads a status whatever its case (compared case-insensitively). */
export function normalizeStatus(value: string): EventStatus | undefined {
  const lower = value.trim().toLowerCase();
  return (EVENT_STATUSES as readonly string[]).includes(lower) ? (lower as EventStatus) : undefined;
}

/** The label shown for a status. */
export function statusLabel(status: EventStatus): string {
  return { unassigned: 'Unassigned', assigned: 'Assigned', in_review: 'In review', completed: 'Completed' }[status];
}
