// Real images made for tests (decision 0027): a phone's photo with its metadata, distinct photos,
// and hostile files. Built with sharp and by hand, so no large binary sits in the repository.
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { crc32, deflateSync } from 'node:zlib';
import sharp from 'sharp';

const fixtures = path.join(import.meta.dirname, 'fixtures/images');
/** A fixture photo's bytes (house-1.jpg ... house-4.jpg, 800 x 600; small.png, 64 x 48). */
export const fixtureImage = (name: string) => readFileSync(path.join(fixtures, name));

/** Words hidden in the phone photo's metadata blocks: none may be in a stored file. */
export const SECRETS = { gps: 'WGS-84', camera: 'SecretPhone X', xmp: 'secret-xmp-creator', iptc: 'secret-iptc-city' };

const XMP = `<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#"><rdf:Description xmlns:dc="http://purl.org/dc/elements/1.1/"><dc:creator>${SECRETS.xmp}</dc:creator></rdf:Description></rdf:RDF></x:xmpmeta>`;

/** An APP13 segment (Photoshop 3.0, resource 0x0404) holding one IPTC record: City (2:90). */
function iptcSegment(city: string): Buffer {
  const value = Buffer.from(city, 'latin1');
  const record = Buffer.concat([Buffer.from([0x1c, 0x02, 90, 0, value.length]), value]);
  const padded = record.length % 2 ? Buffer.concat([record, Buffer.alloc(1)]) : record;
  const size = Buffer.alloc(4);
  size.writeUInt32BE(record.length);
  const body = Buffer.concat([Buffer.from('Photoshop 3.0\x008BIM\x04\x04\x00\x00', 'latin1'), size, padded]);
  const header = Buffer.from([0xff, 0xed, 0, 0]);
  header.writeUInt16BE(body.length + 2, 2);
  return Buffer.concat([header, body]);
}

/**
 * A camera photo as a phone sends it: house-1.jpg (800 x 600 pixels) marked "turn 90° clockwise"
 * (EXIF orientation 6, so it shows 600 x 800), with EXIF holding the camera and a GPS position,
 * XMP and IPTC.
 */
export async function phonePhoto(): Promise<Buffer> {
  const jpeg = await sharp(fixtureImage('house-1.jpg'))
    .withExif({
      IFD0: { Make: SECRETS.camera, Model: SECRETS.camera },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '10/1 38/1 0/1',
        GPSLongitudeRef: 'W',
        GPSLongitude: '85/1 26/1 0/1',
        GPSMapDatum: SECRETS.gps,
      },
    })
    .withMetadata({ orientation: 6 })
    .withXmp(XMP)
    .jpeg({ quality: 90 })
    .toBuffer();
  // After the SOI marker: sharp writes no IPTC, so the segment goes in by hand.
  return Buffer.concat([jpeg.subarray(0, 2), iptcSegment(SECRETS.iptc), jpeg.subarray(2)]);
}

/** What an image carries, as sharp reads it, and which of the secret words its bytes hold. */
export async function inspectImage(content: Buffer) {
  const m = await sharp(content).metadata();
  const bytes = content.toString('latin1');
  return {
    format: m.format,
    width: m.width,
    height: m.height,
    orientation: m.orientation,
    exif: m.exif !== undefined,
    xmp: m.xmp !== undefined,
    iptc: m.iptc !== undefined,
    icc: m.icc !== undefined,
    secrets: Object.values(SECRETS).filter((word) => bytes.includes(word)),
  };
}

/** A different real photo for each `n`: a fixture at a width of its own, so even re-encoded no two are alike. */
export async function distinctJpeg(n: number): Promise<Buffer> {
  return sharp(fixtureImage(`house-${(n % 4) + 1}.jpg`))
    .resize({ width: 200 + n })
    .jpeg()
    .toBuffer();
}

/** A different real PNG for each `n` (the small fixture at a width of its own). */
export async function distinctPng(n: number): Promise<Buffer> {
  return sharp(fixtureImage('small.png'))
    .resize({ width: 64 + n })
    .png()
    .toBuffer();
}

/** A JPEG's first 200 bytes (its header) followed by random bytes: sniffed as a JPEG, decodes as nothing. */
export const forgedJpeg = () => Buffer.concat([fixtureImage('house-1.jpg').subarray(0, 200), randomBytes(20_000)]);

/** A PNG chunk: length, type, data, CRC. */
function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typed = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typed));
  return Buffer.concat([length, typed, crc]);
}

/**
 * A decompression bomb: a valid PNG of `side` x `side` black pixels (1-bit greyscale) in about
 * 50 KB that decodes to 400 megapixels at the default 20000.
 */
export function pngBomb(side = 20_000): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(side, 0);
  header.writeUInt32BE(side, 4);
  header[8] = 1; // bit depth
  header[9] = 0; // greyscale
  const rows = Buffer.alloc(side * (1 + Math.ceil(side / 8))); // each row: filter 0, then zero bits
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(rows, { level: 9 })),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}
