import { LIMITS, SITE_TEMPLATE_IDS, type SiteTemplateId } from '@aerie/contract';
import type { Editor, default as GrapesJsModule } from 'grapesjs';
import { JSDOM } from 'jsdom';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { templateProjectData } from './template-project-data.js';
import { getTemplate } from './templates/index.js';
import { THEME_VARIABLES } from './theme.js';

let grapesjs: typeof GrapesJsModule;

beforeAll(async () => {
  // GrapesJS parses HTML and CSS strings with the DOM; headless Node has none, so lend it jsdom's first.
  const { window } = new JSDOM('<!doctype html><html><head></head><body></body></html>');
  Object.assign(globalThis, { DOMParser: window.DOMParser, document: window.document });
  grapesjs = (await import('grapesjs')).default;
});

const assetsBase = 'http://assets.sites.localhost:8080/';
const loadTimeoutMs = 60_000;

function firstHeading(html: string): string {
  return /<h1\b[^>]*>([\s\S]*?)<\/h1>/.exec(html)?.[1] ?? '';
}

describe.each(SITE_TEMPLATE_IDS)('the %s template opened in the editor', (id: SiteTemplateId) => {
  const template = getTemplate(id);
  let editor: Editor;

  beforeAll(() => {
    editor = grapesjs.init({ headless: true, projectData: templateProjectData(id, assetsBase) });
  }, loadTimeoutMs);
  afterAll(() => editor.destroy());

  it('has every page, Home first, with its title, description and keywords', () => {
    const pages = editor.Pages.getAll();
    expect(pages.map((page) => page.getName())).toEqual(template.pages.map((page) => page.name));
    expect(pages[0]?.getName()).toBe('Home');
    expect(new Set(pages.map((page) => page.getName())).size).toBe(pages.length);
    for (const [index, page] of pages.entries()) {
      const source = template.pages[index]!;
      expect(page.get('title')).toBe(source.title);
      expect(page.get('description')).toBe(source.description);
      expect(page.get('keywords')).toBe(source.keywords);
    }
  });

  it('renders each page with one main landmark, its own main heading and images from the assets origin', () => {
    for (const [index, page] of editor.Pages.getAll().entries()) {
      const html = editor.getHtml({ component: page.getMainComponent() });
      const heading = firstHeading(template.pages[index]!.html);
      expect(heading.length).toBeGreaterThan(3);
      expect(html).toContain(heading);
      expect(html.match(/<h1\b/g) ?? []).toHaveLength(1);
      expect(html.match(/<main\b/g) ?? []).toHaveLength(1);
      expect(html).not.toContain('{{ASSETS}}');
      for (const src of html.match(/\ssrc="[^"]*"/g) ?? []) {
        expect(src).toMatch(/^ src="http:\/\/assets\.sites\.localhost:8080\/catalogue\/[\w-]+\.svg"$/);
      }
    }
  });

  it('keeps the theme variables, the base rules and the rules of the blocks it uses', () => {
    const css = editor.getCss({ keepUnusedStyles: true }) ?? '';
    for (const variable of THEME_VARIABLES) expect(css).toContain(`${variable.name}:`);
    expect(css).toContain('.site-container{');
    const navClass = /class="([\w-]+)"/.exec(template.pages[0]!.html)![1]!;
    expect(css).toContain(`.${navClass}{`);
    // Fluid sizes survive the server-side parser: the desktop steps are media rules.
    expect(css).toContain('@media (min-width: 900px)');
  });

  it('saves back to project data well inside the size limit', () => {
    const saved = JSON.stringify(editor.getProjectData());
    expect(new TextEncoder().encode(saved).length).toBeLessThan(LIMITS.projectDataMaxBytes / 10);
  });
});
