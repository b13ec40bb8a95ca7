// `npm start` (decision 0021): builds the web app only when dist/web does not match the sources (its
// stamp, scripts/build-stamp.mjs), then runs the server in this very process, so the SIGTERM or SIGINT
// that npm forwards reaches the server's own shutdown (server/src/main.ts). Plain JavaScript, and the
// server is loaded as one bundled module: under a TypeScript loader every one of the ~1,200 modules
// it imports would pass through the loader's thread, which took about half of a restart.
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { staleBuild } from './build-stamp.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
// Where the server looks for the web app (server/src/config.ts): dist/web of the working directory.
const webDir = path.resolve('dist/web');
const require = createRequire(import.meta.url);

/** Runs `vite build`; a SIGTERM or SIGINT meanwhile stops the build and then this process (exit 0). */
async function buildWeb() {
  const vite = path.join(path.dirname(require.resolve('vite/package.json')), 'bin', 'vite.js');
  const args = [vite, 'build', '--outDir', webDir, '--emptyOutDir'];
  const child = spawn(process.execPath, args, { cwd: root, stdio: 'inherit' });
  /** @type {NodeJS.Signals | undefined} */
  let stopSignal;
  /** @param {NodeJS.Signals} signal */
  const stop = (signal) => {
    stopSignal = signal;
    child.kill(signal);
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
  const code = await new Promise((resolve) => child.on('exit', (exitCode) => resolve(exitCode)));
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

/**
 * server/src/main.ts and the repository files it imports as one module (packages stay in
 * node_modules), written once per content under node_modules/.cache. Each file keeps its own
 * import.meta.url, so what lies beside it (migrations, the spreadsheet worker) is still found.
 */
async function bundleServer() {
  const { build, stop } = await import('esbuild');
  /** @type {import('esbuild').Plugin} */
  const ownUrls = {
    name: 'own-import-meta',
    setup(bundler) {
      bundler.onLoad({ filter: /\.m?tsx?$/ }, (args) => {
        if (args.path.includes(`${path.sep}node_modules${path.sep}`)) return undefined;
        const source = readFileSync(args.path, 'utf8')
          .replaceAll('import.meta.url', JSON.stringify(pathToFileURL(args.path).href))
          .replaceAll('import.meta.dirname', JSON.stringify(path.dirname(args.path)));
        return { contents: source, loader: 'ts' };
      });
    },
  };
  const result = await build({
    entryPoints: [path.join(root, 'server', 'src', 'main.ts')],
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    alias: { '@common': path.join(root, 'common') },
    write: false,
    logLevel: 'error',
    plugins: [ownUrls],
  });
  await stop(); // esbuild's own process, which would otherwise live as long as the server
  const code = result.outputFiles[0].contents;
  const dir = path.join(root, 'node_modules', '.cache', 'turnover-ops');
  const file = path.join(dir, `server-${createHash('sha256').update(code).digest('hex').slice(0, 16)}.mjs`);
  if (!existsSync(file)) {
    mkdirSync(dir, { recursive: true });
    const partial = `${file}.${process.pid}`;
    writeFileSync(partial, code);
    renameSync(partial, file); // whole or absent, also with two starts at once
  }
  // Earlier versions' bundles, once no start can still be loading them.
  for (const name of readdirSync(dir)) {
    const other = path.join(dir, name);
    const age = other === file ? 0 : Date.now() - (statSync(other, { throwIfNoEntry: false })?.mtimeMs ?? Date.now());
    if (age > 3_600_000) rmSync(other, { force: true });
  }
  return file;
}

const stale = staleBuild(webDir);
if (stale === 'missing') {
  console.log('start: building the web app (dist/web is missing or has no build stamp)');
  await buildWeb();
} else if (stale === 'changed') {
  console.log('start: building the web app (its sources changed since dist/web was built)');
  await buildWeb();
} else {
  console.log('start: serving the existing build (dist/web matches the sources)');
}
await import(pathToFileURL(await bundleServer()).href);
