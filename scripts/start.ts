// `npm start`: builds the web app only when dist/web does not match the sources (its stamp,
// scripts/build-stamp.ts), then runs the server in this very process, so the SIGTERM or SIGINT that
// npm forwards reaches the server's own shutdown (server/src/main.ts). Decision 0021.
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { staleBuild } from './build-stamp.ts';

const root = fileURLToPath(new URL('..', import.meta.url));
// Where the server looks for the web app (server/src/config.ts): dist/web of the working directory.
const webDir = path.resolve('dist/web');

/** Runs `vite build`; a SIGTERM or SIGINT meanwhile stops the build and then this process (exit 0). */
async function build(): Promise<void> {
  const require = createRequire(import.meta.url);
  const vite = path.join(path.dirname(require.resolve('vite/package.json')), 'bin', 'vite.js');
  const args = [vite, 'build', '--outDir', webDir, '--emptyOutDir'];
  const child = spawn(process.execPath, args, { cwd: root, stdio: 'inherit' });
  let stopSignal: NodeJS.Signals | undefined;
  const stop = (signal: NodeJS.Signals) => {
    stopSignal = signal;
    child.kill(signal);
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
  const code = await new Promise<number | null>((resolve) => child.on('exit', (exitCode) => resolve(exitCode)));
  process.off('SIGTERM', stop);
  process.off('SIGINT', stop);
  if (stopSignal) {
    console.log(`start: stopped by ${stopSignal} before the web app was built`);
    process.exit(0);
  }
  if (code !== 0) {
    console.error(`start: the web app did not build (vite build exited ${code})`);
    process.exit(code ?? 1);
  }
}

const stale = staleBuild(webDir);
if (stale === 'missing') {
  console.log('start: building the web app (dist/web is missing or has no build stamp)');
  await build();
} else if (stale === 'changed') {
  console.log('start: building the web app (its sources changed since dist/web was built)');
  await build();
} else {
  console.log('start: serving the existing build (dist/web matches the sources)');
}
await import('../server/src/main.ts');
