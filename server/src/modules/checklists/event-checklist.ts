import type { ChecklistAnswer, EventChecklist, EventChecklistItem } from '@common/contracts/checklists';
import {
  ANSWER_FIELD,
  isAnswered,
  localLabel,
  mustAnswer,
  resolveChecklist,
  type ChecklistItemKind,
  type ChecklistSectionDef,
} from '@common/domain/checklist';
import type { EventStatus } from '@common/domain/event-status';
import type { Role } from '@common/domain/roles';
import type { DbOrTx } from '../../db/client';
import { AppError } from '../../errors';
import type { Language } from '../../i18n/catalogue';
import { text, type Text, type WrittenParam } from '../../i18n/text';
import { mediaUrl } from '../media/media.service';
import * as q from './checklists.queries';
import { can } from '@common/domain/policy';

// A cleaning's checklist: resolved from the template and its property's changes, filled by its answers.
// Apart from checklists.service (which calls the events service): the events and photos services call
// this inside their transactions without an import loop.

/** An item as a cleaning asks for it, with the section it sits in. */
export type ResolvedItem = ChecklistSectionDef['items'][number] & { section: string; sectionEs: string };

/** The list a cleaning of this property asks for, flat, in order; and the property's reference photos. */
export async function resolvedItems(
  tx: DbOrTx,
  propertyId: number,
): Promise<{ items: ResolvedItem[]; references: Record<string, string> }> {
  const [template, changes] = await Promise.all([q.readTemplate(tx), q.readPropertyChanges(tx, propertyId)]);
  const sections = resolveChecklist(template, changes);
  const items = sections.flatMap((s) => s.items.map((item) => ({ ...item, section: s.title, sectionEs: s.title_es })));
  return { items, references: changes.references };
}

const written = (item: { label: string; label_es: string }): WrittenParam => ({
  written: item.label,
  spanish: item.label_es,
});

/** "A, B, C and 2 more": at most five names, each in the reader's language. */
function listed(items: WrittenParam[]): Text | WrittenParam {
  const list = items
    .slice(0, 5)
    .reduceRight<Text | WrittenParam | undefined>(
      (rest, first) => (rest ? text('checklist.list', { first, rest }) : first),
      undefined,
    );
  if (!list) throw new Error('nothing to list');
  return items.length > 5 ? text('checklist.missingMore', { items: list, more: items.length - 5 }) : list;
}

function toAnswer(publicUrl: string | undefined, row: q.AnswerRow): ChecklistAnswer | null {
  if (!row.answeredAt) return null;
  return {
    checked: row.checked,
    count: row.count,
    note: row.note,
    photo_id: row.photoId,
    photo_url: row.photoName ? mediaUrl(publicUrl, row.photoName) : null,
    answered_at: row.answeredAt.toISOString(),
    answered_by_name: row.answeredByName,
  };
}

type Entry = { item: EventChecklistItem; section: string; sectionEs: string; labelEs: string };

/**
 * The cleaning's items with their answers. An answer to an item the list no longer has (the template
 * changed since) stays at the end of its section, so nothing she entered is lost.
 */
async function entries(tx: DbOrTx, publicUrl: string | undefined, eventId: number, propertyId: number) {
  const [{ items, references }, answers] = await Promise.all([
    resolvedItems(tx, propertyId),
    q.listAnswers(tx, [eventId]),
  ]);
  const byItem = new Map(answers.map((row) => [row.itemId, row]));
  const entry = (
    item: { id: string; label: string; kind: ChecklistItemKind; required: boolean },
    labelEs: string,
    section: string,
    sectionEs: string,
  ): Entry => {
    const row = byItem.get(item.id);
    const reference = references[item.id];
    return {
      item: {
        id: item.id,
        label: item.label,
        kind: item.kind,
        required: item.required,
        reference_url: reference ? mediaUrl(publicUrl, reference) : null,
        answer: row ? toAnswer(publicUrl, row) : null,
        redo_reason: row?.redoReason ?? null,
        redo_at: row?.redoAt?.toISOString() ?? null,
      },
      section,
      sectionEs,
      labelEs,
    };
  };
  const current = items.map((item) => entry(item, item.label_es, item.section, item.sectionEs));
  const known = new Set(items.map((item) => item.id));
  const gone = answers
    .filter((row) => !known.has(row.itemId) && (row.answeredAt || row.redoReason))
    .map((row) => entry({ id: row.itemId, label: row.label, kind: row.kind, required: false }, '', row.section, ''));
  return [...current, ...gone];
}

/** GET /cleaning_events/{id}/checklist: sections in order, labels in the reader's language, progress, what blocks Done. */
export async function eventChecklist(
  tx: DbOrTx,
  publicUrl: string | undefined,
  eventId: number,
  propertyId: number,
  language: Language,
): Promise<EventChecklist> {
  const list = await entries(tx, publicUrl, eventId, propertyId);
  const sections: EventChecklist['sections'] = [];
  for (const { item, section, sectionEs, labelEs } of list) {
    const title = localLabel(section, sectionEs, language);
    let group = sections.find((s) => s.title === title);
    if (!group) {
      group = { title, items: [] };
      sections.push(group);
    }
    group.items.push({ ...item, label: localLabel(item.label, labelEs, language) });
  }
  const items = sections.flatMap((s) => s.items);
  return {
    event_id: eventId,
    sections,
    done: items.filter((item) => isAnswered(item.kind, item.answer)).length,
    total: items.length,
    missing: items.filter(mustAnswer).map(({ id, label }) => ({ id, label })),
  };
}

/**
 * Marking serviced (Done) while a required item, or one sent back, has no answer: 409 naming them in the
 * reader's language. Called inside the transaction that moves the cleaning, with it locked.
 */
export async function assertChecklistDone(tx: DbOrTx, eventId: number, propertyId: number): Promise<void> {
  const list = await entries(tx, undefined, eventId, propertyId);
  const missing = list.filter((e) => mustAnswer(e.item));
  if (missing.length === 0) return;
  const names = missing.map((e) => written({ label: e.item.label, label_es: e.labelEs }));
  throw new AppError('conflict', text('checklist.missing', { items: listed(names) }));
}

/**
 * A send-back naming items to redo: their answers are cleared and they carry the reason (422 for an item
 * the cleaning's list does not have). Without items, earlier reasons go (the cleaning is reviewed again).
 */
export async function sendBackItems(
  tx: DbOrTx,
  eventId: number,
  propertyId: number,
  itemIds: string[],
  reason: string | null,
): Promise<void> {
  const list = await entries(tx, undefined, eventId, propertyId);
  const byId = new Map(list.map((e) => [e.item.id, e]));
  const unknown = [...new Set(itemIds)].filter((id) => !byId.has(id));
  if (unknown.length > 0) {
    throw new AppError('invalid', text('checklist.unknownRedo', { items: unknown.join(', ') }), [
      { field: 'redo_items', message: text('checklist.unknownRedo', { items: unknown.join(', ') }) },
    ]);
  }
  const named = [...new Set(itemIds)].map((id) => {
    const { item, section } = byId.get(id)!;
    return { itemId: id, section, label: item.label, kind: item.kind };
  });
  await q.markRedo(tx, eventId, named, reason);
}

/** Her answers as one line for the history ("Oven cleaned: yes; Towels: 4; Oven photo: photo"); null without any. */
export async function answersLine(tx: DbOrTx, eventId: number): Promise<{ count: number; line: string | null }> {
  const rows = (await q.listAnswers(tx, [eventId])).filter(answered);
  const value = (row: q.AnswerRow) =>
    row.kind === 'check' ? 'yes' : row.kind === 'count' ? String(row.count) : row.kind === 'note' ? row.note : 'photo';
  const line = rows.map((row) => `${row.label}: ${value(row)}`).join('; ');
  return { count: rows.length, line: line || null };
}

/** Clears a cleaning's answers (reassigned after its first housekeeper started: answersLine keeps them in the history). */
export const clearAnswers = (tx: DbOrTx, eventId: number) => q.deleteAnswers(tx, eventId);

/** Who may still change the answers: her while it is assigned; the office until it is completed. */
export function assertMayAnswer(role: Role, status: EventStatus): void {
  if (status === 'completed') throw new AppError('conflict', text('checklist.frozenCompleted'));
  if (can(role, 'checklist.answerUntilCompleted')) return;
  if (status === 'in_review') throw new AppError('conflict', text('checklist.frozenInReview'));
  if (status === 'unassigned') throw new AppError('conflict', text('checklist.unassigned'));
}

/** One answer as the contract takes it: exactly one field, which must be the item's kind's. */
export type AnswerValue = { checked?: boolean; count?: number; note?: string; photo_id?: number };

/**
 * Sets one item's answer (the caller has locked the cleaning and checked who may). The same answer again
 * changes nothing; a new photo for a photo item replaces the one it had. `answeredAt`: when she answered
 * (answerTime: a phone's offline time, bounded), else now.
 */
export async function answerItem(
  tx: DbOrTx,
  who: { id: number },
  event: { id: number; propertyId: number },
  itemId: string,
  value: AnswerValue,
  answeredAt = new Date(),
): Promise<void> {
  const list = await entries(tx, undefined, event.id, event.propertyId);
  const found = list.find((e) => e.item.id === itemId);
  if (!found) throw new AppError('not_found', text('checklist.itemNotFound'));
  const { item } = found;
  const field = ANSWER_FIELD[item.kind];
  if (value[field] === undefined) {
    throw new AppError('invalid', text('checklist.wrongAnswer', { field }), [
      { field, message: text('checklist.wrongAnswerField', { label: item.label, field }) },
    ]);
  }
  const next = {
    checked: item.kind === 'check' ? (value.checked ?? null) : null,
    count: item.kind === 'count' ? (value.count ?? null) : null,
    note: item.kind === 'note' ? (value.note ?? null) : null,
    photoId: item.kind === 'photo' ? (value.photo_id ?? null) : null,
  };
  const before = item.answer;
  if (
    before &&
    before.checked === next.checked &&
    before.count === next.count &&
    before.note === next.note &&
    before.photo_id === next.photoId
  )
    return;
  if (next.photoId !== null) {
    const photo = await q.eventPhoto(tx, event.id, next.photoId);
    if (!photo) {
      throw new AppError('invalid', text('checklist.photoNotFound'), [
        { field: 'photo_id', message: text('checklist.photoNotFound') },
      ]);
    }
    // A photo answers one item: another item's photo, or one of the cleaning, stays theirs; this item gets its own.
    next.photoId = await q.itemPhotoOf(tx, event.id, itemId, photo);
    // A retake: the item keeps one photo; the earlier ones of this item go (they prove nothing now).
    const earlier = (await q.itemPhotos(tx, event.id, itemId)).map((p) => p.id).filter((id) => id !== next.photoId);
    await q.deletePhotos(tx, earlier);
  }
  await q.upsertAnswer(tx, {
    eventId: event.id,
    itemId,
    section: found.section,
    label: item.label,
    kind: item.kind,
    ...next,
    answeredBy: who.id,
    answeredAt,
  });
}

/**
 * An item of the cleaning's list (its kind, and its label in both languages as `label_es` beside it), for the photo
 * upload that answers it or a former housekeeper's answer (404 when there is none).
 */
export async function checklistItem(tx: DbOrTx, eventId: number, propertyId: number, itemId: string) {
  const found = (await entries(tx, undefined, eventId, propertyId)).find((e) => e.item.id === itemId);
  if (!found) throw new AppError('not_found', text('checklist.itemNotFound'));
  return { ...found.item, label_es: found.labelEs };
}

/** An item's label in both languages as a history line keeps it (`late_photo`, `late_answer`). */
export const storedLabel = (item: { label: string; label_es: string }) =>
  JSON.stringify({ label: item.label, label_es: item.label_es });

/** Whether a stored answer row counts as done (client reports). */
export const answered = (row: q.AnswerRow) =>
  isAnswered(row.kind, { checked: row.checked, count: row.count, note: row.note, photo_id: row.photoId });
