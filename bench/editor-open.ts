/// <reference lib="dom" />
// How long the visual builder takes to open a 30-section page in Chromium: from navigation to the
// editor's `load` (GrapesJS ready, our chrome mounted) with every section drawn in the canvas frame.
// Aerie serves the built app with its real CSP (the builder page's own policy); the builder host's calls
// are answered inside the browser (support/builder-intercepts.ts), so no database work is timed.
// Also counts CSP violations, which would mean GrapesJS needs something the policy refuses.
//
//   npm run bench:editor                                   # build, start, 5 cold runs, median
//   npm run bench:editor -- --url http://127.0.0.1:8080 --runs 9
import { parseArgs } from 'node:util';

import { chromium } from '@playwright/test';

// @ts-expect-error: a plain .mjs helper without types
import { startApp } from './support/start-app.mjs';
import { interceptBuilderApi, PROJECT_UID, projectDataWithSections, SITE_UUID } from './support/builder-intercepts';

const SECTIONS = Number(process.env.BENCH_SECTIONS ?? 30);
const GOAL_MS = 2000;

const { values } = parseArgs({ options: { url: { type: 'string' }, runs: { type: 'string', default: '5' } } });
const runs = Math.max(1, Number(values.runs));
const median = (numbers: number[]) => [...numbers].sort((a, b) => a - b)[Math.floor(numbers.length / 2)]!;

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
  const projectData = projectDataWithSections(SECTIONS, 'http://assets.sites.localhost:8080');
  const timings: number[] = [];
  const starts: number[] = [];
  const loads: number[] = [];
  for (let run = 0; run < runs; run += 1) {
    // A fresh context each run: nothing cached, like opening the builder from the websites list.
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    await context.addCookies([{ name: 'token', value: 'bench-token', url: app.url }]);
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
    await interceptBuilderApi(page, projectData);
    await page.goto(`${app.url}/website-builder?uid=${PROJECT_UID}&site=${SITE_UUID}`, { waitUntil: 'commit' });
    const openedAt = await page.waitForFunction(
      (sections) => {
        const frame = document.querySelector<HTMLIFrameElement>('.gjs-frame');
        const wrapper = frame?.contentDocument?.querySelector('[data-gjs-type="wrapper"]');
        const isChromeReady =
          document.querySelector('[aria-label="Undo"]') && !document.body.textContent?.includes('Loading the canvas');
        return wrapper && wrapper.children.length >= sections && isChromeReady ? performance.now() : false;
      },
      SECTIONS,
      { polling: 'raf', timeout: 30_000 },
    );
    const ms = Math.round(Number(await openedAt.jsonValue()));
    // Where the time went: the app and the editor's code until GrapesJS starts, then GrapesJS loading the draft.
    const marks = await page.evaluate(() =>
      Object.fromEntries(performance.getEntriesByType('mark').map((mark) => [mark.name, Math.round(mark.startTime)])),
    );
    const init = marks['aerie:builder-init'] ?? 0;
    const ready = marks['aerie:builder-ready'] ?? 0;
    timings.push(ms);
    starts.push(init);
    loads.push(ready - init);
    // zod probes for eval once (and falls back when refused); anything else would be GrapesJS needing more.
    const refused = violations.filter((text) => !/^script-src eval$/.test(text));
    console.log(
      `run ${run + 1}: ${ms} ms (editor code and draft loaded at ${init} ms, GrapesJS load ${ready - init} ms)` +
        (refused.length ? `  CSP violations: ${refused.join(', ')}` : ''),
    );
    await context.close();
  }
  const result = median(timings);
  console.log(`\nEditor open, ${SECTIONS} sections, median of ${runs}: ${result} ms (goal under ${GOAL_MS} ms)`);
  console.log(
    `  of which: app + editor code + draft ${median(starts)} ms, GrapesJS loading the draft ${median(loads)} ms`,
  );
} finally {
  await browser.close();
  await app.stop();
}
