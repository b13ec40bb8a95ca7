import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { runScript } from '../../../test/server-process';
import { DEFAULT_READ_LIMITS, readSheetInWorker } from './read-sheet';

const fixturePath = (name: string) => path.join(import.meta.dirname, '../../../test/fixtures/spreadsheets', name);
const fixture = (name: string) => readFileSync(fixturePath(name));

describe('reading a spreadsheet in a worker thread', () => {
  it('loads the worker under vitest and answers the rows', async () => {
    const sheet = await readSheetInWorker(fixture('propiedades-es.xlsx'));
    expect(sheet.rows.map((r) => r.values.name)).toEqual(['Villa Mar', 'Casa Colibrí', 'Loft Arenal']);
  });

  it('loads the worker under `node --import tsx`, as the server runs', async () => {
    const run = runScript('server/test/read-sheet-cli.ts', {}, [fixturePath('properties.xls')]);
    expect(await run.exited).toBe(0);
    expect(JSON.parse(run.output().trim().split('\n').at(-1) ?? '')).toEqual({
      ok: true,
      names: ['Ocean View', 'Palm Cottage'],
    });
  });

  it("turns the parser's refusal into a 422 with its message", async () => {
    await expect(readSheetInWorker(fixture('zip-bomb.xlsx'))).rejects.toMatchObject({
      statusCode: 422,
      message: expect.stringMatching(/unpacks to more than 64 MB/),
    });
    await expect(readSheetInWorker(fixture('unknown-headers.xlsx'))).rejects.toMatchObject({ statusCode: 422 });
  });

  it('terminates a worker that takes too long', async () => {
    const slow = readSheetInWorker(fixture('propiedades-es.xlsx'), { ...DEFAULT_READ_LIMITS, timeoutMs: 1 });
    await expect(slow).rejects.toMatchObject({ statusCode: 422, message: 'The file took too long to read.' });
  });

  it('ends a worker that runs out of memory without harming the caller', async () => {
    const starved = readSheetInWorker(fixture('propiedades-es.xlsx'), { ...DEFAULT_READ_LIMITS, maxHeapMb: 1 });
    await expect(starved).rejects.toMatchObject({ statusCode: 422 });
    expect((await readSheetInWorker(fixture('properties.xls'))).rows).toHaveLength(2);
  });

  it('answers 503 rather than start more workers than allowed', async () => {
    const limits = { ...DEFAULT_READ_LIMITS, maxConcurrent: 1 };
    const first = readSheetInWorker(fixture('properties.xls'), limits);
    await expect(readSheetInWorker(fixture('properties.xls'), limits)).rejects.toMatchObject({ statusCode: 503 });
    expect((await first).rows).toHaveLength(2);
  });
});
