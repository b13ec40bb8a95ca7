import { useSyncExternalStore } from 'react';

/** A subscription to something that never changes while the page is open. */
export const noSubscription = () => () => {};

/**
 * False while React hydrates a prerendered page (app/prerender.tsx), true once the page is live:
 * a prerendered form stays read-only until its handlers are attached, so nothing typed is lost.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
