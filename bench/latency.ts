// What the in-process benchmarks measure while heavy work runs: /api/health and /robots.txt latency, asked
// every 50 ms over HTTP from worker threads (their clocks keep running while the main thread, where the
// app runs, is stalled), and the main event loop's longest stall.
import { once } from 'node:events';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { Worker } from 'node:worker_threads';
import { request } from 'undici';

/** One request's latency in ms (it must answer 200). */
export async function latency(url: string): Promise<number> {
  const started = performance.now();
  const res = await request(url);
  await res.body.dump();
  if (res.statusCode !== 200) throw new Error(`${url} answered ${res.statusCode}`);
  return performance.now() - started;
}

// Asks its URL every 50 ms until told to stop, then posts the latencies (ms).
const POLLER = `
const { parentPort, workerData } = require('node:worker_threads');
let stop = false;
parentPort.once('message', () => (stop = true));
(async () => {
  const latencies = [];
  while (!stop) {
    const started = performance.now();
    const res = await fetch(workerData.url);
    await res.arrayBuffer();
    if (res.status !== 200) throw new Error(workerData.url + ' answered ' + res.status);
    latencies.push(performance.now() - started);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  parentPort.postMessage(latencies);
})();
`;

async function poll(url: string, until: Promise<unknown>): Promise<number[]> {
  const worker = new Worker(POLLER, { eval: true, workerData: { url } });
  const answer = once(worker, 'message') as Promise<[number[]]>;
  await until.catch(() => undefined);
  worker.postMessage('stop');
  const [latencies] = await answer;
  await worker.terminate();
  return latencies;
}

function summary(ms: number[]): string {
  const sorted = [...ms].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!.toFixed(1);
  return `${ms.length} answers, median ${at(0.5)} ms, p95 ${at(0.95)} ms, max ${sorted.at(-1)!.toFixed(1)} ms`;
}

/** Runs `work` while /api/health and /robots.txt are polled; prints both and the event loop's longest stall. */
export async function measure<T>(base: string, label: string, work: () => Promise<T>): Promise<T> {
  const loop = monitorEventLoopDelay({ resolution: 10 });
  loop.enable();
  const started = performance.now();
  const running = work();
  const [health, robots] = await Promise.all([
    poll(`${base}/api/health`, running),
    poll(`${base}/robots.txt`, running),
  ]);
  const result = await running;
  loop.disable();
  console.log(`${label} (${((performance.now() - started) / 1000).toFixed(1)} s)`);
  console.log(`  /api/health: ${summary(health)}`);
  console.log(`  /robots.txt: ${summary(robots)}`);
  console.log(`  event loop: longest stall ${(loop.max / 1e6).toFixed(0)} ms`);
  return result;
}
