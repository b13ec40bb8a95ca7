import { describe, expect, it } from 'vitest';
import { choosePhoto, fitWithin, PhotoRefusedError, photoForUpload } from './shrink-image';

describe('fitWithin', () => {
  it('brings the long side down to 1600 px, keeping the shape', () => {
    expect(fitWithin(4032, 3024)).toEqual({ width: 1600, height: 1200 });
    expect(fitWithin(3024, 4032)).toEqual({ width: 1200, height: 1600 });
    expect(fitWithin(4000, 1000, 800)).toEqual({ width: 800, height: 200 });
  });

  it('never enlarges a small picture and never answers zero', () => {
    expect(fitWithin(640, 480)).toEqual({ width: 640, height: 480 });
    expect(fitWithin(10_000, 1)).toEqual({ width: 1600, height: 1 });
  });
});

describe('choosePhoto (what photoForUpload sends)', () => {
  const MB = 1024 * 1024;
  it('sends the shrunk JPEG whenever the browser could read the picture', () => {
    expect(choosePhoto(6 * MB, 300_000)).toBe('shrunk');
    expect(choosePhoto(200_000, 250_000)).toBe('shrunk');
  });

  it('sends a file it could not read as it is within 5 MB, and refuses it above', () => {
    expect(choosePhoto(5 * MB, undefined)).toBe('original');
    expect(choosePhoto(5 * MB + 1, undefined)).toBe('refused');
  });
});

describe('photoForUpload', () => {
  // jsdom reads no pictures (no createImageBitmap): every file here is one the browser cannot read.
  it('hands over a small unreadable file untouched and refuses a large one, naming it', async () => {
    const small = new File(['abc'], 'IMG_1.HEIC', { type: 'image/heic' });
    expect(await photoForUpload(small)).toBe(small);
    const large = new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'IMG_2.HEIC', { type: 'image/heic' });
    const refusal = await photoForUpload(large).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(PhotoRefusedError);
    expect(refusal).toMatchObject({
      fileName: 'IMG_2.HEIC',
      message:
        'This phone cannot read the picture and it is larger than 5 MB, so it cannot be sent. Choose another photo.',
    });
  });
});
