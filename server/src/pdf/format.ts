// Pure helpers of the PDFs: file names (reports, invoices) and grouping by property. Sums, money and dates
// follow the rules the web app uses too (common/domain/money.ts, common/domain/format.ts).

/** Lower-case ASCII words joined by dashes ('Pacífico Sur' -> 'pacifico-sur'). */
export function slug(text: string): string {
  const ascii = text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
  return ascii
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '');
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
