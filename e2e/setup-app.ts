// The e2e project's setup file: runs before each journey file, in the file's own module graph, and gives the
// file an app of its own (app.ts), stopped after the file's last test.
import { afterAll, inject } from 'vitest';
import { startApp } from './app';
import { setLane } from './lane';

const { context, stop } = await startApp(inject('e2eRun'));
setLane(context);
afterAll(stop);
