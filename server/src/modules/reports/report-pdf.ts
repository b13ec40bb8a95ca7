import { formatDate, formatDateRange, type Currency } from '@common/domain/format';
import { sumMoney } from '@common/domain/money';
import {
  band,
  BRAND,
  cell,
  cells,
  fit,
  footers,
  INK,
  M,
  MUTED,
  newPdf,
  noRows,
  pdfMoney,
  ROW,
  rule,
  runningHead,
  tableHeader,
  WIDTH,
  ZEBRA,
  BOTTOM,
} from '../../pdf/layout';
import type { ChecklistSummary } from '../checklists/summaries';
import { groupBy } from '../../pdf/format';
import { PHOTOS_PER_REPORT, type PhotoGroup, type ReportPhotos } from './report-photos';
import { translate, type Language, type MessageKey } from '../../i18n/catalogue';

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

/** A cleaning's checklist summary: items done, and per section (room) done and photos. */
export type ReportChecklist = ChecklistSummary & { property: string; date: string };

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
  /** The checklist summary of each cleaning that has a checklist, in the table's order; null when not asked for. */
  checklists: ReportChecklist[] | null;
};

const GROUP = '#e3edf3';
const COLS = [
  { key: 'date', label: 'report.colDate', width: 72 },
  { key: 'property', label: 'report.colProperty', width: 118 },
  { key: 'summary', label: 'report.colSummary', width: 132 },
  { key: 'housekeeper', label: 'report.colHousekeeper', width: 108 },
  { key: 'price', label: 'report.colPrice', width: 86, right: true }, // wide enough for 'CRC 150,000.00'
] as const;
const PRICE_W = COLS[4].width;
// The photo grid: four thumbnails a row, each fitted (not cropped) in a 4:3 cell.
const PHOTO_COLS = 4;
const GAP = 8;
const CELL_W = (WIDTH - GAP * (PHOTO_COLS - 1)) / PHOTO_COLS;
const CELL_H = Math.round((CELL_W * 3) / 4);

type Doc = PDFKit.PDFDocument;

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
  return runningHead(doc, `${data.company} · ${data.clientName} · ${w.date(data.startDate)} – ${w.date(data.endDate)}`);
}

const header = (doc: Doc, w: Writer, y: number) =>
  tableHeader(
    doc,
    COLS,
    COLS.map((c) => w.t(c.label)),
    y,
  );

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

const CHECK_COLS = [{ width: WIDTH - 220 }, { width: 130, right: true }, { width: 90, right: true }] as const;

/** The 'Checklist' section after the total: per cleaning a heading with its items done, then a row per section (room). */
function checklistSection(doc: Doc, w: Writer, data: ReportDocument, list: ReportChecklist[], top: number) {
  let y = top + 40;
  const room = (rows: number) => {
    if (y + rows * ROW <= BOTTOM) return;
    doc.addPage();
    y = runningHeader(doc, w, data);
  };
  room(4);
  doc.font('Helvetica-Bold').fontSize(14).fillColor(BRAND).text(w.t('report.checklist'), M, y, { lineBreak: false });
  rule(doc, y + 22, 1, BRAND);
  y += 32;
  if (list.length === 0) y = noRows(doc, w.t('report.checklistNone'), y);
  for (const cleaning of list) {
    room(1 + Math.min(cleaning.sections.length, 3));
    band(doc, y, GROUP);
    doc.font('Helvetica-Bold').fontSize(10).fillColor(INK);
    const name = `${cleaning.property} · ${w.date(cleaning.date)}`;
    cell(doc, name, M, y + 5, WIDTH - 160);
    cell(
      doc,
      w.t('report.checklistDone', { done: cleaning.done, total: cleaning.total }),
      M + WIDTH - 160,
      y + 5,
      160,
      true,
    );
    y += ROW;
    cleaning.sections.forEach((section, i) => {
      room(1);
      if (i % 2 === 1) band(doc, y, ZEBRA);
      doc.font('Helvetica').fontSize(9).fillColor(INK);
      const photos =
        section.photos === 0
          ? ''
          : section.photos === 1
            ? w.t('report.checklistPhotoOne')
            : w.t('report.checklistPhotoMany', { count: section.photos });
      cells(
        doc,
        CHECK_COLS,
        [section.title, w.t('report.checklistDone', { done: section.done, total: section.total }), photos],
        y + 5,
      );
      y += ROW;
    });
    y += GAP;
  }
}

/** Renders the client report (title, grouped table, subtotals, total, 'Page n of m') to PDF bytes. */
export async function renderReportPdf(data: ReportDocument): Promise<Buffer> {
  const w = writer(data.language, data.currency);
  const { doc, done } = await newPdf({
    Title: w.t('report.docTitle', { client: data.clientName }),
    Author: data.company,
  });

  const total = sumMoney(data.lines.map((l) => l.price));
  let y = header(doc, w, titleBlock(doc, w, data, total));
  const room = (rows: number) => {
    if (y + rows * ROW <= BOTTOM) return false;
    doc.addPage();
    y = header(doc, w, runningHeader(doc, w, data));
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

  if (data.lines.length === 0) y = noRows(doc, w.t('report.none'), y);
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
      cells(doc, COLS, values, y + 5);
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
  if (data.checklists) checklistSection(doc, w, data, data.checklists, y);
  if (data.photos) photoSection(doc, w, data, data.photos);

  footers(doc, w.t('report.footer', { company: data.company, client: data.clientName }), (page, pages) =>
    w.t('report.page', { page, pages }),
  );
  doc.end();
  return done;
}
