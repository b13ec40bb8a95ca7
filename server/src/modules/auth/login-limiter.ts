import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';
import { AppError } from '../../errors';

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

const tooMany = (err: RateLimiterRes) => {
  const seconds = Math.max(1, Math.ceil(err.msBeforeNext / 1000));
  return new AppError('rate_limited', `Too many sign-in attempts. Try again in ${Math.ceil(seconds / 60)} minute(s).`, undefined, {
    'retry-after': String(seconds),
  });
};

/**
 * The login limits (memory, per process). Every attempt counts against its address. Failures count
 * against the e-mail; once an e-mail has `perEmail` failures it is locked, but only for the
 * addresses that failed on it: whoever guesses is stopped, while its owner signing in from an
 * address that has not failed still gets in (an attacker cannot lock the admin out).
 */
export function createLoginLimiter(limits: LoginLimits = DEFAULT_LOGIN_LIMITS): LoginLimiter {
  const options = { points: limits.perEmail, duration: limits.windowSeconds };
  const byAddress = new RateLimiterMemory({ keyPrefix: 'login-ip', points: limits.perAddress, duration: limits.windowSeconds });
  const failuresOfEmail = new RateLimiterMemory({ keyPrefix: 'login-email', ...options });
  const failuresFromAddress = new RateLimiterMemory({ keyPrefix: 'login-email-ip', ...options });
  const emailKey = (email: string) => email.toLowerCase();
  const pairKey = (address: string, email: string) => `${emailKey(email)}|${address}`;
  return {
    attempt: async (address, email) => {
      await byAddress.consume(address).catch((err: unknown) => Promise.reject(err instanceof RateLimiterRes ? tooMany(err) : err));
      const [ofEmail, fromAddress] = await Promise.all([failuresOfEmail.get(emailKey(email)), failuresFromAddress.get(pairKey(address, email))]);
      const locked = ofEmail !== null && ofEmail.consumedPoints >= limits.perEmail;
      if (fromAddress !== null && (locked || fromAddress.consumedPoints >= limits.perEmail)) throw tooMany(locked ? ofEmail : fromAddress);
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
