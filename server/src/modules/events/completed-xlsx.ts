import type { CompletedList } from '@common/contracts/payments';
import { clientCurrencyOf } from '@common/contracts/properties';
import { PAYROLL_CURRENCY } from '@common/domain/format';
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
    worker: `Worker payment (${PAYROLL_CURRENCY})`,
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
    worker: `Pago a la camarera (${PAYROLL_CURRENCY})`,
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
 * Completed Services as a spreadsheet: one row per cleaning with its frozen prices, the client price with its
 * client's currency in the next column, then a totals row per client currency (staff cost on the first).
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
    { header: h.client_currency, key: 'client_currency', width: 10 },
    { header: h.client_status, key: 'client_status', width: 16 },
    { header: h.worker, key: 'worker', width: 20, style: { numFmt: '#,##0.00' } },
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
      client_currency: clientCurrencyOf(e.property),
      client_status: STATUS[lang][e.payment_client_status],
      worker: e.worker_payment,
      supervisor: e.supervisor_payment,
      employee_status: STATUS[lang][e.payment_employee_status],
      supervisor_status: STATUS[lang][e.payment_supervisor_status],
    });
  }
  const { totals } = list;
  const revenue = totals.revenue.length > 0 ? totals.revenue : [undefined];
  revenue.forEach((r, i) => {
    const staff = i === 0 ? { worker: totals.staff_cost.worker, supervisor: totals.staff_cost.supervisor } : {};
    sheet.addRow({ date: h.total, client_price: r?.amount, client_currency: r?.currency, ...staff }).font = {
      bold: true,
    };
  });
  return Buffer.from(await book.xlsx.writeBuffer());
}
