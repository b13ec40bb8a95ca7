import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

export type CloudinaryAccount = { apiKey: string; apiSecret: string; cloudName: string };

/**
 * The hosted service's upload signature: parameters sorted by name, joined as `k=v&k=v`, the API
 * secret appended, SHA-1 in hex (its "Generating authentication signatures" page).
 */
export function cloudinarySignature(params: Record<string, string | number>, apiSecret: string): string {
  const payload = Object.keys(params)
    .sort()
    .map((key) => `${key}=${params[key]}`)
    .join('&');
  return createHash('sha1')
    .update(payload + apiSecret)
    .digest('hex');
}

/** Reads `cloudinary://key:secret@cloud` (CLOUDINARY_URL). */
export function parseCloudinaryUrl(url: string): CloudinaryAccount {
  const parsed = new URL(url);
  const account = {
    apiKey: decodeURIComponent(parsed.username),
    apiSecret: decodeURIComponent(parsed.password),
    cloudName: parsed.hostname,
  };
  if (!account.apiKey || !account.apiSecret || !account.cloudName) {
    throw new Error('CLOUDINARY_URL must look like cloudinary://API_KEY:API_SECRET@CLOUD_NAME');
  }
  return account;
}

/**
 * The built-in media host's signature: a random nonce (so no two signatures are alike, and each
 * can be counted) and the HMAC-SHA256 of timestamp and nonce with our own key, as `nonce.mac`.
 */
export function localSignature(
  timestamp: number,
  key: Uint8Array,
  nonce = randomBytes(12).toString('base64url'),
): string {
  return `${nonce}.${createHmac('sha256', key).update(`timestamp=${timestamp}&nonce=${nonce}`).digest('hex')}`;
}

/** Tells, in constant time, whether `signature` is one of ours for this timestamp. */
export function isLocalSignature(signature: string, timestamp: number, key: Uint8Array): boolean {
  const parts = signature.split('.');
  if (parts.length !== 2 || !parts[0]) return false;
  const left = Buffer.from(signature);
  const right = Buffer.from(localSignature(timestamp, key, parts[0]));
  return left.length === right.length && timingSafeEqual(left, right);
}

/** The built-in host's signing key, derived from the JWT secret so there is nothing more to configure. */
export function deriveMediaKey(jwtSecret: Uint8Array): Uint8Array {
  return createHmac('sha256', jwtSecret).update('media-upload-signing').digest();
}
