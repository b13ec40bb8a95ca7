/**
 * Costa Rica's country code: the one a phone gets when none is typed, and the one a staff phone must have for a
 * WhatsApp chat to be opened to it.
 */
export const COUNTRY_CODE = '506';

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
  if (digits.length <= 8) return `+${COUNTRY_CODE}${digits}`;
  return `+${digits}`;
}

/** A phone as people read it: '+506 8888 0000'; other countries '+1 305 555 0100' style groups. */
export function formatPhone(phone: string): string {
  const normal = normalizePhone(phone);
  if (!normal.startsWith('+')) return phone;
  const digits = normal.slice(1);
  if (digits.startsWith(COUNTRY_CODE) && digits.length === 11)
    return `+${COUNTRY_CODE} ${digits.slice(3, 7)} ${digits.slice(7)}`;
  if (digits.startsWith('1') && digits.length === 11)
    return `+1 ${digits.slice(1, 4)} ${digits.slice(4, 7)} ${digits.slice(7)}`;
  const rest = digits.slice(2).replace(/(\d{3,4})(?=\d{3,})/g, '$1 ');
  return `+${digits.slice(0, 2)} ${rest}`.trim();
}

/** A phone's digits only ('+506 8888-0000' is '50688880000'); '' when there is none. */
export function phoneDigits(phone: string | null | undefined): string {
  return (phone ?? '').replace(/\D/g, '');
}

/** Whether a phone starts with the country code (typed with it: '+506 8888 0000', '506 8888 0000'). */
export function hasCountryCode(phone: string | null | undefined): boolean {
  return phoneDigits(phone).startsWith(COUNTRY_CODE);
}

/**
 * A WhatsApp link (https://wa.me): to this phone's chat (its digits; without any, WhatsApp's own chat picker),
 * with `text` written in when given.
 */
export function whatsappLink(phone: string | null | undefined, text?: string): string {
  const chat = `https://wa.me/${phoneDigits(phone)}`;
  return text === undefined ? chat : `${chat}?text=${encodeURIComponent(text)}`;
}
