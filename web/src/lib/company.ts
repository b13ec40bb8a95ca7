import { useHydrated } from './hydration';

// The company's public details. The name is set at build time (VITE_COMPANY_NAME); the e-mail,
// WhatsApp and social links are the server's settings, written into index.html at run time
// (server/src/plugins/public-page.ts). A link that is not set is not shown.

/** Props of a link that opens another site in a new tab, safely. */
export const newTab = { target: '_blank', rel: 'noopener noreferrer' } as const;

/** Name shown on the public page, the sign-in page and the window title. */
export const company = {
  name: import.meta.env.VITE_COMPANY_NAME || 'BrightStay',
};

/** The company's ways to be reached; each is absent when the server has no setting for it. */
export type CompanyContacts = { email?: string; whatsappUrl?: string; facebookUrl?: string; linkedinUrl?: string };

/** Reads the contacts the server wrote into the page (none when there is no such element). */
export function companyContacts(): CompanyContacts {
  try {
    const parsed: unknown = JSON.parse(document.getElementById('company-settings')?.textContent || '{}');
    if (typeof parsed !== 'object' || parsed === null) return {};
    const text = (key: keyof CompanyContacts) => {
      const value = (parsed as Record<string, unknown>)[key];
      return typeof value === 'string' && value !== '' ? value : undefined;
    };
    return {
      email: text('email'),
      whatsappUrl: text('whatsappUrl'),
      facebookUrl: text('facebookUrl'),
      linkedinUrl: text('linkedinUrl'),
    };
  } catch {
    return {};
  }
}

const NO_CONTACTS: CompanyContacts = {};
let read: { text: string; contacts: CompanyContacts } | undefined;

/** companyContacts(), the same object while the page's settings element is unchanged. */
function contactsSnapshot(): CompanyContacts {
  const text = document.getElementById('company-settings')?.textContent ?? '';
  if (read?.text !== text) read = { text, contacts: companyContacts() };
  return read.contacts;
}

/**
 * The company's contacts for a component. The prerendered public page (app/prerender.tsx) is made
 * at build time without them, so it hydrates with none and shows the server's links right after.
 */
export function useCompanyContacts(): CompanyContacts {
  return useHydrated() ? contactsSnapshot() : NO_CONTACTS;
}
