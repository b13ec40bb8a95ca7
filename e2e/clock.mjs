// The journeys' clock. Every process of a journey run reads the time moved by one offset: the seed and each
// journey file's server (this file as a Node preload, `--import`, with E2E_CLOCK_OFFSET_MS set), the journey files
// themselves (setup-app.ts) and their pages in Chromium (an init script, browser.ts). The run then happens on the
// day E2E_NOW names, whatever day it really is: the demo company is laid out around that day, and the journeys
// read it as the servers do. Only `Date` moves; timers, `performance` and durations stay real, so time still flows.
// Plain JavaScript, since Node loads it before any TypeScript loader; `shiftDate` is self-contained because
// Playwright sends its source to the page.

/** The instant a journey run happens at unless E2E_NOW says otherwise (docs/decisions/0040-the-journeys-clock.md). */
export const DEFAULT_E2E_NOW = '2026-11-18T15:00:00Z';

/** Moves this realm's `Date` (its clock: `new Date()`, `Date.now()`, `Date()`) by `offsetMs`; once per realm. */
export function shiftDate(offsetMs) {
  const RealDate = globalThis.Date;
  if (RealDate.shiftedBy !== undefined) return;
  const now = () => RealDate.now() + offsetMs;
  globalThis.Date = new Proxy(RealDate, {
    construct: (target, args, newTarget) => Reflect.construct(target, args.length > 0 ? args : [now()], newTarget),
    apply: () => new RealDate(now()).toString(),
    get: (target, key, receiver) =>
      key === 'now' ? now : key === 'shiftedBy' ? offsetMs : Reflect.get(target, key, receiver),
  });
}

const offset = Number(globalThis.process?.env?.E2E_CLOCK_OFFSET_MS ?? 0);
if (offset !== 0) shiftDate(offset);
