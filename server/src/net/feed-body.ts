// Pure: the bytes of a feed answer to text. Compressed bodies are unpacked (with a size limit),
// the charset comes from a byte-order mark, the response header, or a guess, and control bytes
// that no calendar contains (NUL and the like) are removed, so no body can break the parser.
import { brotliDecompressSync, gunzipSync, inflateSync } from 'node:zlib';
import { text, TextError } from '../i18n/text';

/** A body that could not be turned into text; the message is safe to show to the admin. */
export class FeedBodyError extends TextError {}

const GZIP_MAGIC = [0x1f, 0x8b];
// Every C0 control except tab, line feed and carriage return, and DEL: no calendar contains them.
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/g;

function unpack(bytes: Buffer, encoding: string, maxBytes: number): Buffer {
  const limit = { maxOutputLength: maxBytes };
  const looksGzip = bytes[0] === GZIP_MAGIC[0] && bytes[1] === GZIP_MAGIC[1];
  try {
    if (encoding.includes('gzip') || looksGzip) return gunzipSync(bytes, limit);
    if (encoding.includes('deflate')) return inflateSync(bytes, limit);
    if (encoding.includes('br')) return brotliDecompressSync(bytes, limit);
  } catch (err) {
    if ((err as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE' || err instanceof RangeError) {
      throw new FeedBodyError(text('feed.unpackedTooLarge', { mb: Math.round(maxBytes / 1024 / 1024) }));
    }
    throw new FeedBodyError(text('feed.badCompression'));
  }
  return bytes;
}

function charsetOf(contentType: string | undefined): string | undefined {
  const match = /charset\s*=\s*"?([\w.:-]+)"?/i.exec(contentType ?? '');
  return match?.[1]?.toLowerCase();
}

function decoderFor(label: string | undefined): InstanceType<typeof TextDecoder> | undefined {
  if (!label) return undefined;
  try {
    return new TextDecoder(label);
  } catch {
    return undefined; // an unknown charset label: guess as if none was given
  }
}

function decode(bytes: Buffer, contentType: string | undefined): string {
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf)
    return new TextDecoder('utf-8').decode(bytes.subarray(3));
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return new TextDecoder('utf-16le').decode(bytes.subarray(2));
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return new TextDecoder('utf-16be').decode(bytes.subarray(2));
  const declared = decoderFor(charsetOf(contentType));
  if (declared) return declared.decode(bytes);
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    // Not UTF-8 and no charset said: Western European exports (ISO-8859-1 / Windows-1252) are the usual case.
    return new TextDecoder('windows-1252').decode(bytes);
  }
}

/** The text of a feed body: unpacked, decoded by its charset, without BOM or control bytes. */
export function decodeFeedBody(
  bytes: Buffer,
  headers: { contentType?: string; contentEncoding?: string },
  maxBytes: number,
): string {
  const unpacked = unpack(bytes, (headers.contentEncoding ?? '').toLowerCase(), maxBytes);
  return decode(unpacked, headers.contentType)
    .replace(/^\uFEFF/, '')
    .replace(CONTROL, '');
}
