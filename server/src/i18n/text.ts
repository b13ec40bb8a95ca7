import { localLabel } from '@common/domain/checklist';
import { formatDate, formatMoney, type Currency } from '@common/domain/format';
import { catalogues, translate, type Language, type MessageKey } from './catalogue';
import { contractMessage } from './validation';

/** A text a person will read, kept as a catalogue key until the reader's language is known. */
export type Text = { key: MessageKey; params?: TextParams };
/** A calendar date (YYYY-MM-DD) written in the reader's date style when the text is rendered (`weekday`: 'Fri, Nov 27, 2026'). */
export type DateParam = { isoDate: string; weekday?: boolean };
/** An amount written in the reader's number style with its currency sign ('$1,410.50' / '$1410,50'). */
export type MoneyParam = { amount: number; currency: Currency };
/** Words someone wrote in both languages (a checklist item's label): the reader's, else the main text. */
export type WrittenParam = { written: string; spanish: string };
/** Placeholder values; a value may itself be a text (a row error's "what is wrong"), a date, an amount or written words. */
export type TextParams = Record<string, string | number | Text | DateParam | MoneyParam | WrittenParam>;

export const text = (key: MessageKey, params?: TextParams): Text => (params ? { key, params } : { key });

/** A date placeholder: 'Oct 1, 2026' for an English reader, '1 oct 2026' for a Spanish one (decision 0030). */
export const dateParam = (isoDate: string, options: { weekday?: boolean } = {}): DateParam =>
  options.weekday ? { isoDate, weekday: true } : { isoDate };

/** A money placeholder, written in the reader's language when the text is rendered. */
export const moneyParam = (amount: number, currency: Currency): MoneyParam => ({ amount, currency });

/** The text in `language`, nested texts first; a plain string is a contract's message (validation.ts). */
export function render(language: Language, value: Text | string): string {
  if (typeof value === 'string') return contractMessage(language, value);
  const params = Object.fromEntries(
    Object.entries(value.params ?? {}).map(([name, param]) => [
      name,
      typeof param !== 'object'
        ? param
        : 'isoDate' in param
          ? formatDate(param.isoDate, language, { weekday: param.weekday })
          : 'currency' in param
            ? formatMoney(param.amount, param.currency, language)
            : 'written' in param
              ? localLabel(param.written, param.spanish, language)
              : render(language, param),
    ]),
  );
  return translate(language, value.key, params);
}

/** A text kept in a database column (a feed's last error): stored as its key and params, not as words. */
export function storeText(value: Text): string {
  return JSON.stringify(value);
}

/** Reads back a stored text in `language`; older rows that hold plain words come back as written. */
export function readStoredText(language: Language, stored: string | null): string | null {
  if (stored === null || !stored.startsWith('{')) return stored;
  try {
    const value = JSON.parse(stored) as Text;
    return typeof value.key === 'string' && value.key in catalogues.en ? render(language, value) : stored;
  } catch {
    return stored;
  }
}

/** An error whose message is a catalogue text (a feed's or a spreadsheet's failure), kept for the reader's language. */
export class TextError extends Error {
  constructor(readonly text: Text) {
    super(render('en', text));
  }
}

const STORED_TEXT_FIELDS = new Set(['error', 'last_error', 'warning']);

/** An answer with its stored texts (fields `error`, `last_error`, `warning`, at any depth) in `language`. */
export function localizeStoredTexts<T>(language: Language, answer: T): T {
  const walk = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(walk);
    if (!value || typeof value !== 'object') return value;
    return Object.fromEntries(
      Object.entries(value).map(([name, field]) => [
        name,
        STORED_TEXT_FIELDS.has(name) && typeof field === 'string' ? readStoredText(language, field) : walk(field),
      ]),
    );
  };
  return walk(answer) as T;
}
