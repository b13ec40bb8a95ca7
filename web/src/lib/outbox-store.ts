// The phone's outbox (decision 0016): the housekeeper's actions, kept in IndexedDB until the server
// has them, so nothing typed offline is lost when the app is closed. Only storage and change
// notifications live here; lib/resources/outbox.ts sends the items.
import { createStore, get, set, type UseStore } from 'idb-keyval';
import type { ExtraKind } from '@common/domain/invoice';

/** A checklist answer as she gave it: the field of the item's kind (a photo item's answer is a photo item). */
export type ChecklistAnswerValue = { checked?: boolean; count?: number; note?: string };

/** What every action waiting on the phone has. Its key is also the request's Idempotency-Key. */
interface OutboxItemBase {
  key: string;
  userId: number;
  eventId: number;
  /** The event's service date when the action was made: the server refuses a moved event (409). */
  serviceDate: string;
  /** Names the cleaning in messages about this item. */
  summary: string;
  createdAt: string;
  /**
   * `failed`: the server refused it (reassigned, moved, deleted; a photo it cannot read), or the phone
   * did (a photo it could not read, too large to send as it is); kept until she dismisses it.
   * `chosen`: a photo picked with "Add photos", shrunk and kept here until she marks the cleaning serviced
   * (it becomes `waiting`) or removes it (docs/decisions/0042-phone-outbox-on-a-patchy-signal.md); never sent as it is.
   * `kept`: sent for a cleaning taken from her, which the server kept for the office (202); listed, without its
   * photo, until she dismisses it (docs/decisions/0051-proof-sent-after-a-reassignment.md).
   */
  state: 'waiting' | 'failed' | 'chosen' | 'kept';
  reason?: string;
}

/** One action waiting on the phone, by what it does once sent (lib/resources/outbox.ts sends each kind its way). */
export type OutboxItem = OutboxItemBase &
  (
    | {
        kind: 'start';
        /** When she tapped: sent with it, so a tap made offline keeps its time. */
        at: string;
      }
    | { kind: 'note'; note: string }
    | {
        /** Marked serviced (in review, Done), at the time she tapped. */
        kind: 'status';
        at?: string;
      }
    | {
        kind: 'photo';
        /** The picture as it goes up: shrunk on the phone before it was queued (lib/shrink-image.ts photoForUpload); gone once kept. */
        photo?: Blob;
        /** The picture's file name on the phone, to name it in messages. */
        fileName: string;
        /** The checklist item the photo answers, and its label when she answered, to name it in messages. */
        itemId?: string;
        itemLabel?: string;
      }
    | {
        /** A requested extra as she typed it (kind, description, quantity; amounts are the office's). */
        kind: 'extra';
        extra: { kind: ExtraKind; description: string; quantity: number };
      }
    | { kind: 'answer'; itemId: string; itemLabel: string; answer: ChecklistAnswerValue }
  );

/** What an item does once sent: record Start, save a note, mark serviced, add one photo, request an extra, or answer a checklist item. */
export type OutboxKind = OutboxItem['kind'];
/** The items of one kind. */
export type OutboxItemOf<K extends OutboxKind> = Extract<OutboxItem, { kind: K }>;

/** Whether an item is of `kind` (for filters that keep what that kind carries). */
export const isKind =
  <K extends OutboxKind>(kind: K) =>
  (item: OutboxItem): item is OutboxItemOf<K> =>
    item.kind === kind;

/** The checklist item an action answers, if any (an answer, or a photo taken for an item). */
export const answeredItem = (item: OutboxItem): string | undefined =>
  item.kind === 'answer' || item.kind === 'photo' ? item.itemId : undefined;

const LIST_KEY = 'items';
// jsdom (the web tests) has no IndexedDB: the outbox then lives in memory for the test's run.
const store: UseStore | undefined =
  typeof indexedDB === 'undefined' ? undefined : createStore('turnover-outbox', 'outbox');
let items: readonly OutboxItem[] = [];
let loaded: Promise<void> | undefined;
const listeners = new Set<() => void>();

/** Reads the stored outbox once (app start); later calls wait for the same read. */
export function loadOutbox(): Promise<void> {
  loaded ??= (async () => {
    if (store) items = (await get<OutboxItem[]>(LIST_KEY, store)) ?? [];
    notify();
  })();
  return loaded;
}

function notify(): void {
  for (const listener of listeners) listener();
}

// Writes go one after another, each on the list the previous one left, so no change is lost.
let writing: Promise<void> = Promise.resolve();
function change(edit: (list: readonly OutboxItem[]) => readonly OutboxItem[]): Promise<void> {
  const done = writing.then(async () => {
    await loadOutbox();
    items = edit(items);
    notify();
    if (store) await set(LIST_KEY, items, store);
  });
  writing = done.catch((error: unknown) => console.error('The outbox could not be written', error));
  return done;
}

/** Adds actions at the end of the outbox, in the order given. */
export function addToOutbox(added: OutboxItem[]): Promise<void> {
  return change((list) => [...list, ...added]);
}

/** Sends the chosen photos `keys` with `added`: they become waiting, after the earlier items and before `added`. */
export function sendChosenWith(keys: readonly string[], added: OutboxItem[]): Promise<void> {
  return change((list) => {
    const chosen = list.filter((item) => keys.includes(item.key) && item.state === 'chosen');
    const rest = list.filter((item) => !chosen.includes(item));
    return [...rest, ...chosen.map((item) => ({ ...item, state: 'waiting' as const })), ...added];
  });
}

/** Takes an item out (sent, or dismissed by the housekeeper). */
export function removeFromOutbox(key: string): Promise<void> {
  return change((list) => list.filter((item) => item.key !== key));
}

/** Marks an item refused by the server, with the server's reason. */
export function markFailed(key: string, reason: string): Promise<void> {
  return change((list) =>
    list.map((item) => (item.key === key ? { ...item, state: 'failed' as const, reason } : item)),
  );
}

/** Marks an item the server kept for the office (the cleaning is someone else's now); its photo is let go. */
export function markKept(key: string, reason: string): Promise<void> {
  return change((list) =>
    list.map((item) => (item.key === key ? { ...item, state: 'kept' as const, reason, photo: undefined } : item)),
  );
}

/** The outbox as it is now (the same array until it changes, for useSyncExternalStore). */
export function outboxSnapshot(): readonly OutboxItem[] {
  return items;
}

/** Calls `listener` after every change; returns the unsubscribe. */
export function subscribeOutbox(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** A new key for an action: random, so two phones never share one. */
export function newOutboxKey(): string {
  // randomUUID needs a secure context; a phone on a plain-http test server still gets 128 random bits.
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('');
}
