import type { Component, Editor, Page } from 'grapesjs';

import { pageSlugs } from './sanitize.js';
import { SITE_SYMBOL_ATTRIBUTE, SITE_SYMBOL_ROLES, type SiteSymbolRole } from './site-symbol-marker.js';

/*
 * Site symbols (docs/product.md § Site-wide styles): the navigation and the footer of a site are GrapesJS
 * symbols, one main component kept in the project's `symbols` and one linked instance on every page, so an edit to
 * the header on any page changes it on all of them. GrapesJS links instances node by node (each child of an instance
 * points at its counterpart in the main symbol), which only GrapesJS itself can build from HTML: starters therefore
 * carry a marker on their navigation and footer, and `linkSiteSymbols` turns the marked sections into symbols the
 * first time the project is opened in the editor.
 */

export function siteSymbolRole(component: Component): SiteSymbolRole | null {
  const role = component.getAttributes()[SITE_SYMBOL_ATTRIBUTE];
  return SITE_SYMBOL_ROLES.find((each) => each === role) ?? null;
}

/** The page's top-level sections carrying the marker for `role` (the header before `<main>`, the footer after). */
function markedSections(page: Page, role: SiteSymbolRole): Component[] {
  return page
    .getMainComponent()
    .components()
    .models.filter((section) => siteSymbolRole(section) === role);
}

/** The main symbol of `role`, when the project has one. */
export function siteSymbol(editor: Editor, role: SiteSymbolRole): Component | undefined {
  return editor.Components.getSymbols().find((symbol) => siteSymbolRole(symbol) === role);
}

/** Every component under `root`, depth first (GrapesJS's `find` needs the page's canvas, closed pages have none). */
function descendants(root: Component): Component[] {
  return root.components().models.flatMap((child) => [child, ...descendants(child)]);
}

function removeAttributeDeep(component: Component, name: string): void {
  if (component.getAttributes()[name] !== undefined) component.removeAttributes(name);
  for (const child of component.components().models) removeAttributeDeep(child, name);
}

/**
 * Marks the page's own link in its header instance as the current page. The link keeps its attributes out of the
 * symbol's sync (a GrapesJS override), so every page says which page it is while text and links stay shared.
 */
function markCurrentPage(instance: Component, path: string): void {
  const link = descendants(instance).find(
    (each) => each.getAttributes().href === path && each.parent()?.get('tagName') === 'li',
  );
  if (!link) return;
  link.set('__symbol_ovrd', ['attributes']);
  link.addAttributes({ 'aria-current': 'page' });
}

/**
 * Turns the marked header and footer of every page into instances of one symbol each. Sections already linked stay
 * as they are, so this is safe to run on every load.
 */
export function linkSiteSymbols(editor: Editor): void {
  const pages = editor.Pages.getAll();
  const paths = pageSlugs(pages.map((page) => page.getName())).map((slug) => `/${slug}`);
  for (const role of SITE_SYMBOL_ROLES) {
    const marked = pages.map((page) => markedSections(page, role)[0]);
    const unlinked = marked.filter(
      (section): section is Component => section !== undefined && !editor.Components.getSymbolInfo(section).isSymbol,
    );
    if (unlinked.length === 0) continue;
    let main = siteSymbol(editor, role);
    if (!main) {
      const [first] = unlinked;
      removeAttributeDeep(first!, 'aria-current');
      main = editor.Components.addSymbol(first!)!;
      unlinked.shift();
    }
    for (const section of unlinked) {
      const instance = editor.Components.addSymbol(main)!;
      section.replaceWith(instance);
    }
    if (role === 'header') {
      marked.forEach((section, index) => {
        const instance = markedSections(pages[index]!, role)[0];
        if (section && instance) markCurrentPage(instance, paths[index]!);
      });
    }
  }
}

const isMainLandmark = (component: Component) => String(component.get('tagName')).toLowerCase() === 'main';

/**
 * Gives a new, empty page the site's header and footer (linked instances) around an empty `<main>`, where sections
 * added to the page go, so the new page has the landmarks every published page needs.
 */
export function addSiteSymbols(editor: Editor, page: Page): void {
  const body = page.getMainComponent().components();
  const header = siteSymbol(editor, 'header');
  const footer = siteSymbol(editor, 'footer');
  if (!body.models.some(isMainLandmark)) body.add({ tagName: 'main', attributes: { id: 'main' } });
  if (header) body.add(editor.Components.addSymbol(header)!, { at: 0 });
  if (footer) body.add(editor.Components.addSymbol(footer)!);
}

/** The page a component is on. */
function pageOf(editor: Editor, component: Component): Page | undefined {
  let root = component;
  while (root.parent()) root = root.parent()!;
  return editor.Pages.getAll().find((page) => page.getMainComponent() === root);
}

/**
 * "Use on every page": the section becomes a symbol with an instance on every other page, in the same place: before
 * the page's `<main>` when it is above it, after it when below, else at the end of the page's sections.
 */
export function shareOnEveryPage(editor: Editor, section: Component): void {
  if (editor.Components.getSymbolInfo(section).isSymbol) return;
  const parent = section.parent();
  if (!parent) return;
  const siblings = parent.components().models;
  const mainIndex = siblings.findIndex(isMainLandmark);
  const place = !parent.is('wrapper')
    ? 'main'
    : mainIndex >= 0 && siblings.indexOf(section) < mainIndex
      ? 'top'
      : 'bottom';
  const main = editor.Components.addSymbol(section)!;
  const home = pageOf(editor, section);
  for (const page of editor.Pages.getAll()) {
    if (page === home) continue;
    const body = page.getMainComponent().components();
    const instance = editor.Components.addSymbol(main)!;
    const landmark = body.models.find(isMainLandmark);
    if (place === 'top') body.add(instance, { at: 0 });
    else if (place === 'main' && landmark) landmark.components().add(instance);
    else body.add(instance);
  }
}

/** "Detach from symbol": the section becomes this page's own again, and is never linked back on a later load. */
export function detachFromSymbol(editor: Editor, section: Component): void {
  editor.Components.detachSymbol(section);
  if (section.getAttributes()[SITE_SYMBOL_ATTRIBUTE] !== undefined) section.removeAttributes(SITE_SYMBOL_ATTRIBUTE);
}

/** How many pages show the symbol `section` belongs to (0 when it is not a symbol). */
export function symbolPageCount(editor: Editor, section: Component): number {
  const info = editor.Components.getSymbolInfo(section);
  if (!info.isSymbol) return 0;
  return new Set(info.instances.map((instance) => pageOf(editor, instance)).filter(Boolean)).size;
}
