/// <reference lib="dom" />
// Benchmark: the admin calendar (/dashboard) renders a month of 3,000 events over 200 properties in
// headless Chromium. Measured in the page, from the moment the by-month answer has arrived (the
// 'events:month-received' performance mark) to the grid and the 'Events per Day' bars on screen.
// Needs the built app (`npx vite build`). Run: node --import tsx bench/calendar-render.ts
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { monthRange } from '../common/domain/calendar';
import { todayIso } from '../common/domain/dates';
import { openAdminBrowser } from './admin-browser';
import { EVENTS, PROPERTIES, writeBusyMonth } from './busy-month';

const RUNS = 7;
const STATUSES = ['unassigned', 'assigned', 'in_review', 'completed'] as const;

if (!existsSync('dist/web/index.html')) throw new Error('dist/web is missing: run `npx vite build` first.');
const today = todayIso();
const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-calendar-'));

await writeBusyMonth(dataDir, today.slice(0, 7), STATUSES);
const days = Number(monthRange(Number(today.slice(0, 4)), Number(today.slice(5, 7))).end.slice(8));

const { page, close } = await openAdminBrowser(dataDir);

const figures: { total: number; commit: number }[] = [];
for (let run = 0; run < RUNS; run += 1) {
  await page.goto('/dashboard');
  // Poll every frame until the grid holds the month's counts and every day has its bar.
  await page.waitForFunction(
    (bars) => {
      const grid = document.querySelector('[data-testid="month-grid"]');
      const drawn = document.querySelectorAll('.recharts-bar-rectangle').length >= bars;
      if (!grid || !drawn || performance.getEntriesByName('events:month-received').length === 0) return false;
      (window as unknown as { renderedAt: number }).renderedAt = performance.now();
      return true;
    },
    days,
    { polling: 'raf', timeout: 30_000 },
  );
  figures.push(
    await page.evaluate(() => {
      const received = performance.getEntriesByName('events:month-received').at(-1)!.startTime;
      const committed = performance.getEntriesByName('calendar:rendered').at(-1)!.startTime;
      return {
        total: (window as unknown as { renderedAt: number }).renderedAt - received,
        commit: committed - received,
      };
    }),
  );
}

const sorted = (key: 'total' | 'commit') => figures.map((f) => f[key]).sort((a, b) => a - b);
const median = (values: number[]) => values[Math.floor(values.length / 2)]!;
console.log(
  `calendar render, ${PROPERTIES} properties, ${EVENTS} events in ${today.slice(0, 7)}, ${RUNS} page loads at 1280 px:`,
);
console.log(
  `  data received -> grid + chart on screen: median ${median(sorted('total')).toFixed(0)} ms, max ${Math.max(...sorted('total')).toFixed(0)} ms (target < 1000 ms)`,
);
console.log(`  data received -> React commit of the month: median ${median(sorted('commit')).toFixed(0)} ms`);

await close();
