import type { Invoice } from '@common/contracts/invoices';
import { formatDate, formatMoney } from '@common/domain/format';
import { formatInvoiceNumber } from '@common/domain/invoice';
import { COMPANY_NAME } from '../../config';
import type { Db, DbOrTx } from '../../db/client';
import { AppError } from '../../errors';
import { translate, type Language } from '../../i18n/catalogue';
import { text } from '../../i18n/text';
import { getClient } from '../clients/clients.service';
import { queueMailWithAttachments } from '../email/email.service';
import { slug } from '../reports/report-format';
import { companySettings } from '../settings/settings.service';
import { renderInvoicePdf } from './invoice-pdf';
import * as q from './invoices.queries';
import { getInvoice } from './invoices.service';

/** A rendered invoice, ready to download or attach. */
export type InvoiceFile = { fileName: string; pdf: Buffer; invoice: Invoice };

/** The download name: invoice-000042-<client>.pdf, or invoice-draft-<id>-<client>.pdf, ASCII only. */
export function invoiceFileName(invoice: Invoice): string {
  const number = invoice.number === null ? `draft-${invoice.id}` : formatInvoiceNumber(invoice.number);
  return `invoice-${number}-${slug(invoice.client_name) || 'client'}.pdf`;
}

/** Reads the invoice and the company's header, then renders the PDF in `language` (GET /invoices/{id}/pdf). */
export async function invoicePdf(db: DbOrTx, id: number, language: Language): Promise<InvoiceFile> {
  const invoice = await getInvoice(db, id);
  const [settings, lines] = await Promise.all([companySettings(db), q.listLines(db, id)]);
  const pdf = await renderInvoicePdf({
    issuer: { name: COMPANY_NAME, legalName: settings.legal_name, taxId: settings.tax_id, address: settings.address },
    invoice,
    extraKinds: lines.map((l) => l.extraKind),
    language,
  });
  return { fileName: invoiceFileName(invoice), pdf, invoice };
}

/**
 * E-mails an issued invoice with its PDF through the outbox, to its billing e-mail, else the client's
 * (POST /invoices/{id}/email): 409 for a draft or a void one, or with no address. Rendered before the
 * transaction that queues it and records when it was sent.
 */
export async function emailInvoice(db: Db, id: number, lang: Language): Promise<{ queued: true; to: string }> {
  const file = await invoicePdf(db, id, lang);
  const { invoice } = file;
  if (invoice.status === 'draft' || invoice.status === 'void')
    throw new AppError('conflict', text('invoice.notSendable', { status: text(`invoice.status.${invoice.status}`) }));
  const to = invoice.billing_email ?? (await getClient(db, invoice.client_id)).email;
  if (!to) throw new AppError('conflict', text('invoice.noEmail', { name: invoice.client_name }));
  const words = {
    company: COMPANY_NAME,
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
