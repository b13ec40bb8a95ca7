import type { EventStatus, PaymentStatus } from '@common/domain/event-status';
import type { DbOrTx } from '../../db/client';
import type { AuthUser } from '../../plugins/auth';
import type { EventRow, PaymentKind } from './events.queries';

// The event core sits at the bottom of the modules: what other modules do when an event moves (its checklist, its
// extras, its pay, its invoice, the phones told) they register here, and app.ts composes them (event-lifecycle.ts),
// so the events module imports none of them. Hooks run in the order registered, inside the caller's transaction,
// with the event locked; a hook refuses by throwing an AppError, which the caller's answer is.

/** A status move being made (the Undo too): a send-back carries its reason and the checklist items to redo. */
export type StatusMove = {
  from: EventStatus;
  to: EventStatus;
  sendingBack: boolean;
  reason: string | null;
  redoItems: string[];
};

/** A housekeeper an event is assigned to. */
export type Assignee = { employeeId: number; userId: number | null; name: string };

/** An assignment change: who had the cleaning and who has it now (null: nobody). */
export type AssignmentChange = { before: Assignee | null; after: Assignee | null };

/** Another change of an event: its date moved (`from` the old one), or it is being removed (still there to name). */
export type EventChange = { kind: 'moved'; from: string } | { kind: 'removing'; assigneeUserId: number | null };

/** A change of one event's client, housekeeper or supervisor payment status. */
export type PaymentChange = { field: PaymentKind; before: PaymentStatus; after: PaymentStatus };

/** What every hook gets: the transaction, who acts, and the event (locked, as it was before the change). */
export type HookContext = { tx: DbOrTx; who: AuthUser; event: EventRow };

export type StatusHook = (ctx: HookContext & { move: StatusMove }) => Promise<void>;
export type AssignmentHook = (ctx: HookContext & { change: AssignmentChange }) => Promise<void>;
export type ChangeHook = (ctx: HookContext & { change: EventChange }) => Promise<void>;
export type PaymentHook = (ctx: HookContext & { change: PaymentChange }) => Promise<void>;

/**
 * What a housekeeper recorded on her attempt besides its Start and note (her checklist answers): a handover to
 * someone else shows it (409 `confirm_started`), keeps its line in the history and clears it.
 */
export type AttemptWork = {
  read: (tx: DbOrTx, eventId: number) => Promise<{ count: number; line: string | null }>;
  clear: (tx: DbOrTx, eventId: number) => Promise<void>;
};

/** The registry: modules register with the first five, the events module runs them with the rest. */
export type EventLifecycle = {
  /** Before a status move's own writes: may refuse it, or write its part of the move (a send-back's redo items). */
  guardStatus: (hook: StatusHook) => void;
  /** After a status move is recorded. */
  afterStatus: (hook: StatusHook) => void;
  /** After an event's housekeeper changed (assigned, moved to another, unassigned). */
  afterAssignment: (hook: AssignmentHook) => void;
  /** After an event's date moved, and before it is removed. */
  afterChange: (hook: ChangeHook) => void;
  /** Before a payment status is set: may refuse it (the client's status while an invoice bills the cleaning). */
  guardPayment: (hook: PaymentHook) => void;
  /** Registers the attempt's work a handover clears (one module has it: the checklists). */
  attemptWork: (work: AttemptWork) => void;
  run: {
    guardStatus: (ctx: HookContext & { move: StatusMove }) => Promise<void>;
    afterStatus: (ctx: HookContext & { move: StatusMove }) => Promise<void>;
    afterAssignment: (ctx: HookContext & { change: AssignmentChange }) => Promise<void>;
    afterChange: (ctx: HookContext & { change: EventChange }) => Promise<void>;
    guardPayment: (ctx: HookContext & { change: PaymentChange }) => Promise<void>;
    readAttempt: AttemptWork['read'];
    clearAttempt: AttemptWork['clear'];
  };
};

/** An empty registry (app.ts fills it once; a test may build its own). */
export function createEventLifecycle(): EventLifecycle {
  const guards: StatusHook[] = [];
  const afterStatus: StatusHook[] = [];
  const afterAssignment: AssignmentHook[] = [];
  const afterChange: ChangeHook[] = [];
  const paymentGuards: PaymentHook[] = [];
  const work: AttemptWork[] = [];
  // One after another, never side by side: they share the transaction's connection and their order is the rule.
  const inOrder =
    <C>(hooks: ((ctx: C) => Promise<void>)[]) =>
    async (ctx: C) => {
      for (const hook of hooks) await hook(ctx);
    };
  return {
    guardStatus: (hook) => guards.push(hook),
    afterStatus: (hook) => afterStatus.push(hook),
    afterAssignment: (hook) => afterAssignment.push(hook),
    afterChange: (hook) => afterChange.push(hook),
    guardPayment: (hook) => paymentGuards.push(hook),
    attemptWork: (w) => work.push(w),
    run: {
      guardStatus: inOrder(guards),
      afterStatus: inOrder(afterStatus),
      afterAssignment: inOrder(afterAssignment),
      afterChange: inOrder(afterChange),
      guardPayment: inOrder(paymentGuards),
      readAttempt: async (tx, eventId) => {
        let count = 0;
        const lines: string[] = [];
        for (const w of work) {
          const read = await w.read(tx, eventId);
          count += read.count;
          if (read.line) lines.push(read.line);
        }
        return { count, line: lines.length > 0 ? lines.join('; ') : null };
      },
      clearAttempt: async (tx, eventId) => {
        for (const w of work) await w.clear(tx, eventId);
      },
    },
  };
}
