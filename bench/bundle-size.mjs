#!/usr/bin/env node
// The JavaScript each public page needs before it can paint, read from the Vite manifest of the last
// build: the entry chunk, the page's lazily loaded route modules, and everything they import statically.
// Prints raw, gzip and brotli sizes and fails (exit 1) when a page's initial JavaScript passes the budget.
//
//   npm run build && npm run bench:bundle
//   npm run bench:bundle -- --chunks     # also list the chunks of each page
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/** issue 8: the public site's initial JavaScript stays under 120 KB gzipped. */
export const BUDGET_GZIP_BYTES = 120 * 1024;

const DIST = join(import.meta.dirname, '..', 'apps', 'web', 'dist');

/** The route modules react-router loads before each public page renders (apps/web/src/app/router.tsx). */
export const PUBLIC_PAGES = {
  '/': ['src/features/marketing/pages/home-page.tsx'],
  '/pricing': ['src/features/marketing/pages/pricing-page.tsx'],
  '/features': ['src/features/marketing/pages/features-page.tsx'],
  '/login': ['src/app/layouts/auth-layout.tsx', 'src/features/auth/pages/login-page.tsx'],
  '/register': ['src/app/layouts/auth-layout.tsx', 'src/features/auth/pages/register-page.tsx'],
};

/** The chunk files a page loads before first paint: the entries and their static imports, transitively. */
export function initialChunks(manifest, entries) {
  const files = new Set();
  const visit = (key) => {
    const chunk = manifest[key];
    if (!chunk) throw new Error(`${key} is not in the Vite manifest; was it renamed?`);
    if (files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const entry of ['index.html', ...entries]) visit(entry);
  return [...files];
}

export function measure(distDir = DIST) {
  const manifest = JSON.parse(readFileSync(join(distDir, '.vite', 'manifest.json'), 'utf8'));
  const sizes = new Map();
  const sizeOf = (file) => {
    if (!sizes.has(file)) {
      const source = readFileSync(join(distDir, file));
      sizes.set(file, {
        file,
        raw: source.length,
        gzip: gzipSync(source, { level: constants.Z_BEST_COMPRESSION }).length,
        brotli: brotliCompressSync(source).length,
      });
    }
    return sizes.get(file);
  };
  return Object.entries(PUBLIC_PAGES).map(([page, entries]) => {
    const chunks = initialChunks(manifest, entries).map(sizeOf);
    const total = (key) => chunks.reduce((sum, chunk) => sum + chunk[key], 0);
    return { page, chunks, raw: total('raw'), gzip: total('gzip'), brotli: total('brotli') };
  });
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

if (import.meta.filename === process.argv[1]) {
  const { values } = parseArgs({ options: { chunks: { type: 'boolean', default: false } } });
  const pages = measure();
  console.log(`Initial JavaScript per public page (budget ${kb(BUDGET_GZIP_BYTES)} gzipped)\n`);
  console.log('page          chunks        raw       gzip     brotli');
  for (const { page, chunks, raw, gzip, brotli } of pages) {
    const flag = gzip > BUDGET_GZIP_BYTES ? '  OVER BUDGET' : '';
    console.log(
      `${page.padEnd(12)} ${String(chunks.length).padStart(7)} ${kb(raw).padStart(10)} ${kb(gzip).padStart(10)} ${kb(brotli).padStart(10)}${flag}`,
    );
    if (values.chunks) {
      for (const chunk of [...chunks].sort((a, b) => b.gzip - a.gzip)) {
        console.log(`    ${chunk.file.padEnd(48)} ${kb(chunk.raw).padStart(10)} ${kb(chunk.gzip).padStart(10)}`);
      }
    }
  }
  if (pages.some((page) => page.gzip > BUDGET_GZIP_BYTES)) process.exitCode = 1;
}
