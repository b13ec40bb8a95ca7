import { CLIENT_CURRENCY, formatDayMonthYear, formatMoney } from '@common/domain/format';
import { groupBy, sumMoney } from './report-format';

// The report is written in English for now (the client's language is a later issue): money in the
// client currency as the web app writes it, dates as 'DD MMM YYYY', unambiguous for any reader.
const LANGUAGE = 'en';
const formatUsd = (amount: number) => formatMoney(amount, CLIENT_CURRENCY, LANGUAGE);
const formatDate = (iso: string) => formatDayMonthYear(iso, LANGUAGE);

/** One completed cleaning as the client sees it. */
export type ReportLine = { date: string; propertyId: number; property: string; summary: string; housekeeper: string | null; price: number };

/** Everything the PDF shows, read before rendering (no database here). */
export type ReportDocument = {
  company: string;
  clientName: string;
  propertyName: string | null;
  startDate: string;
  endDate: string;
  generatedOn: string;
  /** Sorted by property, then date. */
  lines: ReportLine[];
};

const PAGE = { width: 612, height: 792 }; // US Letter
const M = 48; // side and top margin
const BOTTOM = PAGE.height - 64; // last y a row may reach; the footer lives below
const ROW = 18;
const INK = '#1f2933';
const MUTED = '#616e7c';
const BRAND = '#1c6e8c';
const ZEBRA = '#f3f6f9';
const GROUP = '#e3edf3';
const COLS = [
  { key: 'date', label: 'Date', width: 72 },
  { key: 'property', label: 'Property', width: 118 },
  { key: 'summary', label: 'Summary', width: 146 },
  { key: 'housekeeper', label: 'Housekeeper', width: 108 },
  { key: 'price', label: 'Client price', width: 72, right: true },
] as const;
const WIDTH = COLS.reduce((w, c) => w + c.width, 0);

type Doc = PDFKit.PDFDocument;

/** Cuts text to fit a width, ending in an ellipsis when cut. */
function fit(doc: Doc, text: string, width: number): string {
  if (doc.widthOfString(text) <= width) return text;
  let cut = text;
  while (cut.length > 0 && doc.widthOfString(`${cut}…`) > width) cut = cut.slice(0, -1);
  return `${cut.trimEnd()}…`;
}

/** Writes one line of text in a cell, left or right aligned, never wrapping. */
function cell(doc: Doc, text: string, x: number, y: number, width: number, right = false) {
  const s = fit(doc, text, width - 8);
  const left = right ? x + width - 4 - doc.widthOfString(s) : x + 4;
  doc.text(s, left, y, { lineBreak: false });
}

function band(doc: Doc, y: number, color: string, height = ROW) {
  doc.save().rect(M, y, WIDTH, height).fill(color).restore();
}

function rule(doc: Doc, y: number, weight = 0.5, color = '#cbd2d9') {
  doc.save().moveTo(M, y).lineTo(M + WIDTH, y).lineWidth(weight).strokeColor(color).stroke().restore();
}

/** The full title block of page 1; answers where the table starts. */
function titleBlock(doc: Doc, data: ReportDocument, total: number): number {
  doc.font('Helvetica-Bold').fontSize(20).fillColor(BRAND).text(data.company, M, M, { lineBreak: false });
  doc.font('Helvetica').fontSize(12).fillColor(MUTED).text('Cleaning services report', M, M + 26, { lineBreak: false });
  const facts: [string, string][] = [
    ['Client', data.clientName],
    ['Property', data.propertyName ?? 'All properties'],
    ['Period', `${formatDate(data.startDate)} – ${formatDate(data.endDate)}`],
    ['Generated', formatDate(data.generatedOn)],
  ];
  let y = M + 58;
  for (const [label, value] of facts) {
    doc.font('Helvetica-Bold').fontSize(10).fillColor(MUTED).text(label, M, y, { lineBreak: false });
    doc.font('Helvetica').fillColor(INK).text(fit(doc, value, WIDTH - 90), M + 90, y, { lineBreak: false });
    y += 15;
  }
  const count = data.lines.length;
  const summary = `${count} completed cleaning${count === 1 ? '' : 's'} · Total ${formatUsd(total)}`;
  doc.font('Helvetica-Bold').fontSize(11).fillColor(INK).text(summary, M, y + 8, { lineBreak: false });
  rule(doc, y + 28, 1, BRAND);
  return y + 40;
}

/** The small running header of later pages; answers where the table starts. */
function runningHeader(doc: Doc, data: ReportDocument): number {
  const text = `${data.company} · ${data.clientName} · ${formatDate(data.startDate)} – ${formatDate(data.endDate)}`;
  doc.font('Helvetica').fontSize(9).fillColor(MUTED).text(fit(doc, text, WIDTH), M, M, { lineBreak: false });
  rule(doc, M + 16);
  return M + 26;
}

function tableHeader(doc: Doc, y: number): number {
  band(doc, y, BRAND, ROW + 2);
  doc.font('Helvetica-Bold').fontSize(9).fillColor('#ffffff');
  let x = M;
  for (const c of COLS) {
    cell(doc, c.label, x, y + 6, c.width, 'right' in c);
    x += c.width;
  }
  return y + ROW + 4;
}

/** Renders the client report (title, grouped table, subtotals, total, 'Page n of m') to PDF bytes. */
export async function renderReportPdf(data: ReportDocument): Promise<Buffer> {
  // Loaded on first use: the server starts without paying for the PDF library.
  const { default: PDFDocument } = await import('pdfkit');
  const doc = new PDFDocument({ size: 'LETTER', margins: { top: M, bottom: 20, left: M, right: M }, bufferPages: true, info: { Title: `Report ${data.clientName}`, Author: data.company } });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const total = sumMoney(data.lines.map((l) => l.price));
  let y = tableHeader(doc, titleBlock(doc, data, total));
  const room = (rows: number) => {
    if (y + rows * ROW <= BOTTOM) return false;
    doc.addPage();
    y = tableHeader(doc, runningHeader(doc, data));
    return true;
  };
  const groupTitle = (name: string, count: number, continued: boolean) => {
    band(doc, y, GROUP);
    doc.font('Helvetica-Bold').fontSize(10).fillColor(INK);
    const label = `${name}${continued ? ' (continued)' : ` · ${count} cleaning${count === 1 ? '' : 's'}`}`;
    cell(doc, label, M, y + 5, WIDTH);
    y += ROW;
  };

  if (data.lines.length === 0) {
    doc.font('Helvetica-Oblique').fontSize(10).fillColor(MUTED).text('No completed cleanings in this period.', M + 4, y + 6, { lineBreak: false });
    y += ROW + 6;
  }
  for (const group of groupBy(data.lines, (l) => l.propertyId)) {
    const name = group.items[0]?.property ?? '';
    room(3);
    groupTitle(name, group.items.length, false);
    group.items.forEach((line, i) => {
      if (room(1)) groupTitle(name, group.items.length, true);
      if (i % 2 === 1) band(doc, y, ZEBRA);
      doc.font('Helvetica').fontSize(9).fillColor(INK);
      const values = [formatDate(line.date), line.property, line.summary || '-', line.housekeeper ?? '-', formatUsd(line.price)];
      let x = M;
      COLS.forEach((c, k) => {
        cell(doc, values[k] ?? '', x, y + 5, c.width, 'right' in c);
        x += c.width;
      });
      y += ROW;
    });
    room(1);
    rule(doc, y);
    doc.font('Helvetica-Bold').fontSize(9).fillColor(INK);
    cell(doc, `Subtotal ${name}`, M, y + 5, WIDTH - 72, true);
    cell(doc, formatUsd(sumMoney(group.items.map((l) => l.price))), M + WIDTH - 72, y + 5, 72, true);
    y += ROW + 6;
  }
  room(2);
  rule(doc, y, 1.5, BRAND);
  doc.font('Helvetica-Bold').fontSize(11).fillColor(INK);
  cell(doc, `Total (${data.lines.length} cleaning${data.lines.length === 1 ? '' : 's'})`, M, y + 6, WIDTH - 90, true);
  cell(doc, formatUsd(total), M + WIDTH - 90, y + 6, 90, true);

  const pages = doc.bufferedPageRange();
  for (let i = 0; i < pages.count; i++) {
    doc.switchToPage(pages.start + i);
    rule(doc, PAGE.height - 46);
    doc.font('Helvetica').fontSize(8).fillColor(MUTED);
    doc.text(fit(doc, `${data.company} · Report for ${data.clientName}`, WIDTH - 100), M, PAGE.height - 38, { lineBreak: false });
    const label = `Page ${i + 1} of ${pages.count}`;
    doc.text(label, M + WIDTH - doc.widthOfString(label), PAGE.height - 38, { lineBreak: false });
  }
  doc.end();
  return done;
}
