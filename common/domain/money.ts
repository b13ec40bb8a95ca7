// Money rules both sides need. Formatting for people is format.ts's.

/** Adds amounts in whole cents, so a long column never drifts by floating-point error. */
export function sumMoney(amounts: number[]): number {
  return amounts.reduce((total, a) => total + Math.round(a * 100), 0) / 100;
}
