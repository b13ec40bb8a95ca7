// Pure: iCalendar text (RFC 5545) to a tree of components, forgiving what real exports get wrong.
// Lines may end in CRLF, LF or CR; folded lines are joined; a line that is not `NAME[;PARAMS]:VALUE`
// is skipped rather than failing the whole file; a missing END closes at the end of the text.
import { withoutControlCharacters } from '@common/contracts/common';

/** One content line: its name (upper case), its parameters (names upper case) and its raw value. */
export type IcalProperty = { name: string; params: Record<string, string>; value: string };
/** A component (VCALENDAR, VEVENT, VTIMEZONE...) with its properties and sub-components. */
export type IcalComponent = { name: string; properties: IcalProperty[]; components: IcalComponent[]; text: string[] };

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
 * The first VCALENDAR of the text, or null when there is none. Each component keeps its own
 * unfolded lines (`text`), so a VTIMEZONE can be handed whole to a time-zone library.
 */
export function readCalendar(text: string): IcalComponent | null {
  const stack: IcalComponent[] = [];
  let root: IcalComponent | null = null;
  for (const line of unfold(text)) {
    const prop = parseLine(line);
    if (!prop) continue;
    for (const open of stack) open.text.push(line);
    if (prop.name === 'BEGIN') {
      const component: IcalComponent = {
        name: prop.value.trim().toUpperCase(),
        properties: [],
        components: [],
        text: [line],
      };
      if (stack.length === 0) {
        if (component.name !== 'VCALENDAR' || root) continue;
        root = component;
      } else stack[stack.length - 1]!.components.push(component);
      stack.push(component);
    } else if (prop.name === 'END') {
      const name = prop.value.trim().toUpperCase();
      const at = stack.map((c) => c.name).lastIndexOf(name);
      if (at >= 0) stack.length = at; // also closes components left open inside it
    } else stack.at(-1)?.properties.push(prop);
  }
  return root;
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
