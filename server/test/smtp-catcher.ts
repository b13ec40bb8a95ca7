import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { SMTPServer } from 'smtp-server';

export type Received = { to: string[]; raw: string };

/** A real SMTP server on loopback that keeps what it receives (tests and browser journeys). */
export async function startSmtp(
  port: number,
  onMessage?: (message: Received) => void,
): Promise<{ server: SMTPServer; received: Received[] }> {
  const received: Received[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      let raw = '';
      stream.on('data', (chunk: Buffer) => (raw += chunk.toString()));
      stream.on('end', () => {
        const message = { to: session.envelope.rcptTo.map((r) => r.address), raw };
        received.push(message);
        onMessage?.(message);
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return { server, received };
}

export const stopSmtp = (server: SMTPServer) => new Promise<void>((resolve) => server.close(() => resolve()));

/** The text of a received message with quoted-printable soft breaks and escapes undone (enough to read links). */
export function readableBody(raw: string): string {
  const bytes = raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

/** The first reset link in a received message. */
export function resetLinkIn(raw: string): URL | undefined {
  const match = /https?:\/\/\S+\/reset-password\?token=[\w-]+/.exec(readableBody(raw));
  return match ? new URL(match[0]) : undefined;
}

/** The messages a catcher filed in `dir`, one JSON `{ to, raw }` per file (e2e/app.ts), by file name. */
export function filedMail(dir: string): Received[] {
  return readdirSync(dir)
    .sort()
    .map((file) => JSON.parse(readFileSync(join(dir, file), 'utf8')) as Received);
}

/** The subject line of a received message, for a report of what arrived. */
const subjectOf = (raw: string) => /^Subject: (.*)$/m.exec(raw)?.[1]?.trim() ?? '(no subject)';

/**
 * Waits for the first message to `to` that `matches` (any, when not given) among what `received()` answers: a
 * catcher's `received`, or `() => filedMail(dir)` for another process's catcher. It looks every 100 ms, since no
 * event reaches this process, and gives up after `timeoutMs` with an error listing what did arrive.
 */
export async function waitForMail(
  received: () => readonly Received[],
  to: string,
  { matches = () => true, timeoutMs = 10_000, what = 'mail' }: WaitForMail = {},
): Promise<Received> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const all = received();
    const found = all.find((m) => m.to.includes(to) && matches(m.raw));
    if (found) return found;
    if (Date.now() >= until) {
      const arrived = all.map((m) => `  to ${m.to.join(', ')}: ${subjectOf(m.raw)}`).join('\n') || '  nothing';
      throw new Error(`No ${what} for ${to} within ${timeoutMs} ms. Arrived:\n${arrived}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

export type WaitForMail = {
  /** Whether a message to `to` is the one waited for (its raw text). */
  matches?: (raw: string) => boolean;
  /** How long to wait before giving up. */
  timeoutMs?: number;
  /** What the error calls the message ('reset mail'). */
  what?: string;
};
