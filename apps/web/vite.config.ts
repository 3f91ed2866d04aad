import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

import { chunkGroups } from './build/chunk-groups';
import { precompress } from './build/precompress';
import { preloadFont } from './build/preload-font';
import { routePreloads } from './build/route-preloads';

// In development the SPA runs on Vite and the API on the Aerie server (`npm run dev`, port 8080).
const serverUrl = process.env.AERIE_SERVER_URL ?? 'http://localhost:8080';

/** The route modules react-router loads before each public page can render (src/app/router.tsx). */
const PUBLIC_PAGES = {
  '/': ['src/app/layouts/landing-layout.tsx', 'src/features/marketing/pages/home-page.tsx'],
  '/features': ['src/app/layouts/landing-layout.tsx', 'src/features/marketing/pages/features-page.tsx'],
  '/pricing': ['src/app/layouts/landing-layout.tsx', 'src/features/marketing/pages/pricing-page.tsx'],
  '/templates': ['src/app/layouts/landing-layout.tsx', 'src/features/marketing/pages/templates-page.tsx'],
  '/about': ['src/app/layouts/landing-layout.tsx', 'src/features/marketing/pages/about-page.tsx'],
  '/contact': ['src/app/layouts/landing-layout.tsx', 'src/features/marketing/pages/contact-page.tsx'],
  '/hire-expert': ['src/app/layouts/landing-layout.tsx', 'src/features/marketing/pages/hire-expert-page.tsx'],
  '/login': ['src/app/query-provider.tsx', 'src/app/layouts/auth-layout.tsx', 'src/features/auth/pages/login-page.tsx'],
  '/register': [
    'src/app/query-provider.tsx',
    'src/app/layouts/auth-layout.tsx',
    'src/features/auth/pages/register-page.tsx',
  ],
};

/**
 * Signed-in pages that are opened directly in a new tab (EDIT on a website card): their copy of index.html
 * preloads the editor's code, so it downloads while the app checks the session instead of after.
 */
const DIRECT_PAGES = {
  '/website-builder': [
    'src/app/query-provider.tsx',
    'src/app/require-auth.tsx',
    'src/features/builder/pages/website-builder-route.tsx',
    'src/features/builder/pages/website-builder-page.tsx',
  ],
  // The dashboard's home: the page a sign-in lands on, held to the dashboard's budget (bench/bundle-size.mjs).
  '/dashboard': [
    'src/app/query-provider.tsx',
    'src/app/require-auth.tsx',
    'src/app/dashboard-routes.tsx',
    'src/app/layouts/dashboard-layout.tsx',
    'src/features/dashboard/pages/overview-page.tsx',
  ],
};

export default defineConfig({
  plugins: [react(), tailwindcss(), preloadFont(), routePreloads({ ...PUBLIC_PAGES, ...DIRECT_PAGES }), precompress()],
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
  build: {
    sourcemap: true,
    chunkSizeWarningLimit: 600,
    rolldownOptions: {
      // The seller admin (issue 10) is a second entry: served on each store's origin, never with the app.
      input: {
        index: fileURLToPath(new URL('./index.html', import.meta.url)),
        seller: fileURLToPath(new URL('./seller.html', import.meta.url)),
      },
      output: {
        codeSplitting: { groups: chunkGroups(fileURLToPath(new URL('./src', import.meta.url))) },
      },
    },
  },
});
