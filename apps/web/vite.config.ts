import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

// In development the SPA runs on Vite and the API on the Aerie server (`npm run dev`, port 8080).
const serverUrl = process.env.AERIE_SERVER_URL ?? 'http://localhost:8080';

export default defineConfig({
  plugins: [react(), tailwindcss()],
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
  build: { sourcemap: true, chunkSizeWarningLimit: 600 },
});
