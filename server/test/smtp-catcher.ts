// A real SMTP server on loopback for the mail tests: it keeps every message it receives, raw.
import { SMTPServer } from 'smtp-server';

export type Received = { to: string[]; raw: string };

/** A real SMTP server on loopback that keeps what it receives. */
export async function startSmtp(port: number): Promise<{ server: SMTPServer; received: Received[] }> {
  const received: Received[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      let raw = '';
      stream.on('data', (chunk: Buffer) => (raw += chunk.toString()));
      stream.on('end', () => {
        received.push({ to: session.envelope.rcptTo.map((r) => r.address), raw });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return { server, received };
}

/** Stops the loopback SMTP server. */
export const stopSmtp = (server: SMTPServer) => new Promise<void>((resolve) => server.close(() => resolve()));

