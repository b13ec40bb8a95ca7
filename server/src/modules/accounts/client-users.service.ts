import { randomBytes } from 'node:crypto';
import type { ClientUser, InviteClientUserInput } from '@common/contracts/portal';
import type { Db, DbOrTx } from '../../db/client';
import { AppError, isUniqueViolation } from '../../errors';
import { translate } from '../../i18n/catalogue';
import { text } from '../../i18n/text';
import { queueNotifications } from '../email/email.service';
import { companyIdentity } from '../settings/settings.service';
import * as accounts from './accounts.queries';
import { toUser } from './accounts.service';
import { hashResetToken } from './password-reset';
import { hashPassword } from './passwords';

// Who may sign in to a client's portal (decision 0039): admins invite a
// client's people by e-mail, see when each last signed in, and revoke access.

/** How long an invitation's set-password link works (a reset link works one hour). */
export const INVITE_TTL_MS = 7 * 24 * 60 * 60 * 1000;
/** The password of an invited user until they choose one: no argon2 hash, so nothing signs in with it. */
export const INVITED_PASSWORD = '!invited';

export type ClientUserDeps = {
  db: Db;
  /** Where links point: PUBLIC_URL, else http://localhost:<PORT>; never the request's Host. */
  origin: string;
  onMailQueued?: () => void;
};

/** The name of an invitee the admin named not: the e-mail's part before the @. */
const localPart = (email: string) => email.split('@')[0] || email;

function toClientUser(row: accounts.UserRow): ClientUser {
  return {
    id: row.id,
    client_id: row.clientId ?? 0,
    name: row.name,
    email: row.email,
    language: row.language,
    invited_at: (row.invitedAt ?? row.createdAt).toISOString(),
    password_set: row.passwordHash !== INVITED_PASSWORD,
    last_login_at: row.lastLoginAt?.toISOString() ?? null,
  };
}

async function existingClient(db: DbOrTx, id: number) {
  const client = await accounts.findClientName(db, id);
  if (!client) throw new AppError('not_found', text('portal.clientNotFound'));
  return client;
}

/** GET /clients/{id}/users: who has access to the client's portal, first invited first. */
export async function listClientUsers(db: Db, clientId: number): Promise<ClientUser[]> {
  await existingClient(db, clientId);
  return (await accounts.portalUsersOf(db, clientId)).map(toClientUser);
}

/**
 * POST /clients/{id}/users: invites a person of the client, or invites again someone already invited to it
 * (a new link; the earlier one stops working). The e-mail, in the invitee's language, carries a link of the
 * reset-link flow valid 7 days; the account, its link and the message are written in one transaction. An
 * e-mail that already signs in for someone else (staff or another client) is 409.
 */
export async function inviteClientUser(
  deps: ClientUserDeps,
  clientId: number,
  input: InviteClientUserInput,
): Promise<{ created: boolean; user: ClientUser }> {
  const token = randomBytes(32).toString('base64url');
  const now = new Date();
  const result = await deps.db.transaction(async (tx) => {
    const client = await existingClient(tx, clientId);
    const language = input.language ?? client.language;
    const existing = await accounts.findUserByEmail(tx, input.email);
    if (existing && existing.clientId !== clientId) throw new AppError('conflict', text('portal.emailTaken'));
    const pending = existing?.passwordHash === INVITED_PASSWORD;
    const row = existing
      ? await accounts.updateUserRow(tx, existing.id, {
          invitedAt: now,
          isActive: true,
          // Until they chose a password, the admin's latest words stand; after, their own choices do.
          ...(pending && { language, ...(input.name !== undefined && { name: input.name }) }),
        })
      : await accounts
          .insertUser(tx, {
            name: input.name ?? localPart(input.email),
            email: input.email,
            role: 'client',
            clientId,
            passwordHash: INVITED_PASSWORD,
            language,
            invitedAt: now,
          })
          .catch((err: unknown) => {
            if (isUniqueViolation(err)) throw new AppError('conflict', text('portal.emailTaken'));
            throw err;
          });
    if (!row) throw new AppError('not_found', text('portal.userNotFound'));
    await accounts.insertResetToken(tx, row.id, hashResetToken(token), new Date(now.getTime() + INVITE_TTL_MS));
    const lang = row.language ?? language;
    // By the name the admin typed or they chose, never the e-mail's first part ("Hola gerencia:").
    const named = input.name ?? (existing && existing.name !== localPart(existing.email) ? existing.name : undefined);
    const params = { company: (await companyIdentity(tx)).company_name, client: client.name };
    await queueNotifications(tx, [
      {
        to: row.email,
        subject: translate(lang, 'mail.invite.subject', params),
        body: translate(lang, 'mail.invite.body', {
          ...params,
          greeting: named
            ? translate(lang, 'mail.invite.hello', { name: named })
            : translate(lang, 'mail.invite.helloAll'),
          link: `${deps.origin}/reset-password?token=${token}`,
          login: `${deps.origin}/login`,
        }),
      },
    ]);
    return { created: !existing, user: toClientUser(row) };
  });
  deps.onMailQueued?.();
  return result;
}

/** A portal user with a password already chosen (the demo company's, and tests'): invitations are the app's way. */
export async function createPortalUser(
  db: DbOrTx,
  clientId: number,
  person: { name: string; email: string; password: string; language?: 'en' | 'es' },
) {
  const row = await accounts.insertUser(db, {
    name: person.name,
    email: person.email,
    passwordHash: await hashPassword(person.password),
    role: 'client',
    clientId,
    language: person.language ?? null,
    invitedAt: new Date(),
  });
  return toUser(row);
}

/** DELETE /clients/{id}/users/{user_id}: ends a person's access for good (the account goes, its sessions end). */
export async function revokeClientUser(db: Db, clientId: number, userId: number): Promise<void> {
  await db.transaction(async (tx) => {
    await existingClient(tx, clientId);
    const row = await accounts.findUserById(tx, userId);
    if (row?.clientId !== clientId) throw new AppError('not_found', text('portal.userNotFound'));
    await accounts.deleteUserRow(tx, userId);
  });
}
