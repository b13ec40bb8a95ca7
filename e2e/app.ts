// A journey file's own app: a copy of the run's seeded company (global-setup.ts), served by a server of the
// file's own, started as `npm start` starts it, with a mail catcher of its own. No journey meets another's
// data, so the files run side by side in any order.
import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { freePort, startServer, stopServer } from '../server/test/server-process';
import { startSmtp, stopSmtp } from '../server/test/smtp-catcher';
import { COMPANY, type E2eContext, type E2eRun } from './context';

/** How the journeys' servers are started: as `npm start` starts one (the web app is built once, before). */
export const START = 'scripts/start.mjs';
/** Where, in a data directory, the mail catcher files each message (one JSON `{ to, raw }` per file). */
export const MAIL_DIR = 'mail-received';

/** A real SMTP server on loopback that files every message it receives in `dir`. */
export async function startMailCatcher(dir: string) {
  const port = await freePort();
  const { server } = await startSmtp(port, (message) =>
    writeFileSync(join(dir, `${Date.now()}-${Math.random().toString(36).slice(2)}.json`), JSON.stringify(message)),
  );
  return { server, port };
}

/** What moves a process's clock to the run's (clock.mjs, loaded before anything else): for the seed and each server. */
export function clockEnv(clockOffsetMs: number): Record<string, string> {
  const preload = pathToFileURL(join(process.cwd(), 'e2e/clock.mjs')).href;
  return { NODE_OPTIONS: `--import=${preload}`, E2E_CLOCK_OFFSET_MS: String(clockOffsetMs) };
}

/** The environment a journey server runs with (README "Configuration"), on `dataDir` and `port`, at the run's clock. */
export async function appEnv(
  dataDir: string,
  smtpPort: number,
  clockOffsetMs: number,
): Promise<Record<string, string>> {
  const port = await freePort();
  return {
    ...clockEnv(clockOffsetMs),
    DATA_DIR: dataDir,
    PORT: String(port),
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    LOG_LEVEL: 'warn',
    ICAL_ALLOW_PRIVATE_HOSTS: '1',
    // The push journey's push-service stand-in listens on loopback.
    PUSH_ALLOW_PRIVATE_HOSTS: '1',
    // Journeys sync feeds when they ask to: the periodic sync's first run, 5 s after each file's server starts,
    // would add a sync of its own to the activity a journey counts.
    ICAL_SYNC_MINUTES: '0',
    SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
    ...COMPANY,
  };
}

/** Copies the seeded company and serves it; `stop` stops the server and the catcher and removes the copy. */
export async function startApp(run: E2eRun): Promise<{ context: E2eContext; stop: () => Promise<void> }> {
  const dataDir = mkdtempSync(join(tmpdir(), 'e2e-data-'));
  cpSync(run.company, dataDir, { recursive: true });
  const mailDir = join(dataDir, MAIL_DIR);
  const smtp = await startMailCatcher(mailDir);
  const server = await startServer(await appEnv(dataDir, smtp.port, run.clockOffsetMs), START).catch(
    async (error: unknown) => {
      await stopSmtp(smtp.server);
      throw error;
    },
  );
  const stop = async () => {
    await stopServer(server);
    await stopSmtp(smtp.server);
    rmSync(dataDir, { recursive: true, force: true });
  };
  return { context: { ...run, baseUrl: server.url, mailDir }, stop };
}
