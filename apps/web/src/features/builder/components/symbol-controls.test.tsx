// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import grapesjs, { type Editor } from 'grapesjs';
import { afterEach, describe, expect, it } from 'vitest';

import { SymbolControls } from './symbol-controls';

let editor: Editor | undefined;
afterEach(() => {
  cleanup();
  editor?.destroy();
});

/** A real (headless) GrapesJS with three pages, each with its own navigation and a section. */
function openSite(): Editor {
  const page = (name: string) => ({
    name,
    component: `<nav class="nav" aria-label="Main"><a href="/">Brand</a></nav><main id="main"><section class="s"><h2>${name}</h2></section></main>`,
  });
  editor = grapesjs.init({ headless: true, projectData: { pages: [page('Home'), page('About'), page('Contact')] } });
  return editor;
}

const navOf = (site: Editor, index: number) => site.Pages.getAll()[index]!.getMainComponent().components().at(0);

describe('SymbolControls (docs/product.md § Site-wide styles)', () => {
  it('puts a section on every page, says so, and detaches it again', { timeout: 60_000 }, () => {
    const site = openSite();
    const nav = navOf(site, 0);
    const { rerender } = render(<SymbolControls editor={site} component={nav} />);
    fireEvent.click(screen.getByRole('button', { name: 'Use this section on every page' }));

    rerender(<SymbolControls editor={site} component={nav} />);
    expect(screen.getByRole('note').textContent).toContain('Symbol · on 3 pages');
    expect(screen.getByRole('note').textContent).toContain(
      'Changes to this section apply on every page that shows it.',
    );
    for (const page of site.Pages.getAll()) {
      const first = page.getMainComponent().components().at(0);
      expect(site.Components.getSymbolInfo(first).isSymbol, page.getName()).toBe(true);
    }

    fireEvent.click(screen.getByRole('button', { name: 'Detach from symbol' }));
    rerender(<SymbolControls editor={site} component={nav} />);
    expect(site.Components.getSymbolInfo(nav).isSymbol).toBe(false);
    expect(screen.getByRole('button', { name: 'Use this section on every page' })).toBeTruthy();
    // The other pages keep the shared section.
    expect(site.Components.getSymbolInfo(navOf(site, 1)).instances).toHaveLength(2);
  });

  it('shares an edit made on one page with the others', { timeout: 60_000 }, () => {
    const site = openSite();
    render(<SymbolControls editor={site} component={navOf(site, 0)} />);
    fireEvent.click(screen.getByRole('button', { name: 'Use this section on every page' }));
    navOf(site, 2).components().at(0).components('Northwind');
    for (const index of [0, 1, 2]) expect(navOf(site, index).toHTML()).toContain('>Northwind</a>');
  });
});
