/** The country code a phone gets when none is typed (Costa Rica). */
export const DEFAULT_COUNTRY_CODE = '506';

/**
 * One stored form for a phone: '+' and digits only. '00' becomes '+'; a number typed without a
 * country code ('8888 0000', '8888-0000') gets +506. Anything without digits is left as typed.
 */
export function normalizePhone(input: string): string {
  const trimmed = input.trim();
  const digits = trimmed.replace(/\D/g, '');
  if (!digits) return trimmed;
  if (trimmed.startsWith('+')) return `+${digits}`;
  if (digits.startsWith('00')) return `+${digits.slice(2)}`;
  if (digits.length <= 8) return `+${DEFAULT_COUNTRY_CODE}${digits}`;
  return `+${digits}`;
}

/** A phone as people read it: '+506 8888 0000'; other countries '+1 305 555 0100' style groups. */
export function formatPhone(phone: string): string {
  const normal = normalizePhone(phone);
  if (!normal.startsWith('+')) return phone;
  const digits = normal.slice(1);
  if (digits.startsWith(DEFAULT_COUNTRY_CODE) && digits.length === 11)
    return `+506 ${digits.slice(3, 7)} ${digits.slice(7)}`;
  if (digits.startsWith('1') && digits.length === 11)
    return `+1 ${digits.slice(1, 4)} ${digits.slice(4, 7)} ${digits.slice(7)}`;
  const rest = digits.slice(2).replace(/(\d{3,4})(?=\d{3,})/g, '$1 ');
  return `+${digits.slice(0, 2)} ${rest}`.trim();
}
