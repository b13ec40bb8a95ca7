// The landing and sign-in pages, the housekeeper's home shell and the portal's, go out prerendered
// (scripts/prerender.ts) in the language the web app will choose, with the company's settings; every
// other address gets the app's bare index.html.
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/test-app';
import { preferredLanguage } from './web-app';

const settings = '<script id="company-settings" type="application/json">{}</script>';
const webDir = mkdtempSync(path.join(tmpdir(), 'web-'));
writeFileSync(path.join(webDir, 'index.html'), `<html lang="en">${settings}<div id="root"></div>`);
mkdirSync(path.join(webDir, 'prerendered'));
for (const name of ['index', 'login', 'home-employee', 'portal'])
  for (const language of ['en', 'es']) {
    writeFileSync(
      path.join(webDir, 'prerendered', `${name}.${language}.html`),
      `<html lang="${language}">${settings}<div id="root" data-prerendered="${language}">${name}</div>`,
    );
  }
const { app } = await createTestApp({ webDir, company: { companyEmail: 'hola@brightstay.cr' } });

const get = (url: string, headers: Record<string, string> = {}) => app.inject({ method: 'GET', url, headers });

describe('the prerendered public pages', () => {
  it('go out for / and /login in the browser language, with the run-time settings', async () => {
    const landing = await get('/', { 'accept-language': 'es-CR,es;q=0.9,en;q=0.8' });
    expect(landing.body).toContain(
      '<html lang="es"><script id="company-settings" type="application/json">{"name":"BrightStay","email":"hola@brightstay.cr"}</script>',
    );
    expect(landing.body).toContain('data-prerendered="es">index<');
    expect(landing.headers.vary).toBe('accept-encoding, accept-language, cookie');
    expect(landing.headers['cache-control']).toBe('no-cache');
    expect((await get('/login?next=1', { 'accept-language': 'en-US' })).body).toContain('data-prerendered="en">login<');
    expect((await get('/login')).body).toContain('data-prerendered="en">login<');
    const home = await get('/home-employee', { 'accept-language': 'es' });
    expect(home.body).toContain('data-prerendered="es">home-employee<');
    expect(home.headers.vary).toBe('accept-encoding, accept-language, cookie');
    // The owners' portal's shell too (docs/decisions/0044-the-portals-first-start.md), whatever its tab.
    expect((await get('/portal?tab=documents', { 'accept-language': 'es-CR' })).body).toContain(
      'data-prerendered="es">portal<',
    );
    expect((await get('/portal', { 'accept-language': 'en' })).body).toContain('data-prerendered="en">portal<');
  });

  it('follow the language chosen in the app (its cookie) over the browser', async () => {
    expect((await get('/', { 'accept-language': 'en-US', cookie: 'a=1; lang=es' })).body).toContain(
      'data-prerendered="es"',
    );
    expect((await get('/', { 'accept-language': 'es', cookie: 'lang=en' })).body).toContain('data-prerendered="en"');
  });

  it("give the service worker the housekeeper's shells by their built names, with the settings", async () => {
    for (const language of ['en', 'es']) {
      const shell = await get(`/prerendered/home-employee.${language}.html`, {
        'accept-language': 'es',
        cookie: 'lang=es',
      });
      expect(shell.body).toContain(
        `<html lang="${language}"><script id="company-settings" type="application/json">{"name":"BrightStay","email":"hola@brightstay.cr"}</script>`,
      );
      expect(shell.body).toContain(`data-prerendered="${language}">home-employee<`);
      expect(shell.headers.vary).toBe('accept-encoding');
    }
  });

  it('are not the page of any other address, nor files of their own', async () => {
    const staff = await get('/dashboard', { 'accept-language': 'es' });
    expect(staff.body).toContain('<div id="root"></div>');
    expect(staff.headers.vary).toBe('accept-encoding');
    for (const url of [
      '/prerendered/index.es.html',
      '/prerendered/login.en.html',
      '/prerendered/home-employee.fr.html',
    ]) {
      expect((await get(url)).body).not.toContain('data-prerendered');
    }
  });

  it('pick the language as the browser would', () => {
    expect(preferredLanguage(undefined)).toBe('en');
    expect(preferredLanguage('fr-FR,fr;q=0.9,es;q=0.8,en;q=0.7')).toBe('es');
    expect(preferredLanguage('en;q=0.5,es;q=0.9')).toBe('es');
    expect(preferredLanguage('es;q=0,en')).toBe('en');
    expect(preferredLanguage('de')).toBe('en');
  });
});
