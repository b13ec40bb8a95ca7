// Her checklist on the phone: the server's answers with her answers still waiting in the outbox on
// top, so what she ticked offline shows at once and counts toward Done.
import { useEffect, useMemo } from 'react';
import type { EventChecklist, EventChecklistItem } from '@common/contracts/checklists';
import type { CleaningEvent } from '@common/contracts/events';
import { isAnswered, mustAnswer } from '@common/domain/checklist';
import type { OutboxItem, OutboxItemOf } from '../outbox-store';
import { useEventChecklist } from './checklists';
import { useOutbox } from './outbox';

/** An item as she sees it: `waiting` while her answer is on the phone; `localPhoto` shows a photo not sent yet. */
export type PhoneChecklistItem = EventChecklistItem & { waiting: boolean; localPhoto: Blob | null };
export type PhoneChecklist = Omit<EventChecklist, 'sections'> & {
  sections: { title: string; items: PhoneChecklistItem[] }[];
};

/** The checklist with her waiting answers applied (the last one of each item wins). */
export function withWaitingAnswers(checklist: EventChecklist, items: readonly OutboxItem[]): PhoneChecklist {
  const waiting = new Map<string, OutboxItemOf<'answer' | 'photo'>>();
  for (const item of items) {
    if (item.kind !== 'answer' && item.kind !== 'photo') continue;
    if (item.eventId === checklist.event_id && item.itemId && item.state === 'waiting') waiting.set(item.itemId, item);
  }
  const sections = checklist.sections.map((section) => ({
    title: section.title,
    items: section.items.map((item): PhoneChecklistItem => {
      const queued = waiting.get(item.id);
      if (!queued) return { ...item, waiting: false, localPhoto: null };
      const base = item.answer ?? {
        checked: null,
        count: null,
        note: null,
        photo_id: null,
        photo_url: null,
        answered_at: queued.createdAt,
        answered_by_name: null,
      };
      const answer =
        queued.kind === 'photo'
          ? { ...base, photo_id: -1, photo_url: null }
          : {
              ...base,
              checked: queued.answer.checked ?? base.checked,
              count: queued.answer.count ?? base.count,
              note: queued.answer.note ?? base.note,
            };
      return { ...item, answer, waiting: true, localPhoto: queued.kind === 'photo' ? (queued.photo ?? null) : null };
    }),
  }));
  const all = sections.flatMap((s) => s.items);
  return {
    ...checklist,
    sections,
    done: all.filter((item) => isAnswered(item.kind, item.answer)).length,
    missing: all.filter(mustAnswer).map(({ id, label }) => ({ id, label })),
  };
}

/** Her cleaning's checklist with what waits on the phone; undefined while it loads (or without a connection yet). */
export function useChecklistOnPhone(event: CleaningEvent | null) {
  const query = useEventChecklist(event);
  const outbox = useOutbox();
  const checklist = useMemo(
    () => (query.data ? withWaitingAnswers(query.data, outbox) : undefined),
    [query.data, outbox],
  );
  return { checklist, error: query.error, isPending: query.isPending };
}

/** An object URL for a photo still on the phone, revoked when it changes or the screen goes. */
export function useBlobUrl(blob: Blob | null): string | null {
  const url = useMemo(() => (blob ? URL.createObjectURL(blob) : null), [blob]);
  useEffect(() => () => (url ? URL.revokeObjectURL(url) : undefined), [url]);
  return url;
}
