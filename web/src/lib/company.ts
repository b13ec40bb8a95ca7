import { DEFAULT_COMPANY_NAME } from '@common/domain/company';
import { useHydrated } from './hydration';

// The company's public details: its name (Settings, docs/decisions/0048), e-mail, WhatsApp and social
// links are the server's, written into index.html at run time (server/src/plugins/public-page.ts). The
// build never holds the name: the prerendered pages carry a mark the server replaces with it. A link that
// is not set is not shown.

/** Props of a link that opens another site in a new tab, safely. */
export const newTab = { target: '_blank', rel: 'noopener noreferrer' } as const;

/** What the build writes for the name (server/src/plugins/public-page.ts COMPANY_NAME_MARK fills it in). */
const NAME_MARK = '__COMPANY_NAME__';
const LAST_NAME_KEY = 'company-name';

/**
 * The company's name: the one the server wrote into the page; while prerendering (no document), the mark
 * the server fills in; in a page the server did not write (a development server), the last one seen, else
 * the default.
 */
function companyName(): string {
  if (typeof document === 'undefined') return NAME_MARK;
  const name = pageSettings().name;
  if (typeof name === 'string' && name !== '') {
    rememberName(name);
    return name;
  }
  return lastName() ?? DEFAULT_COMPANY_NAME;
}

function lastName(): string | null {
  try {
    return localStorage.getItem(LAST_NAME_KEY);
  } catch {
    return null;
  }
}

function rememberName(name: string): void {
  try {
    if (localStorage.getItem(LAST_NAME_KEY) !== name) localStorage.setItem(LAST_NAME_KEY, name);
  } catch {
    // Private mode: nothing kept.
  }
}

/** Name shown on the public page, the sign-in page and the window title. */
export const company = {
  get name(): string {
    return companyName();
  },
};

/** The JSON the server wrote into `<script id="company-settings">`, or {}. */
function pageSettings(): Record<string, unknown> {
  try {
    const parsed: unknown = JSON.parse(document.getElementById('company-settings')?.textContent || '{}');
    return typeof parsed === 'object' && parsed !== null ? (parsed as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/** The company's ways to be reached; each is absent when the server has no setting for it. */
export type CompanyContacts = { email?: string; whatsappUrl?: string; facebookUrl?: string; linkedinUrl?: string };

/** Reads the contacts the server wrote into the page (none when there is no such element). */
export function companyContacts(): CompanyContacts {
  const parsed = pageSettings();
  const text = (key: keyof CompanyContacts) => {
    const value = parsed[key];
    return typeof value === 'string' && value !== '' ? value : undefined;
  };
  return {
    email: text('email'),
    whatsappUrl: text('whatsappUrl'),
    facebookUrl: text('facebookUrl'),
    linkedinUrl: text('linkedinUrl'),
  };
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
