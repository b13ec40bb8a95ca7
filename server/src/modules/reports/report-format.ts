// Pure helpers of the client report: money, dates, file names and grouping by property.

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** A USD amount as clients read it: '$1,234.50'. */
export function formatUsd(amount: number): string {
  const cents = Math.round(Math.abs(amount) * 100);
  const whole = Math.floor(cents / 100).toString().replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${amount < 0 ? '-' : ''}$${whole}.${String(cents % 100).padStart(2, '0')}`;
}

/** Adds amounts in whole cents, so a long column never drifts by floating-point error. */
export function sumMoney(amounts: number[]): number {
  return amounts.reduce((total, a) => total + Math.round(a * 100), 0) / 100;
}

/** A YYYY-MM-DD date written without ambiguity for any reader: '03 Nov 2026'. */
export function formatDate(iso: string): string {
  const [y, m, d] = iso.split('-');
  return `${d} ${MONTHS[Number(m) - 1] ?? m} ${y}`;
}

/** Lower-case ASCII words joined by dashes ('Pacífico Sur' -> 'pacifico-sur'). */
export function slug(text: string): string {
  const ascii = text.normalize('NFKD').replace(/[\u0300-\u036f]/g, '').toLowerCase();
  return ascii.replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '').slice(0, 60).replace(/-+$/, '');
}

/** The download name of a report: report-<client>-<start>_<end>.pdf, ASCII only. */
export function reportFileName(clientName: string, start: string, end: string): string {
  return `report-${slug(clientName) || 'client'}-${start}_${end}.pdf`;
}

/** Consecutive items sharing a key, in their order (rows come sorted by property). */
export function groupBy<T>(items: T[], key: (item: T) => string | number): { key: string | number; items: T[] }[] {
  const groups: { key: string | number; items: T[] }[] = [];
  for (const item of items) {
    const k = key(item);
    const last = groups.at(-1);
    if (last && last.key === k) last.items.push(item);
    else groups.push({ key: k, items: [item] });
  }
  return groups;
}
