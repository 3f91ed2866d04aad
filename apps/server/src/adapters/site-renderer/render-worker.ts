/**
 * The renderer's own thread: GrapesJS (with jsdom for its HTML and CSS parsers) turns stored project data
 * into each page's body HTML and the site's CSS. Rendering takes ~100 ms for a large site and loads a DOM
 * library, so it stays off the request thread; requests to render run one after another here.
 *
 * Started by `site-renderer.ts`; like the PGlite worker it imports no module of ours, so Node runs it as it
 * is (from the TypeScript source under tsx or vitest, or compiled from dist).
 *
 * The output is NOT safe: JSON project data skips GrapesJS's parser, so scripts, `on*` attributes and
 * raw `content` HTML come out as they went in. The main thread sanitises everything this returns.
 */
import { parentPort } from 'node:worker_threads';

import { JSDOM } from 'jsdom';

interface RenderRequest {
  id: number;
  projectData: unknown;
}

interface HtmlOptions {
  attributes?: (component: ComponentProps, attributes: Record<string, unknown>) => Record<string, unknown>;
}

interface ComponentProps {
  get(name: string): unknown;
}

interface PageProps {
  get(name: string): unknown;
  getMainComponent(): { getInnerHTML(options?: HtmlOptions): string };
}

/**
 * GrapesJS reads DOMParser and document when it parses HTML or CSS strings (template pages are strings).
 * Each render gets a window of its own, closed after it: every node parsed in a window stays reachable from
 * that window (jsdom keeps per-window bookkeeping of them), so one shared window grew by the whole site's
 * DOM on each render — ~10 MB a publish, the web processes' memory growing without bound under load
 * (docs/performance.md, the soak of issue 33).
 */
function useFreshWindow(): JSDOM {
  const dom = new JSDOM('<!doctype html><html><head></head><body></body></html>');
  Object.assign(globalThis, { DOMParser: dom.window.DOMParser, document: dom.window.document });
  return dom;
}

// They must exist before the library is first imported.
useFreshWindow();
const { default: grapesjs } = await import('grapesjs');

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** Ids something points at: `#id` in the stylesheet or a link, and `for` / `aria-*` references in the pages. */
function referencedIds(css: string, html: string): Set<string> {
  const ids = new Set([...css.matchAll(/#([\w-]+)/g)].map((match) => match[1]!));
  for (const match of html.matchAll(/\s(?:href="#|for="|aria-(?:labelledby|describedby|controls|owns)=")([^"]*)"/g)) {
    for (const id of match[1]!.split(/\s+/)) ids.add(id);
  }
  return ids;
}

/**
 * GrapesJS gives every component of a symbol an `id` attribute to link the instances to their main (its own
 * bookkeeping, docs/product.md § Site-wide styles); the published HTML keeps only the ids something uses.
 */
function withoutSymbolIds(referenced: Set<string>): HtmlOptions['attributes'] {
  return (component, attributes) => {
    const isSymbol = Boolean(component.get('__symbol') || component.get('__symbols'));
    if (!isSymbol || typeof attributes.id !== 'string' || referenced.has(attributes.id)) return attributes;
    const { id: _bookkeeping, ...rest } = attributes;
    return rest;
  };
}

function render(projectData: unknown) {
  const dom = useFreshWindow();
  const editor = grapesjs.init({ headless: true, projectData: projectData as never });
  try {
    const allPages = editor.Pages.getAll() as unknown as PageProps[];
    // One stylesheet for the whole site: rules of every page, not only those the selected page uses.
    const css = editor.getCss({ keepUnusedStyles: true }) ?? '';
    const referenced = referencedIds(css, allPages.map((page) => page.getMainComponent().getInnerHTML()).join(''));
    const pages = allPages.map((page) => ({
      name: text(page.get('name')),
      title: text(page.get('title')),
      description: text(page.get('description')),
      keywords: text(page.get('keywords')),
      ogTitle: text(page.get('ogTitle')),
      ogDescription: text(page.get('ogDescription')),
      ogImage: text(page.get('ogImage')),
      bodyHtml: page.getMainComponent().getInnerHTML({ attributes: withoutSymbolIds(referenced) }),
    }));
    return { pages, css };
  } finally {
    editor.destroy();
    dom.window.close();
  }
}

parentPort!.on('message', (request: RenderRequest) => {
  try {
    parentPort!.postMessage({ id: request.id, ok: true, site: render(request.projectData) });
  } catch (error) {
    parentPort!.postMessage({ id: request.id, ok: false, message: (error as Error)?.message ?? String(error) });
  }
});
parentPort!.postMessage({ ready: true });
