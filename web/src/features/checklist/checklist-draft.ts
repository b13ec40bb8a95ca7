// The template as the editor holds it while the admin changes it: every section and item carries a key of
// its own (React's, and stable while rows move), items keep the server's id when they have one so that
// answers, hidden items and reference photos that name it keep pointing at it.
import type { ChecklistTemplate, ChecklistTemplateInput } from '@common/contracts/checklists';
import type { ChecklistItemKind } from '@common/domain/checklist';
import { ApiError } from '../../lib/api-error';

export interface DraftItem {
  key: string;
  id?: string;
  label: string;
  label_es: string;
  kind: ChecklistItemKind;
  required: boolean;
}
export interface DraftSection {
  key: string;
  title: string;
  title_es: string;
  items: DraftItem[];
}

let counter = 0;
/** A key for a new row, unique in this page's life. */
export const newKey = () => `k${++counter}`;

/** An empty item (a check, not required) for "Add item". */
export const emptyItem = (): DraftItem => ({ key: newKey(), label: '', label_es: '', kind: 'check', required: false });
/** An empty section with one empty item for "Add section". */
export const emptySection = (): DraftSection => ({ key: newKey(), title: '', title_es: '', items: [emptyItem()] });

/** The stored template as rows to edit. */
export function toDraft(template: ChecklistTemplate): DraftSection[] {
  return template.sections.map((s) => ({
    key: newKey(),
    title: s.title,
    title_es: s.title_es,
    items: s.items.map((i) => ({ ...i, key: newKey() })),
  }));
}

/** The rows as PUT /checklist/template takes them (a new item goes without id: the server names it). */
export function toTemplateInput(sections: DraftSection[]): ChecklistTemplateInput {
  return {
    sections: sections.map((s) => ({
      title: s.title.trim(),
      title_es: s.title_es.trim(),
      items: s.items.map(({ id, label, label_es, kind, required }) => ({
        ...(id ? { id } : {}),
        label: label.trim(),
        label_es: label_es.trim(),
        kind,
        required,
      })),
    })),
  };
}

/** The list with the entry at `index` moved one place up (-1) or down (+1); unchanged at an end. */
export function moved<T>(list: T[], index: number, step: -1 | 1): T[] {
  const to = index + step;
  if (to < 0 || to >= list.length) return list;
  const next = [...list];
  [next[index], next[to]] = [next[to]!, next[index]!];
  return next;
}

/**
 * The server's refusals of a 422 by the rows they name: 'sections.0.items.2.label' becomes
 * '<that item's key>.label', so the message stays beside its input while the admin moves rows to fix it.
 * A refusal of no row (the whole list) is left to the detail shown above the list.
 */
export function rowErrors(sent: DraftSection[], error: unknown): Record<string, string> {
  if (!(error instanceof ApiError) || error.status !== 422) return {};
  const out: Record<string, string> = {};
  for (const { field, message } of error.errors) {
    const found = /^sections\.(\d+)(?:\.items\.(\d+))?\.(\w+)$/.exec(field);
    if (!found) continue;
    const section = sent[Number(found[1])];
    const row = found[2] === undefined ? section : section?.items[Number(found[2])];
    if (row) out[`${row.key}.${found[3]}`] = message;
  }
  return out;
}
