// What the event details' Extras tab works with (components/event-extras-tab.tsx), filled by
// lib/resources/extras.ts useEventExtras: shared components never fetch.
import type { ApproveExtraInput, Extra, ExtraInput, ExtraRequest, UpdateExtraInput } from '@common/contracts/extras';
import type { Currency } from '@common/domain/format';

/** What the office sees and does in a cleaning's Extras tab. */
export interface EventExtrasTools {
  extras: Extra[] | undefined;
  loading: boolean;
  error: Error | null;
  /** The client's currency; null when the reader may not see client amounts (a supervisor). */
  currency: Currency | null;
  /** The cleaning is completed: no new extra or decision; corrections until billed or paid (else 409). */
  frozen: boolean;
  /** The tab is on screen: its extras are asked for from now on. */
  show: () => void;
  add: (input: ExtraInput) => Promise<unknown>;
  approve: (extra: Extra, input: ApproveExtraInput) => Promise<unknown>;
  refuse: (extra: Extra, reason: string) => Promise<unknown>;
  remove: (extra: Extra) => Promise<unknown>;
  correct: (extra: Extra, input: UpdateExtraInput) => Promise<unknown>;
}

/** What the "Extras to approve" card shows and does (components/extra-requests-card.tsx). */
export interface ExtraRequestsTools {
  requests: ExtraRequest[] | undefined;
  error: Error | null;
  /** A request's client currency; null when unknown or not for this reader (a supervisor). */
  currencyOf: (request: ExtraRequest) => Currency | null;
  approve: (request: ExtraRequest, input: ApproveExtraInput) => Promise<unknown>;
  refuse: (request: ExtraRequest, reason: string) => Promise<unknown>;
}
