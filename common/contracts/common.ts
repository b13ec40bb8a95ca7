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
