import { z } from 'zod';

/** The body of every error answer (decisions.md 1). */
export const errorResponse = z.object({
  detail: z.string(),
  errors: z.array(z.object({ field: z.string(), message: z.string() })).optional(),
});
export type ErrorResponse = z.infer<typeof errorResponse>;

/** A numeric id in a path, e.g. `/clients/{id}`. */
export const idParams = z.object({ id: z.coerce.number().int().positive() });

/** An e-mail address: trimmed, lower-cased, checked. */
export const emailField = z.string().trim().toLowerCase().pipe(z.email({ message: 'Invalid email address' }).max(254));

const blankToUndefined = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);

/** A phone number: digits with optional +, spaces, dots, dashes and parentheses; 7 to 15 digits. */
export const phoneField = z
  .string()
  .trim()
  .max(30)
  .refine((v) => /^\+?[\d\s().-]+$/.test(v) && (v.match(/\d/g) ?? []).length >= 7 && (v.match(/\d/g) ?? []).length <= 15, {
    message: 'Invalid phone number',
  });

/** An optional e-mail: blank or missing means absent (stored as null). */
export const optionalEmailField = z.preprocess(blankToUndefined, emailField.optional().nullable());
/** An optional phone: blank or missing means absent (stored as null). */
export const optionalPhoneField = z.preprocess(blankToUndefined, phoneField.optional().nullable());

/** An absolute http(s) URL. */
export const httpUrlField = z
  .string()
  .trim()
  .max(2000)
  .refine((v) => /^https?:\/\/[^\s/$.?#][^\s]*$/i.test(v) && URL.canParse(v), { message: 'Invalid URL' });

/** A URL field that may be left empty (''), as property links often are. */
export const optionalUrlField = z.union([z.literal(''), httpUrlField]);

/** A short answer confirming a change. */
export const okResponse = z.object({ ok: z.literal(true) });
