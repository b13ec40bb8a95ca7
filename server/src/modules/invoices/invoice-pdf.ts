import type { Invoice } from '@common/contracts/invoices';
import { formatDate, formatDateRange, formatNumber } from '@common/domain/format';
import { formatInvoiceNumber, type ExtraKind } from '@common/domain/invoice';
import { translate, type Language, type MessageKey } from '../../i18n/catalogue';
import {
  BOTTOM,
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
  band,
} from '../../pdf/layout';

// An invoice in the reader's language: words from the catalogue, money in the invoice's currency and dates
// in the language's one style. Drawn like the client report (report-pdf.ts): US Letter, the same colours.
const ALERT = '#b42318';
const COLS = [
  { label: 'invoice.pdf.colDate', width: 62 },
  { label: 'invoice.pdf.colDescription', width: 164 },
  { label: 'invoice.pdf.colCabys', width: 76 },
  { label: 'invoice.pdf.colQuantity', width: 32, right: true },
  { label: 'invoice.pdf.colAmount', width: 66, right: true },
  { label: 'invoice.pdf.colDiscount', width: 60, right: true },
  { label: 'invoice.pdf.colTax', width: 56, right: true },
] as const;
const DESCRIPTION = { x: M + COLS[0].width + 4, width: COLS[1].width - 8 };
/** A long description wraps within its column, up to this many lines (then an ellipsis). */
const MAX_DESCRIPTION_LINES = 6;

/** The company's invoice header and contacts (company settings, docs/decisions/0048); '' for what is not set. */
export type InvoiceIssuer = {
  name: string;
  legalName: string;
  taxId: string;
  address: string;
  phone: string;
  email: string;
  bankDetails: string;
  sinpePhone: string;
};

/** Everything the PDF shows, read before rendering: the invoice, each line's extra kind (null for a cleaning). */
export type InvoiceDocument = {
  issuer: InvoiceIssuer;
  invoice: Invoice;
  extraKinds: (ExtraKind | null)[];
  language: Language;
};

type Doc = PDFKit.PDFDocument;

const writer = (data: InvoiceDocument) => {
  const lang = data.language;
  return {
    t: (key: MessageKey, params?: Record<string, string | number>) => translate(lang, key, params),
    money: (amount: number) => pdfMoney(amount, data.invoice.currency, lang),
    crc: (amount: number) => pdfMoney(amount, 'CRC', lang),
    date: (iso: string) => formatDate(iso, lang),
    number: (n: number) => formatNumber(n, lang, { maximumFractionDigits: 4 }),
  };
};
type Writer = ReturnType<typeof writer>;

/** The description of a line as printed: its kind's label in the reader's language, then what was stored. */
function lineText(w: Writer, kind: 'cleaning' | ExtraKind, description: string): string {
  const label = w.t(`invoice.kind.${kind}`);
  return description ? `${label} · ${description}` : label;
}

/** The due date, or on a draft when it will be due. */
function dueText(w: Writer, invoice: Invoice): string {
  if (invoice.due_on) return w.date(invoice.due_on);
  return invoice.terms === 'cash'
    ? w.t('invoice.pdf.dueAfterIssue')
    : w.t('invoice.pdf.dueDaysAfterIssue', { days: invoice.terms.credit_days });
}

/** Company, title, number and client: page 1's head; answers where the table starts. */
function head(doc: Doc, w: Writer, data: InvoiceDocument): number {
  const { issuer, invoice } = data;
  doc
    .font('Helvetica-Bold')
    .fontSize(16)
    .fillColor(BRAND)
    .text(fit(doc, issuer.name || issuer.legalName, 300), M, M, { lineBreak: false });
  let y = M + 22;
  doc.font('Helvetica').fontSize(9).fillColor(MUTED);
  const line = (text: string) => {
    doc.text(fit(doc, text, 300), M, y, { lineBreak: false });
    y += 12;
  };
  if (issuer.legalName && issuer.legalName !== issuer.name) line(issuer.legalName);
  if (issuer.taxId) {
    doc.text(fit(doc, `${w.t('invoice.pdf.taxId')}: ${issuer.taxId}`, 300), M, y, { lineBreak: false });
    y += 12;
  }
  // The address wraps within the column, at most three lines.
  const address = issuer.address.trim().replace(/\s*\n\s*/g, ', ');
  if (address) {
    const box = { width: 300, height: 36, ellipsis: true };
    doc.text(address, M, y, box);
    y += Math.min(36, doc.heightOfString(address, { width: 300 }));
  }
  const contacts = [issuer.phone && `${w.t('invoice.pdf.phone')} ${issuer.phone}`, issuer.email].filter(Boolean);
  if (contacts.length > 0) line(contacts.join(' · '));
  const right = (text: string, top: number, size: number, color: string, bold = true) => {
    doc
      .font(bold ? 'Helvetica-Bold' : 'Helvetica')
      .fontSize(size)
      .fillColor(color);
    doc.text(text, M + WIDTH - doc.widthOfString(text), top, { lineBreak: false });
  };
  right(w.t('invoice.pdf.title'), M, 20, INK);
  const number =
    invoice.number === null
      ? w.t('invoice.pdf.draft')
      : `${w.t('invoice.pdf.number')} ${formatInvoiceNumber(invoice.number)}`;
  right(number, M + 26, 11, invoice.number === null ? ALERT : INK);
  if (invoice.status === 'void') right(w.t('invoice.pdf.void'), M + 42, 14, ALERT);

  y = Math.max(y, M + 62) + 10;
  const facts: [string, string][] = [
    [w.t('invoice.pdf.billTo'), invoice.client_name],
    ...(invoice.client_id_number
      ? [
          [w.t('invoice.pdf.clientId'), `${invoice.client_id_type ?? ''} ${invoice.client_id_number}`.trim()] as [
            string,
            string,
          ],
        ]
      : []),
    [w.t('invoice.pdf.issued'), invoice.issued_on ? w.date(invoice.issued_on) : w.t('invoice.pdf.notIssued')],
    [w.t('invoice.pdf.period'), formatDateRange(invoice.start_date, invoice.end_date, data.language)],
    [
      w.t('invoice.pdf.terms'),
      invoice.terms === 'cash'
        ? w.t('invoice.pdf.cash')
        : w.t('invoice.pdf.credit', { days: invoice.terms.credit_days }),
    ],
    [w.t('invoice.pdf.due'), dueText(w, invoice)],
  ];
  for (const [label, value] of facts) {
    doc.font('Helvetica-Bold').fontSize(10).fillColor(MUTED).text(label, M, y, { lineBreak: false });
    doc
      .font('Helvetica')
      .fillColor(INK)
      .text(fit(doc, value, WIDTH - 110), M + 110, y, { lineBreak: false });
    y += 15;
  }
  if (invoice.status === 'void' && invoice.void_reason) {
    doc.font('Helvetica-Bold').fontSize(10).fillColor(ALERT);
    doc.text(
      fit(doc, w.t('invoice.pdf.voidReason', { reason: invoice.void_reason.replace(/\s+/g, ' ') }), WIDTH),
      M,
      y + 2,
      {
        lineBreak: false,
      },
    );
    y += 15;
  }
  rule(doc, y + 8, 1, BRAND);
  return y + 18;
}

/** The running head of later pages: company, invoice number and client; answers where the table starts. */
function pageHead(doc: Doc, w: Writer, data: InvoiceDocument): number {
  const { invoice } = data;
  const number = invoice.number === null ? w.t('invoice.pdf.draft') : formatInvoiceNumber(invoice.number);
  return runningHead(
    doc,
    `${data.issuer.name || data.issuer.legalName} · ${w.t('invoice.pdf.title')} ${number} · ${invoice.client_name}`,
  );
}

const header = (doc: Doc, w: Writer, y: number) =>
  tableHeader(
    doc,
    COLS,
    COLS.map((c) => w.t(c.label)),
    y,
  );

/** The totals under the table: label and amount pairs right aligned. */
function totals(doc: Doc, w: Writer, data: InvoiceDocument, top: number): number {
  const { invoice } = data;
  const discounted: [string, string, boolean][] =
    invoice.discount_total > 0
      ? [
          [w.t('invoice.pdf.gross'), w.money(invoice.gross), false],
          [
            // The invoice's own discount is named beside the lines' (both are in the total).
            invoice.discount > 0
              ? w.t('invoice.pdf.discountWithInvoice', { amount: w.money(invoice.discount) })
              : w.t('invoice.pdf.discount'),
            `-${w.money(invoice.discount_total)}`,
            false,
          ],
        ]
      : [];
  const rows: [string, string, boolean][] = [
    ...discounted,
    [w.t('invoice.pdf.subtotal'), w.money(invoice.subtotal), false],
    [w.t('invoice.pdf.tax', { rate: w.number(invoice.tax_rate) }), w.money(invoice.tax), false],
    [w.t('invoice.pdf.total'), w.money(invoice.total), true],
    [w.t('invoice.pdf.paid'), w.money(invoice.paid), false],
    [w.t('invoice.pdf.balance'), w.money(invoice.balance), true],
  ];
  if (invoice.currency === 'USD' && invoice.exchange_rate !== null)
    rows.push([
      w.t('invoice.pdf.totalCrc'),
      w.crc(Math.round(invoice.total * invoice.exchange_rate * 100) / 100),
      false,
    ]);
  let y = top + 6;
  rule(doc, y - 4, 1.5, BRAND);
  for (const [label, value, bold] of rows) {
    doc
      .font(bold ? 'Helvetica-Bold' : 'Helvetica')
      .fontSize(bold ? 11 : 10)
      .fillColor(INK);
    cell(doc, label, M, y + 2, WIDTH - 110, true);
    cell(doc, value, M + WIDTH - 110, y + 2, 110, true);
    y += ROW;
  }
  if (invoice.currency === 'USD' && invoice.exchange_rate !== null) {
    doc.font('Helvetica').fontSize(9).fillColor(MUTED);
    cell(doc, w.t('invoice.pdf.rate', { rate: w.number(invoice.exchange_rate) }), M, y + 4, WIDTH, true);
    y += ROW;
  }
  return y;
}

/** How to pay, under the totals: the bank details (up to four lines) and the SINPE Móvil number, when set. */
function paymentLines(w: Writer, issuer: InvoiceIssuer): string[] {
  const bank = issuer.bankDetails
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean)
    .slice(0, 4);
  const sinpe = issuer.sinpePhone ? [`${w.t('invoice.pdf.sinpe')}: ${issuer.sinpePhone}`] : [];
  return bank.length + sinpe.length === 0 ? [] : [w.t('invoice.pdf.howToPay'), ...bank, ...sinpe];
}

function payment(doc: Doc, lines: string[], top: number): void {
  let y = top + 8;
  lines.forEach((text, i) => {
    doc
      .font(i === 0 ? 'Helvetica-Bold' : 'Helvetica')
      .fontSize(9)
      .fillColor(i === 0 ? INK : MUTED);
    cell(doc, text, M, y, WIDTH, false);
    y += 13;
  });
}

/** Renders an invoice (head, paginated lines, totals, how to pay, 'Page n of m') to PDF bytes. */
export async function renderInvoicePdf(data: InvoiceDocument): Promise<Buffer> {
  const w = writer(data);
  const { invoice } = data;
  const number = invoice.number === null ? w.t('invoice.pdf.draft') : formatInvoiceNumber(invoice.number);
  const { doc, done } = await newPdf({
    Title: w.t('invoice.pdf.docTitle', { number, client: invoice.client_name }),
    Author: data.issuer.name || data.issuer.legalName,
  });

  let y = header(doc, w, head(doc, w, data));
  const room = (height: number) => {
    if (y + height <= BOTTOM) return;
    doc.addPage();
    y = header(doc, w, pageHead(doc, w, data));
  };
  if (invoice.lines.length === 0) y = noRows(doc, w.t('invoice.pdf.none'), y);
  invoice.lines.forEach((line, i) => {
    doc.font('Helvetica').fontSize(9).fillColor(INK);
    // A manual line prints what the office typed; the others their kind's label first.
    const kind = line.kind === 'cleaning' ? 'cleaning' : (data.extraKinds[i] ?? 'other');
    const description = line.manual ? line.description : lineText(w, kind, line.description);
    // The description wraps in its column (never cut mid-word); the row grows with it.
    const textHeight = Math.min(
      doc.heightOfString(description, { width: DESCRIPTION.width }),
      doc.currentLineHeight(true) * MAX_DESCRIPTION_LINES,
    );
    const height = Math.max(ROW, Math.ceil(textHeight) + 9);
    room(height);
    if (i % 2 === 1) band(doc, y, ZEBRA, height);
    doc.font('Helvetica').fontSize(9).fillColor(INK);
    const lineDiscount = line.discount + line.invoice_discount;
    const values = [
      line.service_date ? w.date(line.service_date) : '',
      '',
      line.cabys,
      w.number(line.quantity),
      w.money(line.amount),
      lineDiscount > 0 ? `-${w.money(lineDiscount)}` : '',
      w.money(line.tax),
    ];
    cells(doc, COLS, values, y + 5);
    doc.text(description, DESCRIPTION.x, y + 5, { width: DESCRIPTION.width, height: textHeight, ellipsis: true });
    y += height;
  });
  const pay = paymentLines(w, data.issuer);
  room(ROW * 8 + pay.length * 13);
  payment(doc, pay, totals(doc, w, data, y + 4));

  footers(doc, `${data.issuer.name || data.issuer.legalName} · ${w.t('invoice.pdf.title')} ${number}`, (page, pages) =>
    w.t('invoice.pdf.page', { page, pages }),
  );
  doc.end();
  return done;
}
