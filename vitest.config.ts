import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

const alias = { '@common': fileURLToPath(new URL('./common', import.meta.url)) };

// One runner, several projects: pure rules, the HTTP API on each database, the web app, the built
// bundle and the browser journeys. scripts/test.mjs decides which of them `npm test` runs.
const serverProject = (name: string, env: Record<string, string>, exclude: string[]) => ({
  resolve: { alias },
  test: {
    name,
    environment: 'node',
    include: ['server/**/*.test.ts'],
    exclude: ['**/node_modules/**', ...exclude],
    env,
    globalSetup: ['server/test/database-template.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});

export default defineConfig({
  test: {
    // Both cores: files of the file-parallel projects run two at a time (Vitest's default on two cores is one).
    maxWorkers: 2,
    projects: [
      { resolve: { alias }, test: { name: 'common', environment: 'node', include: ['common/**/*.test.ts'] } },
      // *.pg.test.ts need a PostgreSQL server; main, crash-restart and restore tests run the process on the embedded database.
      serverProject('server', { TEST_DB: 'pglite' }, ['server/**/*.pg.test.ts']),
      serverProject('server-pg', { TEST_DB: 'postgres' }, [
        'server/src/main.test.ts',
        'server/src/crash-restart.test.ts',
        'server/src/restore.test.ts',
      ]),
      {
        plugins: [react()],
        resolve: { alias },
        test: {
          name: 'web',
          environment: 'jsdom',
          include: ['web/**/*.test.{ts,tsx}'],
          setupFiles: ['web/test/setup.ts'],
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
          globalSetup: ['e2e/global-setup.ts'],
          fileParallelism: false,
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
