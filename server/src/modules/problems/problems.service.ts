import {
  MAX_EVENT_PHOTOS,
  type CreateProblemInput,
  type Problem,
  type ProblemPage,
  type ProblemsQuery,
} from '@common/contracts/photos';
import type { Db, DbOrTx } from '../../db/client';
import { AppError } from '../../errors';
import type { AuthUser } from '../../plugins/auth';
import { tellProblem } from '../push/push-notices';
import { lockFor } from '../events/events.service';
import { keepImage, mediaUrl, type MediaDeps, type PreparedImage } from '../media/media.service';
import { text } from '../../i18n/text';
import * as q from './problems.queries';
import { can } from '@common/domain/policy';

export type ProblemDeps = { db: Db; publicUrl: string | undefined; bucket?: MediaDeps['bucket'] };

const person = (id: number | null, name: string | null) => (id !== null && name !== null ? { id, name } : null);

async function withPhotos(db: DbOrTx, publicUrl: string | undefined, rows: q.ProblemRow[]): Promise<Problem[]> {
  const photos = await q.listPhotosOf(
    db,
    rows.map((r) => r.problem.id),
  );
  return rows.map(({ problem: p, propertyName, serviceDate, reporterName, closerName }) => ({
    id: p.id,
    event_id: p.eventId,
    service_date: serviceDate,
    property_id: p.propertyId,
    property_name: propertyName,
    kind: p.kind,
    note: p.note,
    status: p.status,
    reported_by: person(p.reportedBy, reporterName),
    created_at: p.createdAt.toISOString(),
    closed_by: person(p.closedBy, closerName),
    closed_at: p.closedAt?.toISOString() ?? null,
    close_note: p.closeNote,
    photos: photos
      .filter((ph) => ph.problemId === p.id)
      .map((ph) => ({ id: ph.id, url: mediaUrl(publicUrl, ph.mediaName) })),
  }));
}

async function readProblem(db: DbOrTx, publicUrl: string | undefined, id: number): Promise<Problem> {
  const [found] = await withPhotos(db, publicUrl, await q.listProblemRows(db, { id, limit: 1 }));
  if (!found) throw new AppError('not_found', text('problem.notFound'));
  return found;
}

/** Reports a problem found at a cleaning: its housekeeper (403 on anyone else's), supervisors, admins. */
export async function reportProblem(deps: ProblemDeps, who: AuthUser, input: CreateProblemInput): Promise<Problem> {
  return deps.db.transaction(async (tx) => {
    const row = await lockFor(tx, who, input.event_id);
    const id = await q.insertProblem(tx, {
      eventId: row.event.id,
      propertyId: row.event.propertyId,
      kind: input.kind,
      note: input.note,
      reportedBy: who.id,
    });
    await tellProblem(tx, { id, eventId: row.event.id, reporter: who.name, description: input.note.slice(0, 140) });
    return readProblem(tx, deps.publicUrl, id);
  });
}

/**
 * Adds one photo (re-encoded by preparePhoto before this transaction) to an open problem: whoever
 * reported it, supervisors and admins. The same file again changes nothing; past 10 photos is 409.
 */
export async function addProblemPhoto(
  deps: ProblemDeps,
  who: AuthUser,
  id: number,
  image: PreparedImage | undefined,
): Promise<Problem> {
  return deps.db.transaction(async (tx) => {
    const found = await q.lockProblem(tx, id);
    if (!found) throw new AppError('not_found', text('problem.notFound'));
    if (!can(who.role, 'problem.addPhotosAny') && found.reportedBy !== who.id)
      throw new AppError('forbidden', text('problem.onlyReporter'));
    if (found.status !== 'open') throw new AppError('conflict', text('problem.closedNoPhotos'));
    if (!image) throw new AppError('bad_request', text('photo.none'));
    const name = await keepImage({ db: tx, bucket: deps.bucket }, image);
    if (!(await q.problemHasPhoto(tx, id, name))) {
      if ((await q.countProblemPhotos(tx, id)) >= MAX_EVENT_PHOTOS) {
        throw new AppError('conflict', text('problem.tooManyPhotos', { max: MAX_EVENT_PHOTOS }));
      }
      await q.insertProblemPhoto(tx, id, name);
    }
    return readProblem(tx, deps.publicUrl, id);
  });
}

/** A page of problems, newest first (admins and supervisors). */
export async function listProblems(deps: ProblemDeps, query: ProblemsQuery): Promise<ProblemPage> {
  const rows = await q.listProblemRows(deps.db, {
    status: query.status,
    kind: query.kind,
    propertyId: query.property_id,
    before: query.before,
    limit: query.limit + 1,
  });
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  return {
    problems: await withPhotos(deps.db, deps.publicUrl, page),
    next_before: rows.length > query.limit && last ? last.problem.id : null,
  };
}

/** The newest problems found at one client's properties (the owners' portal). */
export async function clientProblems(deps: ProblemDeps, clientId: number, limit: number): Promise<Problem[]> {
  return withPhotos(deps.db, deps.publicUrl, await q.listProblemRows(deps.db, { clientId, limit }));
}

/** The problems reported at one cleaning, for whoever may see the cleaning (a housekeeper: her own). */
export async function eventProblems(deps: ProblemDeps, who: AuthUser, eventId: number): Promise<Problem[]> {
  return deps.db.transaction(async (tx) => {
    await lockFor(tx, who, eventId);
    return withPhotos(tx, deps.publicUrl, await q.listProblemRows(tx, { eventId, limit: 100 }));
  });
}

/** Closes an open problem with a note saying what was done; closing it again is 409. */
export async function closeProblem(deps: ProblemDeps, who: AuthUser, id: number, note: string): Promise<Problem> {
  return deps.db.transaction(async (tx) => {
    const found = await q.lockProblem(tx, id);
    if (!found) throw new AppError('not_found', text('problem.notFound'));
    if (found.status === 'closed') throw new AppError('conflict', text('problem.alreadyClosed'));
    await q.closeProblemRow(tx, id, who.id, note);
    return readProblem(tx, deps.publicUrl, id);
  });
}

export async function openCount(deps: ProblemDeps): Promise<{ open: number }> {
  return { open: await q.countOpenProblems(deps.db) };
}
