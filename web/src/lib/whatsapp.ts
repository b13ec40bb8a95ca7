/** A WhatsApp share link: to this phone's chat when it has digits, else WhatsApp's own chat picker. */
export function whatsappLink(phone: string | null | undefined, text: string): string {
  const digits = (phone ?? '').replace(/\D/g, '');
  return `https://wa.me/${digits}?text=${encodeURIComponent(text)}`;
}
