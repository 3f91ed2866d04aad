import type { Component, Editor, ProjectData as GrapesProjectData, default as GrapesJsModule } from 'grapesjs';
import { JSDOM } from 'jsdom';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';

import { sanitizePageHtml } from './sanitize.js';
import { SITE_SYMBOL_ATTRIBUTE } from './site-symbol-marker.js';
import {
  addSiteSymbols,
  detachFromSymbol,
  linkSiteSymbols,
  symbolPageCount,
  shareOnEveryPage,
} from './site-symbols.js';
import { templateProjectData } from './template-project-data.js';

let grapesjs: typeof GrapesJsModule;
const editors: Editor[] = [];

beforeAll(async () => {
  // GrapesJS parses HTML and CSS strings with the DOM; headless Node has none, so lend it jsdom's first.
  const { window } = new JSDOM('<!doctype html><html><head></head><body></body></html>');
  Object.assign(globalThis, { DOMParser: window.DOMParser, document: window.document });
  grapesjs = (await import('grapesjs')).default;
});
afterEach(() => {
  for (const editor of editors.splice(0)) editor.destroy();
});

function open(projectData: unknown): Editor {
  const editor = grapesjs.init({
    headless: true,
    projectData: JSON.parse(JSON.stringify(projectData)) as GrapesProjectData,
  });
  editors.push(editor);
  return editor;
}

const descendants = (root: Component): Component[] =>
  root.components().models.flatMap((child) => [child, ...descendants(child)]);
const sections = (editor: Editor, index: number) =>
  editor.Pages.getAll()[index]!.getMainComponent().components().models;
const pageHtml = (editor: Editor) => editor.Pages.getAll().map((page) => page.getMainComponent().getInnerHTML());
const brandOf = (html: string) => /class="nav1-brand"[^>]*>([\s\S]*?)<\/a>/.exec(html)?.[1] ?? '';

// Loading a starter into headless GrapesJS takes seconds on a busy machine.
describe('site symbols (docs/product.md § Site-wide styles)', { timeout: 60_000 }, () => {
  it('links the navigation and the footer of every starter page to one symbol each, once', () => {
    const editor = open(templateProjectData('personal', 'http://assets.test/'));
    linkSiteSymbols(editor);
    linkSiteSymbols(editor);
    const pageCount = editor.Pages.getAll().length;
    const symbols = editor.Components.getSymbols();
    expect(symbols.map((symbol) => symbol.getAttributes()[SITE_SYMBOL_ATTRIBUTE])).toEqual(['header', 'footer']);
    for (const symbol of symbols) expect(editor.Components.getSymbolInfo(symbol).instances).toHaveLength(pageCount);
    for (const index of editor.Pages.getAll().keys()) {
      const page = sections(editor, index);
      expect(editor.Components.getSymbolInfo(page[0]!).main).toBe(symbols[0]);
      expect(editor.Components.getSymbolInfo(page.at(-1)!).main).toBe(symbols[1]);
      expect(symbolPageCount(editor, page[0]!)).toBe(pageCount);
    }
  });

  it('shows a header edit made on one page on every page, after saving and opening again', () => {
    const first = open(templateProjectData('personal', 'http://assets.test/'));
    linkSiteSymbols(first);
    const saved = open(first.getProjectData());
    linkSiteSymbols(saved);
    const brand = descendants(sections(saved, 2)[0]!).find((each) => each.getClasses().includes('nav1-brand'))!;
    brand.components('Nora Field Studio');
    const reopened = open(saved.getProjectData());
    for (const html of pageHtml(reopened)) expect(brandOf(html)).toBe('Nora Field Studio');
  });

  it('keeps each page marking its own link in the shared header as the current page', () => {
    const editor = open(templateProjectData('personal', 'http://assets.test/'));
    linkSiteSymbols(editor);
    const current = pageHtml(editor).map((html) => {
      const header = /<nav[^>]*aria-label="Main"[\s\S]*?<\/nav>/.exec(html)![0];
      return header.match(/<a href="([^"]*)"[^>]*aria-current="page"/g);
    });
    expect(current).toEqual([
      [expect.stringContaining('href="/"')],
      [expect.stringContaining('href="/about"')],
      [expect.stringContaining('href="/work"')],
      [expect.stringContaining('href="/contact"')],
    ]);
  });

  it('gives a new page the header and the footer around an empty main', () => {
    const editor = open(templateProjectData('agency', 'http://assets.test/'));
    linkSiteSymbols(editor);
    const page = editor.Pages.add({ name: 'Careers', component: '' })!;
    addSiteSymbols(editor, page);
    const [header, main, footer] = page.getMainComponent().components().models;
    expect(editor.Components.getSymbolInfo(header!).main?.getAttributes()[SITE_SYMBOL_ATTRIBUTE]).toBe('header');
    expect(main!.get('tagName')).toBe('main');
    expect(editor.Components.getSymbolInfo(footer!).main?.getAttributes()[SITE_SYMBOL_ATTRIBUTE]).toBe('footer');
  });

  it('puts a section on every page, and detaches one page from it for good', () => {
    const editor = open(templateProjectData('corporate', 'http://assets.test/'));
    linkSiteSymbols(editor);
    const main = sections(editor, 0).find((each) => each.get('tagName') === 'main')!;
    const cta = main.components().at(main.components().length - 1);
    shareOnEveryPage(editor, cta);
    const pageCount = editor.Pages.getAll().length;
    expect(symbolPageCount(editor, cta)).toBe(pageCount);

    const header = sections(editor, 1)[0]!;
    detachFromSymbol(editor, header);
    expect(editor.Components.getSymbolInfo(header).isSymbol).toBe(false);
    expect(symbolPageCount(editor, sections(editor, 0)[0]!)).toBe(pageCount - 1);
    const reopened = open(editor.getProjectData());
    linkSiteSymbols(reopened);
    expect(reopened.Components.getSymbolInfo(sections(reopened, 1)[0]!).isSymbol).toBe(false);
    expect(symbolPageCount(reopened, sections(reopened, 0)[0]!)).toBe(pageCount - 1);
  });

  it('publishes no symbol marker', () => {
    const editor = open(templateProjectData('personal', 'http://assets.test/'));
    linkSiteSymbols(editor);
    for (const html of pageHtml(editor)) {
      expect(html).toContain(SITE_SYMBOL_ATTRIBUTE);
      expect(sanitizePageHtml(html)).not.toContain(SITE_SYMBOL_ATTRIBUTE);
    }
  });
});
