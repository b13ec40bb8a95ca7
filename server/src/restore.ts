import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, renameSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import * as tar from 'tar';
import { checkBucket } from './backup-bucket';
import { ConfigError, loadConfig } from './config';
import { otherAppConnections } from './db/client';
import { DataDirLockedError, lockDataDir, mediaDir, pgliteDir } from './data-dir';

class RestoreError extends Error {}

/**
 * `npm run restore FILE`: puts back what `npm run backup` wrote: the database (PGlite data
 * directory, or pg_restore into DATABASE_URL), the media files and the JWT secret. Refuses while a
 * server runs; warns when the backup's photos were in an S3 bucket that is not set or lacks some.
 * The embedded database being replaced is kept beside it (`db.before-restore-<time>`).
 */
async function restore(file: string | undefined) {
  if (!file) throw new RestoreError('Usage: npm run restore FILE (a .tar.gz written by npm run backup)');
  const config = loadConfig();
  const staging = mkdtempSync(path.join(tmpdir(), 'restore-'));
  try {
    await tar.extract({ file: path.resolve(file), cwd: staging });
    const dump = path.join(staging, 'database.pgdump');
    const pgliteData = path.join(staging, 'pglite-data.tar.gz');
    if (config.databaseUrl) {
      if (!existsSync(dump))
        throw new RestoreError(
          'This backup holds an embedded database; unset DATABASE_URL to restore it into DATA_DIR.',
        );
      if ((await otherAppConnections(config.databaseUrl)) > 0) {
        throw new RestoreError(
          'A server is connected to this database. Stop every server process, then run the restore again.',
        );
      }
      const run = spawnSync(
        'pg_restore',
        ['--clean', '--if-exists', '--no-owner', '--single-transaction', `--dbname=${config.databaseUrl}`, dump],
        { stdio: 'inherit' },
      );
      if (run.error || run.status !== 0)
        throw new RestoreError(
          'pg_restore failed (is the PostgreSQL client installed and the server up?); the database is unchanged.',
        );
    } else {
      if (!existsSync(pgliteData))
        throw new RestoreError('This backup holds a PostgreSQL dump; set DATABASE_URL to restore it.');
      const release = await lockDataDir(config.dataDir);
      try {
        const target = pgliteDir(config.dataDir);
        const unpacked = `${target}.restoring`;
        rmSync(unpacked, { recursive: true, force: true });
        mkdirSync(unpacked, { recursive: true });
        await tar.extract({ file: pgliteData, cwd: unpacked });
        if (existsSync(target))
          renameSync(target, `${target}.before-restore-${new Date().toISOString().replace(/[:.]/g, '-')}`);
        renameSync(unpacked, target);
      } finally {
        await release();
      }
    }
    mkdirSync(config.dataDir, { recursive: true });
    if (existsSync(path.join(staging, 'media')))
      cpSync(path.join(staging, 'media'), mediaDir(config.dataDir), { recursive: true });
    if (existsSync(path.join(staging, 'jwt-secret')))
      cpSync(path.join(staging, 'jwt-secret'), path.join(config.dataDir, 'jwt-secret'));
    console.log(`Restored ${file}`);
    for (const warning of await checkBucket(config, staging)) console.warn(`Warning: ${warning}`);
  } finally {
    rmSync(staging, { recursive: true, force: true });
  }
}

restore(process.argv[2]).catch((err: unknown) => {
  if (err instanceof DataDirLockedError) console.error(`${err.message}\nStop the server, then run the restore again.`);
  else if (err instanceof ConfigError || err instanceof RestoreError) console.error(err.message);
  else console.error(`Restore failed: ${err instanceof Error ? err.message : String(err)}`);
  process.exit(1);
});
