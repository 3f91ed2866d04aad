/* global document */
/**
 * Renders the catalogue's thumbnails and the starter templates' previews with headless Chromium.
 *
 * Run from the repository root (tsx lets this script import the TypeScript sources):
 *   npx tsx packages/blocks/scripts/make-thumbnails.mjs            # thumbnails and previews
 *   npx tsx packages/blocks/scripts/make-thumbnails.mjs blocks     # only block thumbnails
 *   npx tsx packages/blocks/scripts/make-thumbnails.mjs templates  # only template previews
 *   npx tsx packages/blocks/scripts/make-thumbnails.mjs phone DIR [WIDTH]  # every template page, 375 px wide
 *                                                                          # unless WIDTH says otherwise, into DIR (for review)
 *
 * Writes assets/thumbnails/<blockId>.jpg (400 px wide) and assets/previews/<templateId>.jpg (640x400).
 * Commit the results: the web app imports them. Pages are served from an intercepted fake origin, so the
 * images load from assets/images exactly as the sites host serves them at `/catalogue/<file>`.
 */
import { readFile, mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { chromium } from 'playwright-core';

import { BASE_CSS, BLOCKS, SITE_TEMPLATES_CONTENT, themeCss, withAssetsBase } from '../src/index.ts';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const origin = 'http://blocks.test';
const [mode = 'all', outDir = '/tmp/blocks-phone', screenWidth = '375'] = process.argv.slice(2);

function documentFor(title, body, css) {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${title}</title><style>${css}</style></head><body>${withAssetsBase(body, origin)}</body></html>`;
}

const pages = new Map();
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });

async function open(viewport, deviceScaleFactor, key) {
  const context = await browser.newContext({ viewport, deviceScaleFactor });
  await context.route(`${origin}/**`, async (route) => {
    const url = new URL(route.request().url());
    if (url.pathname.startsWith('/catalogue/')) {
      const file = path.join(root, 'assets/images', path.basename(url.pathname));
      return route.fulfill({ body: await readFile(file), contentType: 'image/svg+xml' });
    }
    return route.fulfill({ body: pages.get(url.pathname) ?? 'Not found', contentType: 'text/html' });
  });
  const page = await context.newPage();
  await page.goto(`${origin}${key}`, { waitUntil: 'load' });
  // Lazy images below the fold: make them load before the screenshot.
  await page.evaluate(() => document.querySelectorAll('img[loading="lazy"]').forEach((img) => (img.loading = 'eager')));
  await page.waitForLoadState('networkidle');
  return { context, page };
}

async function blockThumbnails() {
  await mkdir(path.join(root, 'assets/thumbnails'), { recursive: true });
  for (const block of BLOCKS) {
    const key = `/block/${block.id}`;
    pages.set(key, documentFor(block.label, block.html, `${themeCss()}\n${BASE_CSS}\n${block.css}`));
    // 1200 CSS px drawn at a third of the density: a 400 px wide image.
    const { context, page } = await open({ width: 1200, height: 800 }, 1 / 3, key);
    const height = await page.evaluate(() => Math.ceil(document.body.getBoundingClientRect().height));
    const clipHeight = Math.min(Math.max(height, 40), 900);
    const image = await page.screenshot({
      type: 'jpeg',
      quality: 70,
      clip: { x: 0, y: 0, width: 1200, height: clipHeight },
    });
    await writeFile(path.join(root, 'assets/thumbnails', `${block.id}.jpg`), image);
    await context.close();
  }
}

async function templatePreviews() {
  await mkdir(path.join(root, 'assets/previews'), { recursive: true });
  for (const template of SITE_TEMPLATES_CONTENT) {
    const key = `/template/${template.id}`;
    pages.set(key, documentFor(template.pages[0].title, template.pages[0].html, template.css));
    const { context, page } = await open({ width: 1280, height: 800 }, 0.5, key);
    const image = await page.screenshot({ type: 'jpeg', quality: 75 });
    await writeFile(path.join(root, 'assets/previews', `${template.id}.jpg`), image);
    await context.close();
  }
}

async function phoneScreens() {
  await mkdir(outDir, { recursive: true });
  for (const template of SITE_TEMPLATES_CONTENT) {
    for (const [index, templatePage] of template.pages.entries()) {
      const key = `/phone/${template.id}/${index}`;
      pages.set(key, documentFor(templatePage.title, templatePage.html, template.css));
      const { context, page } = await open({ width: Number(screenWidth), height: 768 }, 1, key);
      await page.screenshot({ path: path.join(outDir, `${template.id}-${index}.png`), fullPage: true });
      await context.close();
    }
  }
}

try {
  if (mode === 'all' || mode === 'blocks') await blockThumbnails();
  if (mode === 'all' || mode === 'templates') await templatePreviews();
  if (mode === 'phone') await phoneScreens();
} finally {
  await browser.close();
}
