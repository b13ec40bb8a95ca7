import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { acquireLock, type LockOwner } from './process-lock';

/** Where the embedded database lives inside DATA_DIR. */
export const pgliteDir = (dataDir: string) => path.join(dataDir, 'db');
/** Where uploaded media live inside DATA_DIR. */
export const mediaDir = (dataDir: string) => path.join(dataDir, 'media');

export class DataDirLockedError extends Error {}

/**
 * Takes the one-process lock on DATA_DIR (PGlite corrupts data when opened twice). A lock left by a
 * crashed process is taken over at once (logged through `onTakeOver`); throws DataDirLockedError
 * when a live process holds it. Answers the release function.
 */
export async function lockDataDir(
  dataDir: string,
  onTakeOver?: (owner: LockOwner) => void,
): Promise<() => Promise<void>> {
  mkdirSync(dataDir, { recursive: true });
  const result = acquireLock(path.join(dataDir, 'app.lock'));
  if (!result.ok) {
    const { pid, host } = result.owner;
    throw new DataDirLockedError(
      `Another process is already using the embedded database in ${dataDir} (pid ${pid}${host ? ` on ${host}` : ''}). ` +
        'Stop it first, choose another DATA_DIR, or set DATABASE_URL to share a PostgreSQL database between processes.',
    );
  }
  if (result.tookOver) onTakeOver?.(result.tookOver);
  return async () => result.release();
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
