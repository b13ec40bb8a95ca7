import type { StartResponse } from '@common/contracts/capacity';
import type { Db } from '../../db/client';
import { AppError } from '../../errors';
import { text } from '../../i18n/text';
import type { AuthUser } from '../../plugins/auth';
import { lockFor } from './events.service';
import * as q from './events.queries';
import { tapTime } from './tap-time';
import { can } from '@common/domain/policy';

/**
 * POST /cleaning_events/{id}/start: her Start tap sets `started_at` once (her own assigned cleaning; an
 * admin may too). A repeat keeps the first time and answers it; a cleaning not assigned (nor started) is 409.
 */
export async function startEvent(db: Db, who: AuthUser, id: number, at?: string): Promise<StartResponse> {
  return db.transaction(async (tx) => {
    const row = await lockFor(tx, who, id);
    // Supervisors review cleanings; they start only those assigned to themselves.
    if (!can(who.role, 'event.startAny') && !row.own) throw new AppError('forbidden', text('event.notYours'));
    const startedAt = tapTime(at, row.event.serviceDate);
    if (row.event.startedAt) return { id, started_at: row.event.startedAt.toISOString() };
    if (row.event.status !== 'assigned')
      throw new AppError('conflict', text('event.startNotAssigned', { status: text(`status.${row.event.status}`) }));
    await q.updateEventRow(tx, id, { startedAt });
    return { id, started_at: startedAt.toISOString() };
  });
}
