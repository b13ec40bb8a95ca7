// The e2e project's setup file: runs before each journey file, in the file's own module graph, and gives the
// file an app of its own (app.ts), stopped after the file's last test.
import { afterAll, inject } from 'vitest';
import { startApp } from './app';
import { shiftDate } from './clock.mjs';
import { setLane } from './lane';

const run = inject('e2eRun');
// The file reads the run's day, as its server and pages do (clock.mjs).
shiftDate(run.clockOffsetMs);
const { context, stop } = await startApp(run);
setLane(context);
afterAll(stop);
