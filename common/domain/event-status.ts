import type { Role } from './roles';

export const EVENT_STATUSES = ['unassigned', 'assigned', 'in_review', 'completed'] as const;
export type EventStatus = (typeof EVENT_STATUSES)[number];
export const PAYMENT_STATUSES = ['pending', 'paid'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/** Reads a status whatever its case (spec 4: compared case-insensitively). */
export function normalizeStatus(value: string): EventStatus | undefined {
  const lower = value.trim().toLowerCase();
  return (EVENT_STATUSES as readonly string[]).includes(lower) ? (lower as EventStatus) : undefined;
}

/** How long a supervisor's Complete can be undone (back to in review) by that supervisor. */
export const UNDO_COMPLETE_SECONDS = 60;

export type TransitionVerdict = 'allowed' | 'done' | 'forbidden' | 'wrong_state';

/** The moves each role may make besides admins, who may set any value (decisions.md 3). */
const MOVES: Record<Exclude<Role, 'admin'>, { from: EventStatus; to: EventStatus; ownOnly: boolean }[]> = {
  supervisor: [
    { from: 'in_review', to: 'completed', ownOnly: false },
    { from: 'in_review', to: 'assigned', ownOnly: false }, // sent back to the housekeeper
  ],
  employee: [{ from: 'assigned', to: 'in_review', ownOnly: true }],
};

/**
 * Whether `role` may move an event from `from` to `to`. `forbidden` (403) when the role may never
 * make that move or the event is not theirs; `wrong_state` (409) when the move exists but the event
 * is not in the state it starts from; `done` when the move was already made (the event is at `to`, or a
 * housekeeper's in_review was already completed): a repeat whose first answer was lost, answered
 * with the event as it is and changing nothing (issue 14).
 */
export function checkTransition(
  role: Role,
  from: EventStatus,
  to: EventStatus,
  isOwnEvent: boolean,
): TransitionVerdict {
  if (role === 'admin') return 'allowed';
  const moves = MOVES[role].filter((m) => m.to === to && (!m.ownOnly || isOwnEvent));
  if (moves.length === 0) return 'forbidden';
  if (from === to || (to === 'in_review' && from === 'completed')) return 'done';
  return moves.some((m) => m.from === from) ? 'allowed' : 'wrong_state';
}

/** The label shown for a status. */
export function statusLabel(status: EventStatus): string {
  return { unassigned: 'Unassigned', assigned: 'Assigned', in_review: 'In review', completed: 'Completed' }[status];
}
