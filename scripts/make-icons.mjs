// Draws the installable app's icons (web/public/icons/) from favicon.svg with Debian's Chromium:
// 192 and 512 px "any" icons, maskable ones with the mark inside the 80 % safe zone, and the
// 180 px Apple touch icon. Run `node scripts/make-icons.mjs` after changing the favicon.
import { readFileSync } from 'node:fs';
import { chromium } from 'playwright-core';

const favicon = readFileSync('web/public/favicon.svg', 'utf8');
const mark = favicon
  .replace(/^<svg[^>]*>/, '')
  .replace(/<\/svg>$/, '')
  .replace(/<rect[^>]*\/>/, '');
const maskable = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" fill="#0ca678"/><g transform="translate(12.8 12.8) scale(0.6)">${mark}</g></svg>`;
const full = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" fill="#0ca678"/>${mark}</svg>`;
const icons = [
  ['icon-192.png', 192, favicon, true],
  ['icon-512.png', 512, favicon, true],
  ['maskable-192.png', 192, maskable, false],
  ['maskable-512.png', 512, maskable, false],
  ['apple-touch-icon.png', 180, full, false],
];

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox'],
});
for (const [name, size, svg, transparent] of icons) {
  const page = await browser.newPage({ viewport: { width: size, height: size } });
  const sized = svg.replace('<svg ', `<svg width="${size}" height="${size}" `);
  await page.setContent(`<html><body style="margin:0;background:transparent">${sized}</body></html>`);
  await page.screenshot({ path: `web/public/icons/${name}`, omitBackground: transparent });
  await page.close();
}
await browser.close();
