// The company's public details, set at build time (VITE_COMPANY_* variables) with neutral defaults.
const env = import.meta.env;

const whatsappNumber = (env.VITE_COMPANY_WHATSAPP ?? '50600000000').replace(/\D/g, '');

/** Props of a link that opens another site in a new tab, safely. */
export const newTab = { target: '_blank', rel: 'noopener noreferrer' } as const;

/** Name, e-mail and social links shown on the public page. */
export const company = {
  name: env.VITE_COMPANY_NAME || 'BrightStay',
  email: env.VITE_COMPANY_EMAIL || 'hello@example.com',
  whatsappUrl: `https://wa.me/${whatsappNumber}`,
  facebookUrl: env.VITE_COMPANY_FACEBOOK_URL || 'https://www.facebook.com/',
  linkedinUrl: env.VITE_COMPANY_LINKEDIN_URL || 'https://www.linkedin.com/',
};
