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
