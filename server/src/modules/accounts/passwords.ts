import { type Algorithm, hash, verify } from '@node-rs/argon2';

const ARGON2ID = 2 as Algorithm; // Algorithm.Argon2id (a const enum, not importable as a value)

// Argon2id, 19 MiB, 2 passes, 1 lane.
const OPTIONS = { algorithm: ARGON2ID, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

/** Hashes a password with argon2id. */
export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

let dummyHash: Promise<string> | undefined;

/**
 * Checks a password against a stored hash. Without a hash (unknown e-mail) it still verifies
 * against a dummy one, so both failures take the same time.
 */
export async function checkPassword(storedHash: string | undefined, password: string): Promise<boolean> {
  dummyHash ??= hashPassword('dummy-password-for-timing');
  const target = storedHash ?? (await dummyHash);
  const ok = await verify(target, password).catch(() => false);
  return ok && storedHash !== undefined;
}
