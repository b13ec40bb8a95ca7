import { generatePassword } from '@common/domain/password';
import {
  userList,
  type ChangePasswordInput,
  type LoginInput,
  type LoginResponse,
  type Me,
  type RegisterUserInput,
  type UpdateUserInput,
  type User,
} from '@common/contracts/auth';
import type { Db, DbOrTx } from '../../db/client';
import { readDataVersions } from '../../db/data-versions';
import { AppError, isUniqueViolation } from '../../errors';
import type { AuthUser } from '../../plugins/auth';
import type { CachedBody, ResponseCache } from '../../plugins/response-cache';
import * as q from './accounts.queries';
import { assertUncommonPassword } from './common-passwords';
import type { LoginLimiter } from './login-limiter';
import { checkPassword, hashPassword } from './passwords';
import { findEmployeeByUser } from './staff.queries';
import { signAccessToken } from './tokens';
import { translate, type Language } from '../../i18n/catalogue';
import { text } from '../../i18n/text';
import { queueNotifications } from '../email/email.service';
import { can } from '@common/domain/policy';

export type AuthDeps = {
  db: Db;
  jwtSecret: Uint8Array;
  tokenTtlSeconds: number;
  limiter: LoginLimiter;
  onMailQueued?: () => void;
};

const BAD_LOGIN = text('auth.badLogin');
const EMAIL_TAKEN = text('auth.emailTaken');
const USER_NOT_FOUND = text('auth.userNotFound');
const LAST_ADMIN = text('auth.lastAdmin');

/** The public view of a user: never the hash or the token version. */
export function toUser(row: q.UserRow): User {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    role: row.role,
    is_active: row.isActive,
    language: row.language,
    created_at: row.createdAt.toISOString(),
  };
}

/** Signs a user in; unknown e-mail, wrong password and inactive user answer alike. Answers the token and their language. */
export async function login(deps: AuthDeps, input: LoginInput, address: string): Promise<LoginResponse> {
  await deps.limiter.attempt(address, input.email);
  const row = await q.findUserByEmail(deps.db, input.email);
  const ok = await checkPassword(row?.passwordHash, input.password);
  if (!row || !ok || !row.isActive) {
    await deps.limiter.failed(address, input.email);
    throw new AppError('unauthorized', BAD_LOGIN);
  }
  await deps.limiter.succeeded(address, input.email);
  await q.markSignedIn(deps.db, row.id, new Date());
  await recordAppLanguage(deps.db, row, input.language);
  const accessToken = await signAccessToken(
    { userId: row.id, role: row.role, name: row.name, version: row.tokenVersion },
    deps.jwtSecret,
    deps.tokenTtlSeconds,
  );
  return { access_token: accessToken, language: row.language, must_change_password: row.mustChangePassword };
}

/** GET /auth/me: the signed-in user as stored now (the app applies their language on every load), and whether they must choose their own password first. */
export async function currentUser(db: DbOrTx, id: number): Promise<Me> {
  const row = await existingUser(db, id);
  const staff = await findEmployeeByUser(db, id);
  const client = row.clientId === null ? undefined : await q.findClientName(db, row.clientId);
  return {
    ...toUser(row),
    must_change_password: row.mustChangePassword,
    employee_id: staff?.id ?? null,
    client: client ?? null,
  };
}

/** Creates a user (any role); 409 when the e-mail is taken. Usable inside a transaction. */
export async function registerUser(
  db: DbOrTx,
  input: RegisterUserInput,
  options: { mustChangePassword?: boolean } = {},
): Promise<User> {
  assertUncommonPassword(input.password, 'password');
  if (await q.findUserByEmail(db, input.email)) throw new AppError('conflict', EMAIL_TAKEN);
  const passwordHash = await hashPassword(input.password);
  const mustChangePassword = options.mustChangePassword ?? false;
  try {
    return toUser(
      await q.insertUser(db, {
        name: input.name,
        email: input.email,
        role: input.role,
        passwordHash,
        mustChangePassword,
      }),
    );
  } catch (err) {
    if (isUniqueViolation(err)) throw new AppError('conflict', EMAIL_TAKEN);
    throw err;
  }
}

type SessionRow = Awaited<ReturnType<typeof q.findSessionUser>>;
/** Session rows read at one `users` version, per database (one app may share a database with another). */
const sessions = new WeakMap<Db, { version: number; rows: Map<number, Promise<SessionRow>> }>();

/**
 * What the access hook checks of a token's user: role, name, active, token version. Answered from
 * memory while the `users` counter has not moved (any write to `users` moves it: token version, role,
 * active flag, name). The counter is read after the request began and the row after the counter, so a
 * write finished before the request is always seen (docs/decisions/0020).
 */
export async function sessionUser(db: Db, id: number): Promise<SessionRow> {
  const version = (await readDataVersions(db)).users ?? 0;
  let seen = sessions.get(db);
  if (!seen || version > seen.version) sessions.set(db, (seen = { version, rows: new Map() }));
  // An older version (a slower read on PostgreSQL) cannot use the newer rows' cache, nor replace it.
  if (version < seen.version) return q.findSessionUser(db, id);
  const rows = seen.rows;
  let row = rows.get(id);
  if (!row) {
    row = q.findSessionUser(db, id);
    rows.set(id, row);
    row.catch(() => rows.get(id) === row && rows.delete(id)); // a failed read (database down) is not kept
  }
  return row;
}

/** Whether a user with this e-mail exists (any case). */
export async function userExists(db: DbOrTx, email: string): Promise<boolean> {
  return (await q.findUserByEmail(db, email)) !== undefined;
}

/** The e-mail of the longest-serving active admin (company mail falls back to it). */
export async function firstAdminEmail(db: DbOrTx): Promise<string | undefined> {
  return (await q.listUsers(db)).find((u) => u.role === 'admin' && u.isActive)?.email;
}

/** Every active admin's e-mail and language (feed changes are sent to them, each in their language). */
export async function activeAdminRecipients(db: DbOrTx): Promise<{ email: string; language: Language | null }[]> {
  return (await q.listUsers(db))
    .filter((u) => u.role === 'admin' && u.isActive)
    .map((u) => ({ email: u.email, language: u.language ?? u.appLanguage }));
}

/** GET /auth/users: the staff's sign-ins (a client's portal users are listed under their client). */
export async function listUsers(db: Db): Promise<User[]> {
  return (await q.listStaffUsers(db)).map(toUser);
}

/** The body of `listUsers`, cached until `users` moves. */
export function userListBody(db: Db, cache: ResponseCache): Promise<CachedBody> {
  return cache.answer(db, { key: 'users', reads: ['users'], schema: userList, load: () => listUsers(db) });
}

/** The user with this id, if any (the staff service checks the user of a staff call). */
export function findUser(db: DbOrTx, id: number): Promise<q.UserRow | undefined> {
  return q.findUserById(db, id);
}

async function existingUser(db: DbOrTx, id: number): Promise<q.UserRow> {
  const row = await q.findUserById(db, id);
  if (!row) throw new AppError('not_found', USER_NOT_FOUND);
  return row;
}

/** A staff user, for the users screen's changes: a client's portal user is managed under the client (404 here). */
async function existingStaffUser(db: DbOrTx, id: number): Promise<q.UserRow> {
  const row = await existingUser(db, id);
  if (row.clientId !== null) throw new AppError('not_found', USER_NOT_FOUND);
  return row;
}

/**
 * Refuses a change that would leave the company without an active admin. Runs inside the
 * caller's transaction and locks the active admins, so concurrent removals queue and the
 * second one sees the first.
 */
async function assertAnotherActiveAdmin(tx: DbOrTx, id: number): Promise<void> {
  const admins = await q.lockActiveAdmins(tx);
  if (admins.includes(id) && admins.length <= 1) throw new AppError('conflict', LAST_ADMIN);
}

/**
 * Changes name, e-mail, role or sign-in (`is_active`) in one transaction. A role change or a
 * deactivation ends the user's sessions; the last active admin can be neither demoted nor deactivated.
 */
export async function updateUser(db: DbOrTx, id: number, input: UpdateUserInput): Promise<User> {
  return db.transaction(async (tx) => {
    const row = await existingStaffUser(tx, id);
    if (input.email && input.email.toLowerCase() !== row.email.toLowerCase()) {
      const other = await q.findUserByEmail(tx, input.email);
      if (other && other.id !== id) throw new AppError('conflict', EMAIL_TAKEN);
    }
    const roleChanged = input.role !== undefined && input.role !== row.role;
    const activeChanged = input.is_active !== undefined && input.is_active !== row.isActive;
    if (row.role === 'admin' && ((roleChanged && row.isActive) || (activeChanged && !input.is_active))) {
      await assertAnotherActiveAdmin(tx, id);
    }
    const patch = {
      ...(input.name !== undefined && { name: input.name }),
      ...(input.email !== undefined && { email: input.email }),
      ...(input.role !== undefined && { role: input.role }),
      ...(input.is_active !== undefined && { isActive: input.is_active }),
      ...(input.language !== undefined && { language: input.language }),
      ...((roleChanged || (activeChanged && !input.is_active)) && { tokenVersion: row.tokenVersion + 1 }),
    };
    if (Object.keys(patch).length === 0) return toUser(row);
    const updated = await q.updateUserRow(tx, id, patch).catch((err: unknown) => {
      if (isUniqueViolation(err)) throw new AppError('conflict', EMAIL_TAKEN);
      throw err;
    });
    if (!updated) throw new AppError('not_found', USER_NOT_FOUND);
    return toUser(updated);
  });
}

/** Turns sign-in on or off; turning it off ends the user's sessions at once (never the last admin's). */
export async function setUserActive(db: DbOrTx, id: number, active: boolean): Promise<void> {
  await updateUser(db, id, { is_active: active });
}

/**
 * Sets a generated password for another user (admin reset): answered once, every session of that
 * user ends. One's own password is changed in Settings, with the old one.
 */
export async function resetPassword(
  deps: AuthDeps,
  who: AuthUser,
  id: number,
  language: Language,
): Promise<{ user: User; password: string }> {
  if (who.id === id) throw new AppError('conflict', text('auth.ownPasswordInSettings'));
  const row = await existingStaffUser(deps.db, id);
  const password = generatePassword(12);
  const passwordHash = await hashPassword(password);
  const updated = await setPasswordAndTell(deps, row, passwordHash, 'admin', language);
  return { user: toUser(updated), password };
}

/** The "your password was changed" mail, in the user's language (else the request's). */
export function passwordChangedMail(
  user: { email: string; name: string; language: Language | null; appLanguage?: Language | null },
  how: 'own' | 'link' | 'admin',
  fallback: Language,
) {
  const lang = user.language ?? user.appLanguage ?? fallback;
  return {
    to: user.email,
    subject: translate(lang, 'mail.passwordChanged.subject'),
    body: translate(lang, 'mail.passwordChanged.body', {
      name: user.name,
      how: translate(lang, `mail.passwordChanged.${how}`),
    }),
  };
}

// Sets the hash, ends every session, and queues the mail that tells the owner, in one transaction.
async function setPasswordAndTell(
  deps: AuthDeps,
  row: q.UserRow,
  passwordHash: string,
  how: 'own' | 'admin',
  language: Language,
) {
  const updated = await deps.db.transaction(async (tx) => {
    // A password the user chose ends a forced change; one an admin set (a reset handed over by phone)
    // starts one, as the generated first admin's does (docs/decisions/0043-words-and-numbers.md).
    const changed = await q.updateUserRow(tx, row.id, {
      passwordHash,
      tokenVersion: row.tokenVersion + 1,
      mustChangePassword: how === 'admin',
    });
    if (!changed) throw new AppError('not_found', USER_NOT_FOUND);
    await queueNotifications(tx, [passwordChangedMail(changed, how, language)]);
    return changed;
  });
  deps.onMailQueued?.();
  return updated;
}

/** Removes a user and their sign-in for good (the last active admin never). */
export async function deleteUser(tx: DbOrTx, id: number): Promise<void> {
  const row = await existingUser(tx, id);
  if (row.role === 'admin' && row.isActive) await assertAnotherActiveAdmin(tx, id);
  await q.deleteUserRow(tx, id);
}

/**
 * Changes a password. Users change their own with the old one; an admin may reset anyone
 * else's without it. Existing sessions of that user end.
 */
export async function changePassword(
  deps: AuthDeps,
  who: AuthUser,
  id: number,
  input: ChangePasswordInput,
  language: Language,
): Promise<User> {
  const { db } = deps;
  if (!can(who.role, 'account.setAnyPassword') && who.id !== id)
    throw new AppError('forbidden', text('auth.onlyOwnPassword'));
  const row = await existingUser(db, id);
  const mustProveOld = who.id === id || !can(who.role, 'account.setAnyPassword');
  if (mustProveOld) {
    if (!input.old_password)
      throw new AppError('invalid', text('auth.currentPasswordRequired'), [
        { field: 'old_password', message: text('field.required') },
      ]);
    if (!(await checkPassword(row.passwordHash, input.old_password))) {
      throw new AppError('invalid', text('auth.currentPasswordWrong'), [
        { field: 'old_password', message: text('field.incorrect') },
      ]);
    }
  }
  assertUncommonPassword(input.new_password, 'new_password');
  const passwordHash = await hashPassword(input.new_password);
  return toUser(await setPasswordAndTell(deps, row, passwordHash, who.id === id ? 'own' : 'admin', language));
}

/**
 * Remembers the language her app runs in (at sign-in, with a push device): what the server sends her uses it
 * until she chooses one. Written only when it changed (a write to `users` rebuilds the session cache).
 */
export async function recordAppLanguage(
  db: DbOrTx,
  row: { id: number; appLanguage?: Language | null },
  language: Language | undefined,
): Promise<void> {
  if (language && language !== row.appLanguage) await q.updateUserRow(db, row.id, { appLanguage: language });
}

/** Remembers the language a user chose in the app. */
export async function setLanguage(db: Db, id: number, language: 'en' | 'es'): Promise<void> {
  await q.updateUserRow(db, id, { language });
}
