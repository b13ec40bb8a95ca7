// The public page is the company's: its links come from the server's settings at run time, and
// robots.txt and the sitemap are real files.
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { createTestApp } from '../../test/test-app';

// The head of web/index.html as built: empty settings and a relative preview image.
const BUILT = readFileSync(path.join(process.cwd(), 'web/index.html'), 'utf8');

function webDirWith(html: string): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'web-'));
  writeFileSync(path.join(dir, 'index.html'), html);
  return dir;
}

/** The settings the page carries, as the web app reads them. */
function settingsOf(html: string): unknown {
  const match = /<script id="company-settings" type="application\/json">([^<]*)<\/script>/.exec(html);
  expect(match, 'index.html keeps its company-settings element').not.toBeNull();
  return JSON.parse(match![1]!);
}

const configured = await createTestApp({
  webDir: webDirWith(BUILT),
  publicUrl: 'https://brightstay.cr/',
  company: {
    companyEmail: 'hola@brightstay.cr',
    companyWhatsapp: '50688887777',
    companyFacebookUrl: 'https://www.facebook.com/brightstay.cr',
    companyLinkedinUrl: 'https://www.linkedin.com/company/brightstay</script><script>alert(1)',
  },
});
const bare = await createTestApp({ webDir: webDirWith(BUILT) });

describe('the public page', () => {
  it("carries the company's e-mail, WhatsApp and social links from the server's settings", async () => {
    const res = await configured.app.inject({ method: 'GET', url: '/', headers: { 'accept-encoding': 'br' } });
    const html = brotliDecompressSync(res.rawPayload).toString();
    expect(settingsOf(html)).toEqual({
      name: 'BrightStay',
      email: 'hola@brightstay.cr',
      whatsappUrl: 'https://wa.me/50688887777',
      facebookUrl: 'https://www.facebook.com/brightstay.cr',
      linkedinUrl: 'https://www.linkedin.com/company/brightstay</script><script>alert(1)',
    });
    // A value cannot end the script element early.
    expect(html).not.toContain('</script><script>alert(1)');
    expect(html).not.toMatch(/example\.com|50600000000/);
    // The preview image at the public address, sized as declared.
    expect(html).toContain('<meta property="og:image" content="https://brightstay.cr/og-image.png" />');
    expect(html).toContain('<meta property="og:url" content="https://brightstay.cr/" />');
    expect(html).toMatch(/<title>[^<]+<\/title>/);
    expect(html).toMatch(/<meta name="description" content="[^"]+" \/>/);
  });

  it('carries no link the server has no setting for', async () => {
    const res = await bare.app.inject({ method: 'GET', url: '/login' });
    expect(settingsOf(res.body)).toEqual({ name: 'BrightStay' });
    expect(res.body).toContain('<meta property="og:image" content="/og-image.png" />');
  });

  it('ships a 1200x630 social preview image', () => {
    const png = readFileSync(path.join(process.cwd(), 'web/public/og-image.png'));
    expect(png.subarray(1, 4).toString()).toBe('PNG');
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 630]);
  });

  it('answers /robots.txt and /sitemap.xml as real files at the public address', async () => {
    const robots = await configured.app.inject({ method: 'GET', url: '/robots.txt' });
    expect(robots.statusCode).toBe(200);
    expect(robots.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(robots.body).toMatch(/^User-agent: \*\nAllow: \/\nDisallow: \/api\//);
    expect(robots.body).toContain('Sitemap: https://brightstay.cr/sitemap.xml');

    const sitemap = await configured.app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(sitemap.statusCode).toBe(200);
    expect(sitemap.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(sitemap.body).toMatch(
      /^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/,
    );
    expect(sitemap.body).toContain('<loc>https://brightstay.cr/</loc>');
    expect(sitemap.body).not.toContain('<html');

    // Without PUBLIC_URL, this machine's port: never the Host the visitor (or an attacker) sent (decision 0026).
    const local = await bare.app.inject({ method: 'GET', url: '/robots.txt', headers: { host: 'evil.test' } });
    expect(local.body).toContain('Sitemap: http://localhost:3000/sitemap.xml');
  });
});

describe('company settings', () => {
  it('reads COMPANY_WHATSAPP as digits and refuses what is not a number or an https page', () => {
    const config = loadConfig({ COMPANY_WHATSAPP: '+506 8888-7777', COMPANY_FACEBOOK_URL: 'https://facebook.com/x' });
    expect(config.companyWhatsapp).toBe('50688887777');
    expect(config.companyFacebookUrl).toBe('https://facebook.com/x');
    expect(config.companyLinkedinUrl).toBeUndefined();
    expect(() => loadConfig({ COMPANY_WHATSAPP: 'call us' })).toThrow(/COMPANY_WHATSAPP/);
    expect(() => loadConfig({ COMPANY_LINKEDIN_URL: 'javascript:alert(1)' })).toThrow(/COMPANY_LINKEDIN_URL/);
  });
});
