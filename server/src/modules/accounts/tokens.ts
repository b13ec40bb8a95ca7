import { MAX_ID } from '@common/contracts/common';
import { isRole, type Role } from '@common/domain/roles';
import { errors, jwtVerify, SignJWT } from 'jose';
import { LRUCache } from 'lru-cache';

export type AccessClaims = { userId: number; role: Role; name: string; version: number };

/** Signs an access token (HS256) with `sub`, `role`, `name`, `ver` and `exp`. */
export async function signAccessToken(claims: AccessClaims, secret: Uint8Array, ttlSeconds: number): Promise<string> {
  return new SignJWT({ role: claims.role, name: claims.name, ver: claims.version })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(String(claims.userId))
    .setIssuedAt()
    .setExpirationTime(Math.floor(Date.now() / 1000) + ttlSeconds)
    .sign(secret);
}

/** Tokens whose signature and shape were verified, per secret, with their expiry (seconds): a signed-in request checks its HMAC once. */
const verified = new WeakMap<Uint8Array, LRUCache<string, { claims: AccessClaims; exp: number }>>();

/**
 * Verifies signature (HS256 only), expiry and shape; answers null for any bad token. A token that passed
 * is remembered (the same string verifies the same way) until it expires; bad tokens are checked every
 * time and never kept. Revocation is not this function's: the session check compares the token version.
 */
export async function verifyAccessToken(token: string, secret: Uint8Array): Promise<AccessClaims | null> {
  let known = verified.get(secret);
  if (!known) verified.set(secret, (known = new LRUCache({ max: 10_000 })));
  const hit = known.get(token);
  if (hit) {
    if (hit.exp > Math.floor(Date.now() / 1000)) return hit.claims; // jose refuses exp <= now
    known.delete(token);
    return null;
  }
  try {
    const { payload } = await jwtVerify(token, secret, { algorithms: ['HS256'], requiredClaims: ['sub', 'exp'] });
    const userId = Number(payload.sub);
    const { role, name, ver } = payload as { role?: unknown; name?: unknown; ver?: unknown };
    if (
      !Number.isInteger(userId) ||
      userId < 1 ||
      userId > MAX_ID ||
      !isRole(role) ||
      typeof name !== 'string' ||
      typeof ver !== 'number'
    )
      return null;
    const claims = { userId, role, name, version: ver };
    known.set(token, { claims, exp: payload.exp! });
    return claims;
  } catch (err) {
    if (err instanceof errors.JOSEError) return null;
    throw err;
  }
}
