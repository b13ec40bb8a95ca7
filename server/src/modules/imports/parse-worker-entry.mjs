// Worker entry in plain JavaScript: a worker thread does not inherit the parent's TypeScript loader
// (neither under `node --import tsx` nor under vitest), so it registers tsx itself, then loads the body.
import { register } from 'tsx/esm/api';

register();
await import('./parse-worker.ts');
