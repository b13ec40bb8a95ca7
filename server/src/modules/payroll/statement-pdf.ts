import type { StaffStatement } from '@common/contracts/payroll';
import { toIsoDate } from '@common/domain/dates';
import { formatDate, formatDateRange } from '@common/domain/format';
import { translate, type Language, type MessageKey } from '../../i18n/catalogue';
import {
  band,
  BOTTOM,
  BRAND,
  cell,
  cells,
  INK,
  M,
  MUTED,
  newPdf,
  PAGE,
  pdfMoney,
  ROW,
  rule,
  tableHeader,
  WIDTH,
  ZEBRA,
} from '../../pdf/layout';

// Drawn like the client report and the invoice (pdf/layout.ts), in the person's language: words from the catalogue.
type Say = (key: MessageKey, params?: Record<string, string | number>) => string;

/** The statement's data: one person's week (amounts in the payroll currency). */
export type StatementDocument = {
  company: string;
  weekStart: string;
  weekEnd: string;
  lang: Language;
  statement: StaffStatement;
};

// Paid on <date> (the day in the server's time zone), Paid when no date was recorded, else Pending.
function weekStatus(s: StaffStatement, t: Say, date: (iso: string) => string): string {
  if (s.paid_at) return t('payroll.pdf.paidOn', { date: date(toIsoDate(new Date(s.paid_at))) });
  const lines = s.events.length + s.adjustments.length;
  if (lines > 0 && s.pending === 0) return t('payroll.pdf.paid');
  return lines > 0 ? t('payroll.pdf.pending') : '–';
}

/** Renders one person's weekly statement (title, cleanings with amount and status, total, paid, pending) to PDF bytes. */
export async function renderStatementPdf(data: StatementDocument): Promise<Buffer> {
  const t: Say = (key, params) => translate(data.lang, key, params);
  const crc = (amount: number) => pdfMoney(amount, 'CRC', data.lang);
  const s = data.statement;
  const { doc, done } = await newPdf({ Title: `${t('payroll.pdf.title')} ${s.name}`, Author: data.company });
  const date = (iso: string) => formatDate(iso, data.lang);
  const cols = [
    { width: 100 },
    { width: WIDTH - 100 - 120 - 90 },
    { width: 120, right: true },
    { width: 90, right: true },
  ] as const;
  const labels = ['payroll.pdf.date', 'payroll.pdf.property', 'payroll.pdf.amount', 'payroll.pdf.status'] as const;
  const header = (y: number) =>
    tableHeader(
      doc,
      cols,
      labels.map((key) => t(key)),
      y,
    );

  doc.font('Helvetica-Bold').fontSize(20).fillColor(BRAND).text(data.company, M, M, { lineBreak: false });
  doc
    .font('Helvetica')
    .fontSize(12)
    .fillColor(MUTED)
    .text(t('payroll.pdf.title'), M, M + 26, { lineBreak: false });
  let y = M + 58;
  for (const [label, value] of [
    [t('payroll.pdf.person'), s.name],
    [t('payroll.pdf.roleLabel'), t(`payroll.pdf.role.${s.role}`)],
    [t('payroll.pdf.week'), formatDateRange(data.weekStart, data.weekEnd, data.lang)],
    [t('payroll.pdf.weekStatus'), weekStatus(s, t, date)],
  ] as const) {
    doc.font('Helvetica-Bold').fontSize(10).fillColor(MUTED).text(label, M, y, { lineBreak: false });
    doc
      .font('Helvetica')
      .fillColor(INK)
      .text(value, M + 90, y, { lineBreak: false });
    y += 15;
  }
  y = header(y + 12);
  if (s.events.length === 0 && s.adjustments.length === 0) {
    doc
      .font('Helvetica')
      .fontSize(10)
      .fillColor(MUTED)
      .text(t('payroll.pdf.none'), M + 4, y + 6, { lineBreak: false });
    y += ROW + 6;
  }
  // Adjustments of cleanings paid on earlier weeks (docs/decisions/0045-paid-is-final.md), as lines of this week.
  const rows = [
    ...s.events,
    ...s.adjustments.map((a) => ({
      service_date: a.service_date,
      property_name: t('payroll.pdf.adjustment', { property: a.property_name }),
      amount: a.amount,
      payment_employee_status: a.payment_employee_status,
      extras: [],
    })),
  ];
  rows.forEach((e, i) => {
    if (y + ROW > BOTTOM) {
      doc.addPage();
      y = header(M);
    }
    if (i % 2 === 1) band(doc, y, ZEBRA);
    doc.font('Helvetica').fontSize(9).fillColor(INK);
    const status = e.payment_employee_status === 'paid' ? 'payroll.pdf.paid' : 'payroll.pdf.pending';
    cells(doc, cols, [date(e.service_date), e.property_name, crc(e.amount), t(status)], y + 5);
    y += ROW;
    // Its approved extras under it (the line's amount includes them), each on its own row.
    for (const extra of e.extras) {
      if (y + ROW > BOTTOM) {
        doc.addPage();
        y = header(M);
      }
      if (i % 2 === 1) band(doc, y, ZEBRA);
      doc.font('Helvetica').fontSize(8.5).fillColor(MUTED);
      const what = `+ ${t(`extra.kind.${extra.kind}`)}${extra.description ? `: ${extra.description}` : ''}`;
      const [dateCol, propertyCol, amountCol] = cols;
      cell(doc, what, M + dateCol.width, y + 5, propertyCol.width);
      cell(doc, crc(extra.amount), M + dateCol.width + propertyCol.width, y + 5, amountCol.width, true);
      y += ROW;
    }
  });
  if (y + 4 * ROW > BOTTOM) {
    doc.addPage();
    y = M;
  }
  rule(doc, y + 4, 1.5, BRAND);
  y += 10;
  for (const [label, amount, bold] of [
    ['payroll.pdf.total', s.total, true],
    ['payroll.pdf.paid', s.paid, false],
    ['payroll.pdf.pending', s.pending, false],
  ] as const) {
    doc
      .font(bold ? 'Helvetica-Bold' : 'Helvetica')
      .fontSize(bold ? 11 : 10)
      .fillColor(INK);
    cell(doc, t(label), M, y + 4, WIDTH - 210, true);
    cell(doc, crc(amount), M + WIDTH - 210, y + 4, 120, true);
    y += ROW;
  }
  // Its own footer: no rule above it and the name uncut (pdf/layout's `footers` draws both differently).
  const pages = doc.bufferedPageRange();
  for (let i = 0; i < pages.count; i++) {
    doc.switchToPage(pages.start + i);
    doc.font('Helvetica').fontSize(8).fillColor(MUTED);
    const label = t('payroll.pdf.page', { page: i + 1, pages: pages.count });
    doc.text(`${data.company} · ${s.name}`, M, PAGE.height - 38, { lineBreak: false });
    doc.text(label, M + WIDTH - doc.widthOfString(label), PAGE.height - 38, { lineBreak: false });
  }
  doc.end();
  return done;
}
