import { spawnSync } from 'node:child_process';
import { copyFileSync, cpSync, existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import * as tar from 'tar';
import { recordBucket } from './backup-bucket';
import { ConfigError, loadConfig } from './config';
import { dumpPgliteDir } from './db/client';
import { DataDirLockedError, lockDataDir, mediaDir, pgliteDir } from './data-dir';

/**
 * `npm run backup [file]`: writes one .tar.gz holding a consistent copy of the database
 * (PGlite data directory, or pg_dump of DATABASE_URL), the uploaded media and the JWT secret;
 * with S3_URL the list of the bucket's photos, not the photos (backup-bucket.ts).
 * The embedded database must not be open elsewhere, so stop the server first.
 */
async function backup(target: string | undefined) {
  const config = loadConfig();
  const stamp = new Date().toISOString().replace(/[:.]/g, '-');
  const file = path.resolve(target ?? path.join('backups', `backup-${stamp}.tar.gz`));
  const staging = mkdtempSync(path.join(tmpdir(), 'backup-'));
  try {
    if (config.databaseUrl) {
      const dump = spawnSync(
        'pg_dump',
        ['--format=custom', `--file=${path.join(staging, 'database.pgdump')}`, config.databaseUrl],
        { stdio: 'inherit' },
      );
      if (dump.error || dump.status !== 0)
        throw new Error('pg_dump failed (is the PostgreSQL client installed and the server up?)');
    } else {
      if (!existsSync(pgliteDir(config.dataDir))) throw new Error(`No embedded database in ${config.dataDir}`);
      const release = await lockDataDir(config.dataDir);
      try {
        writeFileSync(path.join(staging, 'pglite-data.tar.gz'), await dumpPgliteDir(pgliteDir(config.dataDir)));
      } finally {
        await release();
      }
    }
    const bucketNotice = await recordBucket(config, staging);
    if (existsSync(mediaDir(config.dataDir)))
      cpSync(mediaDir(config.dataDir), path.join(staging, 'media'), { recursive: true });
    const secret = path.join(config.dataDir, 'jwt-secret');
    if (existsSync(secret)) copyFileSync(secret, path.join(staging, 'jwt-secret'));
    mkdirSync(path.dirname(file), { recursive: true });
    await tar.create({ gzip: true, file, cwd: staging }, ['.']);
    console.log(`Backup written to ${file}`);
    if (bucketNotice) console.warn(bucketNotice);
  } finally {
    rmSync(staging, { recursive: true, force: true });
  }
}

backup(process.argv[2]).catch((err: unknown) => {
  if (err instanceof DataDirLockedError) console.error(`${err.message}\nStop the server, then run the backup again.`);
  else if (err instanceof ConfigError) console.error(err.message);
  else console.error(`Backup failed: ${err instanceof Error ? err.message : String(err)}`);
  process.exit(1);
});
