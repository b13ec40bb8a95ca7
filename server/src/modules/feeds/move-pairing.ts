// Pure: which vanished events are the appeared reservations under a new UID (docs/decisions/0006 and
// 0041). Each appeared reservation, in calendar order, takes the first free event with the same
// arrival day, else the free event sharing the most nights with it; of equals, the one arriving first,
// then the one listed first. Two different reservation codes never pair. Every event and reservation
// is looked at a bounded number of times (segment trees over the events by arrival), so a calendar of
// thousands of rotated UIDs pairs in O(n log² n), never comparing every event with every reservation.
import type { FeedReservation } from './parse-ical';

/** What the pairing reads of an event: its id, reservation code and dates. */
export type PairableEvent = {
  id: number;
  reservationCode: string | null;
  checkInDate: string | null;
  serviceDate: string;
  checkOutDate: string | null;
};
type Pairable = Pick<FeedReservation, 'reservationCode' | 'start' | 'end'>;

const DAY_MS = 86_400_000;
const dayOf = (iso: string) => Math.round(Date.parse(iso) / DAY_MS);
// Unreadable arrival days sort last (Infinity - Infinity is NaN, which `||` passes over to the list order).
const arrivalKey = (day: number) => (Number.isNaN(day) ? Infinity : day);

/** Range maxima over fixed positions whose values can only be cleared (set to -Infinity). */
class MaxTree {
  private readonly size: number;
  private readonly tree: Float64Array;

  constructor(values: number[]) {
    let size = 1;
    while (size < values.length) size *= 2;
    this.size = size;
    this.tree = new Float64Array(2 * size).fill(-Infinity);
    values.forEach((v, i) => (this.tree[size + i] = Number.isNaN(v) ? -Infinity : v));
    for (let i = size - 1; i > 0; i--) this.tree[i] = Math.max(this.tree[2 * i]!, this.tree[2 * i + 1]!);
  }

  clear(position: number): void {
    let i = position + this.size;
    this.tree[i] = -Infinity;
    for (i >>= 1; i > 0; i >>= 1) this.tree[i] = Math.max(this.tree[2 * i]!, this.tree[2 * i + 1]!);
  }

  /** The largest value at positions [from, to). */
  max(from: number, to: number): number {
    let best = -Infinity;
    for (let l = from + this.size, r = to + this.size; l < r; l >>= 1, r >>= 1) {
      if (l & 1) best = Math.max(best, this.tree[l++]!);
      if (r & 1) best = Math.max(best, this.tree[--r]!);
    }
    return best;
  }

  /** The first position in [from, to) whose value is at least `min`, else -1. */
  first(from: number, to: number, min: number, node = 1, nodeFrom = 0, nodeTo = this.size): number {
    if (nodeTo <= from || to <= nodeFrom || this.tree[node]! < min) return -1;
    if (nodeTo - nodeFrom === 1) return nodeFrom;
    const mid = (nodeFrom + nodeTo) >> 1;
    const left = this.first(from, to, min, 2 * node, nodeFrom, mid);
    return left !== -1 ? left : this.first(from, to, min, 2 * node + 1, mid, nodeTo);
  }
}

/** A candidate: how many nights it shares and its rank (arrival, then list order): lower wins a tie. */
type Best = { nights: number; rank: number } | null;

const better = (a: Best, b: Best): Best =>
  !a ? b : !b ? a : a.nights !== b.nights ? (a.nights > b.nights ? a : b) : a.rank < b.rank ? a : b;

/** Free events that may pair with one kind of reservation (any code, no code, or one code), by rank. */
class Group {
  private readonly ranks: number[];
  private readonly arrivals: number[];
  private readonly ends: MaxTree;
  private readonly lengths: MaxTree;
  private readonly byArrival = new Map<string, { positions: number[]; next: number }>();
  private readonly positionOf = new Map<number, number>();
  private readonly taken: boolean[];

  constructor(ranks: number[], events: { checkIn: string; from: number; to: number }[]) {
    this.ranks = ranks;
    this.taken = ranks.map(() => false);
    // Ranks follow the arrival day, so positions do too; an unreadable day sorts last and never overlaps.
    this.arrivals = ranks.map((r) => events[r]!.from);
    this.ends = new MaxTree(ranks.map((r) => (Number.isNaN(events[r]!.from) ? NaN : events[r]!.to)));
    this.lengths = new MaxTree(ranks.map((r) => events[r]!.to - events[r]!.from));
    ranks.forEach((rank, position) => {
      this.positionOf.set(rank, position);
      const day = events[rank]!.checkIn;
      const list = this.byArrival.get(day) ?? { positions: [], next: 0 };
      list.positions.push(position);
      this.byArrival.set(day, list);
    });
  }

  take(rank: number): void {
    const position = this.positionOf.get(rank);
    if (position === undefined) return;
    this.taken[position] = true;
    this.ends.clear(position);
    this.lengths.clear(position);
  }

  /** The first free event arriving on `day` (by rank), else null. */
  sameArrival(day: string): number | null {
    const list = this.byArrival.get(day);
    if (!list) return null;
    while (list.next < list.positions.length && this.taken[list.positions[list.next]!]) list.next++;
    return list.next < list.positions.length ? this.ranks[list.positions[list.next]!]! : null;
  }

  // The number of positions whose arrival is at most `day` (arrivals ascending, unreadable ones last).
  private upTo(day: number): number {
    let lo = 0;
    let hi = this.arrivals.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (this.arrivals[mid]! <= day) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }

  /** The free event sharing the most nights (at least one) with [from, to), earliest rank of equals. */
  mostOverlapping(from: number, to: number): Best {
    // Arriving on or before `from`: the nights shared are min(its end, to) - from.
    const before = this.upTo(from);
    let best: Best = null;
    const end = this.ends.max(0, before);
    if (Math.min(end, to) - from > 0) {
      const position = this.ends.first(0, before, Math.min(end, to));
      best = { nights: Math.min(end, to) - from, rank: this.ranks[position]! };
    }
    // Arriving inside (from, to): min(its length, to - its arrival) nights. The most, v, is the largest
    // v with an event arriving by to - v that is at least v nights long (true for v means true for v - 1).
    const exists = (v: number) => this.lengths.max(before, this.upTo(to - v)) >= v;
    if (to - from > 1 && exists(1)) {
      let lo = 1;
      let hi = to - from - 1;
      while (lo < hi) {
        const mid = (lo + hi + 1) >> 1;
        if (exists(mid)) lo = mid;
        else hi = mid - 1;
      }
      const position = this.lengths.first(before, this.upTo(to - lo), lo);
      best = better(best, { nights: lo, rank: this.ranks[position]! });
    }
    return best;
  }
}

/**
 * Pairs appeared reservations with vanished events (see the file's comment); answers, per event id,
 * the reservation it now is, and the reservations left over (new bookings). Events without an arrival
 * day never pair.
 */
export function pairMoves<E extends PairableEvent, R extends Pairable>(
  vanished: E[],
  appeared: R[],
): { pairs: Map<number, R>; left: R[] } {
  const events = vanished
    .filter((e): e is E & { checkInDate: string } => e.checkInDate !== null)
    .map((e, order) => ({
      e,
      order,
      code: e.reservationCode || null,
      checkIn: e.checkInDate,
      from: dayOf(e.checkInDate),
      to: dayOf(e.checkOutDate ?? e.serviceDate),
    }))
    .sort((a, b) => arrivalKey(a.from) - arrivalKey(b.from) || a.order - b.order);
  // Every event is in the group of any code and in its own code's (or no code's) group.
  const ranksByCode = new Map<string | null, number[]>([[null, []]]);
  events.forEach((x, rank) => {
    const ranks = ranksByCode.get(x.code);
    if (ranks) ranks.push(rank);
    else ranksByCode.set(x.code, [rank]);
  });
  const all = new Group(
    events.map((_, rank) => rank),
    events,
  );
  const groupOf = new Map([...ranksByCode].map(([code, ranks]) => [code, new Group(ranks, events)]));

  const pairs = new Map<number, R>();
  const left: R[] = [];
  for (const r of appeared) {
    // A reservation with a code pairs with events of that code or of none; one without, with any.
    const code = r.reservationCode || null;
    const groups = code === null ? [all] : [groupOf.get(null), groupOf.get(code)];
    let rank: number | null = null;
    for (const g of groups) {
      const same = g?.sameArrival(r.start) ?? null;
      if (same !== null && (rank === null || same < rank)) rank = same;
    }
    if (rank === null) {
      const from = dayOf(r.start);
      const to = dayOf(r.end);
      let best: Best = null;
      if (!Number.isNaN(from) && !Number.isNaN(to))
        for (const g of groups) best = better(best, g?.mostOverlapping(from, to) ?? null);
      rank = best?.rank ?? null;
    }
    if (rank === null) {
      left.push(r);
      continue;
    }
    pairs.set(events[rank]!.e.id, r);
    all.take(rank);
    groupOf.get(events[rank]!.code)?.take(rank);
  }
  return { pairs, left };
}
