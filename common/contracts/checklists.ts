import { z } from 'zod';
import {
  CHECKLIST_ITEM_ID,
  CHECKLIST_ITEM_KINDS,
  MAX_CHECKLIST_COUNT,
  MAX_CHECKLIST_ITEMS,
  MAX_CHECKLIST_LABEL,
  MAX_CHECKLIST_NOTE,
  MAX_CHECKLIST_SECTIONS,
  MAX_CHECKLIST_TITLE,
} from '../domain/checklist';
import { idField, multiLineText, singleLineText } from './common';

// Checklists and proof (decision 0037).

export const ITEM_ID_MESSAGE = 'An item id is 1 to 40 lowercase letters, digits or dashes';
export const DUPLICATE_ITEM_MESSAGE = 'Two items share an id';
export const TOO_MANY_ITEMS_MESSAGE = `A checklist has at most ${MAX_CHECKLIST_ITEMS} items`;
export const KIND_MESSAGE = 'Kind must be check, photo, count or note';

export const checklistItemId = z.string().regex(CHECKLIST_ITEM_ID, ITEM_ID_MESSAGE);
export const ANSWERED_AT_MESSAGE = 'answered_at must be an ISO date-time';
/** When she answered an item, as her phone's clock said (bounded by the server). */
export const answeredAtField = z.iso.datetime({ offset: true, message: ANSWERED_AT_MESSAGE });

const itemFields = {
  /** Left out for a new item: the server names it. */
  id: checklistItemId.optional(),
  label: singleLineText(MAX_CHECKLIST_LABEL, 'Name the item.'),
  label_es: singleLineText(MAX_CHECKLIST_LABEL).default(''),
  kind: z.enum(CHECKLIST_ITEM_KINDS, { message: KIND_MESSAGE }),
  required: z.boolean({ message: 'required must be true or false' }).default(false),
};
const checklistItemInput = z.object(itemFields);
const checklistSectionInput = z.object({
  title: singleLineText(MAX_CHECKLIST_TITLE, 'Name the section.'),
  title_es: singleLineText(MAX_CHECKLIST_TITLE).default(''),
  items: z.array(checklistItemInput).max(MAX_CHECKLIST_ITEMS, TOO_MANY_ITEMS_MESSAGE),
});

/** Ids sent must be unique across the list (items left without one are named by the server). */
const uniqueIds = (ids: (string | undefined)[]) => {
  const given = ids.filter((id): id is string => id !== undefined);
  return new Set(given).size === given.length;
};

/** PUT /checklist/template (admin): the company's sections and items, in order. Empty: no checklist. */
export const checklistTemplateInput = z
  .object({
    sections: z
      .array(checklistSectionInput)
      .max(MAX_CHECKLIST_SECTIONS, `A checklist has at most ${MAX_CHECKLIST_SECTIONS} sections`),
  })
  .refine((t) => t.sections.reduce((n, s) => n + s.items.length, 0) <= MAX_CHECKLIST_ITEMS, {
    message: TOO_MANY_ITEMS_MESSAGE,
    path: ['sections'],
  })
  .refine((t) => uniqueIds(t.sections.flatMap((s) => s.items.map((i) => i.id))), {
    message: DUPLICATE_ITEM_MESSAGE,
    path: ['sections'],
  });
export type ChecklistTemplateInput = z.infer<typeof checklistTemplateInput>;

const checklistItemDef = z.object({
  id: z.string(),
  label: z.string(),
  label_es: z.string(),
  kind: z.enum(CHECKLIST_ITEM_KINDS),
  required: z.boolean(),
});
const checklistSectionDef = z.object({ title: z.string(), title_es: z.string(), items: z.array(checklistItemDef) });

/** The company's template as stored: every item has its id. */
export const checklistTemplate = z.object({ sections: z.array(checklistSectionDef) });
export type ChecklistTemplate = z.infer<typeof checklistTemplate>;

/** PUT /houses/{id}/checklist (admin): the property's own items and the template items it hides. */
export const propertyChecklistInput = z
  .object({
    added: z
      .array(
        z.object({
          ...itemFields,
          section: singleLineText(MAX_CHECKLIST_TITLE, 'Name the section.'),
          section_es: singleLineText(MAX_CHECKLIST_TITLE).default(''),
        }),
      )
      .max(MAX_CHECKLIST_ITEMS, TOO_MANY_ITEMS_MESSAGE),
    hidden: z.array(checklistItemId).max(MAX_CHECKLIST_ITEMS, TOO_MANY_ITEMS_MESSAGE),
  })
  .refine((p) => uniqueIds(p.added.map((i) => i.id)), { message: DUPLICATE_ITEM_MESSAGE, path: ['added'] });
export type PropertyChecklistInput = z.infer<typeof propertyChecklistInput>;

/**
 * GET /houses/{id}/checklist: the property's changes, its reference photos by item id, and the list its
 * cleanings ask for (`sections`: the template without the hidden items, plus the added ones).
 */
export const propertyChecklist = z.object({
  property_id: z.number(),
  added: z.array(checklistItemDef.extend({ section: z.string(), section_es: z.string() })),
  hidden: z.array(z.string()),
  references: z.record(z.string(), z.string()),
  sections: z.array(checklistSectionDef),
});
export type PropertyChecklist = z.infer<typeof propertyChecklist>;

export const propertyItemParams = z.object({ id: idField(), item_id: checklistItemId });

/** One answer as given: the field of the item's kind; a photo item's picture with its URL. */
export const checklistAnswer = z.object({
  checked: z.boolean().nullable(),
  count: z.number().nullable(),
  note: z.string().nullable(),
  photo_id: z.number().nullable(),
  photo_url: z.string().nullable(),
  answered_at: z.string(),
  answered_by_name: z.string().nullable(),
});
export type ChecklistAnswer = z.infer<typeof checklistAnswer>;

/**
 * One item of a cleaning's checklist, labelled in the reader's language. `redo_reason`: the supervisor sent
 * it back (its answer was cleared); it stays, with the new answer, until the cleaning is reviewed again.
 */
export const eventChecklistItem = z.object({
  id: z.string(),
  label: z.string(),
  kind: z.enum(CHECKLIST_ITEM_KINDS),
  required: z.boolean(),
  reference_url: z.string().nullable(),
  answer: checklistAnswer.nullable(),
  redo_reason: z.string().nullable(),
  redo_at: z.string().nullable(),
});
export type EventChecklistItem = z.infer<typeof eventChecklistItem>;

/** GET /cleaning_events/{id}/checklist: sections in order, with progress and what still blocks Done. */
export const eventChecklist = z.object({
  event_id: z.number(),
  sections: z.array(z.object({ title: z.string(), items: z.array(eventChecklistItem) })),
  done: z.number(),
  total: z.number(),
  missing: z.array(z.object({ id: z.string(), label: z.string() })),
});
export type EventChecklist = z.infer<typeof eventChecklist>;

export const eventItemParams = z.object({ id: idField(), item_id: checklistItemId });

/**
 * PUT /cleaning_events/{id}/checklist/{item_id}: one answer, in the field of the item's kind (else 422):
 * `{ checked }`, `{ count }`, `{ note }` or `{ photo_id }` (a photo of this cleaning). The same answer
 * again changes nothing.
 */
export const checklistAnswerInput = z
  .object({
    checked: z.boolean({ message: 'checked must be true or false' }).optional(),
    count: z.coerce
      .number({ message: `count must be a whole number from 0 to ${MAX_CHECKLIST_COUNT}` })
      .int(`count must be a whole number from 0 to ${MAX_CHECKLIST_COUNT}`)
      .min(0, `count must be a whole number from 0 to ${MAX_CHECKLIST_COUNT}`)
      .max(MAX_CHECKLIST_COUNT, `count must be a whole number from 0 to ${MAX_CHECKLIST_COUNT}`)
      .optional(),
    note: multiLineText(MAX_CHECKLIST_NOTE).optional(),
    photo_id: idField().optional(),
    /**
     * When she answered, from a phone that kept the answer offline (docs/decisions/0042-phone-outbox-on-a-patchy-signal.md):
     * at most 5 minutes ahead of the server, not before the cleaning was started nor before the day before it.
     */
    answered_at: answeredAtField.optional(),
  })
  .refine(({ answered_at: _at, ...a }) => Object.values(a).filter((v) => v !== undefined).length === 1, {
    message: 'Send one answer: checked, count, note or photo_id',
  });
export type ChecklistAnswerInput = z.infer<typeof checklistAnswerInput>;

/** The form field naming the checklist item a photo answers (POST /cleaning_events/{id}/photos). */
export const PHOTO_ITEM_FIELD = 'item_id';
/** The form field with the time she took an item's photo, when the phone kept it offline (as `answered_at`). */
export const PHOTO_ANSWERED_AT_FIELD = 'answered_at';
