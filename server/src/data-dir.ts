import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import lockfile from 'proper-lockfile';
import { errorCode } from './errors';

/** Where the embedded database lives inside DATA_DIR. */
export const pgliteDir = (dataDir: string) => path.join(dataDir, 'db');
/** Where uploaded media live inside DATA_DIR. */
export const mediaDir = (dataDir: string) => path.join(dataDir, 'media');

export class DataDirLockedError extends Error {}

/**
 * Takes the one-process lock on DATA_DIR (PGlite corrupts data when opened twice). Answers the
 * release function; throws DataDirLockedError when another live process holds it.
 */
export async function lockDataDir(dataDir: string): Promise<() => Promise<void>> {
  mkdirSync(dataDir, { recursive: true });
  try {
    return await lockfile.lock(dataDir, { lockfilePath: path.join(dataDir, 'app.lock'), stale: 20_000, update: 5_000 });
  } catch (err) {
    if (errorCode(err) === 'ELOCKED') {
      throw new DataDirLockedError(
        `Another process is already using the embedded database in ${dataDir}. ` +
          'Stop it first, choose another DATA_DIR, or set DATABASE_URL to share a PostgreSQL database between processes.',
      );
    }
    throw err;
  }
}

/** The JWT secret: JWT_SECRET when given, else one generated once and kept in DATA_DIR. */
export function loadJwtSecret(dataDir: string, fromEnv: string | undefined): Uint8Array {
  if (fromEnv) return new TextEncoder().encode(fromEnv);
  mkdirSync(dataDir, { recursive: true });
  const file = path.join(dataDir, 'jwt-secret');
  let secret: string;
  try {
    secret = readFileSync(file, 'utf8').trim();
  } catch {
    secret = randomBytes(48).toString('base64url');
    writeFileSync(file, `${secret}\n`, { mode: 0o600, flag: 'wx' });
  }
  return new TextEncoder().encode(secret);
}
