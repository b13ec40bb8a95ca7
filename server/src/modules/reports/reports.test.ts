import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/test-app';
import { pdfText, reportWorld } from '../../../test/reports-world';

const ctx = await createTestApp();
const { app } = ctx;
const w = await reportWorld(ctx);
const pacific = await w.client('Pacific Coast Rentals');
const other = await w.client('Otra Compañía');
const sol = await w.house(pacific.id, 'Casa Sol', 80, 15000, 5000);
const luna = await w.house(pacific.id, 'Villa Luna', 1250.5, 20000);
const otra = await w.house(other.id, 'Otra Casa', 999, 1000);
await w.cleaning(sol.id, '2026-11-15', 'completed', 'Deep clean');
await w.cleaning(luna.id, '2026-11-10', 'completed', 'Reservation HM42');
await w.cleaning(sol.id, '2026-11-03', 'completed', 'Check-out turnover');
await w.cleaning(luna.id, '2026-11-20', 'in_review', 'Serviced only');
await w.cleaning(sol.id, '2026-11-25', 'assigned', 'Still assigned');
await w.cleaning(sol.id, '2026-11-28', 'unassigned', 'Nobody yet');
await w.cleaning(sol.id, '2026-10-31', 'completed', 'October job');
await w.cleaning(sol.id, '2026-12-01', 'completed', 'December job');
await w.cleaning(otra.id, '2026-11-05', 'completed', 'Other client job');

const november = { client_id: pacific.id, start_date: '2026-11-01', end_date: '2026-11-30' };
const generate = (body: object, who = w.admin) => w.call(who, 'POST', '/api/reports/', body);

describe('POST /reports/', () => {
  it('answers a PDF of the completed cleanings of the client and range, with subtotals and total', async () => {
    const res = await generate(november);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(
      'attachment; filename="report-pacific-coast-rentals-2026-11-01_2026-11-30.pdf"',
    );
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const { text, total } = await pdfText(res.rawPayload);
    expect(total).toBe(1);
    expect(text).toContain('BrightStay');
    expect(text).toContain('Pacific Coast Rentals');
    expect(text).toContain('All properties');
    expect(text).toContain('Nov 1 – 30, 2026');
    expect(text).toContain('3 completed cleanings · Total $1,410.50');
    expect(text).toMatch(/Nov 3, 2026\s+Casa Sol\s+Check-out turnover\s+Ana\s+\$80\.00/);
    expect(text).toMatch(/Nov 15, 2026\s+Casa Sol\s+Deep clean\s+Ana\s+\$80\.00/);
    expect(text).toMatch(/Nov 10, 2026\s+Villa Luna\s+Reservation HM42\s+Ana\s+\$1,250\.50/);
    expect(text).toMatch(/Subtotal Casa Sol\s+\$160\.00/);
    expect(text).toMatch(/Subtotal Villa Luna\s+\$1,250\.50/);
    expect(text).toMatch(/Total \(3 cleanings\)\s+\$1,410\.50/);
    expect(text).toContain('Page 1 of 1');
    // Sorted by property, then date.
    expect(text.indexOf('Nov 3, 2026')).toBeLessThan(text.indexOf('Nov 15, 2026'));
    expect(text.indexOf('Nov 15, 2026')).toBeLessThan(text.indexOf('Nov 10, 2026'));
    for (const absent of [
      'Serviced only',
      'Still assigned',
      'Nobody yet',
      'October job',
      'December job',
      'Other client job',
      'Otra Casa',
      'Mora',
    ]) {
      expect(text).not.toContain(absent);
    }
  });

  it('narrows to one property of the client', async () => {
    const res = await generate({ ...november, property_id: luna.id });
    expect(res.statusCode).toBe(200);
    const { text } = await pdfText(res.rawPayload);
    expect(text).toMatch(/Property\s+Villa Luna/);
    expect(text).toMatch(/Total \(1 cleaning\)\s+\$1,250\.50/);
    expect(text).not.toContain('Casa Sol');
  });

  it('says so when the range has no completed cleaning', async () => {
    const res = await generate({ client_id: pacific.id, start_date: '2027-01-01', end_date: '2027-01-31' });
    const { text } = await pdfText(res.rawPayload);
    expect(text).toContain('No completed cleanings in this period.');
    expect(text).toMatch(/Total \(0 cleanings\)\s+\$0\.00/);
  });

  it('flows a long range over several pages with headers and page numbers on each', async () => {
    const big = await w.client('Long Range Homes');
    const house = await w.house(big.id, 'Casa Larga', 100, 10000);
    for (let day = 1; day <= 50; day++) {
      const date = new Date(Date.UTC(2026, 0, day)).toISOString().slice(0, 10);
      await w.cleaning(house.id, date, 'completed', `Turnover ${day}`, true);
    }
    const res = await generate({ client_id: big.id, start_date: '2026-01-01', end_date: '2026-03-31' });
    expect(res.headers['content-disposition']).toContain('report-long-range-homes-2026-01-01_2026-03-31.pdf');
    const { pages, text, total } = await pdfText(res.rawPayload);
    expect(total).toBeGreaterThanOrEqual(2);
    pages.forEach((page, i) => {
      expect(page).toContain(`Page ${i + 1} of ${total}`);
      expect(page).toMatch(/Date\s+Property\s+Summary\s+Housekeeper\s+Client price/);
    });
    expect(pages[1]).toContain('Casa Larga (continued)');
    expect(text).toMatch(/Subtotal Casa Larga\s+\$5,000\.00/);
    expect(text).toMatch(/Total \(50 cleanings\)\s+\$5,000\.00/);
    for (const n of [1, 25, 50]) expect(text).toMatch(new RegExp(`Turnover ${n}\\s`));
  });

  it('is refused to supervisors and housekeepers', async () => {
    expect((await generate(november, w.supervisor)).statusCode).toBe(403);
    expect((await generate(november, w.housekeeper)).statusCode).toBe(403);
  });
});

describe('history and regeneration', () => {
  it('lists stored reports newest first with client and property names', async () => {
    await generate({ client_id: other.id, start_date: '2026-11-01', end_date: '2026-11-15', property_id: otra.id });
    const res = await w.call(w.admin, 'GET', '/api/reports/');
    expect(res.statusCode).toBe(200);
    const list = res.json() as {
      id: number;
      client: { name: string };
      property: { name: string } | null;
      start_date: string;
      end_date: string;
      created_at: string;
    }[];
    expect(list[0]).toMatchObject({
      client: { id: other.id, name: 'Otra Compañía' },
      property: { name: 'Otra Casa' },
      start_date: '2026-11-01',
      end_date: '2026-11-15',
    });
    const whole = list.find(
      (r) => r.client.name === 'Pacific Coast Rentals' && r.property === null && r.end_date === '2026-11-30',
    );
    expect(whole).toBeDefined();
    const ids = list.map((r) => r.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    expect(list.every((r) => !Number.isNaN(Date.parse(r.created_at)))).toBe(true);
  });

  it('regenerates a stored report from current data, and 404s an unknown one', async () => {
    const list = (await w.call(w.admin, 'GET', '/api/reports/')).json() as {
      id: number;
      client: { name: string };
      property: unknown;
      end_date: string;
    }[];
    const stored = list.find(
      (r) => r.client.name === 'Pacific Coast Rentals' && r.property === null && r.end_date === '2026-11-30',
    );
    await w.cleaning(sol.id, '2026-11-29', 'completed', 'Late addition');
    const before = list.length;
    const res = await w.call(w.admin, 'GET', `/api/reports/${stored!.id}/pdf`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toContain('report-pacific-coast-rentals-2026-11-01_2026-11-30.pdf');
    const { text } = await pdfText(res.rawPayload);
    expect(text).toContain('Late addition');
    expect(text).toMatch(/Total \(4 cleanings\)\s+\$1,490\.50/);
    expect(((await w.call(w.admin, 'GET', '/api/reports/')).json() as unknown[]).length).toBe(before);
    const missing = await w.call(w.admin, 'GET', '/api/reports/999999/pdf');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().detail).toBe('Report not found.');
  });

  it('reads the history a page at a time with ?limit=&before=, newest first, with no gap or repeat', async () => {
    for (const end of ['2026-11-20', '2026-11-21', '2026-11-22'])
      expect((await generate({ ...november, end_date: end })).statusCode).toBe(200);
    const page = async (query: string) => {
      const res = await w.call(w.admin, 'GET', `/api/reports/${query}`);
      expect(res.statusCode).toBe(200);
      return (res.json() as { id: number }[]).map((r) => r.id);
    };
    const all = await page('');
    expect(all.length).toBeGreaterThanOrEqual(5);
    expect(await page('?limit=2')).toEqual(all.slice(0, 2));
    const read: number[] = [];
    for (let before: number | undefined; ;) {
      const ids = await page(`?limit=2${before === undefined ? '' : `&before=${before}`}`);
      read.push(...ids);
      if (ids.length < 2) break;
      before = ids.at(-1);
    }
    expect(read).toEqual(all);
    expect(await page(`?before=${all[1]}`)).toEqual(all.slice(2));
    expect(await page('?before=999999')).toEqual([]);
    for (const query of ['?limit=0', '?limit=201', '?limit=two', '?before=-1']) {
      expect((await w.call(w.admin, 'GET', `/api/reports/${query}`)).statusCode).toBe(422);
    }
  });

  it('refuses the history and regeneration to other roles', async () => {
    expect((await w.call(w.supervisor, 'GET', '/api/reports/')).statusCode).toBe(403);
    expect((await w.call(w.housekeeper, 'GET', '/api/reports/1/pdf')).statusCode).toBe(403);
  });

  it('documents the routes in OpenAPI', async () => {
    const doc = (await app.inject({ method: 'GET', url: '/api/docs/json' })).json() as {
      paths: Record<string, unknown>;
    };
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(['/api/reports/', '/api/reports/stats', '/api/reports/{id}/pdf']),
    );
    const params = (path: string) =>
      ((doc.paths[path] as { get: { parameters?: { name: string; in: string }[] } }).get.parameters ?? []).map(
        (p) => `${p.in}:${p.name}`,
      );
    expect(params('/api/reports/')).toEqual(expect.arrayContaining(['query:limit', 'query:before']));
    expect(params('/api/assignments/')).toEqual(expect.arrayContaining(['query:from', 'query:to']));
  });
});
