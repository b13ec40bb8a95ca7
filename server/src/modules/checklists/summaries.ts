import { localLabel } from '@common/domain/checklist';
import type { DbOrTx } from '../../db/client';
import type { Language } from '../../i18n/catalogue';
import * as q from './checklists.queries';
import { answered, resolvedItems, type ResolvedItem } from './event-checklist';

/** One section of a cleaning's checklist as the client report sums it up. */
export type SectionSummary = { title: string; done: number; total: number; photos: number };
/** A cleaning's checklist in a client report: items done of all, and per section (room) done and photos. */
export type ChecklistSummary = { eventId: number; done: number; total: number; sections: SectionSummary[] };

/**
 * The checklist summaries of these cleanings (a client report's), in the reader's language; cleanings whose
 * list is empty have none. Each property's list is resolved once.
 */
export async function checklistSummaries(
  db: DbOrTx,
  cleanings: { eventId: number; propertyId: number }[],
  language: Language,
): Promise<Map<number, ChecklistSummary>> {
  const lists = new Map<number, ResolvedItem[]>();
  for (const propertyId of new Set(cleanings.map((c) => c.propertyId)))
    lists.set(propertyId, (await resolvedItems(db, propertyId)).items);
  const answers = new Map<number, Map<string, q.AnswerRow>>();
  for (const row of await q.listAnswers(
    db,
    cleanings.map((c) => c.eventId),
  )) {
    const byItem = answers.get(row.eventId) ?? new Map<string, q.AnswerRow>();
    byItem.set(row.itemId, row);
    answers.set(row.eventId, byItem);
  }
  const summaries = new Map<number, ChecklistSummary>();
  for (const { eventId, propertyId } of cleanings) {
    const items = lists.get(propertyId) ?? [];
    if (items.length === 0) continue;
    const given = answers.get(eventId) ?? new Map<string, q.AnswerRow>();
    const sections: SectionSummary[] = [];
    for (const item of items) {
      const title = localLabel(item.section, item.sectionEs, language);
      let section = sections.find((s) => s.title === title);
      if (!section) {
        section = { title, done: 0, total: 0, photos: 0 };
        sections.push(section);
      }
      const row = given.get(item.id);
      section.total += 1;
      if (row && answered(row)) section.done += 1;
      if (row?.photoId) section.photos += 1;
    }
    const done = sections.reduce((n, s) => n + s.done, 0);
    summaries.set(eventId, { eventId, done, total: items.length, sections });
  }
  return summaries;
}
