import { z } from 'zod';
import { isStrongPassword, PASSWORD_POLICY_MESSAGE } from '../domain/password';
import { ROLES, STAFF_ACCOUNT_ROLES } from '../domain/roles';
import {
  emailField,
  hasNoControlCharacters,
  notEmpty,
  NOTHING_TO_CHANGE,
  SINGLE_LINE_MESSAGE,
  singleLineText,
} from './common';

export const roleField = z.enum(ROLES);
/** The roles an admin may give through the users screen (a client's sign-in comes by invitation only). */
export const accountRoleField = z.enum(STAFF_ACCOUNT_ROLES);

/**
 * A person's language: the app, their e-mails and WhatsApp texts use it (null until chosen). Answers
 * always carry it; the answer types mark it optional (`nullish`) so a reader treats a missing one as
 * "not chosen" (decision 0030).
 */
export const LANGUAGES = ['en', 'es'] as const;
export const languageField = z.enum(LANGUAGES);
export type Language = z.infer<typeof languageField>;

/**
 * A password that satisfies the password policy (README, "First sign-in"): kept exactly as typed (never trimmed),
 * no control characters.
 */
export const passwordField = z
  .string()
  .max(200)
  .refine(hasNoControlCharacters, { message: SINGLE_LINE_MESSAGE, abort: true })
  .refine(isStrongPassword, { message: PASSWORD_POLICY_MESSAGE });

export const loginInput = z.object({
  email: emailField,
  password: z.string().min(1, 'Password is required').max(200),
  /**
   * The language the app runs in: until she chooses one, pushes and e-mails to her use it, and Settings shows no
   * choice (docs/decisions/0043-words-and-numbers.md).
   */
  language: languageField.optional(),
});
export type LoginInput = z.infer<typeof loginInput>;

/**
 * The sign-in answer: the token; the language the person chose (the app switches to it whatever the
 * browser says); `must_change_password`, true for a first admin created with a generated password: every
 * other call answers 403 until they choose their own (docs/decisions/0029).
 */
export const loginResponse = z.object({
  access_token: z.string(),
  language: languageField.nullish(),
  must_change_password: z.boolean(),
});
export type LoginResponse = z.infer<typeof loginResponse>;

/** The claims carried by an access token. */
export const tokenClaims = z.object({
  sub: z.string(),
  role: roleField,
  name: z.string(),
  exp: z.number(),
});
export type TokenClaims = z.infer<typeof tokenClaims>;

export const user = z.object({
  id: z.number(),
  name: z.string(),
  email: z.string(),
  role: roleField,
  is_active: z.boolean(),
  /** The person's language, null until chosen (then e-mails fall back to English or the request's). */
  language: languageField.nullish(),
  created_at: z.string(),
});
export type User = z.infer<typeof user>;
export const userList = z.array(user);

/** GET /auth/me: who is signed in, and whether they must choose a new password before anything else. */
export const me = user.extend({
  must_change_password: z.boolean(),
  /** Their staff record's id (housekeepers and supervisors; null for admins): her own time off is under it. */
  employee_id: z.number().nullable().optional(),
  /** The client a portal user belongs to (role `client`); null for staff. */
  client: z.object({ id: z.number(), name: z.string() }).nullable().optional(),
});
export type Me = z.infer<typeof me>;

export const registerUserInput = z.object({
  name: singleLineText(120, 'Name is required'),
  email: emailField,
  password: passwordField,
  role: accountRoleField,
});
export type RegisterUserInput = z.infer<typeof registerUserInput>;

export const updateUserInput = z
  .object({
    name: singleLineText(120, 'Name is required'),
    email: emailField,
    role: accountRoleField,
    is_active: z.boolean(),
    language: languageField.nullable(),
  })
  .partial()
  .refine(notEmpty, { message: NOTHING_TO_CHANGE });
export type UpdateUserInput = z.infer<typeof updateUserInput>;

export const changePasswordInput = z.object({
  old_password: z.string().max(200).optional(),
  new_password: passwordField,
});
export type ChangePasswordInput = z.infer<typeof changePasswordInput>;

/** An admin's password reset: the generated password, answered this once and never stored in clear. */
export const resetPasswordResponse = z.object({ user, password: z.string() });
export type ResetPasswordResponse = z.infer<typeof resetPasswordResponse>;

/** Forgotten password: the address to send a reset link to (answered 202 whether it is known or not). */
export const passwordResetRequestInput = z.object({ email: emailField });
export type PasswordResetRequestInput = z.infer<typeof passwordResetRequestInput>;

/** Sets a new password with the token of a reset link. */
export const passwordResetConfirmInput = z.object({
  token: z.string().min(1).max(200),
  new_password: passwordField,
});
export type PasswordResetConfirmInput = z.infer<typeof passwordResetConfirmInput>;

export const acceptedResponse = z.object({ status: z.literal('accepted') });

/** The language a user chose in the app: e-mails to them are written in it. */
export const languageInput = z.object({ language: languageField });
export type LanguageInput = z.infer<typeof languageInput>;
