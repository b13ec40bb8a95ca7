// `npm test`: build the web app unless dist/web already matches the sources (its stamp, decision 0021), then
// run every test project. The PostgreSQL run of the server suite happens when TEST_DATABASE_URL is set; the
// browser journeys need Debian's Chromium.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { staleBuild } from './build-stamp.mjs';

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const run = (cmd, args) => {
  const result = spawnSync(cmd, args, { stdio: 'inherit', shell: false });
  if (result.status !== 0) process.exit(result.status ?? 1);
};

const projects = ['common', 'server', 'web', 'bundle'];
if (process.env.TEST_DATABASE_URL) projects.push('server-pg');
else console.log('\nTEST_DATABASE_URL is not set: the server suite runs on PGlite only.\n');

if (existsSync(chromium)) projects.push('e2e');
else if (process.env.REQUIRE_E2E === '1') {
  console.error(`\nREQUIRE_E2E=1 but no Chromium at ${chromium}: install Debian's chromium.\n`);
  process.exit(1);
} else {
  const line = '!'.repeat(78);
  console.warn(
    `\n${line}\n!! BROWSER TESTS SKIPPED: no Chromium at ${chromium}.\n!! Install it (apt-get install chromium) or set REQUIRE_E2E=1 to make this fail.\n${line}\n`,
  );
}

if (staleBuild('dist/web')) run('npx', ['vite', 'build', '--logLevel', 'warn']);
else console.log('dist/web matches the sources: testing that build.');
run('npx', ['vitest', 'run', ...projects.flatMap((p) => ['--project', p])]);
