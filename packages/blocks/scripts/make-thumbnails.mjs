/* global document, window, Image */
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
 * Writes assets/thumbnails/<blockId>.webp (480 px wide, the block's own height up to 300) with their sizes in
 * assets/thumbnails/sizes.json, and
 * assets/previews/<templateId>.jpg (640x400).
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

// Blocks are drawn at the desktop frame's width so their desktop layout shows, then scaled down in the browser with
// its high-quality filter (a page drawn at a fractional device scale has jagged text). 480 px is twice the picker's
// display width; a block taller than the picker's 16:10 box keeps its top.
const BLOCK_VIEWPORT_WIDTH = 1280;
const THUMBNAIL_WIDTH = 480;
const THUMBNAIL_MAX_HEIGHT = 300;

/** The block's own box: the union of what the body holds, with collapsed panels (details, pop-ups) opened. */
async function blockBox(page) {
  return page.evaluate(() => {
    document.querySelectorAll('details').forEach((details) => (details.open = true));
    let top = Infinity;
    let bottom = 0;
    for (const child of document.body.children) {
      const box = child.getBoundingClientRect();
      if (box.height === 0) continue;
      top = Math.min(top, box.top + window.scrollY);
      bottom = Math.max(bottom, box.bottom + window.scrollY);
    }
    return { top: Number.isFinite(top) ? Math.floor(top) : 0, height: Math.max(Math.ceil(bottom - top), 40) };
  });
}

async function scaledWebp(page, png, cssHeight) {
  const height = Math.min(Math.round((cssHeight * THUMBNAIL_WIDTH) / BLOCK_VIEWPORT_WIDTH), THUMBNAIL_MAX_HEIGHT);
  const dataUrl = await page.evaluate(
    async ({ source, width, height }) => {
      const image = new Image();
      image.src = source;
      await image.decode();
      const canvas = document.createElement('canvas');
      canvas.width = width;
      canvas.height = height;
      const context = canvas.getContext('2d');
      context.imageSmoothingQuality = 'high';
      // Keep the top of a tall block: the source is cut at the thumbnail's aspect ratio.
      const sourceHeight = (image.width * height) / width;
      context.drawImage(image, 0, 0, image.width, sourceHeight, 0, 0, width, height);
      return canvas.toDataURL('image/webp', 0.82);
    },
    { source: `data:image/png;base64,${png.toString('base64')}`, width: THUMBNAIL_WIDTH, height },
  );
  return { image: Buffer.from(dataUrl.slice(dataUrl.indexOf(',') + 1), 'base64'), height };
}

async function blockThumbnails() {
  await mkdir(path.join(root, 'assets/thumbnails'), { recursive: true });
  // Each thumbnail's size, so the picker reserves its box before the lazy image loads.
  const sizes = {};
  for (const block of BLOCKS) {
    const key = `/block/${block.id}`;
    pages.set(key, documentFor(block.label, block.html, `${themeCss()}\n${BASE_CSS}\n${block.css}`));
    const { context, page } = await open({ width: BLOCK_VIEWPORT_WIDTH, height: 800 }, 1, key);
    const box = await blockBox(page);
    const cssHeight = Math.min(box.height, (THUMBNAIL_MAX_HEIGHT * BLOCK_VIEWPORT_WIDTH) / THUMBNAIL_WIDTH);
    const png = await page.screenshot({
      type: 'png',
      fullPage: true,
      clip: { x: 0, y: box.top, width: BLOCK_VIEWPORT_WIDTH, height: cssHeight },
    });
    const thumbnail = await scaledWebp(page, png, cssHeight);
    await writeFile(path.join(root, 'assets/thumbnails', `${block.id}.webp`), thumbnail.image);
    sizes[block.id] = [THUMBNAIL_WIDTH, thumbnail.height];
    await context.close();
  }
  const lines = Object.entries(sizes).map(([id, [width, height]]) => `  "${id}": [${width}, ${height}]`);
  await writeFile(path.join(root, 'assets/thumbnails/sizes.json'), `{\n${lines.join(',\n')}\n}\n`);
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
