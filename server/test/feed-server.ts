import { readFileSync } from 'node:fs';
import { createServer, type IncomingHttpHeaders, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** What the feed server answers on a path: a calendar (with validators) or a raw answer. */
export type FeedAnswer =
  | { calendar: string; etag?: string; lastModified?: string }
  | { status: number; body?: string | Buffer; headers?: Record<string, string> }
  | { hang: true }
  | { handle: (res: ServerResponse) => void };

/**
 * A real HTTP server on loopback serving calendar files for the feed tests. An ETag or
 * Last-Modified given with a calendar makes it answer 304 to a matching conditional request.
 */
export async function startFeedServer() {
  const answers = new Map<string, FeedAnswer>();
  const requests: { path: string; headers: IncomingHttpHeaders }[] = [];
  const server = createServer((req, res) => {
    const path = req.url ?? '/';
    requests.push({ path, headers: req.headers });
    const answer = answers.get(path);
    if (!answer) return void res.writeHead(404, { 'content-type': 'text/plain' }).end('Not found');
    if ('hang' in answer) return; // never answers
    if ('handle' in answer) return answer.handle(res);
    if ('status' in answer) return void res.writeHead(answer.status, answer.headers ?? {}).end(answer.body ?? '');
    const headers: Record<string, string> = { 'content-type': 'text/calendar; charset=utf-8' };
    if (answer.etag) headers.etag = answer.etag;
    if (answer.lastModified) headers['last-modified'] = answer.lastModified;
    const fresh =
      (answer.etag !== undefined && req.headers['if-none-match'] === answer.etag) ||
      (answer.lastModified !== undefined && req.headers['if-modified-since'] === answer.lastModified);
    if (fresh) return void res.writeHead(304, headers).end();
    res.writeHead(200, headers).end(answer.calendar);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const url = `http://127.0.0.1:${port}`;
  return {
    url,
    port,
    answers,
    requests,
    /** Serves a calendar at `path` and answers its full URL. */
    serve: (path: string, answer: FeedAnswer) => {
      answers.set(path, answer);
      return `${url}${path}`;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export type FeedServer = Awaited<ReturnType<typeof startFeedServer>>;

/** The bytes of a fixture calendar of server/test/fixtures/ical/ (`name` without `.ics`). */
export function fixtureBytes(name: string): Buffer {
  return readFileSync(new URL(`./fixtures/ical/${name}.ics`, import.meta.url));
}

/** A UTF-8 fixture calendar of server/test/fixtures/ical/ as text. */
export function fixtureCalendar(name: string): string {
  return fixtureBytes(name).toString('utf8');
}

export type Stay = { uid: string; start: string; end: string; summary?: string; code?: string };

const compact = (iso: string) => iso.replaceAll('-', '');

/** An Airbnb-style calendar (CRLF, DATE values, reservation URL in DESCRIPTION) of these stays. */
export function airbnbCalendar(stays: Stay[]): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'PRODID:-//Airbnb Inc//Hosting Calendar 1.0//EN',
    'CALSCALE:GREGORIAN',
    'VERSION:2.0',
  ];
  for (const s of stays) {
    lines.push(
      'BEGIN:VEVENT',
      'DTSTAMP:20270301T061512Z',
      `DTSTART;VALUE=DATE:${compact(s.start)}`,
      `DTEND;VALUE=DATE:${compact(s.end)}`,
    );
    lines.push(`SUMMARY:${s.summary ?? 'Reserved'}`, `UID:${s.uid}@airbnb.com`);
    if (s.code)
      lines.push(
        'DESCRIPTION:Reservation URL: https://www.airbnb.com/hosting/reservations/d',
        ` etails/${s.code}\\nPhone Number (Last 4 Digits): 4821`,
      );
    lines.push('END:VEVENT');
  }
  lines.push('END:VCALENDAR');
  return `${lines.join('\r\n')}\r\n`;
}
