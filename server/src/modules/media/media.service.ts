import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileTypeFromBuffer } from 'file-type';
import { LRUCache } from 'lru-cache';
import { SIGNATURE_TTL_SECONDS, UPLOADS_PER_SIGNATURE, type MediaSignature } from '@common/contracts/media';
import type { Db, DbOrTx } from '../../db/client';
import { AppError, errorCode } from '../../errors';
import { findMediaFile, insertMediaFile } from './media.queries';
import type { S3Bucket } from '../../s3-url';
import { reencodeImage } from './reencode';
import { getObject, putObject } from './s3';
import { cloudinarySignature, isLocalSignature, localSignature, type CloudinaryAccount } from './signing';
import { text, type Text } from '../../i18n/text';

export type MediaDeps = {
  /** Where the built-in host keeps files: the database, shared by every process (unless S3_URL is set). */
  db: Db;
  /** Set when S3_URL is: new files go to this bucket instead of the database. */
  bucket: S3Bucket | undefined;
  /** Where files uploaded before they moved to the database still are (DATA_DIR/media), read only. */
  dir: string;
  /** Signing key of the built-in host. */
  key: Uint8Array;
  /** Set when CLOUDINARY_URL is: the browser uploads there instead. */
  cloudinary: CloudinaryAccount | undefined;
  /** Uploads made so far under each signature (createUploadCounts). */
  uploads: UploadCounts;
};

/** How many uploads each signature has made, kept while the signature is valid (memory, per process). */
export type UploadCounts = LRUCache<string, number>;

/** An empty upload count: one signature is good for the uploads of one form, not for ever. */
export function createUploadCounts(): UploadCounts {
  return new LRUCache<string, number>({ max: 10_000, ttl: (SIGNATURE_TTL_SECONDS + 120) * 1000 });
}

export const LOCAL_API_KEY = 'local';

/** Image types the built-in host takes, by their sniffed content (HEIC: no decoder in sharp's prebuilt binary). */
const IMAGE_TYPES = new Set(['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'image/avif']);

const now = () => Math.floor(Date.now() / 1000);

/** A signature for one upload, for the hosted service or for our own host. */
export function createSignature(deps: MediaDeps): MediaSignature {
  const timestamp = now();
  const { cloudinary } = deps;
  if (cloudinary) {
    return {
      apiKey: cloudinary.apiKey,
      timestamp,
      signature: cloudinarySignature({ timestamp }, cloudinary.apiSecret),
      cloudName: cloudinary.cloudName,
      uploadUrl: `https://api.cloudinary.com/v1_1/${encodeURIComponent(cloudinary.cloudName)}/auto/upload`,
    };
  }
  return {
    apiKey: LOCAL_API_KEY,
    timestamp,
    signature: localSignature(timestamp, deps.key),
    cloudName: LOCAL_API_KEY,
    uploadUrl: '/api/media/upload',
  };
}

/** Checks an upload's api_key, timestamp (at most an hour old) and signature, and counts the upload against it. */
export function useUploadSignature(deps: MediaDeps, fields: Record<string, string>): void {
  const refuse = (detail: Text) => new AppError('forbidden', detail);
  if (fields.api_key !== LOCAL_API_KEY) throw refuse(text('media.unknownKey'));
  const timestamp = Number(fields.timestamp);
  if (!Number.isInteger(timestamp)) throw refuse(text('media.noTimestamp'));
  const age = now() - timestamp;
  if (age > SIGNATURE_TTL_SECONDS || age < -60) throw refuse(text('media.signatureExpired'));
  if (!fields.signature || !isLocalSignature(fields.signature, timestamp, deps.key))
    throw refuse(text('media.signatureInvalid'));
  const used = deps.uploads.get(fields.signature) ?? 0;
  if (used >= UPLOADS_PER_SIGNATURE) {
    throw refuse(text('media.signatureUsed', { count: UPLOADS_PER_SIGNATURE }));
  }
  deps.uploads.set(fields.signature, used + 1);
}

/** Photo proof of cleanings and problems: what a phone's canvas makes, nothing else. */
export const PHOTO_TYPES = {
  types: new Set(['image/jpeg', 'image/png', 'image/webp']),
  refusal: text('media.onlyPhotos'),
};
const ANY_IMAGE = { types: IMAGE_TYPES, refusal: text('media.onlyImages') };

/** An upload decoded and encoded again, named by the hash of its new bytes, ready to keep. */
export type PreparedImage = { name: string; contentType: string; content: Buffer };

/**
 * Checks that an upload is an image of an allowed type (by its content, whatever its name says: 415)
 * and re-encodes it (reencodeImage: no metadata, upright, bounded; 413 or 415 when it cannot be).
 * Takes no database connection: callers run it before their transaction.
 */
export async function prepareImage(
  content: Buffer,
  allowed: { types: Set<string>; refusal: Text } = ANY_IMAGE,
): Promise<PreparedImage> {
  const type = await fileTypeFromBuffer(content);
  if (!type || !allowed.types.has(type.mime)) throw new AppError('unsupported', allowed.refusal);
  const image = await reencodeImage(content, type.mime);
  const name = `${createHash('sha256').update(image.content).digest('hex').slice(0, 32)}.${image.ext}`;
  return { name, contentType: image.contentType, content: image.content };
}

/** A photo of a cleaning or a problem prepared for keeping (JPEG, PNG or WebP), or undefined when none was sent. */
export async function preparePhoto(content: Buffer | undefined): Promise<PreparedImage | undefined> {
  return content && content.length > 0 ? prepareImage(content, PHOTO_TYPES) : undefined;
}

/** Keeps a prepared image in the bucket when there is one, else in the database; answers its name. */
export async function keepImage(
  deps: { db: DbOrTx; bucket?: MediaDeps['bucket'] },
  image: PreparedImage,
): Promise<string> {
  if (deps.bucket) await putObject(deps.bucket, image.name, image.content, image.contentType);
  else await insertMediaFile(deps.db, image);
  return image.name;
}

/** Re-encodes an image and keeps it (prepareImage, then keepImage); refuses anything else with 415. */
export async function storeImage(
  deps: { db: DbOrTx; bucket?: MediaDeps['bucket'] },
  content: Buffer,
  allowed: { types: Set<string>; refusal: Text } = ANY_IMAGE,
): Promise<string> {
  return keepImage(deps, await prepareImage(content, allowed));
}

/** Where a stored file is read: relative unless PUBLIC_URL is set, so stored links survive a change of host name. */
export const mediaUrl = (publicUrl: string | undefined, name: string) =>
  `${(publicUrl ?? '').replace(/\/$/, '')}/media/${name}`;

/** Names the built-in host gives: a 32-hex content hash and an extension. */
const STORED_NAME = /^[0-9a-f]{32}\.[a-z0-9]{2,5}$/;
const TYPE_OF_EXTENSION: Record<string, string> = {
  jpg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  gif: 'image/gif',
  avif: 'image/avif',
  heic: 'image/heic',
  heif: 'image/heif',
};

/**
 * A stored image by name: from the bucket when S3_URL is set, else (or when it is not there, as
 * for photos uploaded before the bucket) from the database, else from DATA_DIR/media where uploads
 * were kept before (so their links keep working); undefined when there is none.
 */
export async function readImage(
  deps: Pick<MediaDeps, 'db' | 'dir' | 'bucket'>,
  name: string,
): Promise<{ contentType: string; content: Buffer } | undefined> {
  if (!STORED_NAME.test(name)) return undefined;
  const inBucket = deps.bucket ? await getObject(deps.bucket, name) : undefined;
  if (inBucket) return inBucket;
  const stored = await findMediaFile(deps.db, name);
  if (stored) return stored;
  const contentType = TYPE_OF_EXTENSION[name.slice(name.lastIndexOf('.') + 1)];
  if (!contentType) return undefined;
  try {
    return { contentType, content: await readFile(path.join(deps.dir, name)) };
  } catch (err) {
    if (errorCode(err) === 'ENOENT') return undefined;
    throw err;
  }
}
