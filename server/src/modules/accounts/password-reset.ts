import { createHash, randomBytes } from 'node:crypto';
import type { PasswordResetConfirmInput } from '@common/contracts/auth';
import { RateLimiterRes } from 'rate-limiter-flexible';
import type { Db } from '../../db/client';
import { AppError } from '../../errors';
import { type Language, translate } from '../../i18n/catalogue';
import { queueNotifications } from '../email/email.service';
import { consumeOrRefuse, createRateLimiter } from '../limits/limits.service';
import { companyIdentity } from '../settings/settings.service';
import * as q from './accounts.queries';
import { passwordChangedMail } from './accounts.service';
import { assertUncommonPassword } from './common-passwords';
import { hashPassword } from './passwords';
import { text } from '../../i18n/text';

/** How long a reset link works. */
export const RESET_TOKEN_TTL_MS = 60 * 60 * 1000;
/** Every request answers after at least this long, so a known and an unknown e-mail take the same time. */
const MIN_REQUEST_MS = 400;

export type ResetLimits = { perAddress: number; perEmail: number; windowSeconds: number };
export const DEFAULT_RESET_LIMITS: ResetLimits = { perAddress: 20, perEmail: 3, windowSeconds: 60 * 60 };

export type PasswordResetDeps = {
  db: Db;
  /** Where the link points: PUBLIC_URL, else http://localhost:<PORT> (config.ts `linkOrigin`); never the request's Host. */
  origin: string;
  limits?: ResetLimits;
  onMailQueued?: () => void;
};

const INVALID_LINK = text('auth.invalidResetLink');

/** The SHA-256 of a reset token, as stored: a database leak gives no usable link. */
export const hashResetToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** The forgotten-password flow: request a link by e-mail, then set a new password with it. */
export function createPasswordReset(deps: PasswordResetDeps) {
  const limits = deps.limits ?? DEFAULT_RESET_LIMITS;
  // Kept in the database like the sign-in limits, so several processes count together (decision 0013).
  const byAddress = createRateLimiter(deps.db, {
    keyPrefix: 'reset-ip',
    points: limits.perAddress,
    duration: limits.windowSeconds,
  });
  // Per e-mail *and* address: requests from elsewhere cannot use up the owner's own links (README, "Limits and
  // protections").
  const byEmailAndAddress = createRateLimiter(deps.db, {
    keyPrefix: 'reset-email-ip',
    points: limits.perEmail,
    duration: limits.windowSeconds,
  });

  /** Queues the link for an active user; does the same work (token, hash, lookup) for anyone. */
  async function sendLink(email: string, address: string, language: Language): Promise<void> {
    const token = randomBytes(32).toString('base64url');
    const tokenHash = hashResetToken(token);
    // Past its limit from this address an e-mail gets no more links, but the answer stays the same (202).
    const allowed = await byEmailAndAddress.consume(`${email.toLowerCase()} ${address}`).then(
      () => true,
      (err: unknown) => (err instanceof RateLimiterRes ? false : Promise.reject(err)),
    );
    const user = await q.findUserByEmail(deps.db, email);
    if (!allowed || !user || !user.isActive) return;
    const link = `${deps.origin}/reset-password?token=${token}`;
    const lang = user.language ?? language;
    await q.insertResetToken(deps.db, user.id, tokenHash, new Date(Date.now() + RESET_TOKEN_TTL_MS));
    const { company_name: company } = await companyIdentity(deps.db);
    await queueNotifications(deps.db, [
      {
        to: user.email,
        subject: translate(lang, 'mail.reset.subject', { company }),
        body: translate(lang, 'mail.reset.body', { name: user.name, link, company }),
      },
    ]);
    deps.onMailQueued?.();
  }

  return {
    /**
     * POST /auth/password-reset: always the same answer after the same time, whether the e-mail
     * is known or not; 429 only when this address asked too often.
     */
    async request(email: string, address: string, language: Language): Promise<void> {
      const started = Date.now();
      await consumeOrRefuse(byAddress, address, text('limit.passwordReset'));
      await sendLink(email, address, language);
      const left = MIN_REQUEST_MS - (Date.now() - started);
      if (left > 0) await new Promise((resolve) => setTimeout(resolve, left));
    },

    /** POST /auth/password-reset/confirm: sets the password once per link and ends every session of the user. */
    async confirm(input: PasswordResetConfirmInput, language: Language): Promise<void> {
      assertUncommonPassword(input.new_password, 'new_password');
      const passwordHash = await hashPassword(input.new_password);
      const userId = await q.consumeResetToken(deps.db, hashResetToken(input.token), new Date());
      const user = userId === undefined ? undefined : await q.findUserById(deps.db, userId);
      if (!user || !user.isActive)
        throw new AppError('invalid', INVALID_LINK, [{ field: 'token', message: INVALID_LINK }]);
      await q.updateUserRow(deps.db, user.id, {
        passwordHash,
        tokenVersion: user.tokenVersion + 1,
        mustChangePassword: false, // a password they chose ends a forced change
      });
      await queueNotifications(deps.db, [passwordChangedMail(user, 'link', language)]);
      deps.onMailQueued?.();
    },
  };
}

export type PasswordReset = ReturnType<typeof createPasswordReset>;
