// The journey file's app, started before the file by setup-app.ts (the e2e project's setup file).
import type { E2eContext } from './context';

let current: E2eContext | undefined;

/** Records this file's app (setup-app.ts). */
export function setLane(context: E2eContext): void {
  current = context;
}

/** This file's app: its own server on its own copy of the seeded company, its mail folder and the run's Chromium. */
export function lane(): E2eContext {
  if (!current)
    throw new Error('No app for this journey file: e2e/setup-app.ts runs before each file (vitest.config).');
  return current;
}
