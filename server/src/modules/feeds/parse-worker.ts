// Worker job (server/src/worker-pool.ts): parses one calendar and answers its reservations, or the
// sentence saying why it cannot be used (not a calendar, a limit broken, an unexpected failure).
import { TextError, text, type Text } from '../../i18n/text';
import { parseCalendar, type ParsedCalendar } from './parse-ical';

/** What the worker answers; `problem` is the unexpected error's message, for the server log only. */
export type FeedParseAnswer = { ok: true; calendar: ParsedCalendar } | { ok: false; message: Text; problem?: string };

/** Parses the text of a feed with the company's time zone. */
export default function parseFeed({ body, timeZone }: { body: string; timeZone: string }): FeedParseAnswer {
  try {
    return { ok: true, calendar: parseCalendar(body, { timeZone }) };
  } catch (err) {
    if (err instanceof TextError) return { ok: false, message: err.text };
    return { ok: false, message: text('feed.calendarUnreadable'), problem: String(err).slice(0, 500) };
  }
}
