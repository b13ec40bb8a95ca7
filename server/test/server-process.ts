import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';

export type RunningServer = { child: ChildProcess; url: string; output: () => string; exited: Promise<number | null> };

/** A free TCP port on loopback. */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.listen(0, '127.0.0.1', () => {
      const address = srv.address();
      srv.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

/** Runs a script of this repository: TypeScript through tsx, plain JavaScript (scripts/start.mjs) as it is. */
export function runScript(script: string, env: Record<string, string>, args: string[] = []) {
  const loader = script.endsWith('.ts') ? ['--import', 'tsx'] : [];
  const child = spawn(process.execPath, [...loader, script, ...args], {
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (d: Buffer) => (output += d.toString()));
  child.stderr?.on('data', (d: Buffer) => (output += d.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, output: () => output, exited };
}

/**
 * Starts the server (on `env.PORT`, else a free port) and waits until it answers /api/health, or fails with its
 * output. `script` is server/src/main.ts, or scripts/start.mjs to start it as `npm start` does.
 */
export async function startServer(env: Record<string, string>, script = 'server/src/main.ts'): Promise<RunningServer> {
  const port = env.PORT ? Number(env.PORT) : await freePort();
  const run = runScript(script, { HOST: '127.0.0.1', ...env, PORT: String(port) });
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 90_000;
  let exitCode: number | null | undefined;
  void run.exited.then((code) => (exitCode = code));
  while (Date.now() < deadline) {
    if (exitCode !== undefined) throw new Error(`server exited (${exitCode}):\n${run.output()}`);
    const ok = await fetch(`${url}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return { ...run, url };
    await new Promise((r) => setTimeout(r, 150));
  }
  run.child.kill('SIGKILL');
  throw new Error(`server did not start:\n${run.output()}`);
}

/** Stops a started server as a process manager would (SIGTERM), and kills it if it has not exited in 20 s. */
export async function stopServer(server: RunningServer): Promise<void> {
  if (server.child.exitCode !== null) return;
  server.child.kill('SIGTERM');
  let timer: NodeJS.Timeout | undefined;
  await Promise.race([server.exited, new Promise((resolve) => (timer = setTimeout(resolve, 20_000)))]);
  clearTimeout(timer);
  if (server.child.exitCode === null) {
    server.child.kill('SIGKILL');
    await server.exited;
  }
}
