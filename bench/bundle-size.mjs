#!/usr/bin/env node
// The JavaScript each public page needs before it can paint, read from the last build: the entry chunk,
// the page's lazily loaded route modules, and everything they import statically.
// Prints raw, gzip and brotli sizes and fails (exit 1) when a page's initial JavaScript passes the budget.
//
//   npm run build && npm run bench:bundle
//   npm run bench:bundle -- --chunks     # also list the chunks of each page
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/** issue 8: the public site's initial JavaScript stays under 120 KB gzipped. */
export const BUDGET_GZIP_BYTES = 120 * 1024;

const DIST = join(import.meta.dirname, '..', 'apps', 'web', 'dist');

/**
 * issue 14: the dashboard's first screen stays under 250 KB gzipped. /register is held to the same
 * figure for now: it still loads its form's zod schemas before it paints (docs/performance.md).
 * The builder (/website-builder, signed in) preloads the editor on purpose: it is shown, not budgeted,
 * and instead no other page may carry the editor's chunk (it is lazily loaded).
 */
const PAGE_BUDGETS = { '/dashboard': 250 * 1024, '/register': 250 * 1024, '/website-builder': Infinity };
const budgetOf = (page) => PAGE_BUDGETS[page] ?? BUDGET_GZIP_BYTES;
const BUILDER_CHUNK = /^assets\/website-builder-page-/;

/**
 * The JavaScript a page loads before it renders, as the build's per-page copy of index.html lists it
 * (apps/web/build/route-preloads.ts): the entry script and every modulepreload, that is the entry's
 * static imports plus the page's lazily loaded route modules and theirs.
 */
export function initialChunks(html) {
  return [...html.matchAll(/(?:src|href)="\/(assets\/[^"]+\.js)"/g)].map((match) => match[1]);
}

export function measure(distDir = DIST) {
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
  return readdirSync(join(distDir, 'pages'))
    .filter((file) => file.endsWith('.html'))
    .map((file) => {
      const page = file === 'index.html' ? '/' : `/${file.replace(/\.html$/, '')}`;
      const chunks = initialChunks(readFileSync(join(distDir, 'pages', file), 'utf8')).map(sizeOf);
      const total = (key) => chunks.reduce((sum, chunk) => sum + chunk[key], 0);
      return { page, chunks, raw: total('raw'), gzip: total('gzip'), brotli: total('brotli') };
    });
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

if (import.meta.filename === process.argv[1]) {
  const { values } = parseArgs({ options: { chunks: { type: 'boolean', default: false } } });
  const pages = measure();
  console.log(`Initial JavaScript per page (budget ${kb(BUDGET_GZIP_BYTES)} gzipped unless shown)\n`);
  console.log('page          chunks        raw       gzip     brotli');
  for (const { page, chunks, raw, gzip, brotli } of pages) {
    const budget = budgetOf(page);
    const shown =
      budget === Infinity ? '  (not budgeted)' : budget === BUDGET_GZIP_BYTES ? '' : `  (budget ${kb(budget)})`;
    const flag = `${shown}${gzip > budget ? '  OVER BUDGET' : ''}`;
    console.log(
      `${page.padEnd(12)} ${String(chunks.length).padStart(7)} ${kb(raw).padStart(10)} ${kb(gzip).padStart(10)} ${kb(brotli).padStart(10)}${flag}`,
    );
    if (values.chunks) {
      for (const chunk of [...chunks].sort((a, b) => b.gzip - a.gzip)) {
        console.log(`    ${chunk.file.padEnd(48)} ${kb(chunk.raw).padStart(10)} ${kb(chunk.gzip).padStart(10)}`);
      }
    }
  }
  const carryingEditor = pages.filter(
    ({ page, chunks }) => page !== '/website-builder' && chunks.some((chunk) => BUILDER_CHUNK.test(chunk.file)),
  );
  for (const { page } of carryingEditor) console.log(`${page} loads the builder's chunk: it must stay lazy`);
  const hasDashboard = pages.some(({ page }) => page === '/dashboard');
  if (!hasDashboard) console.log('No /dashboard page copy: was it renamed?');
  const overBudget = pages.some(({ page, gzip }) => gzip > budgetOf(page));
  if (carryingEditor.length || !hasDashboard || overBudget) process.exitCode = 1;
}
