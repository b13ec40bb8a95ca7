import { describe, expect, it } from 'vitest';
import { addDays, daysBetween } from '@common/domain/calendar';
import { pairMoves, type PairableEvent } from './move-pairing';
import type { FeedReservation } from './parse-ical';

type Reservation = Pick<FeedReservation, 'reservationCode' | 'start' | 'end'> & { n: number };

// The rule as first written (docs/decisions/0006): each reservation in turn compared with every free
// event; of equally overlapping ones the first listed. Listed by arrival day, that is the rule the
// pairing keeps: the oracle the fast pairing must agree with.
function comparingEveryPair(vanished: PairableEvent[], appeared: Reservation[]) {
  const overlap = (e: PairableEvent, r: Reservation) => {
    const start = e.checkInDate! > r.start ? e.checkInDate! : r.start;
    const end = (e.checkOutDate ?? e.serviceDate) < r.end ? (e.checkOutDate ?? e.serviceDate) : r.end;
    return daysBetween(start, end);
  };
  const free = vanished
    .filter((e) => e.checkInDate !== null)
    .sort((a, b) => (a.checkInDate! < b.checkInDate! ? -1 : a.checkInDate! > b.checkInDate! ? 1 : 0));
  const pairs = new Map<number, Reservation>();
  const left: Reservation[] = [];
  for (const r of appeared) {
    const fits = free.filter(
      (e) => !pairs.has(e.id) && !(e.reservationCode && r.reservationCode && e.reservationCode !== r.reservationCode),
    );
    const best =
      fits.find((e) => e.checkInDate === r.start) ??
      fits.filter((e) => overlap(e, r) > 0).sort((a, b) => overlap(b, r) - overlap(a, r))[0];
    if (best) pairs.set(best.id, r);
    else left.push(r);
  }
  return { pairs, left };
}

// A small deterministic generator (mulberry32), so a failure can be replayed.
function random(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

const DAY0 = '2027-03-01';

describe('pairMoves', () => {
  it('pairs as comparing every event with every reservation would, on 3,000 random calendars full of ties', () => {
    const next = random(39);
    const int = (n: number) => Math.floor(next() * n);
    const code = () => [null, null, 'HMAAAAAAAA', 'HMBBBBBBBB'][int(4)]!;
    for (let round = 0; round < 3_000; round++) {
      // Few days and few codes: many events share an arrival day, an overlap or a code.
      const vanished: PairableEvent[] = Array.from({ length: int(14) }, (_, i) => {
        const checkIn = int(10) === 0 ? null : addDays(DAY0, int(12));
        const out = addDays(checkIn ?? DAY0, int(8) - 1);
        return {
          id: 100 + i,
          reservationCode: code(),
          checkInDate: checkIn,
          serviceDate: out,
          checkOutDate: int(5) === 0 ? null : out,
        };
      });
      const appeared: Reservation[] = Array.from({ length: int(14) }, (_, n) => {
        const start = addDays(DAY0, int(14) - 1);
        return { n, reservationCode: code(), start, end: addDays(start, int(7)) };
      });
      const got = pairMoves(vanished, appeared);
      const want = comparingEveryPair(vanished, appeared);
      const described = (p: { pairs: Map<number, Reservation>; left: Reservation[] }) => ({
        pairs: [...p.pairs].map(([id, r]) => [id, r.n]).sort((a, b) => a[0]! - b[0]!),
        left: p.left.map((r) => r.n),
      });
      expect(described(got), `round ${round}`).toEqual(described(want));
    }
  });
});
