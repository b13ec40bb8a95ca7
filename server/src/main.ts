import pino from 'pino';
import { buildApp } from './app';
import { ConfigError, linkOrigin, loadConfig } from './config';
import { lockDataDir, loadJwtSecret, pgliteDir } from './data-dir';
import { openPglite, openPostgres, type Database } from './db/client';
import { loggerOptions } from './logging';
import { ensureFirstAdmin } from './modules/accounts/first-admin';
import { startMailWorker } from './modules/email/mail-worker';
import { startLimitCleanup } from './modules/limits/limits.service';
import { createFeedFetcher } from './net/safe-fetch';
import { startFeedScheduler } from './modules/feeds/scheduler';
import { undoUnfinishedImports } from './modules/imports/imports.service';
import { startPaymentReminders } from './modules/invoices/invoice-reminders.service';
import { createPushSender } from './modules/push/push-send';
import { createVapid } from './modules/push/push.service';
import { startPushWorker } from './modules/push/push-worker';
import { ensureCompanyIdentity } from './modules/settings/settings.service';

// read config -> open database -> buildApp -> listen; SIGTERM closes in the reverse order.
async function main() {
  let config;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }
  const log = pino(loggerOptions(config.logLevel));
  // A stop asked for while starting is kept and done once started, so it too closes the database.
  let stopAsked: string | undefined;
  const askStop = (signal: string) => (stopAsked = signal);
  process.on('SIGTERM', askStop);
  process.on('SIGINT', askStop);
  const release = config.databaseUrl
    ? undefined
    : await lockDataDir(config.dataDir, (owner) =>
        log.warn(
          { pid: owner.pid },
          'The previous server stopped without releasing the embedded database (crash or kill); taking over',
        ),
      );
  let database: Database;
  if (config.databaseUrl) {
    database = await openPostgres(config.databaseUrl, log);
    log.info('Using PostgreSQL (DATABASE_URL)');
  } else {
    database = await openPglite(pgliteDir(config.dataDir));
    log.info({ dataDir: config.dataDir }, 'Using the embedded database');
  }
  const jwtSecret = loadJwtSecret(config.dataDir, config.jwtSecret);
  await ensureFirstAdmin(database.db, config, log);
  await ensureCompanyIdentity(database.db, config);

  const mail = startMailWorker({
    db: database.db,
    smtpUrl: config.smtpUrl,
    from: config.companyEmail ?? 'no-reply@localhost',
    log,
  });
  // Web Push: one key source for the routes and the worker; the worker also e-mails what no device confirmed.
  const vapid = createVapid(database.db, config.vapidKeys, config.vapidSubject);
  const pushSender = createPushSender({ allowPrivateHosts: config.pushAllowPrivateHosts });
  const push = startPushWorker({ db: database.db, sender: pushSender, vapid, log, onMailQueued: mail.kick });
  const app = await buildApp({
    db: database.db,
    dbKind: database.kind,
    config,
    jwtSecret,
    logger: loggerOptions(config.logLevel),
    onMailQueued: mail.kick,
    push: { vapid, onQueued: push.kick },
  });
  await app.listen({ port: config.port, host: config.host });
  if (!config.publicUrl)
    log.warn(
      `PUBLIC_URL is not set: reset links in e-mails, robots.txt and the sitemap point to ${linkOrigin(config)}. Set PUBLIC_URL to the address people open the app at`,
    );
  // A spreadsheet import a stopped process left midway is taken back (docs/decisions/0041).
  void undoUnfinishedImports(database.db).catch((err: unknown) =>
    log.error({ err }, 'Could not undo an unfinished spreadsheet import'),
  );
  // Periodic calendar-feed sync (ICAL_SYNC_MINUTES, 0 = off); a database lease makes it run once across processes.
  const feedFetcher = createFeedFetcher({ allowPrivateHosts: config.icalAllowPrivateHosts });
  const feedScheduler = startFeedScheduler(
    { db: database.db, fetcher: feedFetcher, log, onMailQueued: mail.kick },
    { intervalMs: config.icalSyncMinutes * 60_000 },
  );

  const stopLimitCleanup = startLimitCleanup(database.db, log);
  // Weekly e-mails of overdue invoices to the clients who opted in; each sent one is recorded (docs/decisions/0049).
  const stopReminders = startPaymentReminders({ db: database.db, log, onMailQueued: mail.kick });

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    log.info({ signal }, 'Shutting down: finishing requests under way');
    const force = setTimeout(() => {
      log.error('Shutdown took too long; exiting');
      process.exit(1);
    }, 15_000);
    force.unref();
    try {
      stopLimitCleanup();
      stopReminders();
      await Promise.all([app.close(), feedScheduler.stop(), push.stop()]);
      await pushSender.close();
      await mail.stop();
      await feedFetcher.close();
      await database.close();
      await release?.();
      log.info('Stopped cleanly');
      process.exit(0);
    } catch (err) {
      log.error({ err }, 'Error during shutdown');
      process.exit(1);
    }
  };
  process.off('SIGTERM', askStop);
  process.off('SIGINT', askStop);
  process.on('SIGTERM', () => void stop('SIGTERM'));
  process.on('SIGINT', () => void stop('SIGINT'));
  if (stopAsked) void stop(stopAsked);
}

main().catch((err: unknown) => {
  const message = err instanceof Error ? err.message : String(err);
  console.error(`Could not start: ${message}`);
  process.exit(1);
});
