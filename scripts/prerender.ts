// Prerenders pages after the client build: Vite builds web/src/app/prerender.tsx for Node,
// this plugin renders `/`, `/login` and the housekeeper's shell `/home-employee` in English and
// Spanish into the built index.html and writes them to dist/web/prerendered/<page>.<language>.html,
// which the server sends for those paths (server/src/plugins/web-app.ts). The Node build is deleted
// afterwards.
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import react from '@vitejs/plugin-react';
import { build, type Plugin, type ResolvedConfig } from 'vite';

/** The languages prerendered (web/src/lib/i18n.ts LANGUAGES). */
const LANGUAGES = ['en', 'es'] as const;

/** Where the prerendered page of `pagePath` in `language` lives, relative to the web build. */
export function prerenderedFile(pagePath: string, language: string): string {
  return `prerendered/${pagePath === '/' ? 'index' : pagePath.replace(/^\/+/, '')}.${language}.html`;
}

/** A Storage kept in memory: the app reads localStorage (no token, no language) while rendering. */
/** The part of the DOM's Storage the app uses. */
type MemoryStorage = {
  readonly length: number;
  clear(): void;
  getItem(key: string): string | null;
  key(index: number): string | null;
  removeItem(key: string): void;
  setItem(key: string, value: string): void;
};

function memoryStorage(): MemoryStorage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, String(value)),
  };
}

type PrerenderEntry = {
  PRERENDERED_PATHS: readonly string[];
  render: (pagePath: string, language: string) => Promise<{ html: string; title: string; staffShell: boolean }>;
  firstModules: (pagePath: string, language: string) => string[];
  firstRequests: (pagePath: string) => string[];
};

/** A chunk of the client build: its file, the modules printed in it, the chunks it imports and its CSS. */
type BuiltChunk = {
  fileName: string;
  facadeModuleId: string | null;
  moduleIds: readonly string[];
  imports: readonly string[];
  css?: readonly string[];
};

/**
 * The chunks the modules `ids` (absolute paths) need, each with the chunks it statically imports and
 * their stylesheets, as URLs. A module is looked up as the chunk it is the entry of, else the one chunk printing it (a small
 * common chunk is copied into its readers: vite.config.ts).
 */
export function chunkClosure(chunks: readonly BuiltChunk[], ids: readonly string[]): string[] {
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const files = new Set<string>();
  const visit = (chunk: BuiltChunk) => {
    if (files.has(`/${chunk.fileName}`)) return;
    files.add(`/${chunk.fileName}`);
    for (const file of chunk.css ?? []) files.add(`/${file}`);
    for (const file of chunk.imports) visit(byFile.get(file)!);
  };
  for (const id of ids) {
    const holders = chunks.filter((chunk) => chunk.moduleIds.includes(id));
    const chunk = chunks.find((c) => c.facadeModuleId === id) ?? (holders.length === 1 ? holders[0] : undefined);
    if (!chunk)
      throw new Error(
        `${id} is in ${holders.length} chunks of the build, not one: update firstModules() in web/src/app/prerender.tsx`,
      );
    visit(chunk);
  }
  return [...files];
}

const escapeHtml = (text: string) => text.replace(/[<>&"]/g, (c) => `&#${c.charCodeAt(0)};`);

const MODULE_PRELOAD = /\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g;
const ENTRY_SCRIPT = /<script type="module" crossorigin src="([^"]+)"><\/script>/;

/**
 * A prerendered page is readable before any script runs, so nothing but the stylesheet holds up its
 * first paint: the app's modules are downloaded and run once the page is painted
 * (public/after-paint.js). A module script or modulepreload in the HTML would share slow 4G's
 * bandwidth with the CSS, and a deferred module runs, and hydrates, before the first paint.
 */
export function startAfterPaint(
  page: string,
  firstChunks: readonly string[] = [],
  firstRequests: readonly string[] = [],
): string {
  const entry = ENTRY_SCRIPT.exec(page)?.[1];
  if (!entry) throw new Error('index.html has no <script type="module" crossorigin src="..."> entry');
  const entryChunks = [...page.matchAll(MODULE_PRELOAD)].map((m) => m[1]);
  const later = firstChunks.filter((file) => file !== entry && !entryChunks.includes(file) && !file.endsWith('.css'));
  // The lazy chunks' stylesheets (the page's own is in its head already).
  const styles = firstChunks.filter((file) => file.endsWith('.css') && !page.includes(`href="${file}"`));
  const extra =
    (styles.length ? ` data-styles="${styles.join(' ')}"` : '') +
    (firstRequests.length ? ` data-fetch="${firstRequests.map(escapeHtml).join(' ')}"` : '');
  // On her shell `async`: a deferred script waits for the stylesheet, and her week's reads would too.
  const boot = `<script ${firstRequests.length ? 'async' : 'defer'} src="/after-paint.js" data-entry="${entry}" data-preload="${entryChunks.join(' ')}" data-preload-next="${later.join(' ')}"${extra}></script>`;
  const shell = page.replace(MODULE_PRELOAD, '').replace(ENTRY_SCRIPT, () => boot);
  if (!firstRequests.length) return shell;
  // Her home's shell (a signed-in page: her week, not its paint, is what she waits for): its modules
  // are asked for with the stylesheet, not after the paint; the scripts, not the paint, are her week's
  // critical path on a slow phone (bench:phone-week, docs/decisions/0033). after-paint.js still runs them
  // after the paint, and skips the links already in place.
  const early = [entry, ...entryChunks, ...later].map(
    (file) => `<link rel="modulepreload" crossorigin href="${file}">`,
  );
  return shell.replace('</head>', () => `${early.join('')}</head>`);
}

/** The Vite plugin: runs once the client build is written. */
export function prerender(): Plugin {
  let config: ResolvedConfig;
  let chunks: BuiltChunk[] = [];
  return {
    name: 'prerender-public-pages',
    apply: (userConfig, env) => env.command === 'build' && !userConfig.build?.ssr,
    configResolved(resolved) {
      config = resolved;
    },
    generateBundle(_options, bundle) {
      chunks = Object.values(bundle).flatMap((item) =>
        item.type === 'chunk'
          ? [
              {
                fileName: item.fileName,
                facadeModuleId: item.facadeModuleId,
                moduleIds: item.moduleIds,
                imports: item.imports,
                css: [...(item.viteMetadata?.importedCss ?? [])],
              },
            ]
          : [],
      );
    },
    async closeBundle() {
      const outDir = path.resolve(config.root, config.build.outDir);
      // Inside the project, so the server bundle finds its packages in node_modules wherever outDir is.
      const ssrDir = path.resolve(
        config.root,
        '../node_modules/.prerender-ssr',
        createHash('sha1').update(outDir).digest('hex').slice(0, 12),
      );
      await build({
        configFile: false,
        root: config.root,
        mode: config.mode,
        logLevel: 'warn',
        resolve: { alias: config.resolve.alias },
        plugins: [react()],
        build: { ssr: 'src/app/prerender.tsx', outDir: ssrDir, emptyOutDir: true, copyPublicDir: false },
      });
      for (const name of ['localStorage', 'sessionStorage']) {
        Object.defineProperty(globalThis, name, { value: memoryStorage(), configurable: true, writable: true });
      }
      try {
        const entry = (await import(pathToFileURL(path.join(ssrDir, 'prerender.js')).href)) as PrerenderEntry;
        const template = readFileSync(path.join(outDir, 'index.html'), 'utf8');
        mkdirSync(path.join(outDir, 'prerendered'), { recursive: true });
        for (const pagePath of entry.PRERENDERED_PATHS) {
          for (const language of LANGUAGES) {
            const { html, title, staffShell } = await entry.render(pagePath, language);
            const marks = `data-prerendered="${language}"${staffShell ? ' data-staff-shell' : ''}`;
            const page = startAfterPaint(
              template
                .replace(/<html lang="[^"]*"/, `<html lang="${language}"`)
                .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(title)}</title>`)
                .replace('<div id="root"></div>', () => `<div id="root" ${marks}>${html}</div>`),
              chunkClosure(
                chunks,
                entry.firstModules(pagePath, language).map((module) => path.resolve(config.root, module)),
              ),
              entry.firstRequests(pagePath),
            );
            if (!page.includes('data-prerendered'))
              throw new Error('index.html has no empty <div id="root"></div> to fill');
            // The Content-Security-Policy runs no inline script: one in the page would be blocked.
            if (/<script(?![^>]*\b(?:src=|type="application\/json"))[^>]*>/.test(html))
              throw new Error(`The prerendered ${pagePath} has an inline script`);
            writeFileSync(path.join(outDir, prerenderedFile(pagePath, language)), page);
          }
        }
      } finally {
        rmSync(ssrDir, { recursive: true, force: true });
      }
    },
  };
}
