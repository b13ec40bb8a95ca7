import { and, asc, count, desc, eq, inArray, lt } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { ProblemKind, ProblemStatus } from '@common/contracts/photos';
import type { DbOrTx } from '../../db/client';
import { users } from '../../db/schema/accounts';
import { cleaningEvents } from '../../db/schema/events';
import { problemPhotos, problems } from '../../db/schema/problems';
import { properties } from '../../db/schema/properties';

export type ProblemFilter = {
  id?: number;
  status?: ProblemStatus;
  kind?: ProblemKind;
  propertyId?: number;
  eventId?: number;
  /** The problems at one client's properties (the owners' portal). */
  clientId?: number;
  before?: number;
  limit: number;
};

const reporter = alias(users, 'reporter');
const closer = alias(users, 'closer');

/** Problems matching the filter, newest first, with their property's name, the event's date and who reported and closed them. */
export async function listProblemRows(db: DbOrTx, filter: ProblemFilter) {
  return db
    .select({
      problem: problems,
      propertyName: properties.name,
      serviceDate: cleaningEvents.serviceDate,
      reporterName: reporter.name,
      closerName: closer.name,
    })
    .from(problems)
    .innerJoin(properties, eq(properties.id, problems.propertyId))
    .leftJoin(cleaningEvents, eq(cleaningEvents.id, problems.eventId))
    .leftJoin(reporter, eq(reporter.id, problems.reportedBy))
    .leftJoin(closer, eq(closer.id, problems.closedBy))
    .where(
      and(
        filter.id !== undefined ? eq(problems.id, filter.id) : undefined,
        filter.status !== undefined ? eq(problems.status, filter.status) : undefined,
        filter.kind !== undefined ? eq(problems.kind, filter.kind) : undefined,
        filter.propertyId !== undefined ? eq(problems.propertyId, filter.propertyId) : undefined,
        filter.eventId !== undefined ? eq(problems.eventId, filter.eventId) : undefined,
        filter.clientId !== undefined ? eq(properties.clientId, filter.clientId) : undefined,
        filter.before !== undefined ? lt(problems.id, filter.before) : undefined,
      ),
    )
    .orderBy(desc(problems.id))
    .limit(filter.limit);
}
export type ProblemRow = Awaited<ReturnType<typeof listProblemRows>>[number];

/** The photos of these problems, oldest first. */
export async function listPhotosOf(db: DbOrTx, problemIds: number[]) {
  if (problemIds.length === 0) return [];
  return db
    .select()
    .from(problemPhotos)
    .where(inArray(problemPhotos.problemId, problemIds))
    .orderBy(asc(problemPhotos.id));
}

/** A problem locked for a change, or undefined. */
export async function lockProblem(db: DbOrTx, id: number) {
  const [row] = await db.select().from(problems).where(eq(problems.id, id)).for('update');
  return row;
}

export async function insertProblem(db: DbOrTx, row: typeof problems.$inferInsert): Promise<number> {
  const [created] = await db.insert(problems).values(row).returning({ id: problems.id });
  if (!created) throw new Error('insert returned no row');
  return created.id;
}

export async function closeProblemRow(db: DbOrTx, id: number, closedBy: number, closeNote: string): Promise<void> {
  await db
    .update(problems)
    .set({ status: 'closed', closedBy, closedAt: new Date(), closeNote })
    .where(eq(problems.id, id));
}

export async function countOpenProblems(db: DbOrTx): Promise<number> {
  const [row] = await db.select({ n: count() }).from(problems).where(eq(problems.status, 'open'));
  return row?.n ?? 0;
}

export async function countProblemPhotos(db: DbOrTx, problemId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(problemPhotos).where(eq(problemPhotos.problemId, problemId));
  return row?.n ?? 0;
}

/** Adds a photo unless the problem already has this file (a retried upload). */
export async function insertProblemPhoto(db: DbOrTx, problemId: number, mediaName: string): Promise<void> {
  await db.insert(problemPhotos).values({ problemId, mediaName }).onConflictDoNothing();
}

export async function problemHasPhoto(db: DbOrTx, problemId: number, mediaName: string): Promise<boolean> {
  const [row] = await db
    .select({ id: problemPhotos.id })
    .from(problemPhotos)
    .where(and(eq(problemPhotos.problemId, problemId), eq(problemPhotos.mediaName, mediaName)));
  return row !== undefined;
}
