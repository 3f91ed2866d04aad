// @vitest-environment jsdom
import { LIMITS } from '@aerie/contract';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { Editor } from 'grapesjs';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { PagesPanel } from './pages-panel';

afterEach(cleanup);

/** What the panel asks of GrapesJS: the page list, adding a page (with the site's symbols), and the change counter. */
function fakeEditor() {
  const home = { getId: () => 'home', getName: () => 'Home', set: vi.fn() };
  const newPageBody = { components: () => ({ models: [], add: vi.fn() }) };
  const add = vi.fn(() => ({ getMainComponent: () => newPageBody }));
  const editor = {
    on: vi.fn(),
    off: vi.fn(),
    Components: { getSymbols: () => [] },
    Pages: { getAll: () => [home], getSelected: () => home, add, select: vi.fn(), remove: vi.fn() },
    getModel: () => ({ set: vi.fn() }),
    getDirtyCount: () => 0,
  };
  return { editor: editor as unknown as Editor, add, home };
}

const TYPED_MAX = LIMITS.pageNameMax - 4;

describe('PagesPanel (issue 25: page names are counted and refused, never cut)', () => {
  it('keeps a pasted over-long page name whole, counts it, and adds no page', () => {
    const { editor, add } = fakeEditor();
    render(<PagesPanel editor={editor} />);
    const input = screen.getByLabelText('Add a new page') as HTMLInputElement;
    const pasted = `Our services and prices ${'x'.repeat(TYPED_MAX)}`;
    fireEvent.change(input, { target: { value: pasted } });
    expect(input.value).toBe(pasted);
    expect(input.maxLength).toBe(-1);
    expect(screen.getByText(`${pasted.length} / ${TYPED_MAX}`)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Add a new page' }));
    const message = screen.getByText(`Page name must be at most ${TYPED_MAX} characters`);
    expect(message.id).toBe('new-page-name-error');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(input.value).toBe(pasted);
    expect(add).not.toHaveBeenCalled();
  });

  it('adds a page whose name fits, whole', () => {
    const { editor, add } = fakeEditor();
    render(<PagesPanel editor={editor} />);
    const name = 'p'.repeat(TYPED_MAX);
    fireEvent.change(screen.getByLabelText('Add a new page'), { target: { value: name } });
    fireEvent.click(screen.getByRole('button', { name: 'Add a new page' }));
    expect(add).toHaveBeenCalledWith(expect.objectContaining({ name }), { select: true });
  });

  it('refuses an over-long rename and keeps the old name', () => {
    const { editor, home } = fakeEditor();
    render(<PagesPanel editor={editor} />);
    fireEvent.click(screen.getByRole('button', { name: 'Rename Home' }));
    const input = screen.getByLabelText('Page name') as HTMLInputElement;
    fireEvent.change(input, { target: { value: 'n'.repeat(TYPED_MAX + 1) } });
    fireEvent.click(screen.getByRole('button', { name: 'Rename' }));
    expect(screen.getByText(`Page name must be at most ${TYPED_MAX} characters`)).toBeTruthy();
    expect(home.set).not.toHaveBeenCalled();
  });
});
