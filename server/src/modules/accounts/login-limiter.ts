import type { Db } from '../../db/client';
import { consumeOrRefuse, createRateLimiter, rateLimited } from '../limits/limits.service';
import { text } from '../../i18n/text';

export type LoginLimits = { perAddress: number; perEmail: number; windowSeconds: number };

/** Default login limits: generous for an office behind one address, tight per account. */
export const DEFAULT_LOGIN_LIMITS: LoginLimits = { perAddress: 50, perEmail: 10, windowSeconds: 15 * 60 };

export type LoginLimiter = {
  /** Counts one attempt; throws 429 when the address has used its attempts, or the e-mail is locked for it. */
  attempt: (address: string, email: string) => Promise<void>;
  /** Counts a wrong password against the e-mail and against this address's use of it. */
  failed: (address: string, email: string) => Promise<void>;
  /** Forgets the e-mail's failed attempts after a successful sign-in. */
  succeeded: (address: string, email: string) => Promise<void>;
};

const detail = (msBeforeNext: number) =>
  text('limit.login', { minutes: Math.max(1, Math.ceil(msBeforeNext / 60_000)) });

/**
 * The login limits, kept in the database so every app process counts together. Every attempt counts against its address. Failures count
 * against the e-mail; once an e-mail has `perEmail` failures it is locked, but only for the
 * addresses that failed on it: whoever guesses is stopped, while its owner signing in from an
 * address that has not failed still gets in (an attacker cannot lock the admin out).
 */
export function createLoginLimiter(db: Db, limits: LoginLimits = DEFAULT_LOGIN_LIMITS): LoginLimiter {
  const options = { points: limits.perEmail, duration: limits.windowSeconds };
  const byAddress = createRateLimiter(db, {
    keyPrefix: 'login-ip',
    points: limits.perAddress,
    duration: limits.windowSeconds,
  });
  const failuresOfEmail = createRateLimiter(db, { keyPrefix: 'login-email', ...options });
  const failuresFromAddress = createRateLimiter(db, { keyPrefix: 'login-email-ip', ...options });
  const emailKey = (email: string) => email.toLowerCase();
  const pairKey = (address: string, email: string) => `${emailKey(email)}|${address}`;
  return {
    attempt: async (address, email) => {
      await consumeOrRefuse(byAddress, address, detail);
      const [ofEmail, fromAddress] = await Promise.all([
        failuresOfEmail.get(emailKey(email)),
        failuresFromAddress.get(pairKey(address, email)),
      ]);
      const locked = ofEmail !== null && ofEmail.consumedPoints >= limits.perEmail;
      if (fromAddress !== null && (locked || fromAddress.consumedPoints >= limits.perEmail)) {
        const res = locked ? ofEmail : fromAddress;
        throw rateLimited(res, detail);
      }
    },
    failed: async (address, email) => {
      // Counting past the limit is fine here: `attempt` compares, it does not consume.
      await Promise.all([
        failuresOfEmail.penalty(emailKey(email)),
        failuresFromAddress.penalty(pairKey(address, email)),
      ]);
    },
    succeeded: async (address, email) => {
      await Promise.all([failuresOfEmail.delete(emailKey(email)), failuresFromAddress.delete(pairKey(address, email))]);
    },
  };
}
