import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';
import { VitePWA } from 'vite-plugin-pwa';
import { buildStamp } from './scripts/build-stamp.mjs';
import { prerender } from './scripts/prerender.ts';
import { opensStaffShell, staffShellFromPrecache } from './scripts/staff-shell-route.ts';
import { themeVariables } from './scripts/theme-variables.ts';

const common = fileURLToPath(new URL('./common', import.meta.url));

// The web app lives in web/ and is built into dist/web, which the server serves.
export default defineConfig({
  root: 'web',
  plugins: [
    react(),
    themeVariables(),
    // The installable staff app (decision 0016): a Workbox service worker precaches the app shell and
    // every chunk, so an opened app starts without a connection; it is registered by the staff layout
    // (app/offline.ts), never by the landing page. autoUpdate: a new release takes over at once.
    VitePWA({
      registerType: 'autoUpdate',
      injectRegister: false,
      // After the prerendering (scripts/prerender.ts), so the housekeeper's shells are precached.
      integration: { closeBundleOrder: 'post' },
      includeAssets: ['favicon.svg', 'icons/apple-touch-icon.png'],
      // The manifest is the server's (/manifest.webmanifest, with the company's name from Settings:
      // docs/decisions/0048), linked from web/index.html, so a rename needs no rebuild.
      manifest: false,
      workbox: {
        globPatterns: ['**/*.{js,css,html,svg,png,woff2,json}'],
        // Of the prerendered pages only her home's shells, which the installed app opens on (below).
        globIgnores: [
          '**/og-image.png',
          '.vite/**',
          'prerendered/index.*',
          'prerendered/login.*',
          'prerendered/portal.*',
        ],
        maximumFileSizeToCacheInBytes: 3 * 1024 * 1024,
        cleanupOutdatedCaches: true,
        clientsClaim: true,
        skipWaiting: true,
        // Web Push: showing a push, its receipt and opening the app on a tap (web/public/push-sw.js).
        importScripts: ['push-sw.js'],
        // Every screen is the one page; the API, media, docs and the server's own pages are not, and
        // her home has its own shell (below).
        navigateFallback: '/index.html',
        navigateFallbackDenylist: [
          /^\/api\//,
          /^\/media\//,
          /^\/robots\.txt$/,
          /^\/sitemap\.xml$/,
          /^\/home-employee(\?|$)/,
          // The owners' portal's prerendered shell comes from the server (it needs the network for its data anyway).
          /^\/portal(\?|$)/,
        ],
        runtimeCaching: [
          // The installed app's start page: her prerendered shell in her language, from the precache.
          { urlPattern: opensStaffShell, handler: staffShellFromPrecache },
          {
            // Property and proof photos: content-addressed, so a cached copy is never wrong.
            urlPattern: ({ url }) => url.pathname.startsWith('/media/') || url.hostname === 'res.cloudinary.com',
            handler: 'CacheFirst',
            options: {
              cacheName: 'photos',
              expiration: { maxEntries: 300, maxAgeSeconds: 30 * 24 * 3600 },
              cacheableResponse: { statuses: [0, 200] },
            },
          },
        ],
      },
    }),
    // .br and .gz beside every text file worth packing, at the strongest settings: made once here,
    // served as they are by the server (plugins/web-app.ts), so no request pays for compression.
    compression({
      include: /\.(html|css|js|mjs|json|svg|xml|txt|webmanifest)$/,
      exclude: /\.vite\//,
      threshold: 1024,
      algorithms: [defineAlgorithm('gzip', { level: 9 }), defineAlgorithm('brotliCompress', {})],
    }),
    // The public pages as HTML, hydrated in the browser (scripts/prerender.ts).
    prerender(),
    // Last: the stamp of a finished build, which lets `npm start` skip building (scripts/build-stamp.mjs).
    buildStamp(),
  ],
  resolve: {
    alias: [
      { find: '@common', replacement: common },
      // Zod without its eval probe, which the CSP forbids (web/src/lib/zod-jitless.ts).
      { find: /^zod$/, replacement: fileURLToPath(new URL('./web/src/lib/zod-jitless.ts', import.meta.url)) },
    ],
  },
  build: {
    outDir: '../dist/web',
    emptyOutDir: true,
    sourcemap: false,
    // .vite/manifest.json maps sources to chunks; the bundle-budget test reads it.
    manifest: true,
    chunkSizeWarningLimit: 900,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // Zod and the schemas' shared fields in a file of their own: otherwise it shares one with
          // @mantine/form, and the sign-in page, which loads its schema only when used
          // (lib/deferred-form.ts), would still build zod's classes at its start.
          groups: [
            // React Query and the API client in one file, not five: the sign-in page needs them too.
            {
              name: 'query',
              includeDependenciesRecursively: false,
              test: /[\\/]node_modules[\\/]@tanstack[\\/]|[\\/]web[\\/]src[\\/]lib[\\/](api-client|api-error|early-requests|data-layer)\.tsx?$|[\\/]web[\\/]src[\\/]lib[\\/]resources[\\/]resource\.ts$/,
            },
            // The staff app's data (resources, offline copy, outbox, formats) in one file, not six: each
            // file costs a phone a round trip over six HTTP/1.1 connections (bench:phone-week).
            {
              name: 'staff-data',
              includeDependenciesRecursively: false,
              test: /[\\/]web[\\/]src[\\/]lib[\\/](resources[\\/](events|photos|outbox|reports)|offline|outbox-store|idle|shrink-image|upload|save-file|format)\.tsx?$|[\\/]web[\\/]src[\\/]app[\\/]offline\.ts$|[\\/]node_modules[\\/]idb-keyval[\\/]/,
            },
            {
              name: 'zod',
              test: /[\\/]node_modules[\\/](zod|mantine-form-zod-resolver)[\\/]|[\\/]web[\\/]src[\\/]lib[\\/]zod-jitless\.ts$|[\\/]common[\\/]contracts[\\/]common\.ts$/,
            },
          ],
          experimentalInlineCommonChunks: {
            maxSize: 8 * 1024,
            exclude: /\.(css|scss|sass|less|styl|stylus|pcss|postcss|sss)(\?|$)/,
          },
        },
      },
    },
  },
  server: {
    proxy: { '/api': 'http://127.0.0.1:3000', '/media': 'http://127.0.0.1:3000' },
  },
});
