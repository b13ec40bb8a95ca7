import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';
import { prerender } from './scripts/prerender.ts';

const common = fileURLToPath(new URL('./common', import.meta.url));

// The web app lives in web/ and is built into dist/web, which the server serves.
export default defineConfig({
  root: 'web',
  plugins: [
    react(),
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
  ],
  resolve: { alias: { '@common': common } },
  build: {
    outDir: '../dist/web',
    emptyOutDir: true,
    sourcemap: false,
    // .vite/manifest.json maps sources to chunks; the bundle-budget test reads it.
    manifest: true,
    chunkSizeWarningLimit: 900,
  },
  server: {
    proxy: { '/api': 'http://127.0.0.1:3000', '/media': 'http://127.0.0.1:3000' },
  },
});
