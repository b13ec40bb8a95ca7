import { randomBytes } from 'node:crypto';
import type {
  ChecklistAnswerInput,
  ChecklistTemplate,
  ChecklistTemplateInput,
  EventChecklist,
  EventChecklistItem,
  PropertyChecklist,
  PropertyChecklistInput,
} from '@common/contracts/checklists';
import { resolveChecklist, type ChecklistSectionDef } from '@common/domain/checklist';
import type { Db, DbOrTx } from '../../db/client';
import { AppError } from '../../errors';
import type { Language } from '../../i18n/catalogue';
import { text } from '../../i18n/text';
import type { AuthUser } from '../../plugins/auth';
import { keepForOffice, lockFor, lockForProof } from '../events/events.service';
import type { KeptAnswer } from '../events/kept-for-office';
import { answerTime } from '../events/tap-time';
import { keepImage, mediaUrl, type MediaDeps, type PreparedImage } from '../media/media.service';
import { getProperty } from '../properties/properties.service';
import * as q from './checklists.queries';
import {
  answerItem,
  assertMayAnswer,
  checklistItem,
  eventChecklist,
  resolvedItems,
  storedLabel,
} from './event-checklist';

// Checklists (decision 0037): the company's template,
// a property's changes and reference photos, and a cleaning's answers.

export type ChecklistDeps = { db: Db; publicUrl: string | undefined; bucket?: MediaDeps['bucket'] };

/** A new item's id: short, random, and apart from the ones a company writes by hand. */
const newItemId = () => `i-${randomBytes(5).toString('hex')}`;

/** GET /checklist/template. */
export async function getTemplate(db: DbOrTx): Promise<ChecklistTemplate> {
  return { sections: await q.readTemplate(db) };
}

/** PUT /checklist/template: the whole list; items sent without an id get one, kept from then on. */
export async function putTemplate(db: Db, who: AuthUser, input: ChecklistTemplateInput): Promise<ChecklistTemplate> {
  const sections: ChecklistSectionDef[] = input.sections.map((section) => ({
    ...section,
    items: section.items.map((item) => ({ ...item, id: item.id ?? newItemId() })),
  }));
  await db.transaction((tx) => q.writeTemplate(tx, sections, who.id));
  return { sections };
}

/** GET /houses/{id}/checklist: 404 for a property that does not exist (or is archived). */
export async function getPropertyChecklist(deps: ChecklistDeps, propertyId: number): Promise<PropertyChecklist> {
  await getProperty(deps.db, propertyId);
  return propertyView(deps, deps.db, propertyId);
}

async function propertyView(deps: ChecklistDeps, db: DbOrTx, propertyId: number): Promise<PropertyChecklist> {
  const [template, changes] = await Promise.all([q.readTemplate(db), q.readPropertyChanges(db, propertyId)]);
  return {
    property_id: propertyId,
    added: changes.added.map((item) => ({ ...item, section_es: item.section_es ?? '' })),
    hidden: changes.hidden,
    references: Object.fromEntries(
      Object.entries(changes.references).map(([itemId, name]) => [itemId, mediaUrl(deps.publicUrl, name)]),
    ),
    sections: resolveChecklist(template, changes),
  };
}

/**
 * PUT /houses/{id}/checklist: the property's own items (new ones named by the server) and the template
 * items it hides (422 for an id the template does not have, or an added item reusing a template id).
 * Reference photos stay; one of an item no longer on the list is dropped.
 */
export async function putPropertyChecklist(
  deps: ChecklistDeps,
  propertyId: number,
  input: PropertyChecklistInput,
): Promise<PropertyChecklist> {
  await getProperty(deps.db, propertyId);
  return deps.db.transaction(async (tx) => {
    const templateIds = new Set((await q.readTemplate(tx)).flatMap((s) => s.items.map((i) => i.id)));
    const unknown = input.hidden.filter((id) => !templateIds.has(id));
    if (unknown.length > 0) {
      const message = text('checklist.unknownHidden', { items: unknown.join(', ') });
      throw new AppError('invalid', message, [{ field: 'hidden', message }]);
    }
    const taken = input.added.filter((item) => item.id !== undefined && templateIds.has(item.id)).map((i) => i.id);
    if (taken.length > 0) {
      const message = text('checklist.takenId', { items: taken.join(', ') });
      throw new AppError('invalid', message, [{ field: 'added', message }]);
    }
    const added = input.added.map((item) => ({ ...item, id: item.id ?? newItemId() }));
    const hidden = [...new Set(input.hidden)];
    const listed = new Set([...templateIds].filter((id) => !hidden.includes(id)).concat(added.map((i) => i.id)));
    const { references } = await q.readPropertyChanges(tx, propertyId);
    const kept = Object.fromEntries(Object.entries(references).filter(([itemId]) => listed.has(itemId)));
    await q.writePropertyChanges(tx, propertyId, { added, hidden, references: kept });
    return propertyView(deps, tx, propertyId);
  });
}

/** PUT/DELETE /houses/{id}/checklist/{item_id}/reference: the photo a cleaner's photo of this item must match. */
export async function setReference(
  deps: ChecklistDeps,
  propertyId: number,
  itemId: string,
  image: PreparedImage | undefined | null,
): Promise<PropertyChecklist> {
  await getProperty(deps.db, propertyId);
  if (image === undefined) throw new AppError('bad_request', text('photo.none'));
  return deps.db.transaction(async (tx) => {
    const { items, references } = await resolvedItems(tx, propertyId);
    if (!items.some((item) => item.id === itemId)) {
      throw new AppError('not_found', text('checklist.propertyItemNotFound'));
    }
    const next = { ...references };
    if (image) next[itemId] = await keepImage({ db: tx, bucket: deps.bucket }, image);
    else delete next[itemId];
    await q.writePropertyChanges(tx, propertyId, { references: next });
    return propertyView(deps, tx, propertyId);
  });
}

/** GET /cleaning_events/{id}/checklist: for her own cleaning, supervisors and admins (lockFor: 404, 403). */
export async function readEventChecklist(
  deps: ChecklistDeps,
  who: AuthUser,
  eventId: number,
  language: Language,
): Promise<EventChecklist> {
  return deps.db.transaction(async (tx) => {
    const row = await lockFor(tx, who, eventId);
    return eventChecklist(tx, deps.publicUrl, eventId, row.event.propertyId, language);
  });
}

/**
 * PUT /cleaning_events/{id}/checklist/{item_id}: one answer (her own assigned cleaning; the office's until it
 * is completed), at the time she answered (`answered_at`, bounded: answerTime). Answers the item as it reads now
 * (labels in the reader's language).
 */
export async function putAnswer(
  db: Db,
  publicUrl: string | undefined,
  who: AuthUser,
  eventId: number,
  itemId: string,
  input: ChecklistAnswerInput,
  language: Language,
): Promise<EventChecklistItem | KeptAnswer> {
  return db.transaction(async (tx) => {
    const row = await lockForProof(tx, who, eventId);
    const event = { id: eventId, propertyId: row.event.propertyId };
    const { answered_at: at, ...value } = input;
    if (row.former) {
      const item = await checklistItem(tx, eventId, event.propertyId, itemId);
      const line = { field: 'late_answer' as const, before: storedLabel(item), after: JSON.stringify(value) };
      return keepForOffice(tx, who, eventId, line);
    }
    assertMayAnswer(who.role, row.event.status);
    await answerItem(tx, who, event, itemId, value, answerTime(at, row.event));
    const checklist = await eventChecklist(tx, publicUrl, eventId, event.propertyId, language);
    const item = checklist.sections.flatMap((s) => s.items).find((i) => i.id === itemId);
    if (!item) throw new Error(`answered item ${itemId} is not on the list`);
    return item;
  });
}
