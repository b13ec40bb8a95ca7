import { formatDate, formatDateRange, formatMoney, formatNumber, type Currency } from '@common/domain/format';
import { sumMoney } from '@common/domain/money';
import { cell, fit } from './pdf-cells';
import { groupBy } from './report-format';
import { PHOTOS_PER_REPORT, type PhotoGroup, type ReportPhotos } from './report-photos';
import { translate, type Language, type MessageKey } from '../../i18n/catalogue';

/** Money as printed: the standard PDF fonts have no colón sign, so colones read 'CRC 15,000.00' (as invoices do). */
function pdfMoney(amount: number, currency: Currency, language: Language): string {
  if (currency === 'USD') return formatMoney(amount, currency, language);
  return `CRC ${formatNumber(amount, language, { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
}

// The report speaks the language chosen on the Reports screen: its words from the catalogue, money in
// its client's currency and dates in the app's one style of that language ('Oct 1, 2026' / '1 oct 2026').
const writer = (language: Language, currency: Currency) => ({
  t: (key: MessageKey, params?: Record<string, string | number>) => translate(language, key, params),
  money: (amount: number) => pdfMoney(amount, currency, language),
  date: (iso: string) => formatDate(iso, language),
  range: (start: string, end: string) => formatDateRange(start, end, language),
});
type Writer = ReturnType<typeof writer>;

/** One completed cleaning as the client sees it. */
export type ReportLine = {
  date: string;
  propertyId: number;
  property: string;
  summary: string;
  housekeeper: string | null;
  price: number;
};

/** Everything the PDF shows, read before rendering (no database here). */
export type ReportDocument = {
  company: string;
  clientName: string;
  /** The client's currency: every price in the report is in it. */
  currency: Currency;
  propertyName: string | null;
  startDate: string;
  endDate: string;
  generatedOn: string;
  language: Language;
  /** Sorted by property, then date. */
  lines: ReportLine[];
  /** The photo section when the report includes photos and the cleanings have some; else none. */
  photos: ReportPhotos | null;
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
  { key: 'date', label: 'report.colDate', width: 72 },
  { key: 'property', label: 'report.colProperty', width: 118 },
  { key: 'summary', label: 'report.colSummary', width: 132 },
  { key: 'housekeeper', label: 'report.colHousekeeper', width: 108 },
  { key: 'price', label: 'report.colPrice', width: 86, right: true }, // wide enough for 'CRC 150,000.00'
] as const;
const PRICE_W = COLS[4].width;
const WIDTH = COLS.reduce((w, c) => w + c.width, 0);
// The photo grid: four thumbnails a row, each fitted (not cropped) in a 4:3 cell.
const PHOTO_COLS = 4;
const GAP = 8;
const CELL_W = (WIDTH - GAP * (PHOTO_COLS - 1)) / PHOTO_COLS;
const CELL_H = Math.round((CELL_W * 3) / 4);

type Doc = PDFKit.PDFDocument;

function band(doc: Doc, y: number, color: string, height = ROW) {
  doc.save().rect(M, y, WIDTH, height).fill(color).restore();
}

function rule(doc: Doc, y: number, weight = 0.5, color = '#cbd2d9') {
  doc
    .save()
    .moveTo(M, y)
    .lineTo(M + WIDTH, y)
    .lineWidth(weight)
    .strokeColor(color)
    .stroke()
    .restore();
}

/** The full title block of page 1; answers where the table starts. */
function titleBlock(doc: Doc, w: Writer, data: ReportDocument, total: number): number {
  doc.font('Helvetica-Bold').fontSize(20).fillColor(BRAND).text(data.company, M, M, { lineBreak: false });
  doc
    .font('Helvetica')
    .fontSize(12)
    .fillColor(MUTED)
    .text(w.t('report.title'), M, M + 26, { lineBreak: false });
  const facts: [string, string][] = [
    [w.t('report.client'), data.clientName],
    [w.t('report.property'), data.propertyName ?? w.t('report.allProperties')],
    [w.t('report.period'), w.range(data.startDate, data.endDate)],
    [w.t('report.generated'), w.date(data.generatedOn)],
  ];
  let y = M + 58;
  for (const [label, value] of facts) {
    doc.font('Helvetica-Bold').fontSize(10).fillColor(MUTED).text(label, M, y, { lineBreak: false });
    doc
      .font('Helvetica')
      .fillColor(INK)
      .text(fit(doc, value, WIDTH - 90), M + 90, y, { lineBreak: false });
    y += 15;
  }
  const count = data.lines.length;
  const summary =
    count === 1
      ? w.t('report.summaryOne', { total: w.money(total) })
      : w.t('report.summaryMany', { count, total: w.money(total) });
  doc
    .font('Helvetica-Bold')
    .fontSize(11)
    .fillColor(INK)
    .text(summary, M, y + 8, { lineBreak: false });
  rule(doc, y + 28, 1, BRAND);
  return y + 40;
}

/** The small running header of later pages; answers where the table starts. */
function runningHeader(doc: Doc, w: Writer, data: ReportDocument): number {
  const text = `${data.company} · ${data.clientName} · ${w.date(data.startDate)} – ${w.date(data.endDate)}`;
  doc
    .font('Helvetica')
    .fontSize(9)
    .fillColor(MUTED)
    .text(fit(doc, text, WIDTH), M, M, { lineBreak: false });
  rule(doc, M + 16);
  return M + 26;
}

function tableHeader(doc: Doc, w: Writer, y: number): number {
  band(doc, y, BRAND, ROW + 2);
  doc.font('Helvetica-Bold').fontSize(9).fillColor('#ffffff');
  let x = M;
  for (const c of COLS) {
    cell(doc, w.t(c.label), x, y + 6, c.width, 'right' in c);
    x += c.width;
  }
  return y + ROW + 4;
}

/** One row of thumbnails at `y`: each photo fitted and centred in its cell over a light background. */
function photoRow(doc: Doc, images: Buffer[], y: number) {
  images.forEach((image, i) => {
    const x = M + i * (CELL_W + GAP);
    doc.save().rect(x, y, CELL_W, CELL_H).fill(ZEBRA).restore();
    try {
      doc.image(image, x, y, { fit: [CELL_W, CELL_H], align: 'center', valign: 'center' });
    } catch {
      // Bytes the PDF library cannot decode (checked as an image on upload, so rare): the empty cell stays.
    }
  });
}

/** The 'Photos' section on new pages: per cleaning a heading (property, date) and its photos in a grid. */
function photoSection(doc: Doc, w: Writer, data: ReportDocument, photos: ReportPhotos) {
  let y = 0;
  const newPage = () => {
    doc.addPage();
    y = runningHeader(doc, w, data);
  };
  const heading = (g: PhotoGroup, continued: boolean) => {
    const name = `${g.property} · ${w.date(g.date)}`;
    band(doc, y, GROUP);
    doc.font('Helvetica-Bold').fontSize(10).fillColor(INK);
    cell(doc, continued ? w.t('report.continued', { name }) : name, M, y + 5, WIDTH);
    y += ROW + GAP;
  };
  const note = (count: number, one: MessageKey, many: MessageKey) => {
    if (y + ROW > BOTTOM) newPage();
    doc.font('Helvetica-Oblique').fontSize(9).fillColor(MUTED);
    cell(
      doc,
      count === 1 ? w.t(one, { max: PHOTOS_PER_REPORT }) : w.t(many, { count, max: PHOTOS_PER_REPORT }),
      M,
      y + 2,
      WIDTH,
    );
    y += ROW;
  };

  newPage();
  doc.font('Helvetica-Bold').fontSize(14).fillColor(BRAND).text(w.t('report.photos'), M, y, { lineBreak: false });
  rule(doc, y + 22, 1, BRAND);
  y += 32;
  for (const group of photos.groups) {
    if (y + ROW + GAP + CELL_H > BOTTOM) newPage();
    heading(group, false);
    for (let i = 0; i < group.images.length; i += PHOTO_COLS) {
      if (y + CELL_H > BOTTOM) {
        newPage();
        heading(group, true);
      }
      photoRow(doc, group.images.slice(i, i + PHOTO_COLS), y);
      y += CELL_H + GAP;
    }
    if (group.notShown > 0) note(group.notShown, 'report.photosMoreOne', 'report.photosMoreMany');
    y += GAP;
  }
  if (photos.notShown > 0) note(photos.notShown, 'report.photosRestOne', 'report.photosRestMany');
}

/** Renders the client report (title, grouped table, subtotals, total, 'Page n of m') to PDF bytes. */
export async function renderReportPdf(data: ReportDocument): Promise<Buffer> {
  // Loaded on first use: the server starts without paying for the PDF library.
  const { default: PDFDocument } = await import('pdfkit');
  const w = writer(data.language, data.currency);
  const doc = new PDFDocument({
    size: 'LETTER',
    margins: { top: M, bottom: 20, left: M, right: M },
    bufferPages: true,
    info: { Title: w.t('report.docTitle', { client: data.clientName }), Author: data.company },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const total = sumMoney(data.lines.map((l) => l.price));
  let y = tableHeader(doc, w, titleBlock(doc, w, data, total));
  const room = (rows: number) => {
    if (y + rows * ROW <= BOTTOM) return false;
    doc.addPage();
    y = tableHeader(doc, w, runningHeader(doc, w, data));
    return true;
  };
  const groupTitle = (name: string, count: number, continued: boolean) => {
    band(doc, y, GROUP);
    doc.font('Helvetica-Bold').fontSize(10).fillColor(INK);
    const label = continued
      ? w.t('report.continued', { name })
      : count === 1
        ? w.t('report.groupOne', { name })
        : w.t('report.groupMany', { name, count });
    cell(doc, label, M, y + 5, WIDTH);
    y += ROW;
  };

  if (data.lines.length === 0) {
    doc
      .font('Helvetica-Oblique')
      .fontSize(10)
      .fillColor(MUTED)
      .text(w.t('report.none'), M + 4, y + 6, { lineBreak: false });
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
      const values = [
        w.date(line.date),
        line.property,
        line.summary || '-',
        line.housekeeper ?? '-',
        w.money(line.price),
      ];
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
    cell(doc, w.t('report.subtotal', { name }), M, y + 5, WIDTH - PRICE_W, true);
    cell(doc, w.money(sumMoney(group.items.map((l) => l.price))), M + WIDTH - PRICE_W, y + 5, PRICE_W, true);
    y += ROW + 6;
  }
  room(2);
  rule(doc, y, 1.5, BRAND);
  doc.font('Helvetica-Bold').fontSize(11).fillColor(INK);
  cell(
    doc,
    data.lines.length === 1 ? w.t('report.totalOne') : w.t('report.totalMany', { count: data.lines.length }),
    M,
    y + 6,
    WIDTH - 110,
    true,
  );
  cell(doc, w.money(total), M + WIDTH - 110, y + 6, 110, true);
  if (data.photos) photoSection(doc, w, data, data.photos);

  const pages = doc.bufferedPageRange();
  for (let i = 0; i < pages.count; i++) {
    doc.switchToPage(pages.start + i);
    rule(doc, PAGE.height - 46);
    doc.font('Helvetica').fontSize(8).fillColor(MUTED);
    doc.text(
      fit(doc, w.t('report.footer', { company: data.company, client: data.clientName }), WIDTH - 100),
      M,
      PAGE.height - 38,
      { lineBreak: false },
    );
    const label = w.t('report.page', { page: i + 1, pages: pages.count });
    doc.text(label, M + WIDTH - doc.widthOfString(label), PAGE.height - 38, { lineBreak: false });
  }
  doc.end();
  return done;
}
