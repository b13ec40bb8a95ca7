// Benchmark: how long a restart of a built app takes to answer (decision 0021: `/api/health`
// within 5 s on the demo data). Seeds the demo company into a new DATA_DIR, runs `npm start` once
// (it builds only if dist/web does not match the sources), stops it with SIGTERM, then starts and stops it
// BENCH_RUNS times (5 by default), printing the time from spawning `npm start` to the first 200 of /api/health,
// and each stop's exit code.
// Run: npm run bench:restart (BENCH_PORT picks the port, else a free one).
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { freePort, runScript } from '../server/test/server-process';

const RUNS = Math.max(1, Number(process.env.BENCH_RUNS ?? 5));
const port = process.env.BENCH_PORT ? Number(process.env.BENCH_PORT) : await freePort();
const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-restart-'));
const seed = runScript('server/src/seed/seed.ts', { DATA_DIR: dataDir });
if ((await seed.exited) !== 0) throw new Error(`npm run seed failed:\n${seed.output()}`);

/** Starts `npm start`, waits for /api/health, stops it with SIGTERM: milliseconds to the first answer, exit code. */
async function startAndStop(): Promise<{ ms: number; exit: number | null; built: boolean }> {
  const started = performance.now();
  const npm = spawn('npm', ['start'], {
    env: { ...process.env, DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  npm.stdout.on('data', (d: Buffer) => (output += d.toString()));
  npm.stderr.on('data', (d: Buffer) => (output += d.toString()));
  const exited = new Promise<number | null>((resolve) => npm.on('exit', resolve));
  let gone = false;
  void exited.then(() => (gone = true));
  for (;;) {
    if (gone) throw new Error(`npm start exited before answering:\n${output}`);
    const ok = await fetch(`http://127.0.0.1:${port}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) break;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  const ms = performance.now() - started;
  npm.kill('SIGTERM');
  return { ms, exit: await exited, built: output.includes('building the web app') };
}

try {
  const first = await startAndStop();
  console.log(
    `first start${first.built ? ' (built the web app)' : ''}: ${(first.ms / 1000).toFixed(1)} s, exit ${first.exit}`,
  );
  const times: number[] = [];
  for (let run = 1; run <= RUNS; run++) {
    const load = loadavg()[0]!.toFixed(1);
    const { ms, exit, built } = await startAndStop();
    times.push(ms);
    console.log(
      `restart ${run}: /api/health after ${(ms / 1000).toFixed(2)} s${built ? ' (built!)' : ''}, exit ${exit}, load ${load}`,
    );
  }
  times.sort((a, b) => a - b);
  console.log(`median ${(times[Math.floor(times.length / 2)]! / 1000).toFixed(2)} s over ${RUNS} restarts`);
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
