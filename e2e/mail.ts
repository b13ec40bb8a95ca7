// The messages a journey's app sent, as its mail catcher filed them (app.ts): one JSON `{ to, raw }` per file.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { resetLinkIn } from '../server/test/smtp-catcher';
import { lane } from './lane';

/** Waits for the mail with a set-password link the catcher received for `to` (the outbox worker sends it at once). */
export async function mailTo(to: string): Promise<string> {
  const { mailDir } = lane();
  for (let i = 0; i < 100; i++) {
    for (const file of readdirSync(mailDir)) {
      const message = JSON.parse(readFileSync(join(mailDir, file), 'utf8')) as { to: string[]; raw: string };
      if (message.to.includes(to) && resetLinkIn(message.raw)) return message.raw;
    }
    // The catcher is another process's SMTP server writing files: no event reaches this one, so it looks again.
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`No mail with a link for ${to}`);
}
