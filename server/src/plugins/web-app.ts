import { existsSync, readFileSync } from 'node:fs';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { createHash } from 'node:crypto';
import fp from 'fastify-plugin';
import { DEFAULT_COMPANY_NAME } from '@common/domain/company';
import type { Db } from '../db/client';
import { readDataVersions } from '../db/data-versions';
import { publicScope } from './auth';
import {
  renderIndexHtml,
  robotsTxt,
  sitemapXml,
  webManifest,
  type CompanySettings,
  type PageIdentity,
} from './public-page';

const IMMUTABLE = 'public, max-age=31536000, immutable';

type Encoding = 'br' | 'gzip';
/** A file as sent, with its brotli and gzip forms. */
type BuiltFile = { identity: Buffer; etag?: string } & Partial<Record<Encoding, Buffer>>;

/**
 * A page made at start (and again after a rename), packed in each encoding once, when first asked for:
 * packing the seven pages at brotli's strongest took a tenth of a restart (decision 0021). Its ETag is
 * its content's hash, so it changes with the company's name.
 */
function packed(text: string): BuiltFile {
  const identity = Buffer.from(text);
  const etag = `"${createHash('sha256').update(identity).digest('base64url').slice(0, 22)}"`;
  let br: Buffer | undefined;
  let gzip: Buffer | undefined;
  return {
    identity,
    etag,
    get br() {
      return (br ??= brotliCompressSync(identity, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
    },
    get gzip() {
      return (gzip ??= gzipSync(identity, { level: 9 }));
    },
  };
}

/** The encodings an Accept-Encoding header takes (those not refused with q=0). */
function acceptedEncodings(header: string | undefined): Set<string> {
  const accepted = new Set<string>();
  for (const part of (header ?? '').toLowerCase().split(',')) {
    const [name, ...params] = part.split(';').map((s) => s.trim());
    const q = params.find((p) => p.startsWith('q='));
    if (name && !(q && Number(q.slice(2)) === 0)) accepted.add(name);
  }
  return accepted;
}

/** The best encoding of `file` the request takes (brotli first), or undefined for identity. */
function pickEncoding(request: FastifyRequest, file: BuiltFile): Encoding | undefined {
  const accepted = acceptedEncodings(request.headers['accept-encoding']);
  if ((accepted.has('br') || accepted.has('*')) && file.br) return 'br';
  if ((accepted.has('gzip') || accepted.has('*')) && file.gzip) return 'gzip';
  return undefined;
}

/** The languages the public pages are prerendered in (scripts/prerender.ts), English first. */
const PAGE_LANGUAGES = ['en', 'es'] as const;
type PageLanguage = (typeof PAGE_LANGUAGES)[number];
/** The prerendered paths (web/src/app/prerender.tsx PRERENDERED_PATHS) and their files. */
const PRERENDERED: Record<string, string> = {
  '/': 'index',
  '/login': 'login',
  '/home-employee': 'home-employee',
  '/portal': 'portal',
};

/**
 * The language the web app will choose (web/src/lib/i18n.ts): the one chosen before in this browser
 * (its `lang` cookie), else the best-rated of English and Spanish in Accept-Language (the browser's
 * navigator.languages), else English.
 */
export function preferredLanguage(acceptLanguage: string | undefined, cookie?: string): PageLanguage {
  const chosen = /(?:^|;\s*)lang=(en|es)(?:;|$)/.exec(cookie ?? '')?.[1];
  if (chosen) return chosen as PageLanguage;
  const ranked = (acceptLanguage ?? '')
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.split(';').map((s) => s.trim().toLowerCase());
      const q = params.find((p) => p.startsWith('q='));
      return { base: tag.split('-')[0], q: q ? Number(q.slice(2)) : 1, index };
    })
    .filter((entry) => entry.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  return (
    ranked
      .map((entry) => entry.base)
      .find((base): base is PageLanguage => PAGE_LANGUAGES.includes(base as PageLanguage)) ?? 'en'
  );
}

/** Sends a rendered file: its ETag (304 to a matching If-None-Match), in the best encoding the request takes. */
function sendBuilt(request: FastifyRequest, reply: FastifyReply, file: BuiltFile, vary: string) {
  reply.header('vary', vary);
  if (file.etag) {
    reply.header('etag', file.etag);
    if (request.headers['if-none-match'] === file.etag) return reply.code(304).send();
  }
  const encoding = pickEncoding(request, file);
  if (encoding) return reply.header('content-encoding', encoding).send(file[encoding]);
  return reply.send(file.identity);
}

type WebAppOptions = {
  /**
   * The company's name and e-mail from Settings (docs/decisions/0048), read again when the database's
   * `events` counter moves; absent: the build's mark stays.
   */
  identity?: { db: Db; read: () => Promise<PageIdentity> };
  webDir: string | undefined;
  company: CompanySettings;
  publicUrl: string | undefined;
  /** Where robots.txt and the sitemap point: PUBLIC_URL, else http://localhost:<PORT> (never the request's Host). */
  origin: string;
};

/**
 * Serves the built React app from `webDir`: hashed assets cached for a year, and index.html for
 * any other GET outside /api so deep links such as /propertys open the app. Every file goes out in
 * the brotli or gzip form made at build time when the browser takes it (`Vary: Accept-Encoding`).
 * Unknown /api paths, missing media and other methods answer 404 `{ detail }` (with the security
 * headers, as always).
 */
export const webAppPlugin = fp(async (app: FastifyInstance, opts: WebAppOptions) => {
  const webDir = opts.webDir;
  const indexFile = webDir === undefined ? undefined : path.join(webDir, 'index.html');
  // Read once: the files served are those of the build present at start.
  const indexTemplate = indexFile && existsSync(indexFile) ? readFileSync(indexFile, 'utf8') : undefined;
  // The public pages prerendered at build time, by path and language.
  const templates = new Map<string, string>();
  for (const [pagePath, name] of Object.entries(PRERENDERED)) {
    for (const language of PAGE_LANGUAGES) {
      const file = webDir && path.join(webDir, 'prerendered', `${name}.${language}.html`);
      if (file && existsSync(file)) templates.set(`${pagePath} ${language}`, readFileSync(file, 'utf8'));
    }
  }
  /** The pages and the manifest with the company's settings and name written in. */
  type Rendered = { key: string; index?: BuiltFile; pages: Map<string, BuiltFile>; manifest: BuiltFile };
  const renderAll = (identity: PageIdentity | undefined): Rendered => {
    const fill = (html: string) => packed(renderIndexHtml(html, opts.company, opts.publicUrl, identity));
    return {
      key: JSON.stringify(identity ?? null),
      index: indexTemplate === undefined ? undefined : fill(indexTemplate),
      pages: new Map([...templates].map(([key, html]) => [key, fill(html)])),
      manifest: packed(JSON.stringify(webManifest(identity?.name ?? DEFAULT_COMPANY_NAME))),
    };
  };
  let rendered = renderAll(await opts.identity?.read());
  let renderedAt: number | undefined;
  /**
   * The pages as of the company's settings now: Settings' writes move the `events` counter (migration
   * 0019), so the name is read again only after a change, and the pages rendered again only if it moved.
   */
  const current = async (): Promise<Rendered> => {
    if (!opts.identity) return rendered;
    const version = (await readDataVersions(opts.identity.db)).events ?? 0;
    if (version === renderedAt) return rendered;
    const identity = await opts.identity.read();
    if (JSON.stringify(identity) !== rendered.key) rendered = renderAll(identity);
    renderedAt = version;
    return rendered;
  };
  const indexHtml = rendered.index;
  // The housekeeper's shells by their built names, as the service worker precaches them (vite.config.ts).
  const shellFile = (pages: Map<string, BuiltFile>, pathname: string) => {
    const [, language] = /^\/prerendered\/home-employee\.(en|es)\.html$/.exec(pathname) ?? [];
    return language ? pages.get(`/home-employee ${language}`) : undefined;
  };
  await publicScope(app, async (scope) => {
    scope.get('/robots.txt', { schema: { hide: true } }, (_request, reply) =>
      reply
        .header('cache-control', 'public, max-age=3600')
        .type('text/plain; charset=utf-8')
        .send(robotsTxt(opts.origin)),
    );
    scope.get('/sitemap.xml', { schema: { hide: true } }, (_request, reply) =>
      reply
        .header('cache-control', 'public, max-age=3600')
        .type('application/xml; charset=utf-8')
        .send(sitemapXml(opts.origin)),
    );
    // The installed app's name is the company's of the moment: a rename shows without a rebuild.
    scope.get('/manifest.webmanifest', { schema: { hide: true } }, async (request, reply) => {
      const file = (await current()).manifest;
      reply.header('cache-control', 'no-cache').type('application/manifest+json; charset=utf-8');
      return sendBuilt(request, reply, file, 'accept-encoding');
    });
  });
  if (webDir && indexHtml) {
    await publicScope(app, (scope) =>
      scope.register(fastifyStatic, {
        root: webDir,
        wildcard: false,
        index: false,
        decorateReply: false,
        preCompressed: true,
        // index.html goes out rendered (below), never as built.
        allowedPath: (pathname) =>
          pathname !== '/index.html' && pathname !== '/manifest.webmanifest' && !pathname.startsWith('/prerendered/'),
        cacheControl: false, // our own header below
        setHeaders: (res, filePath) => {
          res.setHeader('cache-control', filePath.includes(`${path.sep}assets${path.sep}`) ? IMMUTABLE : 'no-cache');
          res.setHeader('vary', 'accept-encoding');
        },
      }),
    );
  } else {
    app.log.warn('No built web app found (run `npm run build`); serving the API only');
  }

  app.setNotFoundHandler(async (request, reply) => {
    const isApi = request.url === '/api' || request.url.startsWith('/api/') || request.url.startsWith('/media/');
    if (indexHtml && !isApi && (request.method === 'GET' || request.method === 'HEAD')) {
      const now = await current();
      const pathname = request.url.split('?')[0] ?? '/';
      const byLanguage = pathname in PRERENDERED;
      const page = byLanguage
        ? now.pages.get(`${pathname} ${preferredLanguage(request.headers['accept-language'], request.headers.cookie)}`)
        : shellFile(now.pages, pathname);
      const html = page ?? now.index ?? indexHtml;
      reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8');
      return sendBuilt(
        request,
        reply,
        html,
        page && byLanguage ? 'accept-encoding, accept-language, cookie' : 'accept-encoding',
      );
    }
    return reply.code(404).send({ detail: `Not found: ${request.method} ${request.url.split('?')[0]}` });
  });
});
