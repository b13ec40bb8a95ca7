import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { AppError } from '../../errors';
import {
  distinctPng,
  fixtureImage,
  forgedJpeg,
  inspectImage,
  phonePhoto,
  pngBomb,
  SECRETS,
} from '../../../test/images';
import { createLimiter, reencodeImage, REENCODE_LIMITS } from './reencode';

// The re-encoding itself, on real images (decision 0027); media.test.ts and the photo suites go through HTTP.
const refusal = async (promise: Promise<unknown>) => {
  const err: unknown = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(AppError);
  return err as AppError;
};

describe('reencodeImage', () => {
  it("a phone's photo comes out upright, the same size, with no EXIF, GPS, XMP or IPTC", async () => {
    const input = await phonePhoto();
    // The input really carries them (sharp reads each block; the words are in its bytes).
    expect(await inspectImage(input)).toMatchObject({
      format: 'jpeg',
      width: 800,
      height: 600,
      orientation: 6,
      exif: true,
      xmp: true,
      iptc: true,
      secrets: Object.values(SECRETS),
    });
    const out = await reencodeImage(input, 'image/jpeg');
    expect(out).toMatchObject({ contentType: 'image/jpeg', ext: 'jpg', width: 600, height: 800 });
    expect(await inspectImage(out.content)).toEqual({
      format: 'jpeg',
      width: 600,
      height: 800,
      orientation: undefined,
      exif: false,
      xmp: false,
      iptc: false,
      icc: false,
      secrets: [],
    });
  });

  it('keeps WebP as WebP and makes PNG a JPEG (transparency on white)', async () => {
    const webp = await sharp(fixtureImage('house-2.jpg'))
      .withExif({ IFD0: { Make: SECRETS.camera } })
      .webp()
      .toBuffer();
    expect((await inspectImage(webp)).exif).toBe(true);
    const fromWebp = await reencodeImage(webp, 'image/webp');
    expect(fromWebp).toMatchObject({ contentType: 'image/webp', ext: 'webp', width: 800, height: 600 });
    expect(await inspectImage(fromWebp.content)).toMatchObject({ format: 'webp', exif: false, secrets: [] });

    const clear = await sharp({ create: { width: 4, height: 4, channels: 4, background: '#0000' } })
      .png()
      .toBuffer();
    const fromPng = await reencodeImage(clear, 'image/png');
    expect(fromPng).toMatchObject({ contentType: 'image/jpeg', ext: 'jpg', width: 4, height: 4 });
    const { data } = await sharp(fromPng.content).raw().toBuffer({ resolveWithObject: true });
    expect(Math.min(...data)).toBeGreaterThan(250); // white, not black
  });

  it.each([
    ['gif', 'image/gif'],
    ['avif', 'image/avif'],
  ] as const)('makes a %s a JPEG', async (format, type) => {
    const input = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#369' } })
      .toFormat(format)
      .toBuffer();
    const out = await reencodeImage(input, type);
    expect(out).toMatchObject({ contentType: 'image/jpeg', ext: 'jpg', width: 40, height: 30 });
    expect((await sharp(out.content).metadata()).format).toBe('jpeg');
  });

  it('shrinks the long side to 2560 px and never enlarges', async () => {
    const wide = await sharp({ create: { width: 5000, height: 1000, channels: 3, background: '#357' } })
      .jpeg()
      .toBuffer();
    expect(await reencodeImage(wide, 'image/jpeg')).toMatchObject({ width: REENCODE_LIMITS.longSide, height: 512 });
    expect(await reencodeImage(await distinctPng(0), 'image/png')).toMatchObject({ width: 64, height: 48 });
  });

  it('gives the same bytes for the same file (a retried upload is the same photo)', async () => {
    const input = await phonePhoto();
    const [a, b] = await Promise.all([reencodeImage(input, 'image/jpeg'), reencodeImage(input, 'image/jpeg')]);
    expect(a.content.equals(b.content)).toBe(true);
  });

  it('refuses with 415 what does not decode: random bytes after a JPEG header, a cut file, text, a type mismatch', async () => {
    const house = fixtureImage('house-1.jpg');
    for (const [content, type] of [
      [forgedJpeg(), 'image/jpeg'],
      [house.subarray(0, house.length / 2), 'image/jpeg'],
      [Buffer.from('not an image at all'), 'image/jpeg'],
      [house, 'image/png'], // a JPEG sniffed as a PNG must not be decoded as whatever it is
      [house, 'application/pdf'],
    ] as const) {
      const err = await refusal(reencodeImage(content, type));
      expect(err.statusCode).toBe(415);
      expect(String(err.message)).toMatch(/could not be read as an image/);
    }
  });

  it('refuses a decompression bomb with 413 from its header (a 50 KB PNG of 400 megapixels)', async () => {
    const bomb = pngBomb();
    expect(bomb.length).toBeLessThan(100_000);
    expect(await sharp(bomb, { limitInputPixels: false }).metadata()).toMatchObject({ width: 20000, height: 20000 });
    const err = await refusal(reencodeImage(bomb, 'image/png'));
    expect(err.statusCode).toBe(413);
    expect(String(err.message)).toMatch(/at most 40 megapixels/);
  });
});

describe('createLimiter', () => {
  it('runs at most the given number of tasks at once, the others in turn', async () => {
    const run = createLimiter(2);
    let active = 0;
    let most = 0;
    const order: number[] = [];
    const releases: (() => void)[] = [];
    const task = (n: number) =>
      run(async () => {
        active++;
        most = Math.max(most, active);
        order.push(n);
        await new Promise<void>((resolve) => releases.push(resolve));
        active--;
        return n;
      });
    const all = Promise.all([1, 2, 3, 4, 5].map(task));
    const settle = () => new Promise((resolve) => setImmediate(resolve));
    await settle();
    expect(order).toEqual([1, 2]);
    while (releases.length > 0) {
      releases.shift()!();
      await settle();
    }
    expect(await all).toEqual([1, 2, 3, 4, 5]);
    expect(order).toEqual([1, 2, 3, 4, 5]);
    expect(most).toBe(2);
  });

  it('frees the place of a task that fails', async () => {
    const run = createLimiter(1);
    await expect(run(() => Promise.reject(new Error('broken')))).rejects.toThrow('broken');
    expect(await run(() => Promise.resolve('next'))).toBe('next');
  });
});
