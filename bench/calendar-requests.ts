/// <reference lib="dom" />
// Benchmark: what the admin calendar (/dashboard) downloads to show one month. The busy month of
// bench/busy-month.ts (200 properties, 3,000 events) plus a year of history before it (11 months
// of 1,000 completed, assigned cleanings), served by the real server on the embedded database;
// headless Chromium opens /dashboard and every /api request is counted with its bytes, as sent on
// the wire (gzip) and once decoded. Needs the built app (`npx vite build`).
// Run: npm run bench:calendar-requests (BENCH_PORT picks the server's port, else a free one).
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Request } from 'playwright-core';
import { todayIso } from '../common/domain/dates';
import { openAdminBrowser } from './admin-browser';
import { EVENTS, PROPERTIES, writeBusyMonth, writeHistory } from './busy-month';

const HISTORY_MONTHS = 11;
const HISTORY_PER_MONTH = 1000;

if (!existsSync('dist/web/index.html')) throw new Error('dist/web is missing: run `npx vite build` first.');
const month = todayIso().slice(0, 7);
const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-calendar-requests-'));
await writeBusyMonth(dataDir, month, ['unassigned', 'assigned', 'in_review', 'completed']);
await writeHistory(dataDir, month, HISTORY_MONTHS, HISTORY_PER_MONTH);

const env: Record<string, string> = {
  DATA_DIR: dataDir,
  ADMIN_EMAIL: 'admin@bench.example',
  ADMIN_PASSWORD: 'Bench!Pass1',
  LOG_LEVEL: 'warn',
};
if (process.env.BENCH_PORT) env.PORT = process.env.BENCH_PORT;
const { page, close } = await openAdminBrowser(dataDir);

type Row = { path: string; wire: number; decoded: number };
const rows: Promise<Row>[] = [];
page.on('requestfinished', (request: Request) => {
  const url = new URL(request.url());
  if (!url.pathname.startsWith('/api/')) return;
  rows.push(
    (async () => {
      const [sizes, response] = await Promise.all([request.sizes(), request.response()]);
      const body = response ? await response.body() : Buffer.alloc(0);
      return {
        path: `${url.pathname}${url.search}`,
        wire: sizes.responseBodySize + sizes.responseHeadersSize,
        decoded: body.length,
      };
    })(),
  );
});

await page.goto('/dashboard');
await page.getByTestId('month-grid').waitFor({ timeout: 60_000 });
// Whatever the screen asks for after the grid shows (lists that "fill in as they arrive") counts too.
await page.waitForLoadState('networkidle');
const done = await Promise.all(rows);

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
console.log(
  `admin calendar, ${month}: ${PROPERTIES} properties, ${EVENTS} events this month, ${HISTORY_MONTHS * HISTORY_PER_MONTH} in the ${HISTORY_MONTHS} months before`,
);
for (const row of done)
  console.log(
    `  ${row.path.padEnd(52)} ${kb(row.wire).padStart(10)} on the wire ${kb(row.decoded).padStart(11)} decoded`,
  );
const total = (key: 'wire' | 'decoded') => done.reduce((sum, r) => sum + r[key], 0);
console.log(`  total: ${done.length} API requests, ${kb(total('wire'))} on the wire, ${kb(total('decoded'))} decoded`);

await close();
