// Zip bomb guard for .xlsx files (pure). The spreadsheet reader trusts the sizes a zip declares and
// grows its buffers outside the V8 heap (where a worker's memory limit does not reach), so before it
// runs, every compressed entry is inflated here with a hard cap on what it may produce.
// The inflate is fflate's pure JavaScript one, fed a little at a time: it runs in a worker thread that
// is terminated on a time or memory limit, and a native zlib handle caught half-built by that
// termination aborts the whole process at the worker's exit (Node's "close before init" assertion).
import { Inflate } from 'fflate';

/** What the entries of one .xlsx may unpack to in total; real sheets of 20,000 rows stay well below. */
export const MAX_UNPACKED_BYTES = 64 * 1024 * 1024;

/** The archive would unpack to more than the limit. */
export class UnpackedTooLarge extends Error {}

/** Compressed bytes fed per step: deflate expands at most about 1,032 times, so a step adds at most ~4 MB. */
const STEP = 4096;

const EOCD = 0x06054b50;
const CENTRAL = 0x02014b50;
const LOCAL = 0x04034b50;

function findEndOfCentralDirectory(view: DataView): number {
  // The end record is 22 bytes plus a comment of at most 65,535 bytes, at the end of the file.
  for (let i = view.byteLength - 22; i >= Math.max(0, view.byteLength - 22 - 65_535); i--) {
    if (view.getUint32(i, true) === EOCD) return i;
  }
  throw new Error('no end of central directory');
}

/**
 * Inflates each entry the way the reader will find it (central directory -> local header -> data)
 * and throws UnpackedTooLarge past `limit` bytes in total; a malformed archive throws Error.
 */
export function checkUnpackedSize(bytes: Uint8Array, limit = MAX_UNPACKED_BYTES): number {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const end = findEndOfCentralDirectory(view);
  const entries = view.getUint16(end + 10, true);
  let at = view.getUint32(end + 16, true);
  let total = 0;
  for (let n = 0; n < entries; n++) {
    if (view.getUint32(at, true) !== CENTRAL) throw new Error('bad central directory');
    const method = view.getUint16(at + 10, true);
    const compressedSize = view.getUint32(at + 20, true);
    const offset = view.getUint32(at + 42, true);
    at += 46 + view.getUint16(at + 28, true) + view.getUint16(at + 30, true) + view.getUint16(at + 32, true);
    if (view.getUint32(offset, true) !== LOCAL) throw new Error('bad local header');
    const dataStart = offset + 30 + view.getUint16(offset + 26, true) + view.getUint16(offset + 28, true);
    if (method !== 8) continue;
    total = inflateEntry(bytes.subarray(dataStart, dataStart + compressedSize), total, limit);
  }
  return total;
}

// Inflates the entry's declared compressed bytes, adding to `total` and stopping as soon as it passes
// `limit`. The reader inflates until the deflate stream ends, whatever size is declared: a stream
// longer than its declared size fails here as cut short (a malformed archive), so nothing the reader
// would unpack goes uncounted.
function inflateEntry(data: Uint8Array, total: number, limit: number): number {
  const inflate = new Inflate((chunk) => {
    total += chunk.length;
  });
  let at = 0;
  do {
    inflate.push(data.subarray(at, at + STEP), at + STEP >= data.length);
    if (total > limit) throw new UnpackedTooLarge('too large');
    at += STEP;
  } while (at < data.length);
  return total;
}
