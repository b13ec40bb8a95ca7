// The pay statement as a WhatsApp message: a Spanish summary of the week (decisions.md 6 "Money").
import type { StaffStatement } from '@common/contracts/payroll';
import { toIsoDate } from '@common/domain/dates';
import { formatDmy, formatMoney, PAYROLL_CURRENCY } from '@common/domain/format';

// Costa Rica, as the phones are registered (the Assign screen's check).
const COUNTRY_CODE = '506';
const money = (amount: number) => formatMoney(amount, PAYROLL_CURRENCY, 'es');

/** The Spanish summary: greeting, the week, one line per cleaning with its amount, total, paid and pending, and when the week was paid. */
export function statementMessage(statement: StaffStatement, weekStart: string, weekEnd: string): string {
  const lines = statement.events.map(
    (e) =>
      `• ${formatDmy(e.service_date)} – ${e.property_name}: ${money(e.amount)}${e.payment_employee_status === 'paid' ? ' (pagado)' : ''}`,
  );
  return [
    `Hola ${statement.name}, este es tu estado de pago de la semana del ${formatDmy(weekStart)} al ${formatDmy(weekEnd)}:`,
    '',
    ...(lines.length > 0 ? lines : ['Sin limpiezas completadas esta semana.']),
    '',
    `Total: ${money(statement.total)}`,
    `Pagado: ${money(statement.paid)}`,
    `Pendiente: ${money(statement.pending)}`,
    ...(statement.paid_at ? [`Pagado el ${formatDmy(toIsoDate(new Date(statement.paid_at)))}.`] : []),
  ].join('\n');
}

/** The wa.me link with the summary: to the person's phone when it has the country code, else to a chat the sender picks. */
export function statementWhatsAppUrl(statement: StaffStatement, weekStart: string, weekEnd: string): string {
  const digits = statement.phone.replace(/\D/g, '');
  const to = digits.startsWith(COUNTRY_CODE) ? digits : '';
  return `https://wa.me/${to}?text=${encodeURIComponent(statementMessage(statement, weekStart, weekEnd))}`;
}
