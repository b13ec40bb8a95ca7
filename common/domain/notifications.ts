import type { Role } from './roles';

// What each role is told by push (decision 0038).

/** Every kind of push message a user may turn on or off. */
export const NOTIFICATION_KINDS = [
  'assigned',
  'moved',
  'cancelled',
  'sent_back',
  'review',
  'feed_failing',
  'problem',
  'time_off_requested',
  'extra_requested',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/** Changes to a housekeeper's own cleanings: these fall back to e-mail when no device of hers got the push. */
export const ASSIGNMENT_KINDS: readonly NotificationKind[] = ['assigned', 'moved', 'cancelled', 'sent_back'];

/** The kinds a role can receive (and so choose among in Settings). */
export function kindsForRole(role: Role): NotificationKind[] {
  switch (role) {
    case 'employee':
      return [...ASSIGNMENT_KINDS];
    case 'supervisor':
      // Supervisors review; the office plans only housekeepers as cleaners (capacity, suggestions, time
      // off), so the housekeepers' kinds are not hers (docs/decisions/0047-planning-day-fit-and-office-told.md).
      return ['review'];
    case 'admin':
      // The office: what breaks (a feed, a problem) and what waits for its answer (time off, extras).
      return ['feed_failing', 'problem', 'time_off_requested', 'extra_requested'];
    case 'client':
      return []; // the owners' portal has no notifications yet
  }
}

/** How long a change to her cleaning may wait for a device's receipt before it goes by e-mail. */
export const FALLBACK_MINUTES = 15;

const minutesOf = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));

/**
 * Minutes until quiet hours end when `minuteOfDay` (0-1439) falls inside them, else 0. Quiet hours may
 * cross midnight (22:00-07:00); equal start and end mean none.
 */
export function minutesUntilQuietEnds(start: string | null, end: string | null, minuteOfDay: number): number {
  if (!start || !end || start === end) return 0;
  const s = minutesOf(start);
  const e = minutesOf(end);
  const inside = s < e ? minuteOfDay >= s && minuteOfDay < e : minuteOfDay >= s || minuteOfDay < e;
  if (!inside) return 0;
  return (e - minuteOfDay + 1440) % 1440;
}
