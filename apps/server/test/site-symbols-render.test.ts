import { linkSiteSymbols, templateProjectData } from '@aerie/blocks';
import type { Component, Editor, ProjectData as GrapesProjectData, default as GrapesJsModule } from 'grapesjs';
import { JSDOM } from 'jsdom';
import { afterAll, beforeAll, expect, it } from 'vitest';

import { createSiteRenderer } from '../src/adapters/site-renderer/site-renderer.js';
import { renderSite } from '../src/modules/websites/render/render-site.js';

/**
 * Symbols (docs/product.md § Site-wide styles): the header of a starter is edited once, on one page, as the
 * builder does it, and the published site shows the edit on every page, without the editor's bookkeeping.
 */

let grapesjs: typeof GrapesJsModule;
const renderer = createSiteRenderer({ timeoutMs: 20_000 });

beforeAll(async () => {
  // The builder's side of the test runs GrapesJS here, which parses HTML with the DOM: lend it jsdom's.
  const { window } = new JSDOM('<!doctype html><html><head></head><body></body></html>');
  Object.assign(globalThis, { DOMParser: window.DOMParser, document: window.document });
  grapesjs = (await import('grapesjs')).default;
});
afterAll(() => renderer.close());

const descendants = (root: Component): Component[] =>
  root.components().models.flatMap((child) => [child, ...descendants(child)]);

function openInEditor(projectData: unknown): Editor {
  return grapesjs.init({ headless: true, projectData: projectData as GrapesProjectData });
}

it('renders a header edited on one page with the new text on every page', { timeout: 120_000 }, async () => {
  const starter = templateProjectData('agency', 'http://assets.test/');
  const builder = openInEditor(starter);
  linkSiteSymbols(builder);
  const contactPage = builder.Pages.getAll().at(-1)!;
  const header = contactPage.getMainComponent().components().at(0);
  const brand = descendants(header).find((each) => each.getClasses().includes('nav1-brand'))!;
  brand.components('<span class="nav1-mark" aria-hidden="true"></span>Northwind Studio');
  const draft = JSON.parse(JSON.stringify(builder.getProjectData())) as unknown;
  builder.destroy();

  const site = await renderSite(renderer, draft);
  expect(site.pages.length).toBeGreaterThan(2);
  for (const page of site.pages) {
    const nav = /<nav[^>]*aria-label="Main"[\s\S]*?<\/nav>/.exec(page.bodyHtml)?.[0] ?? '';
    expect(nav, page.name).toContain('Northwind Studio');
    expect(page.bodyHtml, page.name).not.toMatch(/data-site-symbol|__symbol|\sid="i[a-z0-9]{3,}(-\d+)?"/);
  }
});
