// Photos are shrunk on the phone before they travel: a 12-megapixel camera picture of
// 4-6 MB becomes a JPEG of 200-400 KB with a long side of 1600 px. Every photo path goes through
// photoForUpload, the offline queue included (decision 0032).
import { MAX_PHOTO_BYTES, PHOTO_JPEG_QUALITY, PHOTO_LONG_SIDE } from '@common/domain/limits';
import i18n from './i18n';

/** The size an image of `width` x `height` takes with its long side at most `longSide` (never enlarged). */
export function fitWithin(
  width: number,
  height: number,
  longSide = PHOTO_LONG_SIDE,
): { width: number; height: number } {
  const scale = Math.min(1, longSide / Math.max(width, height, 1));
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

/**
 * A camera picture as a JPEG whose long side is at most 1600 px (quality 0.8), turned upright as
 * its EXIF orientation says. Anything the browser cannot decode is refused (the promise rejects).
 */
export async function shrinkImage(file: Blob, longSide = PHOTO_LONG_SIDE, quality = PHOTO_JPEG_QUALITY): Promise<Blob> {
  const bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
  try {
    const { width, height } = fitWithin(bitmap.width, bitmap.height, longSide);
    const canvas = document.createElement('canvas');
    canvas.width = width;
    canvas.height = height;
    const context = canvas.getContext('2d');
    if (!context) throw new Error('No 2D canvas to shrink the photo on.');
    context.imageSmoothingQuality = 'high';
    context.drawImage(bitmap, 0, 0, width, height);
    return await new Promise<Blob>((resolve, reject) => {
      canvas.toBlob(
        (blob) => (blob ? resolve(blob) : reject(new Error('The photo could not be encoded.'))),
        'image/jpeg',
        quality,
      );
    });
  } finally {
    bitmap.close();
  }
}

/** What the phone sends for a picture: its shrunk JPEG, the file itself, or nothing (refused on the phone). */
export type PhotoChoice = 'shrunk' | 'original' | 'refused';

/**
 * The rule of photoForUpload: a picture the browser could shrink goes shrunk; one it could not read
 * (HEIC outside Safari, a damaged file) goes as it is when the server may still take it (the server
 * decides: 415 when it is no image), else it is refused on the phone, as the server would refuse it.
 */
export function choosePhoto(
  originalBytes: number,
  shrunkBytes: number | undefined,
  limit = MAX_PHOTO_BYTES,
): PhotoChoice {
  if (shrunkBytes !== undefined && shrunkBytes <= limit) return 'shrunk';
  return originalBytes <= limit ? 'original' : 'refused';
}

/** A picture refused on the phone: its file name, and why in the user's language (the message). */
export class PhotoRefusedError extends Error {
  constructor(readonly fileName: string) {
    super(i18n.t('proof.refusedOnPhone', { mb: MAX_PHOTO_BYTES / 1024 / 1024 }));
    this.name = 'PhotoRefusedError';
  }
}

/**
 * The one way every photo leaves the phone (serviced card, Photos tab, problem report, the offline
 * queue): the picture shrunk (shrinkImage), or the file itself when the browser cannot read it and it
 * is within the server's limit (choosePhoto). Throws PhotoRefusedError otherwise.
 */
export async function photoForUpload(file: File): Promise<Blob> {
  let shrunk: Blob | undefined;
  try {
    shrunk = await shrinkImage(file);
  } catch {
    shrunk = undefined;
  }
  const choice = choosePhoto(file.size, shrunk?.size);
  if (choice === 'shrunk' && shrunk) return shrunk;
  if (choice === 'original') return file;
  throw new PhotoRefusedError(file.name);
}
