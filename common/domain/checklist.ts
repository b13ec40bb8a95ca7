// Checklists (decision 0037): the company's template and a
// property's changes make one list of items; a cleaning's answers fill it. Both the server (which refuses
// Done while a required item is open) and the phone (which names those items before queueing Done) read
// these rules.

export const CHECKLIST_ITEM_KINDS = ['check', 'photo', 'count', 'note'] as const;
export type ChecklistItemKind = (typeof CHECKLIST_ITEM_KINDS)[number];

/** Bounds of a template: a long list is read on a phone, and every cleaning resolves it. */
export const MAX_CHECKLIST_SECTIONS = 30;
export const MAX_CHECKLIST_ITEMS = 200;
export const MAX_CHECKLIST_LABEL = 200;
export const MAX_CHECKLIST_TITLE = 100;
export const MAX_CHECKLIST_NOTE = 1000;
export const MAX_CHECKLIST_COUNT = 10_000;
/** An item's id: letters, digits and dashes (the server makes one for an item sent without). */
export const CHECKLIST_ITEM_ID = /^[a-z0-9-]{1,40}$/;

/** An item as the template or a property defines it; `*_es` is the Spanish text (else the main text is shown). */
export interface ChecklistItemDef {
  id: string;
  label: string;
  label_es: string;
  kind: ChecklistItemKind;
  required: boolean;
}
export interface ChecklistSectionDef {
  title: string;
  title_es: string;
  items: ChecklistItemDef[];
}
/**
 * A property's own item: added to the section of that title (a new section at the end when none has it).
 * `section_es` titles a new section in Spanish (stored items from before it have none: the English title shows).
 */
export interface AddedItemDef extends ChecklistItemDef {
  section: string;
  section_es?: string;
}
export interface PropertyChanges {
  added: AddedItemDef[];
  hidden: string[];
}

/** The items a cleaning of the property asks for: the template without its hidden items, plus the property's own. */
export function resolveChecklist(template: ChecklistSectionDef[], changes: PropertyChanges): ChecklistSectionDef[] {
  const hidden = new Set(changes.hidden);
  const sections = template.map((section) => ({
    ...section,
    items: section.items.filter((item) => !hidden.has(item.id)),
  }));
  for (const { section: title, section_es: titleEs = '', ...item } of changes.added) {
    const key = title.trim().toLowerCase();
    let section = sections.find((s) => s.title.trim().toLowerCase() === key);
    if (!section) {
      section = { title, title_es: '', items: [] };
      sections.push(section);
    }
    // A template section keeps its own Spanish title; a new one takes the first its items give.
    if (section.title_es.trim() === '') section.title_es = titleEs.trim();
    section.items.push(item);
  }
  return sections.filter((section) => section.items.length > 0);
}

/** One answer: the field that fits the item's kind (a check answered "not done" is no answer). */
export interface ChecklistAnswerValue {
  checked?: boolean | null;
  count?: number | null;
  note?: string | null;
  photo_id?: number | null;
}

/** The answer field each kind takes. */
export const ANSWER_FIELD: Record<ChecklistItemKind, keyof ChecklistAnswerValue> = {
  check: 'checked',
  count: 'count',
  note: 'note',
  photo: 'photo_id',
};

/** Whether an answer counts as done for an item of this kind. */
export function isAnswered(kind: ChecklistItemKind, answer: ChecklistAnswerValue | null | undefined): boolean {
  if (!answer) return false;
  if (kind === 'check') return answer.checked === true;
  if (kind === 'count') return answer.count !== null && answer.count !== undefined;
  if (kind === 'note') return typeof answer.note === 'string' && answer.note.trim() !== '';
  return answer.photo_id !== null && answer.photo_id !== undefined;
}

/** What blocks Done: a required item without an answer, or one the supervisor sent back that is not redone. */
export function mustAnswer(item: {
  kind: ChecklistItemKind;
  required: boolean;
  redo_reason: string | null;
  answer: ChecklistAnswerValue | null;
}): boolean {
  return (item.required || item.redo_reason !== null) && !isAnswered(item.kind, item.answer);
}

/** How the label reads for a reader of this language. */
export function localLabel(text: string, spanish: string, language: string): string {
  return language === 'es' && spanish.trim() !== '' ? spanish : text;
}
