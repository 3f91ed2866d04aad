#!/usr/bin/env node
// Lighthouse (mobile preset: simulated slow 4G and a 4× slower CPU) on the public pages of the app started
// as `npm start` starts it. Prints performance and accessibility per page, the JavaScript transferred,
// and the audits that lost points.
//
//   npm run bench:lighthouse                      # build, start, three runs per page, median
//   npm run bench:lighthouse -- --runs 1 --pages /,/login --json out.json
//   npm run bench:lighthouse -- --url http://localhost:8080   # an app that is already running
//   npm run bench:lighthouse -- --sites           # each starter template, published on its own origin
//   npm run bench:lighthouse -- --sites --only photos   # just the site with four large photos
//   npm run bench:lighthouse -- --stores          # a store with 8 products: storefront home, a product page,
//                                                 # and a shopper's cart (two products, a 10 % code, 8.875 %
//                                                 # sales tax) on /cart and /checkout?country=US
//   npm run bench:lighthouse -- --stores --theme restaurant   # in another starter theme (default agency)
import { writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';

import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

import { publishStarters } from './support/publish-starters.mjs';
import { startApp } from './support/start-app.mjs';
import { createStoreFixture, shopperCart, waitForImageVariants } from './support/store-fixture.mjs';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

const { values } = parseArgs({
  options: {
    pages: { type: 'string', default: '/,/pricing,/login' },
    runs: { type: 'string', default: '3' },
    url: { type: 'string' },
    sites: { type: 'boolean', default: false },
    stores: { type: 'boolean', default: false },
    theme: { type: 'string', default: 'agency' },
    only: { type: 'string' },
    json: { type: 'string' },
  },
});
const pages = values.pages.split(',');
const runs = Math.max(1, Number(values.runs));

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const median = (numbers) => [...numbers].sort((a, b) => a - b)[Math.floor(numbers.length / 2)];

function summarise(lhr) {
  const byType = Object.fromEntries(
    (lhr.audits['resource-summary']?.details?.items ?? []).map((item) => [item.resourceType, item]),
  );
  const failing = [];
  for (const category of Object.values(lhr.categories)) {
    for (const ref of category.auditRefs) {
      const audit = lhr.audits[ref.id];
      if (ref.weight > 0 && audit.score !== null && audit.score < 0.9) {
        // Elsewhere the elements at fault say what to fix; performance audits speak for themselves.
        const nodes =
          category.id !== 'performance'
            ? (audit.details?.items ?? [])
                .slice(0, 3)
                .map((item) => `\n      ${item.node?.snippet ?? item.description ?? item.url ?? ''}`)
            : [];
        const why = audit.explanation ? ` ${audit.explanation}` : '';
        failing.push(`${category.id}: ${audit.id} (${audit.displayValue ?? audit.score})${why}${nodes.join('')}`);
      }
    }
  }
  const metric = (id) => lhr.audits[id]?.numericValue ?? NaN;
  return {
    performance: Math.round(lhr.categories.performance.score * 100),
    accessibility: Math.round(lhr.categories.accessibility.score * 100),
    bestPractices: Math.round(lhr.categories['best-practices'].score * 100),
    seo: Math.round(lhr.categories.seo.score * 100),
    scriptTransfer: byType.script?.transferSize ?? 0,
    totalTransfer: byType.total?.transferSize ?? 0,
    fcp: metric('first-contentful-paint'),
    lcp: metric('largest-contentful-paint'),
    tbt: metric('total-blocking-time'),
    cls: metric('cumulative-layout-shift'),
    lcpElement: lhr.audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node?.snippet,
    failing,
  };
}

const app = values.url
  ? { url: values.url.replace(/\/$/, ''), stop: async () => {} }
  : await startApp({ script: 'start', env: values.sites || values.stores ? { SEED_DEMO: 'true' } : {} });
// With --sites the pages are the published starters, each an absolute address on the sites domain; with
// --stores a storefront's home, one product page, and a shopper's cart and checkout on the store's own
// origin (those two sent with the shopper's `cart` cookie, as the shopper's browser would).
async function storeTargets() {
  const store = await createStoreFixture(app.url, { theme: values.theme });
  await waitForImageVariants(app.url, store);
  const cart = await shopperCart(app.url, store);
  const headers = { Cookie: cart.cookie };
  return [
    { label: 'store /', url: store.home },
    { label: 'product', url: store.product },
    { label: 'cart', url: cart.cart, headers },
    { label: 'checkout', url: cart.checkout, headers },
  ];
}
let targets;
try {
  if (values.sites) targets = (await publishStarters(app.url)).map((site) => ({ label: site.template, url: site.url }));
  else if (values.stores) targets = await storeTargets();
  else targets = pages.map((page) => ({ label: page, url: `${app.url}${page}` }));
} catch (error) {
  await app.stop();
  throw error;
}
// --only photos,agency: just those labels (a starter, or a store page).
if (values.only) targets = targets.filter((target) => values.only.split(',').includes(target.label));
const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: CHROME_FLAGS });
const results = [];
try {
  // One warm-up load so the first measured run does not pay for the server's first compile or disk reads.
  await fetch(`${app.url}/`).then((response) => response.text());
  for (const { label: page, url, headers } of targets) {
    const samples = [];
    for (let run = 0; run < runs; run += 1) {
      const result = await lighthouse(url, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        ...(headers ? { extraHeaders: headers } : {}),
        onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
      });
      samples.push(summarise(result.lhr));
    }
    // The run with the median performance score stands for the page; its audits are the ones printed.
    const chosen = samples.find((sample) => sample.performance === median(samples.map((s) => s.performance)));
    results.push({ page, runs: samples.map((sample) => sample.performance), ...chosen });
  }
} finally {
  chrome.kill();
  await app.stop();
}

console.log(`\nLighthouse ${runs > 1 ? `(median of ${runs} runs) ` : ''}mobile preset\n`);
console.log('page        perf  a11y    BP   SEO  JS transferred  total      FCP      LCP      TBT    CLS');
for (const r of results) {
  console.log(
    [
      r.page.padEnd(10),
      String(r.performance).padStart(5),
      String(r.accessibility).padStart(5),
      String(r.bestPractices).padStart(5),
      String(r.seo).padStart(5),
      kb(r.scriptTransfer).padStart(15),
      kb(r.totalTransfer).padStart(10),
      `${Math.round(r.fcp)} ms`.padStart(8),
      `${Math.round(r.lcp)} ms`.padStart(8),
      `${Math.round(r.tbt)} ms`.padStart(8),
      r.cls.toFixed(3).padStart(6),
    ].join(' '),
  );
}
for (const r of results) {
  if (runs > 1) console.log(`\n${r.page}: performance per run ${r.runs.join(', ')}`);
  else console.log(`\n${r.page}:`);
  if (r.lcpElement) console.log(`  LCP element: ${r.lcpElement}`);
  for (const line of r.failing) console.log(`  below 90: ${line}`);
}
if (values.json) writeFileSync(values.json, JSON.stringify(results, null, 2));
