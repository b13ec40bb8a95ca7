import { afterAll, describe, expect, it } from 'vitest';
import { eventPhotos, mediaFiles } from '../../db/schema/media';
import { problemPhotos } from '../../db/schema/problems';
import { parseS3Url } from '../../s3-url';
import { createClient, multipart, propertyBody, signedIn, staffMember } from '../../../test/factories';
import { fixtureImage, forgedJpeg, inspectImage, phonePhoto, pngBomb } from '../../../test/images';
import { startS3Server } from '../../../test/s3-server';
import { createTestApp } from '../../../test/test-app';
import { getObject, listObjects } from './s3';

// Decision 0027: every way a photo reaches the server stores it decoded and encoded again,
// so a housekeeper's GPS position never leaves in a proof photo; a file that is not an image stores nothing.
const s3 = await startS3Server();
afterAll(() => s3.close());

const phone = await phonePhoto();
const house = fixtureImage('house-1.jpg');
const hostile: [string, number, RegExp, Buffer][] = [
  ['a JPEG header followed by random bytes', 415, /No se pudo leer el archivo como imagen/, forgedJpeg()],
  ['a JPEG cut in half', 415, /No se pudo leer el archivo como imagen/, house.subarray(0, house.length / 2)],
  ['text named .jpg', 415, /Solo se pueden subir/, Buffer.from('I am only text\n')],
  ['a 50 KB PNG of 20000 x 20000 pixels', 413, /como máximo 40 megapíxeles/, pngBomb()],
];

describe.each([
  ['the database', undefined],
  ['an S3 bucket', s3.url],
])('photos kept in %s', async (_where, s3Url) => {
  const { app, database } = await createTestApp({ s3Url });
  const db = database.db;
  const bucket = s3Url ? parseS3Url(s3Url) : undefined;
  const admin = await signedIn(app, db, 'admin');
  const ana = await staffMember(app, admin.auth, 'employee', 'Ana');
  const client = await createClient(db, 'Privacy Stays');
  const property = (
    await app.inject({ method: 'POST', url: '/api/houses/', headers: admin.auth, payload: propertyBody(client.id) })
  ).json() as { id: number };
  const event = (
    await app.inject({
      method: 'POST',
      url: '/api/cleaning_events/create',
      headers: admin.auth,
      payload: { property_id: property.id, service_date: '2026-11-20', event_summary: 'Turnover' },
    })
  ).json() as { id: number };
  const assigned = await app.inject({
    method: 'POST',
    url: '/api/assignments/',
    headers: admin.auth,
    payload: { cleaning_event_id: event.id, employee_id: ana.employee.id },
  });
  expect(assigned.statusCode).toBe(200);
  const problem = (
    await app.inject({
      method: 'POST',
      url: '/api/problems',
      headers: ana.auth,
      payload: { event_id: event.id, kind: 'damage', note: 'Cracked window' },
    })
  ).json() as { id: number };

  /** The three ways a photo is stored; each answers the stored photo's URL, or the refusal. */
  const es = { 'accept-language': 'es' };
  const paths = {
    'property image (POST /api/media/upload)': async (content: Buffer) => {
      const s = (await app.inject({ method: 'GET', url: '/api/media/signature', headers: admin.auth })).json();
      const form = multipart(
        { api_key: s.apiKey, timestamp: String(s.timestamp), signature: s.signature },
        { name: 'house.jpg', content, type: 'image/jpeg' },
      );
      const res = await app.inject({
        method: 'POST',
        url: '/api/media/upload',
        ...form,
        headers: { ...form.headers, ...es },
      });
      return { res, url: res.statusCode === 200 ? (res.json().secure_url as string) : undefined };
    },
    'cleaning proof photo (POST /api/cleaning_events/{id}/photos)': async (content: Buffer) => {
      const form = multipart({}, { name: 'photo.jpg', content, type: 'image/jpeg', field: 'photo' });
      const res = await app.inject({
        method: 'POST',
        url: `/api/cleaning_events/${event.id}/photos`,
        payload: form.payload,
        headers: { ...ana.auth, ...form.headers, ...es },
      });
      return { res, url: res.statusCode === 201 ? (res.json().url as string) : undefined };
    },
    'problem photo (POST /api/problems/{id}/photos)': async (content: Buffer) => {
      const form = multipart({}, { name: 'photo.jpg', content, type: 'image/jpeg', field: 'photo' });
      const res = await app.inject({
        method: 'POST',
        url: `/api/problems/${problem.id}/photos`,
        payload: form.payload,
        headers: { ...ana.auth, ...form.headers, ...es },
      });
      return { res, url: res.statusCode === 201 ? (res.json().photos.at(-1).url as string) : undefined };
    },
  };

  /** Everything stored so far: files (table and bucket) and the rows naming them. */
  const stored = async () => ({
    files: (await db.select({ name: mediaFiles.name }).from(mediaFiles)).map((r) => r.name).sort(),
    objects: bucket ? (await listObjects(bucket)).sort() : [],
    eventPhotos: (await db.select().from(eventPhotos)).length,
    problemPhotos: (await db.select().from(problemPhotos)).length,
  });

  it('the phone photo really carries EXIF with a GPS position, XMP and IPTC, turned by its orientation', async () => {
    expect(await inspectImage(phone)).toMatchObject({
      width: 800,
      height: 600,
      orientation: 6,
      exif: true,
      xmp: true,
      iptc: true,
      secrets: ['WGS-84', 'SecretPhone X', 'secret-xmp-creator', 'secret-iptc-city'],
    });
  });

  it.each(Object.keys(paths))('%s: stored upright, without EXIF, GPS or any other metadata', async (name) => {
    const { res, url } = await paths[name as keyof typeof paths](phone);
    expect(res.statusCode, res.body).toBeLessThan(300);
    expect(url).toMatch(/\/media\/[0-9a-f]{32}\.jpg$/);
    const served = await app.inject({ method: 'GET', url: url! });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/jpeg');
    // Upright: 800 x 600 pixels marked "turn 90°" are stored as 600 x 800 with no orientation left to apply.
    expect(await inspectImage(served.rawPayload)).toEqual({
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
    // What is kept is what is served: in the bucket, else in the table.
    const fileName = url!.replace(/^.*\/media\//, '');
    const kept = bucket
      ? (await getObject(bucket, fileName))?.content
      : (await db.select().from(mediaFiles)).find((f) => f.name === fileName)?.content;
    expect(kept && Buffer.from(kept).equals(served.rawPayload)).toBe(true);
    expect(await stored()).toMatchObject({ files: bucket ? [] : [fileName], objects: bucket ? [fileName] : [] });
  });

  it.each(hostile)(
    '%s: every path answers %i in Spanish and stores nothing',
    async (_what, status, detail, content) => {
      const before = await stored();
      for (const upload of Object.values(paths)) {
        const { res } = await upload(content);
        expect(res.statusCode, res.body).toBe(status);
        expect(res.json().detail).toMatch(detail);
      }
      expect(await stored()).toEqual(before);
    },
  );
});
