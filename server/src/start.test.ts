import { spawn } from 'node:child_process';
import {
  rmSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  readlinkSync,
  realpathSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildInputs, buildInputsHash, stampFile, staleBuild } from '../../scripts/build-stamp.mjs';
import { freePort } from '../test/server-process';
import { migratedDataDir } from '../test/test-db';

// `npm start` as an operator runs it (decision 0021), in a folder of its own: the repository's start
// script, a dist/web with a stamp matching the sources (a stand-in page: no test builds the web app),
// and its own DATA_DIR. The launcher and the server are the repository's, through symlinks.
const repo = path.resolve(import.meta.dirname, '../..');
const startScript = (
  JSON.parse(readFileSync(path.join(repo, 'package.json'), 'utf8')) as { scripts: { start: string } }
).scripts.start;
const PAGE =
  '<!doctype html><html lang="en"><head><title>stand-in build</title></head><body><div id="root"></div></body></html>';

/** The processes whose working directory is `dir` (Linux /proc). */
function processesIn(dir: string): number[] {
  return readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .filter((pid) => {
      try {
        return readlinkSync(`/proc/${pid}/cwd`) === dir;
      } catch {
        return false; // gone meanwhile, or not ours to read
      }
    })
    .map(Number);
}

/** Whether nothing listens on `port` (we can take it). */
const portIsFree = (port: number) =>
  new Promise<boolean>((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });

let app: string;
let env: Record<string, string>;

beforeAll(async () => {
  app = realpathSync(mkdtempSync(path.join(tmpdir(), 'npm-start-')));
  writeFileSync(
    path.join(app, 'package.json'),
    JSON.stringify({ name: 'start-test', private: true, type: 'module', scripts: { start: startScript } }),
  );
  for (const link of ['scripts', 'node_modules']) symlinkSync(path.join(repo, link), path.join(app, link));
  env = {
    PATH: process.env.PATH ?? '',
    HOME: process.env.HOME ?? '',
    DATA_DIR: await migratedDataDir(path.join(app, 'data')),
    HOST: '127.0.0.1',
    LOG_LEVEL: 'info',
    ICAL_SYNC_MINUTES: '0',
  };
  const webDir = path.join(app, 'dist', 'web');
  mkdirSync(path.dirname(stampFile(webDir)), { recursive: true });
  writeFileSync(path.join(webDir, 'index.html'), PAGE);
  writeFileSync(stampFile(webDir), JSON.stringify({ hash: buildInputsHash(repo, env) }));
});

afterAll(() => rmSync(app, { recursive: true, force: true }));

describe('the build stamp', () => {
  it('covers the web sources, locales, public files, build scripts and lockfile, not tests or the launcher', () => {
    const inputs = buildInputs();
    for (const file of [
      'web/index.html',
      'web/src/app/main.tsx',
      'web/src/locales/es.json',
      'web/public/favicon.svg',
      'common/domain/dates.ts',
      'scripts/prerender.ts',
      'vite.config.ts',
      'package-lock.json',
    ])
      expect(inputs).toContain(file);
    expect(inputs.filter((file) => /\.test\.tsx?$|^web\/test\/|^scripts\/start\.mjs$/.test(file))).toEqual([]);
  });

  it('tells a build that matches from a missing or changed one, VITE_ variables included', () => {
    const webDir = path.join(app, 'dist', 'web');
    expect(staleBuild(webDir, env)).toBeUndefined();
    expect(staleBuild(webDir, { ...env, VITE_EXAMPLE_FLAG: 'on' })).toBe('changed');
    expect(staleBuild(path.join(app, 'no-build'), env)).toBe('missing');
  });
});

describe('npm start', { timeout: 120_000 }, () => {
  it.each(['SIGTERM', 'SIGINT'] as const)(
    'serves the existing build without building; %s to the npm process stops the server cleanly and leaves nothing',
    async (signal) => {
      const stamp = stampFile(path.join(app, 'dist', 'web'));
      const stampBefore = { text: readFileSync(stamp, 'utf8'), mtime: statSync(stamp).mtimeMs };
      const port = await freePort();
      const npm = spawn('npm', ['start'], { cwd: app, env: { ...env, PORT: String(port) }, stdio: 'pipe' });
      let output = '';
      npm.stdout.on('data', (d: Buffer) => (output += d.toString()));
      npm.stderr.on('data', (d: Buffer) => (output += d.toString()));
      const exited = new Promise<number | null>((resolve) => npm.on('exit', (code) => resolve(code)));
      let exitCode: number | null | undefined;
      void exited.then((code) => (exitCode = code));

      try {
        const url = `http://127.0.0.1:${port}`;
        for (;;) {
          if (exitCode !== undefined) throw new Error(`npm start exited (${exitCode}):\n${output}`);
          const ok = await fetch(`${url}/api/health`).then(
            (r) => r.ok,
            () => false,
          );
          if (ok) break;
          await new Promise((r) => setTimeout(r, 100));
        }
        expect(output).toContain('start: serving the existing build');
        expect(output).not.toMatch(/building the web app/);
        expect(await (await fetch(`${url}/login`)).text()).toContain('stand-in build');
        expect({ text: readFileSync(stamp, 'utf8'), mtime: statSync(stamp).mtimeMs }).toEqual(stampBefore);
        const running = processesIn(app);
        expect(running).toContain(npm.pid);
        const server = running.filter((pid) => pid !== npm.pid);
        // `exec` in the start script: npm runs the server itself, no shell in between.
        expect(server, `processes: ${running.join(' ')}\n${output}`).toHaveLength(1);

        npm.kill(signal);
        expect(await exited, output).toBe(0);
        expect(output).toMatch(/Stopped cleanly/);
        expect(processesIn(app)).toEqual([]);
        expect(() => process.kill(server[0]!, 0)).toThrow(/ESRCH/);
        expect(await portIsFree(port)).toBe(true);
      } finally {
        // A failed check leaves nothing running for the next test (or the next session).
        for (const pid of processesIn(app)) process.kill(pid, 'SIGKILL');
      }
    },
  );
});
