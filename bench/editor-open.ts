/// <reference lib="dom" />
// How fast the visual builder is in Chromium (issue 29 § Speed): opening a page of 30 and of 100 sections, from
// navigation to the editor's `load` (GrapesJS ready, our chrome mounted, every section drawn in the canvas frame),
// and on the 100-section page, selecting a heading and changing its colour (measured inside the page).
// Aerie serves the built app with its real CSP (the builder page's own policy); the builder host's calls
// are answered inside the browser (support/builder-intercepts.ts), so no database work is timed.
// Rounds are interleaved (30, 100, 30, 100, …) so a machine getting busier weighs on both alike; with
// --baseline-url, each opening alternates between that app (another build, e.g. main's) and this one.
// Also counts CSP violations, which would mean GrapesJS needs something the policy refuses.
//
//   npm run bench:editor                                   # build, start, 5 rounds, medians
//   npm run bench:editor -- --url http://127.0.0.1:8080 --runs 9 --sizes 30,100
//   npm run bench:editor -- --url http://127.0.0.1:8080 --baseline-url http://127.0.0.1:8081
import { parseArgs } from 'node:util';
import { loadavg } from 'node:os';

import { chromium, type Browser } from '@playwright/test';

// @ts-expect-error: a plain .mjs helper without types
import { startApp } from './support/start-app.mjs';
import {
  interceptBuilderApi,
  PROJECT_UID,
  projectDataWithSections,
  SITE_UUID,
  website,
} from './support/builder-intercepts';
import { timeColourEdit, timeSelection } from './support/editor-interactions';

/** Issue 29 § Speed: ready in under 2 s with 30 sections and under 4 s with 100. */
const READY_GOAL_MS: Record<number, number> = { 30: 2000, 100: 4000 };
/** Edits are timed on the biggest page, a few times each round on headings spread down the page. */
const EDITS_PER_ROUND = 3;
const COLOURS = ['#b42318', '#1d4ed8', '#047857', '#7c3aed', '#c2410c', '#0f766e'];

const { values } = parseArgs({
  options: {
    url: { type: 'string' },
    'baseline-url': { type: 'string' },
    runs: { type: 'string', default: '5' },
    sizes: { type: 'string', default: process.env.BENCH_SECTIONS ?? '30,100' },
  },
});
const runs = Math.max(1, Number(values.runs));
const sizes = values.sizes!.split(',').map(Number);
const biggest = Math.max(...sizes);
const median = (numbers: number[]) => [...numbers].sort((a, b) => a - b)[Math.floor(numbers.length / 2)]!;
const load = () =>
  loadavg()
    .map((each) => each.toFixed(1))
    .join(' ');

interface Opening {
  ms: number;
  init: number;
  ready: number;
  selections: number[];
  edits: number[];
}

async function openEditor(browser: Browser, url: string, sections: number): Promise<Opening> {
  // A fresh context each time: nothing cached, like opening the builder from the websites list.
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  try {
    await context.addCookies([{ name: 'token', value: 'bench-token', url }]);
    const page = await context.newPage();
    const violations: string[] = [];
    await page.exposeFunction('reportCspViolation', (text: string) => violations.push(text));
    await page.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (event) =>
        (window as unknown as { reportCspViolation: (text: string) => void }).reportCspViolation(
          `${event.violatedDirective} ${event.blockedURI}`,
        ),
      );
    });
    // Catalogue images from the app's own sites host, as a real draft has them (and the page's CSP allows).
    const { port } = new URL(url);
    const assetsOrigin = `http://assets.sites.localhost:${port}`;
    // The site's address names that sites host too: the builder loads the font library from its assets origin.
    const site = website({ site_address: `http://bench-site.sites.localhost:${port}/` });
    await interceptBuilderApi(page, projectDataWithSections(sections, assetsOrigin), site);
    await page.goto(`${url}/website-builder?uid=${PROJECT_UID}&site=${SITE_UUID}`, { waitUntil: 'commit' });
    const openedAt = await page.waitForFunction(
      (count) => {
        const frame = document.querySelector<HTMLIFrameElement>('.gjs-frame');
        const wrapper = frame?.contentDocument?.querySelector('[data-gjs-type="wrapper"]');
        const isChromeReady =
          document.querySelector('[aria-label="Undo"]') && !document.body.textContent?.includes('Loading the canvas');
        return wrapper && wrapper.children.length >= count && isChromeReady ? performance.now() : false;
      },
      sections,
      { polling: 'raf', timeout: 60_000 },
    );
    const ms = Math.round(Number(await openedAt.jsonValue()));
    // Where the time went: the app and the editor's code until GrapesJS starts, then GrapesJS loading the draft.
    const marks = await page.evaluate(() =>
      Object.fromEntries(performance.getEntriesByType('mark').map((mark) => [mark.name, Math.round(mark.startTime)])),
    );
    const init = marks['aerie:builder-init'] ?? 0;
    const ready = marks['aerie:builder-ready'] ?? 0;
    const selections: number[] = [];
    const edits: number[] = [];
    if (sections === biggest) {
      // Let the editor settle (images, fonts) so the edits are timed on an idle page.
      await page.waitForTimeout(1000);
      for (let edit = 0; edit < EDITS_PER_ROUND; edit += 1) {
        const nth = Math.floor(((edit + 1) * sections) / (EDITS_PER_ROUND + 1));
        selections.push(await timeSelection(page, nth));
        edits.push(await timeColourEdit(page, COLOURS[edit % COLOURS.length]!));
      }
    }
    // zod probes for eval once (and falls back when refused); anything else would be GrapesJS needing more.
    const refused = violations.filter((text) => !/^script-src eval$/.test(text));
    if (refused.length) console.log(`  CSP violations: ${refused.join(', ')}`);
    return { ms, init, ready: ready - init, selections, edits };
  } finally {
    await context.close();
  }
}

const app: { url: string; stop: () => Promise<void> } = values.url
  ? { url: values.url, stop: async () => {} }
  : await startApp();
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
});

try {
  const targets = [
    ...(values['baseline-url'] ? [{ name: 'baseline', url: values['baseline-url'] }] : []),
    { name: values['baseline-url'] ? 'this build' : '', url: app.url },
  ];
  const results = new Map<string, Opening[]>();
  const key = (target: string, size: number) => `${target} ${size}`;
  console.log(`load average at start: ${load()}`);
  for (let run = 0; run < runs; run += 1) {
    for (const size of sizes) {
      for (const target of targets) {
        const opening = await openEditor(browser, target.url, size);
        results.set(key(target.name, size), [...(results.get(key(target.name, size)) ?? []), opening]);
        const interactions = opening.edits.length
          ? `; select ${opening.selections.map(Math.round).join('/')} ms, colour ${opening.edits.map(Math.round).join('/')} ms`
          : '';
        console.log(
          `round ${run + 1}, ${target.name ? `${target.name}, ` : ''}${size} sections: ready ${opening.ms} ms ` +
            `(GrapesJS starts at ${opening.init} ms, loads in ${opening.ready} ms)${interactions}`,
        );
      }
    }
  }
  console.log(`\nload average at end: ${load()}`);
  for (const target of targets) {
    const label = target.name ? `${target.name}: ` : '';
    for (const size of sizes) {
      const openings = results.get(key(target.name, size))!;
      const goal = READY_GOAL_MS[size];
      console.log(
        `${label}editor open, ${size} sections, median of ${runs}: ${median(openings.map((each) => each.ms))} ms` +
          (goal ? ` (goal under ${goal} ms)` : '') +
          `; app + editor code + draft ${median(openings.map((each) => each.init))} ms, ` +
          `GrapesJS loading the draft ${median(openings.map((each) => each.ready))} ms`,
      );
    }
    const big = results.get(key(target.name, biggest))!;
    console.log(
      `${label}on the ${biggest}-section page, median of ${big.length * EDITS_PER_ROUND}: ` +
        `select a heading ${Math.round(median(big.flatMap((each) => each.selections)))} ms, ` +
        `change its colour ${Math.round(median(big.flatMap((each) => each.edits)))} ms (click or input → painted)`,
    );
  }
} finally {
  await browser.close();
  await app.stop();
}
