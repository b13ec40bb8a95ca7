import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { runScript, startServer } from '../test/server-process';
import { migratedDataDir } from '../test/test-db';
import { acquireLock, currentOwner, processStartTime } from './process-lock';

// The real entry point on the embedded database on disk, killed as the OOM killer or a power cut would.
const freshDir = () => mkdtempSync(path.join(tmpdir(), 'crash-'));
const env = (dataDir: string) => ({
  DATA_DIR: dataDir,
  ADMIN_EMAIL: 'owner@example.com',
  ADMIN_PASSWORD: 'Own3r!Pass',
});

async function signIn(url: string): Promise<string> {
  const res = await fetch(`${url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'owner@example.com', password: 'Own3r!Pass' }),
  });
  return ((await res.json()) as { access_token: string }).access_token;
}

// Starts the server as a child process twice (a build-free start, a SIGKILL, a restart): minutes on the busy machine.
describe('restart after a crash', { timeout: 180_000 }, () => {
  it('kill -9 during writes: the next start takes over at once and every acknowledged write is there', async () => {
    const dataDir = await migratedDataDir();
    const first = await startServer(env(dataDir));
    const token = await signIn(first.url);
    const acknowledged: string[] = [];
    let stop = false;
    // Four writers keep creating clients; a name counts once its 201 has arrived.
    const writer = async (n: number) => {
      for (let i = 0; !stop; i++) {
        const name = `Client ${n}-${i}`;
        const res = await fetch(`${first.url}/api/clients/`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
          body: JSON.stringify({ name }),
        }).catch(() => undefined);
        if (res?.status === 201) acknowledged.push(name);
        else return;
      }
    };
    const writers = [0, 1, 2, 3].map(writer);
    // The writers run in this process against a child server: poll every 20 ms until 40 writes are acknowledged.
    while (acknowledged.length < 40) await new Promise((r) => setTimeout(r, 20));
    first.child.kill('SIGKILL');
    await first.exited;
    stop = true;
    await Promise.all(writers);

    const again = await startServer(env(dataDir));
    expect(again.output()).toMatch(/taking over/);
    const list = await fetch(`${again.url}/api/clients`, {
      headers: { authorization: `Bearer ${await signIn(again.url)}` },
    });
    const names = new Set(((await list.json()) as { name: string }[]).map((c) => c.name));
    expect(acknowledged.filter((name) => !names.has(name))).toEqual([]);

    // A live owner is still refused, by name.
    const second = runScript('server/src/main.ts', { ...env(dataDir), PORT: '0' });
    expect(await second.exited).toBe(1);
    expect(second.output()).toContain(
      `Another process is already using the embedded database in ${dataDir} (pid ${again.child.pid}`,
    );
    again.child.kill('SIGTERM');
    expect(await again.exited).toBe(0);
  });

  it('a lock whose pid now belongs to another process (pid reuse) is taken over; a live one is kept', () => {
    const file = path.join(freshDir(), 'app.lock');
    // This test's parent process is alive, but it started at another time than the one recorded.
    const reused = { ...currentOwner(), pid: process.ppid, startedAt: '1' };
    writeFileSync(file, JSON.stringify(reused));
    const taken = acquireLock(file);
    expect(taken.ok && taken.tookOver?.pid).toBe(process.ppid);
    expect(JSON.parse(readFileSync(file, 'utf8'))).toMatchObject({ pid: process.pid });

    // The parent process with its real start time is a live owner.
    if (taken.ok) taken.release();
    writeFileSync(
      file,
      JSON.stringify({ ...currentOwner(), pid: process.ppid, startedAt: processStartTime(process.ppid) }),
    );
    const refused = acquireLock(file);
    expect(refused).toMatchObject({ ok: false, owner: { pid: process.ppid } });
  });
});
