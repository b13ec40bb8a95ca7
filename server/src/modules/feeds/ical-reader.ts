// Pure: iCalendar text (RFC 5545) to a tree of components, forgiving what real exports get wrong.
// Lines may end in CRLF, LF or CR; folded lines are joined; a line that is not `NAME[;PARAMS]:VALUE`
// is skipped rather than failing the whole file; a missing END closes at the end of the text.
// Components nested deeper than MAX_NESTING refuse the file (CalendarLimitError).
import { withoutControlCharacters } from '@common/contracts/common';
import { text as message, TextError } from '../../i18n/text';

/** One content line: its name (upper case), its parameters (names upper case) and its raw value. */
export type IcalProperty = { name: string; params: Record<string, string>; value: string };
/**
 * A component (VCALENDAR, VEVENT, VTIMEZONE...) with its properties and sub-components. Its own
 * lines are `lines[from..to]` of the one array every component of the calendar shares (`linesOf`).
 */
export type IcalComponent = {
  name: string;
  properties: IcalProperty[];
  components: IcalComponent[];
  lines: string[];
  from: number;
  to: number;
};

/** Components open inside one another at most (VCALENDAR > VEVENT > VALARM is 3; real files stay under 5). */
export const MAX_NESTING = 20;

/** The calendar breaks a limit (nesting, events, time-zone rules): the message says which. */
export class CalendarLimitError extends TextError {}

const NAME = /^[A-Za-z0-9-]+$/;

// Splits `NAME;P1=a;P2="b;c":value` at the first colon outside quotes.
function parseLine(line: string): IcalProperty | null {
  let quoted = false;
  let colon = -1;
  for (let i = 0; i < line.length; i++) {
    const c = line[i];
    if (c === '"') quoted = !quoted;
    else if (c === ':' && !quoted) {
      colon = i;
      break;
    }
  }
  if (colon <= 0) return null;
  const [name = '', ...rawParams] = splitParams(line.slice(0, colon));
  if (!NAME.test(name)) return null;
  const params: Record<string, string> = {};
  for (const p of rawParams) {
    const eq = p.indexOf('=');
    if (eq > 0) params[p.slice(0, eq).toUpperCase()] = p.slice(eq + 1).replace(/^"|"$/g, '');
  }
  return { name: name.toUpperCase(), params, value: line.slice(colon + 1) };
}

function splitParams(head: string): string[] {
  const parts: string[] = [];
  let quoted = false;
  let current = '';
  for (const c of head) {
    if (c === '"') quoted = !quoted;
    if (c === ';' && !quoted) {
      parts.push(current);
      current = '';
    } else current += c;
  }
  parts.push(current);
  return parts;
}

/** Unfolded content lines of the text (continuation lines start with a space or a tab). */
export function unfold(text: string): string[] {
  const lines: string[] = [];
  for (const raw of text.split(/\r\n|\n|\r/)) {
    if ((raw.startsWith(' ') || raw.startsWith('\t')) && lines.length > 0) lines[lines.length - 1] += raw.slice(1);
    else if (raw.trim() !== '') lines.push(raw);
  }
  return lines;
}

/**
 * The first VCALENDAR of the text, or null when there is none. Each component knows its span of the
 * unfolded lines (`linesOf`), so a VTIMEZONE can be handed whole to a time-zone library; the lines
 * are kept once, whatever the depth. Throws CalendarLimitError past MAX_NESTING open components.
 */
export function readCalendar(text: string): IcalComponent | null {
  const stack: IcalComponent[] = [];
  const lines: string[] = [];
  let root: IcalComponent | null = null;
  for (const line of unfold(text)) {
    const prop = parseLine(line);
    if (!prop) continue;
    if (prop.name === 'BEGIN') {
      if (stack.length === 0 && (root || prop.value.trim().toUpperCase() !== 'VCALENDAR')) continue;
      if (stack.length >= MAX_NESTING) throw new CalendarLimitError(message('feed.tooDeep', { max: MAX_NESTING }));
      lines.push(line);
      const at = lines.length - 1;
      const component: IcalComponent = {
        name: prop.value.trim().toUpperCase(),
        properties: [],
        components: [],
        lines,
        from: at,
        to: at,
      };
      if (stack.length === 0) root = component;
      else stack[stack.length - 1]!.components.push(component);
      stack.push(component);
      continue;
    }
    if (stack.length === 0) continue;
    lines.push(line);
    if (prop.name === 'END') {
      const name = prop.value.trim().toUpperCase();
      const at = stack.map((c) => c.name).lastIndexOf(name);
      // Also closes components left open inside it; each of them ends on this line.
      if (at >= 0) for (const closed of stack.splice(at)) closed.to = lines.length - 1;
    } else stack.at(-1)!.properties.push(prop);
  }
  // Components left open end with the text.
  for (const open of stack) open.to = lines.length - 1;
  return root;
}

/** The unfolded lines of a component, from its BEGIN to its END. */
export function linesOf(component: IcalComponent): string[] {
  return component.lines.slice(component.from, component.to + 1);
}

/** The first property of that name, if any. */
export function prop(component: IcalComponent, name: string): IcalProperty | undefined {
  return component.properties.find((p) => p.name === name);
}

/** A TEXT value unescaped (`\n`, `\,`, `\;`, `\\`) and trimmed; '' when absent. */
export function textOf(component: IcalComponent, name: string): string {
  const value = prop(component, name)?.value ?? '';
  // A platform's text cannot be refused like a form's: control characters (escaped line breaks
  // too) become spaces, so what is stored obeys the one text rule of the contracts.
  return withoutControlCharacters(
    value.replace(/\\([nN,;\\])/g, (_m, c: string) => (c === 'n' || c === 'N' ? '\n' : c)),
  ).trim();
}
