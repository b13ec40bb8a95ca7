import { minutesOfDay, slotsOn, type AvailabilitySlot, type CleaningWindow } from './capacity';

// The day-fit rules of planning (decision docs/decisions/0047-planning-day-fit-and-office-told.md): whether
// a person's jobs of a day fit inside her working day, and in what order suggestions weigh people. The
// server's suggestions and capacity and the screens read these functions; none writes them again.

/** A job of the day as planning weighs it: its window and its estimate in minutes. */
export interface DayJob {
  id: number;
  window: CleaningWindow;
  minutes: number;
}

/** When a job would be done in her day: minutes since midnight. */
export interface PlacedJob {
  id: number;
  start: number;
  end: number;
}

/** Her day laid out (`fits`), or the first job she could not finish inside her hours and its window (`late`). */
export type DayFit = { fits: true; jobs: PlacedJob[] } | { fits: false; jobs: PlacedJob[]; late: number };

/** The part of a window on `date`, in minutes since midnight (a window that runs past midnight ends at 24:00). */
export function windowOnDay(window: CleaningWindow, date: string): { from: number; to: number } {
  const from = window.start.slice(0, 10) === date ? minutesOfDay(window.start.slice(11, 16)) : 0;
  const to = window.end.slice(0, 10) === date ? minutesOfDay(window.end.slice(11, 16)) : 1440;
  return { from, to };
}

/**
 * Lays out one person's jobs of `date` one after the other, the one due first first (then the earlier
 * start, then id): each starts when the previous is done, not before its window opens, inside one of her
 * slots, and must end by her slot's end and its window's end. A job is not split across a break.
 */
export function fitDay(
  availability: readonly AvailabilitySlot[] | null,
  date: string,
  jobs: readonly DayJob[],
): DayFit {
  const slots = slotsOn(availability, date)
    .map((s) => ({ start: minutesOfDay(s.start), end: minutesOfDay(s.end) }))
    .sort((a, b) => a.start - b.start);
  const ordered = jobs
    .map((job) => ({ job, ...windowOnDay(job.window, date) }))
    .sort((a, b) => a.to - b.to || a.from - b.from || a.job.id - b.job.id);
  const placed: PlacedJob[] = [];
  let cursor = 0;
  for (const { job, from, to } of ordered) {
    const earliest = Math.max(cursor, from);
    const slot = slots.find((s) => Math.max(earliest, s.start) + job.minutes <= s.end);
    const start = slot ? Math.max(earliest, slot.start) : Infinity;
    if (start + job.minutes > to) return { fits: false, jobs: placed, late: job.id };
    placed.push({ id: job.id, start, end: start + job.minutes });
    cursor = start + job.minutes;
  }
  return { fits: true, jobs: placed };
}

/** Whether adding `job` to her jobs of the day still fits inside her working day. */
export function fitsHerDay(
  availability: readonly AvailabilitySlot[] | null,
  date: string,
  jobs: readonly DayJob[],
  job: DayJob,
): boolean {
  return fitDay(availability, date, [...jobs, job]).fits;
}

/** What suggestions weigh about one person for one job: her load that day and whether it is in a region she is already in. */
export interface Candidate {
  id: number;
  name: string;
  /** Minutes of her jobs that day so far (assigned, or suggested in this run). */
  loadMinutes: number;
  /** Minutes she works that day. */
  availableMinutes: number;
  /** Her other jobs that day are in the job's region. */
  sameRegion: boolean;
}

/** The share of her hours that day she would have worked with a job of `minutes` (Infinity when she has none). */
export function shareWith(candidate: Candidate, minutes: number): number {
  if (candidate.availableMinutes <= 0) return Infinity;
  return (candidate.loadMinutes + minutes) / candidate.availableMinutes;
}

/**
 * The order suggestions offer people a job in (all of whom can do it inside their day): first whoever
 * has no work that day yet (the day is spread before anyone gets a second job), then someone already in
 * the job's region, then the smallest share of her hours with this job (a full-timer before a part-timer),
 * then name.
 */
export function compareCandidates(minutes: number) {
  return (a: Candidate, b: Candidate): number =>
    Number(a.loadMinutes > 0) - Number(b.loadMinutes > 0) ||
    Number(b.sameRegion) - Number(a.sameRegion) ||
    shareWith(a, minutes) - shareWith(b, minutes) ||
    a.name.localeCompare(b.name) ||
    a.id - b.id;
}

/**
 * Whether the property's own person (preferred or backup) keeps a job she can do inside her day: yes
 * unless she already has work that day while someone else who can do it has none.
 */
export function ownPersonKeeps(own: Candidate, others: readonly Candidate[]): boolean {
  return own.loadMinutes === 0 || !others.some((o) => o.id !== own.id && o.loadMinutes === 0);
}
