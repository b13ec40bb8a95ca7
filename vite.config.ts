import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const common = fileURLToPath(new URL('./common', import.meta.url));

// The web app lives in web/ and is built into dist/web, which the server serves.
export default defineConfig({
  root: 'web',
  plugins: [react()],
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
