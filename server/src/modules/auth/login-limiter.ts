import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';
import { AppError } from '../../errors';

export type LoginLimits = { perAddress: number; perEmail: number; windowSeconds: number };

/** Default login limits: generous for an office behind one address, tight per account. */
export const DEFAULT_LOGIN_LIMITS: LoginLimits = { perAddress: 50, perEmail: 10, windowSeconds: 15 * 60 };

export type LoginLimiter = {
  /** Counts one attempt; throws 429 when the address or the e-mail has used its attempts. */
  attempt: (address: string, email: string) => Promise<void>;
  /** Forgets the e-mail's failed attempts after a successful sign-in. */
  succeeded: (email: string) => Promise<void>;
};

/** Builds the per-address and per-e-mail limiter of login attempts (memory, per process). */
export function createLoginLimiter(limits: LoginLimits = DEFAULT_LOGIN_LIMITS): LoginLimiter {
  const byAddress = new RateLimiterMemory({ keyPrefix: 'login-ip', points: limits.perAddress, duration: limits.windowSeconds });
  const byEmail = new RateLimiterMemory({ keyPrefix: 'login-email', points: limits.perEmail, duration: limits.windowSeconds });
  return {
    attempt: async (address, email) => {
      try {
        await byAddress.consume(address);
        await byEmail.consume(email.toLowerCase());
      } catch (err) {
        if (!(err instanceof RateLimiterRes)) throw err;
        const seconds = Math.max(1, Math.ceil(err.msBeforeNext / 1000));
        throw new AppError('rate_limited', `Too many sign-in attempts. Try again in ${Math.ceil(seconds / 60)} minute(s).`, undefined, {
          'retry-after': String(seconds),
        });
      }
    },
    succeeded: async (email) => {
      await byEmail.delete(email.toLowerCase());
    },
  };
}
