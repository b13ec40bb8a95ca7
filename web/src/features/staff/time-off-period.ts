import type { TimeOff } from '@common/contracts/capacity';
import type { Formatter } from '../../lib/format';

/** A period off as the screens write it: 'Nov 28, 2026', or 'Nov 28 – 30, 2026'. */
export function periodText(format: Formatter, period: Pick<TimeOff, 'start_date' | 'end_date'>): string {
  return period.start_date === period.end_date
    ? format.date(period.start_date)
    : format.weekRange(period.start_date, period.end_date);
}

/** Her cleanings in a period, to reassign: 'Villa Marea Nov 28, Casa Sol Nov 29'. */
export function cleaningsText(format: Formatter, cleanings: TimeOff['assigned_cleanings']): string {
  return cleanings.map((c) => `${c.property_name} ${format.dayMonth(c.service_date)}`).join(', ');
}
