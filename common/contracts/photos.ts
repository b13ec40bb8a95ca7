import { z } from 'zod';
import { idField, multiLineText } from './common';

/** Photos one cleaning event (or one problem report) may carry. */
export const MAX_EVENT_PHOTOS = 10;
/** Largest photo accepted, after the phone has shrunk it (long side 1600 px, JPEG). */
export const MAX_PHOTO_BYTES = 5 * 1024 * 1024;
/** The multipart field that carries the photo: one file per request. */
export const PHOTO_FIELD = 'photo';
/** What the phone makes of a camera picture before sending it (web/src/lib/shrink-image.ts). */
export const PHOTO_LONG_SIDE = 1600;
export const PHOTO_JPEG_QUALITY = 0.8;

/** One photo of a cleaning: `url` is the stored file (/media/{hash}.{ext}), readable like property photos. */
export const eventPhoto = z.object({
  id: z.number(),
  event_id: z.number(),
  url: z.string(),
  created_at: z.string(),
  /** Who sent it (null once that account is deleted). */
  uploaded_by: z.number().nullable(),
});
export type EventPhoto = z.infer<typeof eventPhoto>;
export const eventPhotoList = z.array(eventPhoto);

export const eventPhotoParams = z.object({ id: idField(), photoId: idField() });

// ---- Problem reports (issue 14) ----

export const problemKinds = ['damage', 'missing_supplies', 'maintenance', 'other'] as const;
export type ProblemKind = (typeof problemKinds)[number];
export const problemStatuses = ['open', 'closed'] as const;
export type ProblemStatus = (typeof problemStatuses)[number];

/** POST /problems: a problem found at a cleaning; photos follow one per request (POST /problems/{id}/photos). */
export const createProblemInput = z.object({
  event_id: idField(),
  kind: z.enum(problemKinds),
  note: multiLineText(2000, 'Describe the problem.'),
});
export type CreateProblemInput = z.infer<typeof createProblemInput>;

/** PATCH /problems/{id}/close */
export const closeProblemInput = z.object({ note: multiLineText(2000, 'Say how the problem was solved.') });
export type CloseProblemInput = z.infer<typeof closeProblemInput>;

const person = z.object({ id: z.number(), name: z.string() }).nullable();

export const problemPhoto = z.object({ id: z.number(), url: z.string() });

export const problem = z.object({
  id: z.number(),
  /** Null once the event was deleted: the problem stays with the property. */
  event_id: z.number().nullable(),
  service_date: z.string().nullable(),
  property_id: z.number(),
  property_name: z.string(),
  kind: z.enum(problemKinds),
  note: z.string(),
  status: z.enum(problemStatuses),
  reported_by: person,
  created_at: z.string(),
  closed_by: person,
  closed_at: z.string().nullable(),
  close_note: z.string().nullable(),
  photos: z.array(problemPhoto),
});
export type Problem = z.infer<typeof problem>;

export const PROBLEMS_PAGE = 50;
export const MAX_PROBLEMS_PAGE = 100;

/** GET /problems: newest first, pages of `limit` before the id `before`. */
export const problemsQuery = z.object({
  status: z.enum(problemStatuses).optional(),
  kind: z.enum(problemKinds).optional(),
  property_id: idField().optional(),
  limit: z.coerce.number().int().min(1).max(MAX_PROBLEMS_PAGE).default(PROBLEMS_PAGE),
  before: idField().optional(),
});
export type ProblemsQuery = z.infer<typeof problemsQuery>;

/** A page of problems; `next_before` asks for the next one (null on the last). */
export const problemPage = z.object({ problems: z.array(problem), next_before: z.number().nullable() });
export type ProblemPage = z.infer<typeof problemPage>;
export const problemList = z.array(problem);

export const openProblemCount = z.object({ open: z.number() });
