import { describe, expect, it } from 'vitest';
import type { DbOrTx } from '../../db/client';
import { AppError } from '../../errors';
import { text } from '../../i18n/text';
import type { AuthUser } from '../../plugins/auth';
import { createEventLifecycle, type StatusMove } from './lifecycle';
import type { EventRow } from './events.queries';

// The registry alone (what the hooks do is tested through the API by each module): order and refusals.
const ctx = {
  tx: {} as DbOrTx,
  who: { id: 1, role: 'admin', name: 'Ada' } as AuthUser,
  event: { id: 7, propertyId: 3 } as EventRow,
  move: { from: 'assigned', to: 'in_review', sendingBack: false, reason: null, redoItems: [] } satisfies StatusMove,
};

describe('the event lifecycle', () => {
  it('runs hooks one after another in the order registered', async () => {
    const lifecycle = createEventLifecycle();
    const ran: string[] = [];
    const hook = (name: string) => async () => {
      ran.push(`${name} start`);
      await new Promise((resolve) => setTimeout(resolve, name === 'first' ? 5 : 0));
      ran.push(`${name} end`);
    };
    lifecycle.guardStatus(hook('first'));
    lifecycle.guardStatus(hook('second'));
    lifecycle.afterStatus(hook('after'));
    await lifecycle.run.guardStatus(ctx);
    await lifecycle.run.afterStatus(ctx);
    expect(ran).toEqual(['first start', 'first end', 'second start', 'second end', 'after start', 'after end']);
  });

  it("stops at a guard's refusal, which the caller gets", async () => {
    const lifecycle = createEventLifecycle();
    const ran: string[] = [];
    lifecycle.guardStatus(async () => {
      throw new AppError('conflict', text('event.notFound'));
    });
    lifecycle.guardStatus(async () => void ran.push('second'));
    await expect(lifecycle.run.guardStatus(ctx)).rejects.toMatchObject({ code: 'conflict' });
    expect(ran).toEqual([]);
  });

  it('reads and clears the attempt of every module that keeps some; none registered is no work', async () => {
    const empty = createEventLifecycle();
    expect(await empty.run.readAttempt(ctx.tx, 7)).toEqual({ count: 0, line: null });
    const lifecycle = createEventLifecycle();
    const cleared: number[] = [];
    lifecycle.attemptWork({
      read: async () => ({ count: 2, line: 'Oven cleaned: yes; Towels: 4' }),
      clear: async (_tx, id) => void cleared.push(id),
    });
    expect(await lifecycle.run.readAttempt(ctx.tx, 7)).toEqual({ count: 2, line: 'Oven cleaned: yes; Towels: 4' });
    await lifecycle.run.clearAttempt(ctx.tx, 7);
    expect(cleared).toEqual([7]);
  });
});
