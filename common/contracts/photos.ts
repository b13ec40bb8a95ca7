import { z } from 'zod';
import { MAX_PROBLEMS_PAGE, PROBLEMS_PAGE, problemKinds } from '../domain/limits';
import { idField, multiLineText } from './common';

export {
  MAX_EVENT_PHOTOS,
  MAX_PHOTO_BYTES,
  MAX_PROBLEMS_PAGE,
  PHOTO_FIELD,
  PHOTO_JPEG_QUALITY,
  PHOTO_LONG_SIDE,
  PROBLEMS_PAGE,
  problemKinds,
  type ProblemKind,
} from '../domain/limits';

/** One photo of a cleaning: `url` is the stored file (/media/{hash}.{ext}), readable like property photos. */
export const eventPhoto = z.object({
  id: z.number(),
  event_id: z.number(),
  url: z.string(),
  created_at: z.string(),
  /** Who sent it (null once that account is deleted). */
  uploaded_by: z.number().nullable(),
  /** The checklist item it answers (sent with the form field `item_id`); null for a photo of the cleaning. */
  checklist_item_id: z.string().nullable(),
});
export type EventPhoto = z.infer<typeof eventPhoto>;
export const eventPhotoList = z.array(eventPhoto);

export const eventPhotoParams = z.object({ id: idField(), photoId: idField() });

// ---- Problem reports ----

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
