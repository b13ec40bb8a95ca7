// Renders the first page of a PDF to a PNG with pdf.js inside Chromium (no poppler on the machine),
// so a human can look at the report's layout beside the screen shots.
import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';

const PDFJS = join(process.cwd(), 'node_modules/pdfjs-dist/build');
const ORIGIN = 'http://pdf-preview.local';
const RENDER = `(async () => {
  const lib = await import('/pdf.mjs');
  lib.GlobalWorkerOptions.workerSrc = '/pdf.worker.mjs';
  const doc = await lib.getDocument('/doc.pdf').promise;
  const page = await doc.getPage(PAGE);
  const viewport = page.getViewport({ scale: 1.6 });
  const canvas = document.getElementById('c');
  canvas.width = viewport.width;
  canvas.height = viewport.height;
  await page.render({ canvasContext: canvas.getContext('2d'), viewport, canvas }).promise;
  return doc.numPages;
})()`;

/** Saves page `pageNumber` of the PDF as e2e/screenshots/<name>.png and answers the page count. */
export async function previewPdf(browser: Browser, pdf: Buffer, name: string, pageNumber = 1): Promise<number> {
  const context = await browser.newContext({ viewport: { width: 1300, height: 1700 } });
  const page = await context.newPage();
  const files: Record<string, [string, Buffer | string]> = {
    '/': ['text/html', '<!doctype html><body style="margin:0;background:#777"><canvas id="c"></canvas></body>'],
    '/pdf.mjs': ['text/javascript', readFileSync(join(PDFJS, 'pdf.min.mjs'))],
    '/pdf.worker.mjs': ['text/javascript', readFileSync(join(PDFJS, 'pdf.worker.min.mjs'))],
    '/doc.pdf': ['application/pdf', pdf],
  };
  await page.route(`${ORIGIN}/**`, (route) => {
    const file = files[new URL(route.request().url()).pathname];
    return file ? route.fulfill({ contentType: file[0], body: file[1] }) : route.fulfill({ status: 404 });
  });
  await page.goto(`${ORIGIN}/`);
  // A string, so the test runner does not rewrite the browser's import() into its own loader.
  const pages = (await page.evaluate(RENDER.replace('PAGE', String(pageNumber)))) as number;
  mkdirSync(join(process.cwd(), 'e2e/screenshots'), { recursive: true });
  await page.locator('#c').screenshot({ path: join(process.cwd(), 'e2e/screenshots', `${name}.png`) });
  await context.close();
  return pages;
}
