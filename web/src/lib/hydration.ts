import { startTransition, useEffect, useState } from 'react';

// Whether the page on screen is still the prerendered HTML React is taking over (app/main.tsx).
let hydrating = typeof window === 'undefined';

/** Called before React hydrates a prerendered page: useHydrated is false until it is live. */
export function beginHydration(): void {
  hydrating = true;
}

/**
 * False while React hydrates a prerendered page (app/prerender.tsx), true once the page is live:
 * a prerendered form stays read-only until its handlers are attached, so nothing typed is lost.
 * The switch is a transition, rendered in short slices: a synchronous one (useSyncExternalStore)
 * re-rendered the sign-in form in one 200 ms task of a phone's first seconds.
 */
export function useHydrated(): boolean {
  const [live, setLive] = useState(!hydrating);
  useEffect(() => {
    hydrating = false;
    if (!live) startTransition(() => setLive(true));
  }, [live]);
  return live;
}
