// Sending the phone's outbox (decision 0016): the housekeeper's Start, note, serviced mark (Done) and photos go
// into IndexedDB first (lib/outbox-store.ts), then to the server in order, each with its own
// Idempotency-Key, whenever there is a connection: at once, on the `online` event, at app start
// and every 30 s. A refusal (the event was reassigned, moved or deleted) marks the item failed with
// the server's reason, kept on screen until she dismisses it; a network failure keeps it waiting. A photo, answer
// or note the server kept for the office (the cleaning was taken from her: 202) is marked kept and listed the same
// way (docs/decisions/0051-proof-sent-after-a-reassignment.md).
import { useSyncExternalStore } from 'react';
import { onlineManager, type QueryClient } from '@tanstack/react-query';
import type { StartResponse } from '@common/contracts/capacity';
import type { CleaningEvent, KeptForOffice } from '@common/contracts/events';
import { actualMinutes } from '@common/domain/capacity';
import { PHOTO_ANSWERED_AT_FIELD, PHOTO_ITEM_FIELD, type EventChecklistItem } from '@common/contracts/checklists';
import type { Extra } from '@common/contracts/extras';
import type { EventPhoto } from '@common/contracts/photos';
import { PHOTO_FIELD } from '@common/domain/limits';
import { api } from '../api-client';
import { ApiError, SessionEndedError } from '../api-error';
import {
  addToOutbox,
  loadOutbox,
  markFailed,
  markKept,
  answeredItem,
  isKind,
  newOutboxKey,
  outboxSnapshot,
  removeFromOutbox,
  sendChosenWith,
  subscribeOutbox,
  type OutboxItem,
  type OutboxItemOf,
} from '../outbox-store';
import { getUserId } from '../session';
import { PhotoRefusedError, photoForUpload } from '../shrink-image';
import { invalidateEvents, patchCachedEvent, replaceEvent } from './events';
import { checklistKeys, patchChecklistAnswer } from './checklists';
import { extraKeys } from './extras';
import { useResourceMutation, type ScreenHandlers } from './resource';

export type { OutboxItem } from '../outbox-store';

/** What became of an item the last time it was tried. */
type Outcome = { sent: true; event?: CleaningEvent } | { sent: false; refused?: ApiError };
const outcomes = new Map<string, Outcome>();
// Items a screen is waiting for: it tells the housekeeper itself when one is refused.
const awaited = new Set<string>();
let client: QueryClient | undefined;
let onRefused: (item: OutboxItem, reason: string) => void = () => undefined;

/** Connects the outbox to the app's cache (sent answers go into it) and to how a refusal is announced. */
export function configureOutbox(options: {
  queryClient: QueryClient;
  onRefused: (item: OutboxItem, reason: string) => void;
}): void {
  client = options.queryClient;
  onRefused = options.onRefused;
}

// Items whose last try found no way through (no connection, a server error). Only these, or every item while the
// phone is offline, read "Waiting for connection": an item on its way (an ordinary slow send) shows nothing.
const unreached = new Set<string>();
const unreachedListeners = new Set<() => void>();
function setUnreached(key: string, stuck: boolean): void {
  if (unreached.has(key) === stuck) return;
  if (stuck) unreached.add(key);
  else unreached.delete(key);
  for (const listener of unreachedListeners) listener();
}

/** A refusal is final (4xx but 401, 408 and 429); anything else (no network, 5xx) is tried again later. */
function isRefusal(error: unknown): error is ApiError {
  return (
    error instanceof ApiError && error.status >= 400 && error.status < 500 && ![401, 408, 429].includes(error.status)
  );
}

/** Whether the server kept what she sent for the office: the cleaning was taken from her (202). */
const keptForOffice = (answer: object): answer is KeptForOffice => 'kept_for_office' in answer;

/** Sends one item its kind's way; answers the event when the server sent it back, or that it kept it for the office. */
async function send(item: OutboxItem): Promise<CleaningEvent | KeptForOffice | undefined> {
  const options = { idempotencyKey: item.key };
  const base = `/cleaning_events/${item.eventId}`;
  switch (item.kind) {
    case 'note':
      return api.patch<CleaningEvent | KeptForOffice>(`${base}/note`, { note: item.note }, options);
    case 'start': {
      // Answered with the time the server keeps (the first tap's, when it was already started).
      const answer = await api.post<StartResponse>(`${base}/start`, { at: item.at }, options);
      if (client) patchCachedEvent(client, item.eventId, { started_at: answer.started_at });
      return undefined;
    }
    case 'extra': {
      const created = await api.post<Extra>(`${base}/extras`, item.extra, options);
      // Shown at once as the server has it, also when the connection drops before the list is read again.
      if (client) {
        client.setQueryData<Extra[]>(extraKeys.event(item.eventId), (list = []) =>
          list.some((extra) => extra.id === created.id) ? list : [...list, created],
        );
        void client.invalidateQueries({ queryKey: extraKeys.event(item.eventId) });
      }
      return undefined;
    }
    case 'answer': {
      // With the time she answered, as Start and Done carry their tap's (docs/decisions/0042-phone-outbox-on-a-patchy-signal.md).
      const body = { ...item.answer, answered_at: item.createdAt };
      const url = `${base}/checklist/${item.itemId}`;
      const answered = await api.put<EventChecklistItem | KeptForOffice>(url, body, options);
      if (keptForOffice(answered)) return answered;
      if (client && answered.answer) patchChecklistAnswer(client, item.eventId, item.itemId, answered.answer);
      return undefined;
    }
    case 'status': {
      const body = { status: 'in_review', service_date: item.serviceDate, ...(item.at && { at: item.at }) };
      return api.patch<CleaningEvent>(`${base}/status`, body, options);
    }
    case 'photo':
      return sendPhoto(item, base, options);
  }
}

async function sendPhoto(
  item: OutboxItemOf<'photo'>,
  base: string,
  options: { idempotencyKey: string },
): Promise<KeptForOffice | undefined> {
  const form = new FormData();
  // A checklist item's photo names its item first: the server answers the item with it (decision 0037).
  if (item.itemId) form.append(PHOTO_ITEM_FIELD, item.itemId);
  if (item.itemId) form.append(PHOTO_ANSWERED_AT_FIELD, item.createdAt);
  if (item.photo) form.append(PHOTO_FIELD, item.photo, 'photo.jpg');
  const photo = await api.post<EventPhoto | KeptForOffice>(`${base}/photos`, form, options);
  if (keptForOffice(photo)) return photo;
  if (item.photo) await keepSentPhoto(photo.url, item.photo);
  if (client && item.itemId) {
    patchChecklistAnswer(client, item.eventId, item.itemId, { photo_id: photo.id, photo_url: photo.url });
  }
  return undefined;
}

/**
 * The photo she sent, kept in the service worker's photo cache under the URL the server gave it, so her
 * answer shows its picture without a connection too (the server's copy is the same picture re-encoded).
 */
async function keepSentPhoto(url: string, photo: Blob): Promise<void> {
  if (typeof caches === 'undefined') return;
  try {
    const cache = await caches.open('photos');
    await cache.put(new URL(url, location.href).href, new Response(photo, { headers: { 'content-type': photo.type } }));
  } catch (error) {
    console.warn('The sent photo could not be kept on the phone', error);
  }
}

/** Sends the signed-in user's waiting items in order until one cannot go for want of a connection. */
async function drain(): Promise<void> {
  await loadOutbox();
  const userId = getUserId();
  let answered = false;
  for (;;) {
    const item = outboxSnapshot().find((i) => i.userId === userId && i.state === 'waiting');
    if (!item) break;
    try {
      const answer = await send(item);
      setUnreached(item.key, false);
      if (answer && keptForOffice(answer)) {
        // Listed with what could not be sent, once per cleaning (OutboxFailures); no toast of its own.
        outcomes.set(item.key, { sent: true });
        answered = true;
        await markKept(item.key, answer.detail);
        continue;
      }
      const event = answer;
      outcomes.set(item.key, { sent: true, event });
      if (event && client) replaceEvent(client, event);
      answered = true;
      await removeFromOutbox(item.key);
      // Read again without waiting: what the server confirmed is in the cache already (patchChecklistAnswer), and
      // a read that fails or waits for the connection must not hold the rest of the outbox.
      if (answeredItem(item) && client) void client.invalidateQueries({ queryKey: checklistKeys.event(item.eventId) });
    } catch (error) {
      if (error instanceof SessionEndedError) break;
      if (!isRefusal(error)) {
        // It and every item behind it wait for the connection.
        for (const stuck of outboxSnapshot())
          if (stuck.userId === userId && stuck.state === 'waiting') setUnreached(stuck.key, true);
        outcomes.set(item.key, { sent: false });
        break;
      }
      const reason = error.detail ?? error.message;
      setUnreached(item.key, false);
      outcomes.set(item.key, { sent: false, refused: error });
      answered = true;
      await markFailed(item.key, reason);
      if (!awaited.has(item.key)) onRefused(item, reason);
    }
  }
  // What the server said may differ from what the phone showed (a cleaning gone to someone else): read it again,
  // without waiting on it. A read that waits for the signal (it went right after the answers) must not keep her
  // Done "Sending..." nor hold the next drain: what the server answered is in the caches already.
  if (answered && client) void invalidateEvents(client);
}

// One drain at a time; a call while one runs schedules one more after it (it may have passed the new item).
let running: Promise<void> = Promise.resolve();
let next: Promise<void> | undefined;
/** Sends what is waiting, now (an action was queued, the connection came back, the app started). */
export function flushOutbox(): Promise<void> {
  next ??= running.then(() => {
    next = undefined;
    return drain();
  });
  running = next.catch((error: unknown) => console.error('Sending the outbox failed', error));
  return next;
}

/** What every item of one of her actions on `event` starts with (SessionEndedError when nobody is signed in). */
function itemBase(event: CleaningEvent) {
  const userId = getUserId();
  if (userId === null) throw new SessionEndedError();
  return {
    userId,
    eventId: event.id,
    serviceDate: event.service_date,
    summary: event.event_summary,
    createdAt: new Date().toISOString(),
    state: 'waiting' as const,
  };
}

/** A housekeeper's action on one event, as the card makes it. */
export interface QueuedAction {
  event: CleaningEvent;
  note?: string;
  /**
   * Camera pictures as chosen: each is shrunk before it is queued (photoForUpload). Photos kept with
   * choosePhotos go with the serviced mark too.
   */
  photos?: File[];
  serviced?: boolean;
}

/** A photo item ready for the outbox: shrunk, or already failed when the phone itself refuses the file. */
async function photoItem(
  base: ReturnType<typeof itemBase> & { itemId?: string; itemLabel?: string },
  file: File,
): Promise<OutboxItemOf<'photo'>> {
  const item = { ...base, key: newOutboxKey(), kind: 'photo' as const, fileName: file.name };
  try {
    return { ...item, photo: await photoForUpload(file) };
  } catch (error) {
    if (!(error instanceof PhotoRefusedError)) throw error;
    return { ...item, state: 'failed', reason: error.message };
  }
}

/**
 * Puts a card's actions into the outbox (note, then photos, then the serviced mark) and tries to send
 * them. Answers the event as the server answered it, or as it will be once sent when the phone has
 * no connection (`waiting`). Each item is its own fact on the server (decision 0032): only a refusal
 * of the action's main item (the serviced mark, else the note) is thrown; a refused photo stays in the
 * outbox as failed, named on the card until she dismisses it, and rolls back nothing.
 */
export async function queueActions({
  event,
  note,
  photos = [],
  serviced = false,
}: QueuedAction): Promise<QueuedAnswer> {
  const base = itemBase(event);
  const items: OutboxItem[] = [];
  const at = new Date().toISOString();
  if (note !== undefined) items.push({ ...base, key: newOutboxKey(), kind: 'note', note: note.trim() });
  // Shrunk one after another before anything is queued: the outbox keeps small JPEGs, not camera files.
  for (const file of photos) items.push(await photoItem(base, file));
  // Done: the tap's time goes with it, so a mark sent later still ends the cleaning when she tapped.
  if (serviced) items.push({ ...base, key: newOutboxKey(), kind: 'status', at });
  // The photos she chose earlier on this card go before the mark (as waiting items, in the order chosen),
  // those still being shrunk included.
  if (serviced) await choosing.get(event.id);
  const chosen = serviced ? chosenPhotos(event.id, outboxSnapshot()) : [];
  for (const item of chosen) items.splice(items.length - 1, 0, { ...item, state: 'waiting' });
  for (const item of items) awaited.add(item.key);
  try {
    await sendChosenWith(
      chosen.map((item) => item.key),
      items.filter((item) => !chosen.some((c) => c.key === item.key)),
    );
    await flushOutbox();
  } finally {
    for (const item of items) awaited.delete(item.key);
  }
  const refusedNow = (item: OutboxItem) => {
    const outcome = outcomes.get(item.key);
    return item.state === 'failed' || (outcome !== undefined && !outcome.sent && outcome.refused !== undefined);
  };
  const main = items.find((item) => item.kind === 'status') ?? items.find((item) => item.kind === 'note');
  const refusal = main && outcomes.get(main.key);
  if (refusal && !refusal.sent && refusal.refused) {
    // The screen says why at once; a refused note of the same action goes with it. Refused photos stay named.
    const told = items.filter((item) => item.kind !== 'photo' && refusedNow(item));
    await Promise.all(told.map((item) => dismissOutboxItem(item.key)));
    throw refusal.refused;
  }
  const waiting = items.some((item) => !refusedNow(item) && !outcomes.get(item.key)?.sent);
  const refused = items.filter((item) => item.kind === 'photo' && refusedNow(item)).length;
  const answered = [...items]
    .reverse()
    .map((item) => outcomes.get(item.key))
    .find((outcome) => outcome?.sent && outcome.event);
  if (!waiting && answered?.sent && answered.event) return { event: answered.event, waiting, refused };
  const started = startedAt(event, outboxSnapshot());
  const expected = {
    ...event,
    ...(note !== undefined && { note: note.trim() || null }),
    ...(serviced && {
      status: 'in_review' as const,
      started_at: started,
      finished_at: at,
      actual_minutes: actualMinutes(started, at),
    }),
  };
  return { event: expected, waiting, refused };
}

/** The photos she chose for a cleaning with "Add photos", kept on the phone until Done or she removes them. */
export function chosenPhotos(eventId: number, items: readonly OutboxItem[]): OutboxItemOf<'photo'>[] {
  return items.filter(isKind('photo')).filter((item) => item.eventId === eventId && item.state === 'chosen');
}

/**
 * "Add photos": each picture is shrunk and kept in the phone's outbox as chosen (docs/decisions/0042-phone-outbox-on-a-patchy-signal.md),
 * so leaving the screen or a closed app loses none; they go with the serviced mark. One the phone cannot read is
 * kept as refused, named on the card. At most `room` are kept.
 */
export function choosePhotos(event: CleaningEvent, files: File[], room: number): Promise<void> {
  const base = itemBase(event);
  const chosen = (async () => {
    await choosing.get(event.id);
    const items: OutboxItem[] = [];
    for (const file of files.slice(0, Math.max(0, room))) {
      const item = await photoItem(base, file);
      items.push(item.state === 'failed' ? item : { ...item, state: 'chosen' });
    }
    await addToOutbox(items);
  })();
  const settled = chosen.catch(() => undefined);
  choosing.set(event.id, settled);
  void settled.then(() => choosing.get(event.id) === settled && choosing.delete(event.id));
  return chosen;
}
// Photos being shrunk for a cleaning: Done tapped meanwhile waits for them.
const choosing = new Map<number, Promise<unknown>>();

/** When she started the cleaning: as the server knows it, else as her waiting Start says. */
function startedAt(event: CleaningEvent, items: readonly OutboxItem[]): string | null {
  if (event.started_at) return event.started_at;
  const start = items.filter(isKind('start')).find((i) => i.eventId === event.id && i.state === 'waiting');
  return start?.at ?? null;
}

/** What Start answers on the card: still waiting for a connection, or refused (named on the card). */
export type StartAnswer = { waiting: boolean; refused: boolean };

/**
 * Puts a Start tap (with its time) into the outbox and tries to send it; the card shows it started at
 * once (useJobTimes). A refusal (not assigned any more, moved) stays in the outbox as failed, named on
 * the card until she dismisses it; nothing else is rolled back.
 */
export async function queueStart(event: CleaningEvent): Promise<StartAnswer> {
  const item: OutboxItem = { ...itemBase(event), key: newOutboxKey(), kind: 'start', at: new Date().toISOString() };
  awaited.add(item.key);
  try {
    await addToOutbox([item]);
    await flushOutbox();
  } finally {
    awaited.delete(item.key);
  }
  const outcome = outcomes.get(item.key);
  const refused = outcome !== undefined && !outcome.sent && outcome.refused !== undefined;
  return { waiting: !refused && !outcome?.sent, refused };
}

/** The Start button: its tap goes through the outbox (works offline like the serviced mark). */
export function useQueueStart() {
  return useResourceMutation({ call: queueStart, networkMode: 'always' });
}

/** What she asks for: the office sets the amounts when it approves. */
export type ExtraRequestInput = OutboxItemOf<'extra'>['extra'];

/**
 * Puts her request for an extra into the outbox and tries to send it (Idempotency-Key: sent once however
 * often it is tried). Answers whether it still waits for a connection; a refusal (the cleaning is no longer
 * hers, or completed) is thrown, and the item dropped, when she is there to read it at once.
 */
export async function queueExtra({
  event,
  extra,
}: {
  event: CleaningEvent;
  extra: ExtraRequestInput;
}): Promise<{ waiting: boolean }> {
  const item: OutboxItem = {
    ...itemBase(event),
    key: newOutboxKey(),
    kind: 'extra',
    extra: { ...extra, description: extra.description.trim() },
  };
  awaited.add(item.key);
  try {
    await addToOutbox([item]);
    await flushOutbox();
  } finally {
    awaited.delete(item.key);
  }
  const outcome = outcomes.get(item.key);
  if (outcome && !outcome.sent && outcome.refused) {
    await dismissOutboxItem(item.key);
    throw outcome.refused;
  }
  return { waiting: !outcome?.sent };
}

/** "Request an extra" on her card: through the outbox, so it works offline like Start and Done. */
export function useRequestExtra() {
  return useResourceMutation({
    call: queueExtra,
    networkMode: 'always',
    invalidate: (queryClient, _answer, { event }) =>
      queryClient.invalidateQueries({ queryKey: extraKeys.event(event.id) }),
  });
}

/** Her answer to one checklist item: a value, or a camera picture for a photo item (shrunk before it is queued). */
export type ChecklistAnswerAction = {
  event: CleaningEvent;
  itemId: string;
  label: string;
  answer?: OutboxItemOf<'answer'>['answer'];
  photo?: File;
};

/**
 * Puts her answer to a checklist item into the outbox and tries to send it (an Idempotency-Key each): it shows
 * at once (useChecklistOnPhone), goes when there is a connection, and a refusal stays named until dismissed.
 * A newer answer to the same item replaces one still waiting, so only the last is sent.
 */
export async function queueChecklistAnswer({ event, itemId, label, answer, photo }: ChecklistAnswerAction): Promise<{
  waiting: boolean;
}> {
  const base = { ...itemBase(event), itemId, itemLabel: label };
  const item: OutboxItem = photo
    ? await photoItem(base, photo)
    : { ...base, key: newOutboxKey(), kind: 'answer', answer: answer ?? {} };
  const earlier = outboxSnapshot().filter(
    (i) => i.eventId === event.id && answeredItem(i) === itemId && i.state === 'waiting' && i.kind === item.kind,
  );
  await Promise.all(earlier.map((i) => dismissOutboxItem(i.key)));
  await addToOutbox([item]);
  await flushOutbox();
  return { waiting: !outcomes.get(item.key)?.sent };
}

/** A checklist answer from her phone: through the outbox, so it works offline like Start and Done. */
export function useAnswerChecklistItem() {
  return useResourceMutation({ call: queueChecklistAnswer, networkMode: 'always' });
}

/** A card's times: started (the server's, else her waiting Start), finished, and how long it took when known. */
export function useJobTimes(event: CleaningEvent): {
  startedAt: string | null;
  finishedAt: string | null;
  took: number | null;
} {
  const items = useOutbox();
  const started = startedAt(event, items);
  const done = items.filter(isKind('status')).find((i) => i.eventId === event.id && i.state === 'waiting');
  const finished = event.finished_at ?? done?.at ?? null;
  return { startedAt: started, finishedAt: finished, took: event.actual_minutes ?? actualMinutes(started, finished) };
}

/** Forgets an item (a failed one she has read, or a waiting one she chose to drop). */
export function dismissOutboxItem(key: string): Promise<void> {
  outcomes.delete(key);
  return removeFromOutbox(key);
}

const EMPTY: readonly OutboxItem[] = [];
let lastAll: readonly OutboxItem[] | undefined;
let lastUser: number | null = null;
let lastMine: readonly OutboxItem[] = EMPTY;
function mine(): readonly OutboxItem[] {
  const all = outboxSnapshot();
  const userId = getUserId();
  if (all !== lastAll || userId !== lastUser) {
    lastAll = all;
    lastUser = userId;
    lastMine = all.filter((item) => item.userId === userId);
  }
  return lastMine;
}

/**
 * The answer of a queued action: the event as it is (or will be once sent), whether some of it still
 * waits, and how many of its photos were refused (named on the card: features/employee-events/refused-photos.tsx).
 */
export type QueuedAnswer = { event: CleaningEvent; waiting: boolean; refused: number };

/** A card's note, photos and serviced mark through the outbox; the answer goes into the event caches. */
export function useQueueActions<TContext>(screen?: ScreenHandlers<QueuedAnswer, QueuedAction, TContext>) {
  return useResourceMutation(
    {
      call: queueActions,
      // Offline the action goes into the outbox at once: the mutation must not wait for a connection.
      networkMode: 'always',
      update: (queryClient, answer) => replaceEvent(queryClient, answer.event),
      invalidate: (queryClient) => invalidateEvents(queryClient, 'none'),
    },
    screen,
  );
}

/** The signed-in user's outbox items, oldest first; the screen re-renders when it changes. */
export function useOutbox(): readonly OutboxItem[] {
  return useSyncExternalStore(subscribeOutbox, mine, mine);
}

function subscribeWaiting(listener: () => void): () => void {
  const stopOutbox = subscribeOutbox(listener);
  const stopOnline = onlineManager.subscribe(listener);
  unreachedListeners.add(listener);
  return () => {
    stopOutbox();
    stopOnline();
    unreachedListeners.delete(listener);
  };
}

/**
 * How many of her items (of one cleaning with `eventId`) wait for a connection: all of them while the phone is
 * offline, else those whose last try could not get through. One being sent right now is not counted.
 */
export function useWaitingForConnection(eventId?: number): number {
  const count = () => {
    const offline = !onlineManager.isOnline();
    return mine().filter(
      (item) =>
        item.state === 'waiting' &&
        (eventId === undefined || item.eventId === eventId) &&
        (offline || unreached.has(item.key)),
    ).length;
  };
  return useSyncExternalStore(subscribeWaiting, count, count);
}

/** Loads the stored outbox and keeps it going: now, whenever the connection returns, and every 30 s. */
export function startOutbox(): () => void {
  void loadOutbox().then(flushOutbox);
  const flush = () => void flushOutbox();
  window.addEventListener('online', flush);
  const timer = window.setInterval(flush, 30_000);
  return () => {
    window.removeEventListener('online', flush);
    window.clearInterval(timer);
  };
}
