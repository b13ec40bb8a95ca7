import { z } from 'zod';
import { isValidIsoDate, isWithinApiDates } from '../domain/calendar';
import { TIME_OF_DAY } from '../domain/capacity';

/** The body of every error answer . */
export const errorResponse = z.object({
  detail: z.string(),
  errors: z.array(z.object({ field: z.string(), message: z.string() })).optional(),
  /** What a screen can act on when it must ask first (e.g. `confirm_started` on POST /assignments/). */
  code: z.string().optional(),
});
export type ErrorResponse = z.infer<typeof errorResponse>;

/** The largest id PostgreSQL's `integer` holds: a larger one cannot exist, so it is refused (422). */
export const MAX_ID = 2_147_483_647;

/** A database id in a path, body, query or form field: a whole number from 1 to MAX_ID. */
export const idField = (message = 'Invalid id') =>
  z.coerce.number({ message }).int(message).positive(message).max(MAX_ID, `No record has an id above ${MAX_ID}`);

/**
 * A request body the caller may leave out : no body at all (no Content-Type, nothing
 * sent, which Fastify hands over as null or undefined) reads as `{}`, so it is `schema`'s defaults.
 */
export const optionalBody = <T extends z.ZodType>(schema: T) => z.preprocess((value) => value ?? {}, schema);

/** An edit field that may be cleared: empty or null means none (null), left out means unchanged (undefined). */
export const clearable = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => (v === undefined ? undefined : (blankToUndefined(v) ?? null)), schema.nullable().optional());

/** A numeric id in a path, e.g. `/clients/{id}`. */
export const idParams = z.object({ id: idField() });

// The one rule for text: no control characters, so no NUL (which PostgreSQL cannot
// store) and nothing invisible; line breaks and tabs only where a field holds several lines.
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/;
// eslint-disable-next-line no-control-regex -- as above
const CONTROL_BUT_LINES = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/;
export const SINGLE_LINE_MESSAGE =
  'Must be one line of text, without control characters such as NUL, tab or line breaks';
export const MULTI_LINE_MESSAGE = 'Must not contain control characters such as NUL (line breaks and tabs are fine)';

/** Tells whether text holds no control character at all (for values that must not be trimmed, like passwords). */
export const hasNoControlCharacters = (v: string) => !CONTROL.test(v);

/** One line of text: trimmed, at most `max` characters, no control characters; `required` makes it non-empty. */
export const singleLineText = (max: number, required?: string) => {
  const trimmed = z.string().trim();
  return (required ? trimmed.min(1, required) : trimmed)
    .max(max)
    .refine(hasNoControlCharacters, { message: SINGLE_LINE_MESSAGE, abort: true });
};

/** Text of several lines (notes, descriptions, messages): line breaks and tabs allowed, other control characters not. */
export const multiLineText = (max: number, required?: string) => {
  const trimmed = z.string().trim();
  return (required ? trimmed.min(1, required) : trimmed)
    .max(max)
    .refine((v) => !CONTROL_BUT_LINES.test(v), { message: MULTI_LINE_MESSAGE, abort: true });
};

/** Text from outside that cannot be refused (calendar feeds): each control character becomes a space. */
export function withoutControlCharacters(text: string): string {
  return text.replace(new RegExp(CONTROL.source, 'g'), ' ');
}

/** An e-mail address: trimmed, lower-cased, checked. */
export const emailField = z
  .string()
  .trim()
  .toLowerCase()
  .pipe(z.email({ message: 'Invalid email address' }).max(254));

/** A blank text field counts as absent. */
export const blankToUndefined = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);

/** A phone number: digits with optional +, spaces (not tabs or line breaks), dots, dashes and parentheses; 7 to 15 digits. */
export const phoneField = singleLineText(30).refine(
  (v) => /^\+?[\d\p{Zs}().-]+$/u.test(v) && (v.match(/\d/g) ?? []).length >= 7 && (v.match(/\d/g) ?? []).length <= 15,
  { message: 'Invalid phone number' },
);

/** An optional e-mail: blank or missing means absent (stored as null). */
export const optionalEmailField = z.preprocess(blankToUndefined, emailField.optional().nullable());
/** An optional phone: blank or missing means absent (stored as null). */
export const optionalPhoneField = z.preprocess(blankToUndefined, phoneField.optional().nullable());

/** An absolute http(s) URL. */
export const httpUrlField = singleLineText(2000).refine(
  (v) => /^https?:\/\/[^\s/$.?#][^\s]*$/i.test(v) && URL.canParse(v),
  { message: 'Invalid URL' },
);

/** A URL field that may be left empty (''), as property links often are. */
export const optionalUrlField = z.union([z.literal(''), httpUrlField]);

/** An update body must change something: `{}` is refused with 422 rather than answered as a no-op. */
export const NOTHING_TO_CHANGE = 'Nothing to change: send at least one field.';
export const notEmpty = <T extends object>(v: T) => Object.values(v).some((x) => x !== undefined);

/** A time of day, HH:MM (00:00-23:59). */
export const timeOfDayField = z
  .string({ message: 'Time must be HH:MM (00:00-23:59)' })
  .trim()
  .regex(TIME_OF_DAY, 'Time must be HH:MM (00:00-23:59)');

/** The refusal of a date outside the years the API takes (docs/decisions/0043-words-and-numbers.md). */
export const DATE_OUT_OF_RANGE = 'Dates must be between 2000 and 2100';

/**
 * Every date the API takes (YYYY-MM-DD, a real day, 2000-2100): one schema, so no date reaches a query that the
 * database cannot add a week to (PostgreSQL 22009) or an invoice cannot be paid in year 9999. `message` names
 * what is wrong with a missing one (`invalid`, if given, a badly written one); a date out of range reads DATE_OUT_OF_RANGE.
 */
export const isoDateField = (required: string, invalid = required) =>
  z
    .string({ message: required })
    .trim()
    .min(1, { message: required, abort: true })
    .refine(isValidIsoDate, { message: invalid, abort: true })
    .refine(isWithinApiDates, { message: DATE_OUT_OF_RANGE });

/** A moment the API takes (a phone's tap time): an ISO date-time with its offset, in the years isoDateField takes. */
export const isoDateTimeField = (message: string) =>
  z.iso.datetime({ offset: true, message }).refine(isWithinApiDates, { message: DATE_OUT_OF_RANGE });

/** The refusal of an exchange rate outside what is plausible for colones per dollar. */
export const EXCHANGE_RATE_RANGE = 'The exchange rate must be between 1 and 10,000 colones per dollar';

/**
 * Colones per US dollar (docs/decisions/0043-words-and-numbers.md): 1 to 10,000, so the stored rate (4 decimals)
 * is never rounded to 0 and no invoice reads "Total in colones CRC 0.00". Blank means none.
 */
export const exchangeRateField = z.preprocess(
  blankToUndefined,
  z.coerce
    .number({ message: EXCHANGE_RATE_RANGE })
    .min(1, EXCHANGE_RATE_RANGE)
    .max(10_000, EXCHANGE_RATE_RANGE)
    .optional(),
);

/** A line's quantity: above 0, at most 10,000, 2 decimals (extras and invoice lines). */
export const quantityField = () =>
  z.coerce
    .number({ message: 'Quantity must be a number above 0' })
    .positive('Quantity must be a number above 0')
    .max(10_000, 'Quantity must be at most 10,000')
    .multipleOf(0.01, 'At most 2 decimals');
