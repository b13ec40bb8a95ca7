import { readFileSync } from 'node:fs';
import { desc, eq } from 'drizzle-orm';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { mailOutbox } from '../../db/schema/mail';
import { mediaFiles } from '../../db/schema/media';
import { clients } from '../../db/schema/properties';
import { multipart } from '../../../test/factories';
import { pdfImageCount as imageCount, pdfText, reportWorld } from '../../../test/reports-world';
import { distinctJpeg as makeDistinctJpeg } from '../../../test/images';
import { startS3Server } from '../../../test/s3-server';
import { createTestApp, type TestContext } from '../../../test/test-app';
import { planPhotos } from './report-photos';

// Photo proof in the client report (decision 0017): real JPEGs uploaded by the housekeeper
// to her cleanings, read back from the PDF's text and its embedded image objects.
const fixture = (name: string) => readFileSync(path.join(import.meta.dirname, '../../../test/fixtures/images', name));
const JPEGS = ['house-1.jpg', 'house-2.jpg', 'house-3.jpg', 'house-4.jpg'].map(fixture);
/** A different real JPEG each time (re-encoding would make bytes added after its end the same photo). */
let serial = 0;
const distinctJpeg = () => makeDistinctJpeg(++serial);
const distinctJpegs = (n: number) => Promise.all(Array.from({ length: n }, distinctJpeg));

/** A world whose cleanings can carry photos: uploaded by Ana while assigned, then serviced and completed. */
async function photoWorld(ctx: TestContext) {
  const w = await reportWorld(ctx);
  async function cleaningWithPhotos(
    propertyId: number,
    date: string,
    photos: Buffer[],
    status: 'completed' | 'in_review' = 'completed',
  ) {
    const id = await w.cleaning(propertyId, date, 'assigned', `Turnover ${date}`);
    for (const content of photos) {
      const body = multipart({}, { name: 'photo.jpg', content, type: 'image/jpeg', field: 'photo' });
      const res = await ctx.app.inject({
        method: 'POST',
        url: `/api/cleaning_events/${id}/photos`,
        payload: body.payload,
        headers: { ...w.housekeeper.auth, ...body.headers },
      });
      expect(res.statusCode, res.body).toBe(201);
    }
    expect(
      (await w.call(w.housekeeper, 'PATCH', `/api/cleaning_events/${id}/status`, { status: 'in_review' })).statusCode,
    ).toBe(200);
    if (status === 'completed')
      expect(
        (await w.call(w.supervisor, 'PATCH', `/api/cleaning_events/${id}/status`, { status: 'completed' })).statusCode,
      ).toBe(200);
    return id;
  }
  return { ...w, cleaningWithPhotos };
}

const ctx = await createTestApp();
const w = await photoWorld(ctx);
const client = await w.client('Foto Rentals');
const sol = await w.house(client.id, 'Casa Sol', 80, 15000);
const luna = await w.house(client.id, 'Villa Luna', 120, 20000);
await w.cleaningWithPhotos(sol.id, '2026-11-03', JPEGS.slice(0, 3));
await w.cleaningWithPhotos(luna.id, '2026-11-10', JPEGS.slice(3));
await w.cleaning(sol.id, '2026-11-15', 'completed', 'No photos taken');
await w.cleaningWithPhotos(luna.id, '2026-11-20', [await distinctJpeg()], 'in_review');
const november = { client_id: client.id, start_date: '2026-11-01', end_date: '2026-11-30' };
const generate = (body: object, headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'POST', url: '/api/reports/', payload: body, headers: { ...w.admin.auth, ...headers } });
const historyItem = async () => {
  const list = (await w.call(w.admin, 'GET', '/api/reports/')).json() as {
    id: number;
    client: { id: number };
    include_photos: boolean;
  }[];
  return list.find((r) => r.client.id === client.id)!;
};

describe('POST /reports/ with include_photos', () => {
  it('ends the PDF with a Photos section: a heading per completed cleaning with photos, and its JPEGs', async () => {
    const res = await generate({ ...november, include_photos: true });
    expect(res.statusCode).toBe(200);
    const { text, pages, total } = await pdfText(res.rawPayload);
    expect(total).toBe(2);
    expect(pages[0]).not.toContain('Photos');
    expect(pages[1]).toMatch(/^\s*BrightStay · Foto Rentals/);
    expect(pages[1]).toContain('Photos');
    expect(text).toContain('Casa Sol · Nov 3, 2026');
    expect(text).toContain('Villa Luna · Nov 10, 2026');
    // Neither the cleaning without photos nor the one still in review.
    expect(text).not.toContain('Casa Sol · Nov 15, 2026');
    expect(text).not.toContain('Nov 20, 2026');
    expect(text.indexOf('Casa Sol · Nov 3, 2026')).toBeLessThan(text.indexOf('Villa Luna · Nov 10, 2026'));
    expect(text).not.toContain('not shown');
    expect(pages[1]).toContain('Page 2 of 2');
    expect(imageCount(res.rawPayload)).toBe(4);
  });

  it('is stored with the report: regenerating and e-mailing keep it, and the history shows it', async () => {
    const item = await historyItem();
    expect(item.include_photos).toBe(true);
    const again = await w.call(w.admin, 'GET', `/api/reports/${item.id}/pdf`);
    expect(again.statusCode).toBe(200);
    expect((await pdfText(again.rawPayload)).text).toContain('Villa Luna · Nov 10, 2026');
    expect(imageCount(again.rawPayload)).toBe(4);

    const db = ctx.database.db;
    await db.update(clients).set({ email: 'owner@foto.example' }).where(eq(clients.id, client.id));
    expect((await w.call(w.admin, 'POST', `/api/reports/${item.id}/email`, {})).statusCode).toBe(202);
    const [mail] = await db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.toAddress, 'owner@foto.example'))
      .orderBy(desc(mailOutbox.id))
      .limit(1);
    const attached = Buffer.from(mail!.attachments[0]!.contentBase64, 'base64');
    expect((await pdfText(attached)).text).toContain('Casa Sol · Nov 3, 2026');
    expect(imageCount(attached)).toBe(4);
  });

  it('without the flag (or with false) the PDF has no photos, and the stored report follows the last generation', async () => {
    for (const body of [november, { ...november, include_photos: false }]) {
      const res = await generate(body);
      expect(res.statusCode).toBe(200);
      const { text, total } = await pdfText(res.rawPayload);
      expect(total).toBe(1);
      expect(text).not.toContain('Photos');
      expect(text).not.toContain('Casa Sol · Nov 3, 2026');
      expect(imageCount(res.rawPayload)).toBe(0);
    }
    const item = await historyItem();
    expect(item.include_photos).toBe(false);
    expect(imageCount((await w.call(w.admin, 'GET', `/api/reports/${item.id}/pdf`)).rawPayload)).toBe(0);
  });

  it('speaks the report language: "Fotos"', async () => {
    const res = await generate({ ...november, include_photos: true, language: 'es' });
    const { text } = await pdfText(res.rawPayload);
    expect(text).toContain('Fotos');
    expect(text).toContain('Casa Sol · 3 nov 2026');
    expect(text).toContain('Página 2 de 2');
  });

  it('has no section when the cleanings of the report have no photo', async () => {
    const res = await generate({ ...november, property_id: sol.id, start_date: '2026-11-10', include_photos: true });
    const { text, total } = await pdfText(res.rawPayload);
    expect(text).toContain('No photos taken');
    expect(total).toBe(1);
    expect(text).not.toContain('Photos');
    expect(imageCount(res.rawPayload)).toBe(0);
  });

  it('shows at most 8 photos of a cleaning and 40 in all, and says how many it left out', async () => {
    const busy = await w.client('Busy Month Homes');
    const house = await w.house(busy.id, 'Casa Llena', 90, 10000);
    await w.cleaningWithPhotos(house.id, '2026-10-01', await distinctJpegs(10));
    for (const day of ['02', '03', '04', '05'])
      await w.cleaningWithPhotos(house.id, `2026-10-${day}`, await distinctJpegs(8));
    await w.cleaningWithPhotos(house.id, '2026-10-06', await distinctJpegs(3));
    const res = await generate({
      client_id: busy.id,
      start_date: '2026-10-01',
      end_date: '2026-10-31',
      include_photos: true,
    });
    expect(res.statusCode).toBe(200);
    expect(imageCount(res.rawPayload)).toBe(40);
    const { text, pages, total } = await pdfText(res.rawPayload);
    expect(text).toContain('2 more photos of this cleaning not shown.');
    expect(text).toContain('3 more photos of other cleanings not shown (a report shows at most 40 photos).');
    for (const day of [1, 2, 3, 4, 5]) expect(text).toContain(`Casa Llena · Oct ${day}, 2026`);
    expect(text).not.toContain('Casa Llena · Oct 6, 2026');
    pages.forEach((page, i) => expect(page).toContain(`Page ${i + 1} of ${total}`));
    expect(total).toBeLessThanOrEqual(6);
  });

  it("refuses an include_photos that is not a boolean, with a clear detail in the reader's language", async () => {
    for (const value of ['yes', 1, null]) {
      const res = await generate({ ...november, include_photos: value });
      expect(res.statusCode).toBe(422);
      expect(res.json().detail).toBe('Invalid body: include_photos - Must be true or false');
    }
    const es = await generate({ ...november, include_photos: 'sí' }, { 'accept-language': 'es' });
    expect(es.statusCode).toBe(422);
    expect(es.json().detail).toContain('include_photos - Debe ser true o false');
  });
});

const s3 = await startS3Server();
afterAll(() => s3.close());
const bucketCtx = await createTestApp({ s3Url: s3.url });
const b = await photoWorld(bucketCtx);

describe('photos kept in an S3 bucket', () => {
  it('are read from the bucket into the report', async () => {
    const owner = await b.client('Bucket Homes');
    const house = await b.house(owner.id, 'Casa Nube', 70, 9000);
    await b.cleaningWithPhotos(house.id, '2026-11-07', JPEGS.slice(1, 3));
    expect(await bucketCtx.database.db.select().from(mediaFiles)).toEqual([]);
    const res = await b.call(b.admin, 'POST', '/api/reports/', {
      client_id: owner.id,
      start_date: '2026-11-01',
      end_date: '2026-11-30',
      include_photos: true,
    });
    expect(res.statusCode).toBe(200);
    expect((await pdfText(res.rawPayload)).text).toContain('Casa Nube · Nov 7, 2026');
    expect(imageCount(res.rawPayload)).toBe(2);
  });
});

describe('planPhotos', () => {
  const cleanings = [1, 2, 3].map((eventId) => ({ eventId, property: 'Casa', date: `2026-11-0${eventId}` }));
  const names = (prefix: string, n: number, ext = 'jpg') => Array.from({ length: n }, (_, i) => `${prefix}${i}.${ext}`);

  it('keeps the oldest photos within the caps, skips WebP (the PDF cannot embed it) and counts what it left out', () => {
    const files = new Map([
      [1, ['a.webp', ...names('a', 3)]],
      [2, names('b', 4, 'png')],
      [3, names('c', 2)],
    ]);
    const plan = planPhotos(cleanings, files, { perCleaning: 2, total: 3 });
    expect(plan.groups).toEqual([
      { property: 'Casa', date: '2026-11-01', names: ['a0.jpg', 'a1.jpg'], notShown: 2 },
      { property: 'Casa', date: '2026-11-02', names: ['b0.png'], notShown: 3 },
    ]);
    expect(plan.notShown).toBe(2);
  });

  it('leaves out a cleaning whose only photos are WebP, counting them', () => {
    const plan = planPhotos(cleanings.slice(0, 1), new Map([[1, ['x.webp']]]));
    expect(plan).toEqual({ groups: [], notShown: 1 });
  });
});
