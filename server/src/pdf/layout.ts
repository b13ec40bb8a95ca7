// The page layout the PDFs share (client reports, invoices, pay statements), drawn with pdfkit's standard fonts: US Letter with
// its margins and colours, one-line table cells cut to fit, the table's header band, the running head of later
// pages and the footer with 'Page n of m'.
import { formatMoney, formatNumber, type Currency } from '@common/domain/format';
import type { Language } from '../i18n/catalogue';

type Doc = PDFKit.PDFDocument;

export const PAGE = { width: 612, height: 792 }; // US Letter
export const M = 48; // side and top margin
export const BOTTOM = PAGE.height - 64; // last y a row may reach; the footer lives below
export const WIDTH = PAGE.width - 2 * M; // the tables' width
export const ROW = 18;
export const INK = '#1f2933';
export const MUTED = '#616e7c';
export const BRAND = '#1c6e8c';
export const ZEBRA = '#f3f6f9';

/** Money as printed: the standard PDF fonts have no colón sign, so colones read 'CRC 15,000.00' (as pay statements do). */
export function pdfMoney(amount: number, currency: Currency, language: Language): string {
  if (currency === 'USD') return formatMoney(amount, currency, language);
  return `CRC ${formatNumber(amount, language, { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
}

/** A table column: its width, right-aligned for amounts. */
export type Column = { width: number; right?: true };

/** A new PDF document and the promise of its bytes once `doc.end()` is called. */
export async function newPdf(info: { Title: string; Author: string }): Promise<{ doc: Doc; done: Promise<Buffer> }> {
  // Loaded on first use: the server starts without paying for the PDF library.
  const { default: PDFDocument } = await import('pdfkit');
  const doc = new PDFDocument({
    size: 'LETTER',
    margins: { top: M, bottom: 20, left: M, right: M },
    bufferPages: true,
    info,
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  return { doc, done };
}

/** Cuts text to fit a width, ending in an ellipsis when cut. */
export function fit(doc: Doc, text: string, width: number): string {
  if (doc.widthOfString(text) <= width) return text;
  let cut = text;
  while (cut.length > 0 && doc.widthOfString(`${cut}…`) > width) cut = cut.slice(0, -1);
  return `${cut.trimEnd()}…`;
}

/** Writes one line of text in a cell, left or right aligned, never wrapping. */
export function cell(doc: Doc, text: string, x: number, y: number, width: number, right = false) {
  const s = fit(doc, text, width - 8);
  const left = right ? x + width - 4 - doc.widthOfString(s) : x + 4;
  doc.text(s, left, y, { lineBreak: false });
}

/** Writes a row's values in their columns, in the current font. */
export function cells(doc: Doc, columns: readonly Column[], values: string[], y: number) {
  let x = M;
  columns.forEach((c, k) => {
    cell(doc, values[k] ?? '', x, y, c.width, c.right);
    x += c.width;
  });
}

/** A coloured band across the table. */
export function band(doc: Doc, y: number, color: string, height = ROW) {
  doc.save().rect(M, y, WIDTH, height).fill(color).restore();
}

/** A line across the table. */
export function rule(doc: Doc, y: number, weight = 0.5, color = '#cbd2d9') {
  doc
    .save()
    .moveTo(M, y)
    .lineTo(M + WIDTH, y)
    .lineWidth(weight)
    .strokeColor(color)
    .stroke()
    .restore();
}

/** The table's header: its labels in white on the brand band; answers where the rows start. */
export function tableHeader(doc: Doc, columns: readonly Column[], labels: string[], y: number): number {
  band(doc, y, BRAND, ROW + 2);
  doc.font('Helvetica-Bold').fontSize(9).fillColor('#ffffff');
  cells(doc, columns, labels, y + 6);
  return y + ROW + 4;
}

/** The small running head of later pages; answers where the table starts. */
export function runningHead(doc: Doc, text: string): number {
  doc
    .font('Helvetica')
    .fontSize(9)
    .fillColor(MUTED)
    .text(fit(doc, text, WIDTH), M, M, { lineBreak: false });
  rule(doc, M + 16);
  return M + 26;
}

/** The line said when a table has no rows; answers where what follows starts. */
export function noRows(doc: Doc, text: string, y: number): number {
  doc
    .font('Helvetica-Oblique')
    .fontSize(10)
    .fillColor(MUTED)
    .text(text, M + 4, y + 6, { lineBreak: false });
  return y + ROW + 6;
}

/** The footer of every page: `left` and the page label (`page(n, count)`). Call once every page is drawn. */
export function footers(doc: Doc, left: string, page: (n: number, count: number) => string) {
  const pages = doc.bufferedPageRange();
  for (let i = 0; i < pages.count; i++) {
    doc.switchToPage(pages.start + i);
    rule(doc, PAGE.height - 46);
    doc.font('Helvetica').fontSize(8).fillColor(MUTED);
    doc.text(fit(doc, left, WIDTH - 100), M, PAGE.height - 38, { lineBreak: false });
    const label = page(i + 1, pages.count);
    doc.text(label, M + WIDTH - doc.widthOfString(label), PAGE.height - 38, { lineBreak: false });
  }
}
