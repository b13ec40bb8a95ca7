import type { Config } from '../config';

/** The company's contact details the public page shows, set at run time (README "Configuration"). */
export type CompanySettings = Pick<
  Config,
  'companyEmail' | 'companyWhatsapp' | 'companyFacebookUrl' | 'companyLinkedinUrl'
>;

/** What the web app reads from `<script id="company-settings">`: only the links that are set. */
export function companyLinks(settings: CompanySettings): Record<string, string> {
  const links: Record<string, string | undefined> = {
    email: settings.companyEmail,
    whatsappUrl: settings.companyWhatsapp && `https://wa.me/${settings.companyWhatsapp}`,
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
export function renderIndexHtml(html: string, settings: CompanySettings, publicUrl: string | undefined): string {
  // "<" escaped so no value can close the script element.
  const json = JSON.stringify(companyLinks(settings)).replace(/</g, '\\u003c');
  let page = html.replace(SETTINGS_TAG, () => `<script id="company-settings" type="application/json">${json}</script>`);
  if (publicUrl) {
    const base = publicUrl.replace(/\/+$/, '');
    page = page.replace(/(<meta (?:property|name)="(?:og|twitter):image" content=")\//g, `$1${base}/`);
    page = page.replace('</head>', `  <meta property="og:url" content="${base}/" />\n  </head>`);
  }
  return page;
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
