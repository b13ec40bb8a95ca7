import { MAX_ID } from '@common/contracts/common';
import { isRole, type Role } from '@common/domain/roles';
import { errors, jwtVerify, SignJWT } from 'jose';

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

/** Verifies signature (HS256 only), expiry and shape; answers null for any bad token. */
export async function verifyAccessToken(token: string, secret: Uint8Array): Promise<AccessClaims | null> {
  try {
    const { payload } = await jwtVerify(token, secret, { algorithms: ['HS256'], requiredClaims: ['sub', 'exp'] });
    const userId = Number(payload.sub);
    const { role, name, ver } = payload as { role?: unknown; name?: unknown; ver?: unknown };
    if (!Number.isInteger(userId) || userId < 1 || userId > MAX_ID || !isRole(role) || typeof name !== 'string' || typeof ver !== 'number') return null;
    return { userId, role, name, version: ver };
  } catch (err) {
    if (err instanceof errors.JOSEError) return null;
    throw err;
  }
}
