import type { StaffStatement } from '@common/contracts/payroll';
import { toIsoDate } from '@common/domain/dates';
import { formatDate, formatDateRange, formatNumber } from '@common/domain/format';
import type { Language } from '../../i18n/catalogue';

const PAGE = { width: 612, height: 792 }; // US Letter
const M = 48;
const BOTTOM = PAGE.height - 64;
const ROW = 18;
const INK = '#1f2933';
const MUTED = '#616e7c';
const BRAND = '#1c6e8c';
const ZEBRA = '#f3f6f9';
const WIDTH = PAGE.width - 2 * M;

const TEXT = {
  en: {
    title: 'Weekly pay statement',
    week: 'Week',
    roleLabel: 'Role',
    role: { employee: 'Housekeeper', supervisor: 'Supervisor' },
    person: 'Name',
    date: 'Date',
    property: 'Property',
    amount: 'Amount',
    status: 'Status',
    paid: 'Paid',
    pending: 'Pending',
    total: 'Total',
    weekStatus: 'Payment',
    paidOn: (date: string) => `Paid on ${date}`,
    none: 'No completed cleanings this week.',
    adjustment: (property: string) => `Adjustment: ${property} (paid on an earlier week)`,
    page: (i: number, n: number) => `Page ${i} of ${n}`,
    kind: {
      laundry: 'Extra laundry',
      waiting_time: 'Waiting time',
      same_day: 'Same-day turnover',
      supplies: 'Supplies',
      other: 'Other',
    },
  },
  es: {
    title: 'Estado de pago semanal',
    week: 'Semana',
    roleLabel: 'Puesto',
    role: { employee: 'Camarera', supervisor: 'Supervisor' },
    person: 'Nombre',
    date: 'Fecha',
    property: 'Propiedad',
    amount: 'Monto',
    status: 'Estado',
    paid: 'Pagado',
    pending: 'Pendiente',
    total: 'Total',
    weekStatus: 'Pago',
    paidOn: (date: string) => `Pagado el ${date}`,
    none: 'Sin limpiezas completadas esta semana.',
    adjustment: (property: string) => `Ajuste: ${property} (pagada en una semana anterior)`,
    page: (i: number, n: number) => `Página ${i} de ${n}`,
    kind: {
      laundry: 'Lavandería extra',
      waiting_time: 'Tiempo de espera',
      same_day: 'Cambio el mismo día',
      supplies: 'Suministros',
      other: 'Otro',
    },
  },
} as const;

/** The statement's data: one person's week (amounts in the payroll currency). */
export type StatementDocument = {
  company: string;
  weekStart: string;
  weekEnd: string;
  lang: Language;
  statement: StaffStatement;
};

// The standard PDF fonts have no colón sign: amounts are written 'CRC 15,000.00'.
const crc = (amount: number, lang: Language) =>
  `CRC ${formatNumber(amount, lang, { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

// Paid on <date> (the day in the server's time zone), Paid when no date was recorded, else Pending.
function weekStatus(s: StaffStatement, t: (typeof TEXT)[Language], date: (iso: string) => string): string {
  if (s.paid_at) return t.paidOn(date(toIsoDate(new Date(s.paid_at))));
  const lines = s.events.length + s.adjustments.length;
  if (lines > 0 && s.pending === 0) return t.paid;
  return lines > 0 ? t.pending : '–';
}

/** Renders one person's weekly statement (title, cleanings with amount and status, total, paid, pending) to PDF bytes. */
export async function renderStatementPdf(data: StatementDocument): Promise<Buffer> {
  const { default: PDFDocument } = await import('pdfkit');
  const t = TEXT[data.lang];
  const s = data.statement;
  const doc = new PDFDocument({
    size: 'LETTER',
    margins: { top: M, bottom: 20, left: M, right: M },
    bufferPages: true,
    info: { Title: `${t.title} ${s.name}`, Author: data.company },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const date = (iso: string) => formatDate(iso, data.lang);
  const cols = [
    { label: t.date, width: 100 },
    { label: t.property, width: WIDTH - 100 - 120 - 90 },
    { label: t.amount, width: 120, right: true },
    { label: t.status, width: 90, right: true },
  ];
  const cell = (text: string, x: number, y: number, width: number, right = false) => {
    let fitted = text;
    while (fitted.length > 1 && doc.widthOfString(`${fitted}…`) > width - 8) fitted = fitted.slice(0, -1);
    if (fitted !== text) fitted = `${fitted.trimEnd()}…`;
    doc.text(fitted, right ? x + width - 4 - doc.widthOfString(fitted) : x + 4, y, { lineBreak: false });
  };
  const header = (y: number) => {
    doc
      .save()
      .rect(M, y, WIDTH, ROW + 2)
      .fill(BRAND)
      .restore();
    doc.font('Helvetica-Bold').fontSize(9).fillColor('#ffffff');
    let x = M;
    for (const c of cols) {
      cell(c.label, x, y + 6, c.width, c.right);
      x += c.width;
    }
    return y + ROW + 4;
  };

  doc.font('Helvetica-Bold').fontSize(20).fillColor(BRAND).text(data.company, M, M, { lineBreak: false });
  doc
    .font('Helvetica')
    .fontSize(12)
    .fillColor(MUTED)
    .text(t.title, M, M + 26, { lineBreak: false });
  let y = M + 58;
  for (const [label, value] of [
    [t.person, s.name],
    [t.roleLabel, t.role[s.role]],
    [t.week, formatDateRange(data.weekStart, data.weekEnd, data.lang)],
    [t.weekStatus, weekStatus(s, t, date)],
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
      .text(t.none, M + 4, y + 6, { lineBreak: false });
    y += ROW + 6;
  }
  // Adjustments of cleanings paid on earlier weeks (docs/decisions/0045-paid-is-final.md), as lines of this week.
  const rows = [
    ...s.events,
    ...s.adjustments.map((a) => ({
      service_date: a.service_date,
      property_name: t.adjustment(a.property_name),
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
    if (i % 2 === 1) doc.save().rect(M, y, WIDTH, ROW).fill(ZEBRA).restore();
    doc.font('Helvetica').fontSize(9).fillColor(INK);
    const values = [
      date(e.service_date),
      e.property_name,
      crc(e.amount, data.lang),
      e.payment_employee_status === 'paid' ? t.paid : t.pending,
    ];
    let x = M;
    cols.forEach((c, k) => {
      cell(values[k] ?? '', x, y + 5, c.width, c.right);
      x += c.width;
    });
    y += ROW;
    // Its approved extras under it (the line's amount includes them), each on its own row.
    for (const extra of e.extras) {
      if (y + ROW > BOTTOM) {
        doc.addPage();
        y = header(M);
      }
      if (i % 2 === 1) doc.save().rect(M, y, WIDTH, ROW).fill(ZEBRA).restore();
      doc.font('Helvetica').fontSize(8.5).fillColor(MUTED);
      const what = `+ ${t.kind[extra.kind]}${extra.description ? `: ${extra.description}` : ''}`;
      const [, propertyCol, amountCol] = cols;
      cell(what, M + cols[0]!.width, y + 5, propertyCol!.width);
      cell(crc(extra.amount, data.lang), M + cols[0]!.width + propertyCol!.width, y + 5, amountCol!.width, true);
      y += ROW;
    }
  });
  if (y + 4 * ROW > BOTTOM) {
    doc.addPage();
    y = M;
  }
  doc
    .save()
    .moveTo(M, y + 4)
    .lineTo(M + WIDTH, y + 4)
    .lineWidth(1.5)
    .strokeColor(BRAND)
    .stroke()
    .restore();
  y += 10;
  for (const [label, amount, bold] of [
    [t.total, s.total, true],
    [t.paid, s.paid, false],
    [t.pending, s.pending, false],
  ] as const) {
    doc
      .font(bold ? 'Helvetica-Bold' : 'Helvetica')
      .fontSize(bold ? 11 : 10)
      .fillColor(INK);
    cell(label, M, y + 4, WIDTH - 210, true);
    cell(crc(amount, data.lang), M + WIDTH - 210, y + 4, 120, true);
    y += ROW;
  }
  const pages = doc.bufferedPageRange();
  for (let i = 0; i < pages.count; i++) {
    doc.switchToPage(pages.start + i);
    doc.font('Helvetica').fontSize(8).fillColor(MUTED);
    const label = t.page(i + 1, pages.count);
    doc.text(`${data.company} · ${s.name}`, M, PAGE.height - 38, { lineBreak: false });
    doc.text(label, M + WIDTH - doc.widthOfString(label), PAGE.height - 38, { lineBreak: false });
  }
  doc.end();
  return done;
}
