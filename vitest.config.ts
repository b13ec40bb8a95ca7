import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

const alias = { '@common': fileURLToPath(new URL('./common', import.meta.url)) };

// One runner, several projects: pure rules, the HTTP API on each database, the web app, the built
// bundle and the browser journeys. scripts/test.mjs decides which of them `npm test` runs.
const serverProject = (name: string, env: Record<string, string>, include: string[], exclude: string[]) => ({
  resolve: { alias },
  test: {
    name,
    environment: 'node',
    include,
    exclude: ['**/node_modules/**', ...exclude],
    env,
    globalSetup: ['server/test/database-template.ts'],
    // Files of a worker share one module graph (the app's imports took most of a file's time); each still builds
    // its own app on its own database, and no server test replaces a module or leaves the clock faked.
    isolate: false,
    // A test may start the server process (seconds of startup on a loaded machine) or sign in several
    // people (argon2 hashes by design take time); a file's beforeAll loads its database and builds the app.
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});

// What can differ between PGlite and PostgreSQL runs on both: every server test file that opens a database
// (the API suites, queries, transactions, migrations, locking). Pure logic (parsers, plans, config) runs once.
const opensDatabase = /\b(createTestApp|openTestDatabase|scratchPostgres|testDbKind|rawDatabase)\b/;
const databaseTests = readdirSync('server', { recursive: true, encoding: 'utf8' })
  .filter((file) => file.endsWith('.test.ts') && opensDatabase.test(readFileSync(`server/${file}`, 'utf8')))
  .map((file) => `server/${file}`);

export default defineConfig({
  test: {
    // Both cores: files of the file-parallel projects run two at a time (Vitest's default on two cores is one).
    maxWorkers: 2,
    projects: [
      { resolve: { alias }, test: { name: 'common', environment: 'node', include: ['common/**/*.test.ts'] } },
      // *.pg.test.ts need a PostgreSQL server; main, crash-restart and restore tests run the process on the embedded database.
      serverProject('server', { TEST_DB: 'pglite' }, ['server/**/*.test.ts'], ['server/**/*.pg.test.ts']),
      serverProject('server-pg', { TEST_DB: 'postgres' }, databaseTests, []),
      {
        plugins: [react()],
        resolve: { alias },
        test: {
          name: 'web',
          environment: 'jsdom',
          include: ['web/**/*.test.{ts,tsx}'],
          setupFiles: ['web/test/setup.ts'],
          // Files of a worker share the libraries' modules (Mantine's import was most of a file's time); the setup
          // file gives each file fresh modules of the app (its session, language and outbox), as a page load would.
          isolate: false,
          css: false,
          // Mantine screens in jsdom take a few seconds on a busy machine; 5 s made them flaky.
          testTimeout: 15_000,
        },
      },
      {
        resolve: { alias },
        test: { name: 'bundle', environment: 'node', include: ['e2e/bundle-budget.test.ts'] },
      },
      {
        resolve: { alias },
        test: {
          name: 'e2e',
          environment: 'node',
          include: ['e2e/**/*.e2e.ts'],
          // One Chromium and one seeded company for the run (global-setup); before each file, setup-app.ts starts the
          // file's own server on its own copy of the company, so journeys run side by side in any order.
          globalSetup: ['e2e/global-setup.ts'],
          setupFiles: ['e2e/setup-app.ts'],
          // A journey is many page loads, each waited for by Playwright's own waits; these bound a hang, not a step.
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
