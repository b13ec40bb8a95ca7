import { linkSync, readFileSync, rmSync, unlinkSync, writeFileSync } from 'node:fs';
import { hostname } from 'node:os';
import { errorCode } from './errors';

/** Who holds a lock file: enough to tell a live owner from a crashed one whose pid was reused. */
export type LockOwner = { pid: number; startedAt: string | null; bootId: string | null; host: string };

function readOrNull(file: string): string | null {
  try {
    return readFileSync(file, 'utf8').trim();
  } catch {
    return null;
  }
}

/**
 * When a process started, as the kernel counts it (field 22 of /proc/PID/stat, clock ticks since
 * boot), or null where there is no /proc (macOS) or no such process.
 */
export function processStartTime(pid: number): string | null {
  const stat = readOrNull(`/proc/${pid}/stat`);
  if (!stat) return null;
  // The command name (field 2) is in parentheses and may hold spaces: count from the last ')'.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return fields[19] ?? null; // field 22 overall is the 20th after the name and state
}

/** This process, as a lock file records it. */
export function currentOwner(): LockOwner {
  return {
    pid: process.pid,
    startedAt: processStartTime(process.pid),
    bootId: readOrNull('/proc/sys/kernel/random/boot_id'),
    host: hostname(),
  };
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return errorCode(err) === 'EPERM'; // it exists but belongs to another user
  }
}

/**
 * Whether the recorded owner is still running: same machine boot, a process with that pid exists,
 * and it started when the owner did (so a pid reused after a crash, as happens on every container
 * restart, does not count). Without /proc only the pid can be checked.
 */
export function ownerIsAlive(owner: LockOwner): boolean {
  const me = currentOwner();
  if (owner.bootId && me.bootId && owner.bootId !== me.bootId) return false; // the machine rebooted since
  if (owner.pid === me.pid) return false; // an earlier life of this pid: we do not hold it yet
  if (!isRunning(owner.pid)) return false;
  if (owner.startedAt === null || me.startedAt === null) return true;
  return processStartTime(owner.pid) === owner.startedAt;
}

function parseOwner(text: string | null): LockOwner | null {
  if (!text) return null;
  try {
    const value = JSON.parse(text) as Partial<LockOwner>;
    if (typeof value.pid !== 'number') return null;
    return { pid: value.pid, startedAt: value.startedAt ?? null, bootId: value.bootId ?? null, host: value.host ?? '' };
  } catch {
    return null;
  }
}

export type LockResult =
  { ok: true; release: () => void; tookOver: LockOwner | null } | { ok: false; owner: LockOwner };

/**
 * Takes a one-process lock file, like PostgreSQL's postmaster.pid: created exclusively with our
 * pid and start time; a file left by a process that is gone (kill -9, power cut, OOM killer) is
 * taken over at once; a live owner is answered so the caller can refuse. A file that is empty or
 * unreadable counts as left behind (it is linked into place whole, so no live owner leaves one).
 */
export function acquireLock(file: string): LockResult {
  const me = JSON.stringify(currentOwner());
  const tmp = `${file}.${process.pid}.tmp`;
  let tookOver: LockOwner | null = null;
  for (let attempt = 0; attempt < 5; attempt++) {
    try {
      // Written aside and linked into place: the lock file is never seen empty or half written.
      writeFileSync(tmp, `${me}\n`, { mode: 0o600 });
      linkSync(tmp, file);
      return { ok: true, tookOver, release: () => releaseLock(file, me) };
    } catch (err) {
      if (errorCode(err) !== 'EEXIST') throw err;
    } finally {
      rmSync(tmp, { force: true });
    }
    const text = readOrNull(file);
    const owner = parseOwner(text);
    if (owner && ownerIsAlive(owner)) return { ok: false, owner };
    // Left behind: remove it, unless another starter replaced it in the meantime (then look again).
    if (readOrNull(file) === text) {
      try {
        unlinkSync(file);
      } catch (err) {
        if (errorCode(err) !== 'ENOENT') throw err;
      }
      tookOver = owner ?? { pid: 0, startedAt: null, bootId: null, host: '' };
    }
  }
  const owner = parseOwner(readOrNull(file));
  if (owner) return { ok: false, owner };
  throw new Error(`Could not take the lock ${file}`);
}

function releaseLock(file: string, mine: string) {
  // Only our own file: never remove a lock another process took over after us.
  if (readOrNull(file) !== mine) return;
  try {
    unlinkSync(file);
  } catch (err) {
    if (errorCode(err) !== 'ENOENT') throw err;
  }
}
