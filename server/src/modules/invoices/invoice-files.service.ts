import type { Invoice } from '@common/contracts/invoices';
import { formatDate, formatMoney } from '@common/domain/format';
import { formatInvoiceNumber } from '@common/domain/invoice';
import type { Db, DbOrTx } from '../../db/client';
import { AppError } from '../../errors';
import { translate, type Language } from '../../i18n/catalogue';
import { text } from '../../i18n/text';
import { getClient } from '../clients/clients.service';
import { queueMailWithAttachments } from '../email/email.service';
import { slug } from '../../pdf/format';
import { companySettings } from '../settings/settings.service';
import { renderInvoicePdf } from './invoice-pdf';
import * as q from './invoices.queries';
import { getInvoice } from './invoices.service';

/** A rendered invoice, ready to download or attach: in `lang`, from `company`. */
export type InvoiceFile = { fileName: string; pdf: Buffer; invoice: Invoice; lang: Language; company: string };

/** The download name: invoice-000042-<client>.pdf, or invoice-draft-<id>-<client>.pdf, ASCII only. */
export function invoiceFileName(invoice: Invoice): string {
  const number = invoice.number === null ? `draft-${invoice.id}` : formatInvoiceNumber(invoice.number);
  return `invoice-${number}-${slug(invoice.client_name) || 'client'}.pdf`;
}

/**
 * Reads the invoice and the company's header and identity, then renders the PDF (GET /invoices/{id}/pdf) in
 * `language`, else in its client's language (docs/decisions/0048), never the reader's screen.
 */
export async function invoicePdf(db: DbOrTx, id: number, language?: Language): Promise<InvoiceFile> {
  const invoice = await getInvoice(db, id);
  const [settings, lines, client] = await Promise.all([
    companySettings(db),
    q.listLines(db, id),
    getClient(db, invoice.client_id),
  ]);
  const lang = language ?? client.language;
  const pdf = await renderInvoicePdf({
    issuer: {
      name: settings.company_name,
      legalName: settings.legal_name,
      taxId: settings.tax_id,
      address: settings.address || settings.company_address,
      phone: settings.company_phone,
      email: settings.company_email,
      bankDetails: settings.bank_details,
      sinpePhone: settings.sinpe_phone,
    },
    invoice,
    extraKinds: lines.map((l) => l.extraKind),
    language: lang,
  });
  return { fileName: invoiceFileName(invoice), pdf, invoice, lang, company: settings.company_name };
}

/**
 * E-mails an issued invoice with its PDF through the outbox, to its billing e-mail, else the client's
 * (POST /invoices/{id}/email): 409 for a draft or a void one, or with no address. Rendered before the
 * transaction that queues it and records when it was sent.
 */
export async function emailInvoice(db: Db, id: number, language?: Language): Promise<{ queued: true; to: string }> {
  const file = await invoicePdf(db, id, language);
  const { invoice, lang } = file;
  if (invoice.status === 'draft' || invoice.status === 'void')
    throw new AppError('conflict', text('invoice.notSendable', { status: text(`invoice.status.${invoice.status}`) }));
  const to = invoice.billing_email ?? (await getClient(db, invoice.client_id)).email;
  if (!to) throw new AppError('conflict', text('invoice.noEmail', { name: invoice.client_name }));
  const words = {
    company: file.company,
    client: invoice.client_name,
    number: formatInvoiceNumber(invoice.number),
    start: formatDate(invoice.start_date, lang),
    end: formatDate(invoice.end_date, lang),
    total: formatMoney(invoice.total, invoice.currency, lang),
    balance: formatMoney(invoice.balance, invoice.currency, lang),
  };
  await db.transaction(async (tx) => {
    await queueMailWithAttachments(tx, {
      to,
      subject: translate(lang, 'mail.invoice.subject', words),
      body: translate(lang, 'mail.invoice.body', words),
      attachments: [
        { filename: file.fileName, contentType: 'application/pdf', contentBase64: file.pdf.toString('base64') },
      ],
    });
    await q.updateInvoice(tx, id, { emailedAt: new Date() });
  });
  return { queued: true, to };
}
