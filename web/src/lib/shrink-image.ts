// Photos are shrunk on the phone before they travel (issue 14): a 12-megapixel camera picture of
// 4-6 MB becomes a JPEG of 200-400 KB with a long side of 1600 px. Also used by the offline queue.
import { PHOTO_JPEG_QUALITY, PHOTO_LONG_SIDE } from '@common/domain/limits';

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
