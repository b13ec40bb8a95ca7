// The staff app's offline side (decision 0016), started by the staff layout so the landing page
// never loads it: the service worker, the housekeeper's cached week kept in IndexedDB, and the outbox.
import { can } from '@common/domain/policy';
import { notifications } from '@mantine/notifications';
import {
  dehydrate,
  hydrate,
  onlineManager,
  useQueryClient,
  type DehydratedState,
  type QueryClient,
} from '@tanstack/react-query';
import { createStore, del, get, set } from 'idb-keyval';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { addDays } from '@common/domain/calendar';
import { todayIso } from '@common/domain/dates';
import { whenIdle } from '../lib/idle';
import { formatterFor } from '../lib/format';
import { claimThisDevice } from '../lib/push';
import { normalizeStatus } from '@common/domain/event-status';
import { eventChecklistQuery } from '../lib/resources/checklists';
import { eventKeys, myMonthQuery, myWeekQuery } from '../lib/resources/events';
import { configureOutbox, startOutbox } from '../lib/resources/outbox';
import { getRole, getUserId } from '../lib/session';

const CACHE_MS = 14 * 24 * 3600_000;
const SAVE_DELAY_MS = 1000;
const store = typeof indexedDB === 'undefined' ? undefined : createStore('turnover-cache', 'queries');
// react-query assumes a connection until an `offline` event: an app opened without one would fetch,
// fail and replace the cached week with an error. It starts from what the browser knows instead, so
// queries wait (paused) for the connection; later changes come through its own online/offline events.
if (typeof navigator !== 'undefined') onlineManager.setOnline(navigator.onLine);
/** What is kept: whose cache it is, when it was saved, and the event queries. */
type SavedCache = { userId: number; savedAt: number; state: DehydratedState };

/** Forgets the housekeeper's cached week (logout): the next person on this phone starts empty. */
export async function clearOfflineCache(): Promise<void> {
  if (store) await del('client', store);
}

/**
 * Her event lists as last read. A list whose re-read failed keeps what it last read and is saved as read: on a
 * patchy signal the browser can count itself online while every read fails, and that must not empty her week.
 */
function saveable(queryClient: QueryClient): DehydratedState {
  const state = dehydrate(queryClient, {
    shouldDehydrateQuery: (query) => query.state.data !== undefined && query.queryKey[0] === eventKeys.all[0],
  });
  const asRead = (query: DehydratedState['queries'][number]) =>
    query.state.status === 'error'
      ? { ...query, state: { ...query.state, status: 'success' as const, error: null } }
      : query;
  return { ...state, queries: state.queries.map(asRead) };
}

/** The restore of the signed-in housekeeper's saved events: once per page, client and user. */
let restore: { client: QueryClient; userId: number; finished: boolean; promise: Promise<void> } | undefined;

/**
 * Puts back the signed-in housekeeper's saved event queries (another account's or an old cache is
 * dropped), then asks for her weeks. Started before the first render when the staff screens are
 * preloaded (router.tsx), else by the staff layout; asked again, it answers with the same restore.
 */
export function restoreSavedEvents(queryClient: QueryClient): Promise<void> {
  const userId = getUserId();
  if (!store || userId === null || !can(getRole(), 'event.workOffline')) return Promise.resolve();
  if (restore?.client === queryClient && restore.userId === userId) return restore.promise;
  const db = store;
  const started = { client: queryClient, userId, finished: false, promise: Promise.resolve() };
  started.promise = (async () => {
    // Restored lists without a screen must outlive the default 5 minutes, or the next save drops them.
    queryClient.setQueryDefaults(eventKeys.all, { gcTime: CACHE_MS });
    const saved = await get<SavedCache>('client', db).catch(() => undefined);
    if (saved && saved.userId === userId && Date.now() - saved.savedAt < CACHE_MS) {
      hydrate(queryClient, saved.state);
      // What the phone kept is shown at once but asked again on every open, however recent: an office
      // or feed change made since must reach her screens, not wait for staleTime.
      await queryClient.invalidateQueries({ queryKey: eventKeys.all, refetchType: 'none' });
    }
  })().finally(() => {
    started.finished = true;
    // Her weeks are asked for now, while a preloaded start still downloads its screens.
    prefetchWeeks(queryClient);
  });
  restore = started;
  return started.promise;
}

/** Whether this user's saved events are already back in `queryClient`. */
function restoredFor(queryClient: QueryClient, userId: number | null): boolean {
  return restore?.client === queryClient && restore.userId === userId && restore.finished;
}

/**
 * Restores the user's saved event queries, then saves them again a second after every change.
 * Returns the stop function and the restore's promise.
 */
function persistEvents(
  queryClient: QueryClient,
  userId: number,
  db: NonNullable<typeof store>,
): [() => void, Promise<void>] {
  let timer: number | undefined;
  let stopped = false;
  const save = () => {
    if (stopped) return;
    const saved: SavedCache = { userId, savedAt: Date.now(), state: saveable(queryClient) };
    set('client', saved, db).catch((error: unknown) => console.warn('The offline cache could not be saved', error));
  };
  const restored = restoreSavedEvents(queryClient);
  let unsubscribe = () => {};
  const saveSoon = () => {
    window.clearTimeout(timer);
    timer = window.setTimeout(() => {
      timer = undefined;
      save();
    }, SAVE_DELAY_MS);
  };
  void restored.finally(() => {
    if (stopped) return;
    unsubscribe = queryClient.getQueryCache().subscribe((event) => {
      if (event.type === 'updated' || event.type === 'removed' || event.type === 'added') saveSoon();
    });
    // What arrived before this subscription (her weeks, asked for right after a preloaded restore,
    // can be in before the layout mounts) is saved too, not only what changes after it.
    saveSoon();
  });
  // A change still waiting for its save is saved when she leaves the app (the phone may end the tab unseen).
  const saveNow = () => {
    if (timer === undefined || document.visibilityState !== 'hidden') return;
    window.clearTimeout(timer);
    timer = undefined;
    save();
  };
  document.addEventListener('visibilitychange', saveNow);
  const stop = () => {
    stopped = true;
    window.clearTimeout(timer);
    document.removeEventListener('visibilitychange', saveNow);
    unsubscribe();
  };
  return [stop, restored];
}

/**
 * Registers the service worker (production builds only; `vite` dev serves none). With skipWaiting and
 * clientsClaim a new release takes over as soon as it is installed; the page then reloads once, so
 * an open app never keeps running the old code (`controlling` with isUpdate).
 */
async function registerServiceWorker(): Promise<void> {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const { Workbox } = await import('workbox-window');
  const workbox = new Workbox('/sw.js', { scope: '/' });
  workbox.addEventListener('controlling', (event) => {
    if (event.isUpdate) window.location.reload();
  });
  await workbox.register();
}

/** Asks for this week's and next week's months (and this week's checklists), so they are on the phone once opened online. */
function prefetchWeeks(queryClient: QueryClient): void {
  const today = todayIso();
  const months = new Set([today, addDays(today, 13)].map((day) => day.slice(0, 7)));
  // Her week's checklists come with it, so she can go through them without a connection (decision 0037).
  void queryClient
    .fetchQuery(myWeekQuery())
    .then(({ events }) => {
      for (const event of events)
        if (normalizeStatus(event.status) === 'assigned') void prefetchChecklist(queryClient, event.id);
    })
    .catch(() => undefined);
  for (const month of months)
    void queryClient.prefetchQuery(myMonthQuery(Number(month.slice(0, 4)), Number(month.slice(5, 7))));
}

/** A cleaning's checklist and its reference photos (loaded once as images: the service worker keeps them offline). */
async function prefetchChecklist(queryClient: QueryClient, eventId: number): Promise<void> {
  const checklist = await queryClient.fetchQuery(eventChecklistQuery(eventId)).catch(() => undefined);
  for (const section of checklist?.sections ?? [])
    for (const item of section.items) if (item.reference_url) new Image().src = item.reference_url;
}

/**
 * Keeps a housekeeper's events in IndexedDB (per user: another account's cache is discarded) and
 * restores them before the screens ask. True while restoring.
 */
function usePersistedEvents(queryClient: QueryClient): boolean {
  const userId = getUserId();
  const housekeeper = can(getRole(), 'event.workOffline') && store !== undefined && userId !== null;
  // Restored ahead (router.tsx preloadStaffScreen), the screen draws with her week at once.
  const [restoring, setRestoring] = useState(() => housekeeper && !restoredFor(queryClient, userId));
  useEffect(() => {
    if (!housekeeper || !store || userId === null) return;
    const [stop, restored] = persistEvents(queryClient, userId, store);
    void restored.finally(() => setRestoring(false));
    return stop;
  }, [housekeeper, userId, queryClient]);
  return restoring;
}

/** Starts the offline side of the staff app; true while the housekeeper's cache is being restored. */
export function useOfflineApp(): boolean {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const restoring = usePersistedEvents(queryClient);
  useEffect(() => {
    // A toast says it at once; the refusal itself stays listed above the screen (OutboxFailures).
    configureOutbox({
      queryClient,
      // One toast per cleaning however many of its actions were refused (the same id is shown once); the
      // message above the screen lists them (decision 0042).
      onRefused: (item, reason) =>
        notifications.show({
          id: `outbox-refused-${item.eventId}`,
          color: 'red',
          autoClose: 8000,
          title: t('outbox.notSent', {
            summary: item.summary,
            date: formatterFor(i18n.language).date(item.serviceDate),
          }),
          message: reason,
        }),
    });
    // Her stored actions and the service worker wait until the first screen is drawn: opening the
    // outbox's IndexedDB and registering the worker would otherwise hold up the phone's first frames.
    let stopOutbox = () => {};
    const cancel = whenIdle(() => {
      stopOutbox = startOutbox();
      registerServiceWorker()
        .then(claimThisDevice)
        .catch((error: unknown) => console.warn('The service worker or its push subscription failed', error));
    });
    return () => {
      cancel();
      stopOutbox();
    };
  }, [queryClient, t, i18n]);
  return restoring;
}
