import type { Currency } from './format';

// The largest extra a supervisor approves alone (docs/decisions/0043-words-and-numbers.md): per currency of the
// client's amount, colones also for the housekeeper's amount (her pay is in colones). Above it, an admin decides.

/** The company's limits (Settings); the defaults fit a turnover's extras (a bag of laundry, an hour's wait). */
export type ExtraLimits = { CRC: number; USD: number };
export const DEFAULT_EXTRA_LIMITS: ExtraLimits = { CRC: 25_000, USD: 50 };

/** Whether a supervisor's extra (its line totals) must wait for an admin. */
export function exceedsSupervisorLimit(
  extra: { client_amount: number; worker_amount: number },
  clientCurrency: Currency,
  limits: ExtraLimits,
): boolean {
  return extra.client_amount > limits[clientCurrency] || extra.worker_amount > limits.CRC;
}
