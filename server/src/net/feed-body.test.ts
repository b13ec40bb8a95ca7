import { deflateSync, gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { fixtureBytes } from '../../test/feed-server';
import { decodeFeedBody } from './feed-body';

const MB = 1024 * 1024;
const latin1 = fixtureBytes('abritel-latin1');

describe('decodeFeedBody', () => {
  it('unpacks gzip said by the header, or recognised by its bytes, and deflate', () => {
    const text = fixtureBytes('airbnb').toString('utf8');
    expect(decodeFeedBody(gzipSync(fixtureBytes('airbnb')), { contentEncoding: 'gzip' }, MB)).toBe(text);
    expect(decodeFeedBody(gzipSync(fixtureBytes('airbnb')), { contentType: 'application/octet-stream' }, MB)).toBe(
      text,
    );
    expect(decodeFeedBody(deflateSync(fixtureBytes('airbnb')), { contentEncoding: 'deflate' }, MB)).toBe(text);
  });

  it('refuses what unpacks beyond the limit, and a broken archive, with a readable reason', () => {
    expect(() => decodeFeedBody(gzipSync(Buffer.alloc(2 * MB, 'A')), {}, MB)).toThrow(
      'The feed is larger than 1 MB once unpacked.',
    );
    expect(() => decodeFeedBody(Buffer.from([0x1f, 0x8b, 1, 2, 3]), {}, MB)).toThrow(
      'The feed is compressed but could not be unpacked.',
    );
  });

  it('decodes by the declared charset, else UTF-8, else Windows-1252', () => {
    expect(decodeFeedBody(latin1, { contentType: 'text/calendar; charset="iso-8859-1"' }, MB)).toContain(
      'Réservé - Amélie Lefèvre',
    );
    expect(decodeFeedBody(latin1, { contentType: 'text/plain' }, MB)).toContain('Réservé - Amélie Lefèvre');
    expect(decodeFeedBody(latin1, { contentType: 'text/calendar; charset=made-up' }, MB)).toContain('Réservé');
    expect(decodeFeedBody(Buffer.from('SUMMARY:Réservé', 'utf8'), {}, MB)).toBe('SUMMARY:Réservé');
  });

  it('honours byte-order marks (UTF-8, UTF-16) and drops control bytes', () => {
    expect(
      decodeFeedBody(Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from('BEGIN:VCALENDAR')]), {}, MB),
    ).toBe('BEGIN:VCALENDAR');
    const utf16 = Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from('BEGIN:VCALENDAR\r\nSUMMARY:Café', 'utf16le')]);
    expect(decodeFeedBody(utf16, {}, MB)).toBe('BEGIN:VCALENDAR\r\nSUMMARY:Café');
    expect(decodeFeedBody(Buffer.from('A\u0000B\u0007C\tD\r\nE'), {}, MB)).toBe('ABC\tD\r\nE');
  });
});
