// Every photo the server keeps is decoded and encoded again (decision 0027): what is stored is pixels,
// never the sender's file, so EXIF (GPS position, camera, time), XMP, IPTC and ICC blocks, trailing
// bytes and anything hidden in a file that only looks like an image are gone.
import sharp from 'sharp';
import { AppError } from '../../errors';
import { text } from '../../i18n/text';

/** Bounds of one re-encoding: pixels read (checked from the header, before decoding), size kept, time. */
export const REENCODE_LIMITS = {
  maxInputPixels: 40_000_000,
  longSide: 2560,
  timeoutSeconds: 10,
  quality: 85,
  /** Images re-encoded at once; the rest wait, so libuv's 4 threads stay free for files, DNS and crypto. */
  concurrent: 2,
} as const;

/** The decoders allowed for each sniffed type: a file must decode as the type its bytes claim. */
const DECODER_OF_TYPE: Record<string, string> = {
  'image/jpeg': 'jpeg',
  'image/png': 'png',
  'image/webp': 'webp',
  'image/gif': 'gif',
  'image/avif': 'heif',
};

export type Reencoded = {
  content: Buffer;
  contentType: 'image/jpeg' | 'image/webp';
  ext: 'jpg' | 'webp';
  width: number;
  height: number;
};

// Each upload is a new image: libvips' operation cache would only hold memory.
sharp.cache(false);

/** Runs at most `max` tasks at once, the others in arrival order as places free up. */
export function createLimiter(max: number) {
  let active = 0;
  const waiting: (() => void)[] = [];
  return async function run<T>(task: () => Promise<T>): Promise<T> {
    if (active >= max) await new Promise<void>((resolve) => waiting.push(resolve));
    else active++;
    try {
      return await task();
    } finally {
      const next = waiting.shift();
      if (next) next();
      else active--;
    }
  };
}

const limited = createLimiter(REENCODE_LIMITS.concurrent);

/**
 * Decodes an image of the sniffed `type` and encodes it again, upright (EXIF orientation applied),
 * its long side at most 2560 px, sRGB, with no metadata at all: WebP stays WebP, everything else
 * becomes JPEG (transparency on white). Runs on libuv's thread pool, never the main thread.
 * Refuses what does not decode as that type (415) and images over 40 megapixels, judged from the
 * header before any pixel is decoded, or that take over 10 s (413).
 */
export async function reencodeImage(content: Buffer, type: string): Promise<Reencoded> {
  const decoder = DECODER_OF_TYPE[type];
  if (!decoder) throw new AppError('unsupported', text('media.notDecodable'));
  return limited(async () => {
    try {
      const input = sharp(content, {
        limitInputPixels: REENCODE_LIMITS.maxInputPixels,
        failOn: 'warning',
        sequentialRead: true,
        pages: 1,
      });
      if ((await input.metadata()).format !== decoder) throw new AppError('unsupported', text('media.notDecodable'));
      const { longSide, quality, timeoutSeconds } = REENCODE_LIMITS;
      const fitted = input
        .autoOrient()
        .resize({ width: longSide, height: longSide, fit: 'inside', withoutEnlargement: true })
        .timeout({ seconds: timeoutSeconds });
      const webp = type === 'image/webp';
      const encoded = webp ? fitted.webp({ quality }) : fitted.flatten({ background: '#ffffff' }).jpeg({ quality });
      const { data, info } = await encoded.toBuffer({ resolveWithObject: true });
      return {
        content: data,
        contentType: webp ? 'image/webp' : 'image/jpeg',
        ext: webp ? 'webp' : 'jpg',
        width: info.width,
        height: info.height,
      };
    } catch (err) {
      throw refusal(err);
    }
  });
}

/** What a failure of the image library means for the sender: too big to process (413), or not an image (415). */
function refusal(err: unknown): AppError {
  if (err instanceof AppError) return err;
  const message = err instanceof Error ? err.message : '';
  if (/exceeds pixel limit|^timeout/i.test(message)) {
    return new AppError(
      'too_large',
      text('media.tooManyPixels', { megapixels: REENCODE_LIMITS.maxInputPixels / 1_000_000 }),
    );
  }
  return new AppError('unsupported', text('media.notDecodable'));
}
