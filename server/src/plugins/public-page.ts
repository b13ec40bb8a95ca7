import { staffAppName } from '@common/domain/company';
import { whatsappLink } from '@common/domain/phone';
import type { Config } from '../config';

/** The company's contact details the public page shows, set at run time (README "Configuration"). */
export type CompanySettings = Pick<
  Config,
  'companyEmail' | 'companyWhatsapp' | 'companyFacebookUrl' | 'companyLinkedinUrl'
>;

/** The company's identity from Settings as the pages show it (docs/decisions/0048): its name and e-mail. */
export type PageIdentity = { name: string; email: string };

/**
 * The mark the build writes where the company's name goes (web/index.html, the prerendered pages:
 * web/src/lib/company.ts), which the server fills in at run time, so a rename needs no rebuild.
 */
export const COMPANY_NAME_MARK = '__COMPANY_NAME__';

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** What the web app reads from `<script id="company-settings">`: the company's name and the links that are set. */
export function companyLinks(settings: CompanySettings, identity?: PageIdentity): Record<string, string> {
  const links: Record<string, string | undefined> = {
    name: identity?.name,
    email: identity?.email || settings.companyEmail,
    whatsappUrl: settings.companyWhatsapp && whatsappLink(settings.companyWhatsapp),
    facebookUrl: settings.companyFacebookUrl,
    linkedinUrl: settings.companyLinkedinUrl,
  };
  return Object.fromEntries(Object.entries(links).filter((entry): entry is [string, string] => entry[1] !== undefined));
}

const SETTINGS_TAG = /<script id="company-settings" type="application\/json">[^<]*<\/script>/;

/**
 * index.html as the server sends it: the company's links in place of the build's empty settings,
 * and the social preview image at the public address when PUBLIC_URL is known (Open Graph wants
 * an absolute URL).
 */
export function renderIndexHtml(
  html: string,
  settings: CompanySettings,
  publicUrl: string | undefined,
  identity?: PageIdentity,
): string {
  // "<" escaped so no value can close the script element.
  const json = JSON.stringify(companyLinks(settings, identity)).replace(/</g, '\\u003c');
  // The name in the titles, the social preview and the pages' text (escaped for text and attributes alike).
  let page = identity ? html.split(COMPANY_NAME_MARK).join(escapeHtml(identity.name)) : html;
  page = page.replace(SETTINGS_TAG, () => `<script id="company-settings" type="application/json">${json}</script>`);
  if (publicUrl) {
    const base = publicUrl.replace(/\/+$/, '');
    page = page.replace(/(<meta (?:property|name)="(?:og|twitter):image" content=")\//g, `$1${base}/`);
    page = page.replace('</head>', `  <meta property="og:url" content="${base}/" />\n  </head>`);
  }
  return page;
}

/**
 * The installed staff app's manifest (/manifest.webmanifest), served with the company's name of the moment
 * instead of a file of the build (docs/decisions/0048).
 */
export function webManifest(companyName: string) {
  return {
    name: staffAppName(companyName),
    short_name: companyName,
    description: 'Your cleanings of the week, also without a connection.',
    id: '/home-employee',
    start_url: '/home-employee',
    scope: '/',
    display: 'standalone',
    background_color: '#ffffff',
    theme_color: '#0ca678',
    lang: 'en',
    icons: [
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/icons/maskable-192.png', sizes: '192x192', type: 'image/png', purpose: 'maskable' },
      { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  };
}

const escapeXml = (text: string) => text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** robots.txt: the public page may be indexed, the API and media may not. */
export function robotsTxt(base: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    'Disallow: /api/',
    'Disallow: /media/',
    '',
    `Sitemap: ${base}/sitemap.xml`,
    '',
  ].join('\n');
}

/** sitemap.xml: the public pages (the landing page; the sign-in page is not worth a search result). */
export function sitemapXml(base: string): string {
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    `  <url><loc>${escapeXml(base)}/</loc><changefreq>monthly</changefreq><priority>1.0</priority></url>`,
    '</urlset>',
    '',
  ].join('\n');
}
