import type { CompletedList } from '@common/contracts/payments';
import { clientCurrencyOf } from '@common/contracts/properties';
import { PAYROLL_CURRENCY } from '@common/domain/format';
import { formatInvoiceNumber } from '@common/domain/invoice';
import { sumMoney } from '@common/domain/money';
import type { Language } from '../../i18n/catalogue';

const HEADERS: Record<Language, Record<string, string>> = {
  en: {
    date: 'Date',
    client: 'Client',
    property: 'Property',
    summary: 'Summary',
    housekeeper: 'Housekeeper',
    client_price: 'Client price',
    client_currency: 'Currency',
    client_status: 'Client payment',
    extras_client: 'Extras (client)',
    invoice: 'Invoice',
    worker: `Worker payment (${PAYROLL_CURRENCY})`,
    extras_worker: `Extras to the housekeeper (${PAYROLL_CURRENCY})`,
    supervisor: `Supervisor payment (${PAYROLL_CURRENCY})`,
    employee_status: 'Housekeeper pay status',
    supervisor_status: 'Supervisor pay status',
    total: 'Total',
  },
  es: {
    date: 'Fecha',
    client: 'Cliente',
    property: 'Propiedad',
    summary: 'Resumen',
    housekeeper: 'Camarera',
    client_price: 'Precio al cliente',
    client_currency: 'Moneda',
    client_status: 'Pago del cliente',
    extras_client: 'Extras (cliente)',
    invoice: 'Factura',
    worker: `Pago a la camarera (${PAYROLL_CURRENCY})`,
    extras_worker: `Extras a la camarera (${PAYROLL_CURRENCY})`,
    supervisor: `Pago a supervisor (${PAYROLL_CURRENCY})`,
    employee_status: 'Estado pago camarera',
    supervisor_status: 'Estado pago supervisor',
    total: 'Total',
  },
};
const STATUS: Record<Language, Record<'paid' | 'pending', string>> = {
  en: { paid: 'paid', pending: 'pending' },
  es: { paid: 'pagado', pending: 'pendiente' },
};

/**
 * Completed Services as a spreadsheet: one row per cleaning with its frozen prices, its approved extras and the
 * number of the invoice that bills it, the client's currency beside the client's amounts, then a totals row per client currency (staff cost on the first).
 */
export async function buildCompletedSheet(list: CompletedList, lang: Language): Promise<Buffer> {
  const { default: ExcelJS } = await import('exceljs');
  const h = HEADERS[lang];
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet(lang === 'es' ? 'Servicios completados' : 'Completed services', {
    views: [{ state: 'frozen', ySplit: 1 }],
  });
  sheet.columns = [
    { header: h.date, key: 'date', width: 12 },
    { header: h.client, key: 'client', width: 22 },
    { header: h.property, key: 'property', width: 26 },
    { header: h.summary, key: 'summary', width: 26 },
    { header: h.housekeeper, key: 'housekeeper', width: 20 },
    { header: h.client_price, key: 'client_price', width: 18, style: { numFmt: '#,##0.00' } },
    { header: h.extras_client, key: 'extras_client', width: 16, style: { numFmt: '#,##0.00' } },
    { header: h.client_currency, key: 'client_currency', width: 10 },
    { header: h.client_status, key: 'client_status', width: 16 },
    { header: h.invoice, key: 'invoice', width: 12 },
    { header: h.worker, key: 'worker', width: 20, style: { numFmt: '#,##0.00' } },
    { header: h.extras_worker, key: 'extras_worker', width: 24, style: { numFmt: '#,##0.00' } },
    { header: h.supervisor, key: 'supervisor', width: 22, style: { numFmt: '#,##0.00' } },
    { header: h.employee_status, key: 'employee_status', width: 18 },
    { header: h.supervisor_status, key: 'supervisor_status', width: 18 },
  ];
  sheet.getRow(1).font = { bold: true };
  for (const e of list.events) {
    sheet.addRow({
      date: e.service_date,
      client: e.clientName ?? '',
      property: e.house.name,
      summary: e.event_summary,
      housekeeper: e.assignedEmployeeName ?? '',
      client_price: e.client_price,
      extras_client: e.extras_client_amount,
      client_currency: clientCurrencyOf(e.property),
      client_status: STATUS[lang][e.payment_client_status],
      invoice: e.invoice?.number ? formatInvoiceNumber(e.invoice.number) : undefined,
      worker: e.worker_payment,
      extras_worker: e.extras_worker_amount,
      supervisor: e.supervisor_payment,
      employee_status: STATUS[lang][e.payment_employee_status],
      supervisor_status: STATUS[lang][e.payment_supervisor_status],
    });
  }
  const { totals } = list;
  // Per client currency: the cleanings' and the extras' sums, whose total is the revenue (what invoices bill).
  const revenue = totals.revenue.length > 0 ? totals.revenue : [undefined];
  const worker = sumMoney(list.events.map((e) => e.worker_payment));
  const extrasWorker = sumMoney(list.events.map((e) => e.extras_worker_amount));
  revenue.forEach((r, i) => {
    const mine = list.events.filter((e) => r && clientCurrencyOf(e.property) === r.currency);
    const staff = i === 0 ? { worker, extras_worker: extrasWorker, supervisor: totals.staff_cost.supervisor } : {};
    sheet.addRow({
      date: h.total,
      client_price: r && sumMoney(mine.map((e) => e.client_price)),
      extras_client: r && sumMoney(mine.map((e) => e.extras_client_amount)),
      client_currency: r?.currency,
      ...staff,
    }).font = { bold: true };
  });
  return Buffer.from(await book.xlsx.writeBuffer());
}
