import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

import { precompress } from './build/precompress';

// In development the SPA runs on Vite and the API on the Aerie server (`npm run dev`, port 8080).
const serverUrl = process.env.AERIE_SERVER_URL ?? 'http://localhost:8080';

export default defineConfig({
  plugins: [react(), tailwindcss(), precompress()],
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  server: {
    proxy: {
      '/api': serverUrl,
      '/builder-api': serverUrl,
      '/store-api': serverUrl,
      '/dev': serverUrl,
      '/files': serverUrl,
    },
  },
  // The manifest lets bench/bundle-size.mjs find what each page loads first.
  build: {
    sourcemap: true,
    manifest: true,
    chunkSizeWarningLimit: 600,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            // Every page needs React and the router: one long-cached chunk rather than several.
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/, priority: 20 },
            // Icons are a few hundred bytes each; grouped by the pages that use them instead of one request each.
            { name: 'icons', test: /node_modules[\\/]lucide-react[\\/]/, priority: 10 },
          ],
        },
      },
    },
  },
});
