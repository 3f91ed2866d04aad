// @vitest-environment jsdom
import { renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';

import { useDocumentTitle } from './use-document-title';

describe('useDocumentTitle', () => {
  afterEach(() => {
    document.title = '';
  });

  it('joins the page and its workspace or project, ending with Aerie', () => {
    renderHook(() => useDocumentTitle('Projects', 'Acme'));
    expect(document.title).toBe('Projects · Acme · Aerie');
  });

  it('leaves out the parts that are missing or empty', () => {
    renderHook(() => useDocumentTitle('Pricing', null));
    expect(document.title).toBe('Pricing · Aerie');
    renderHook(() => useDocumentTitle('', 'Acme'));
    expect(document.title).toBe('Acme · Aerie');
  });

  it('is the product alone without parts', () => {
    renderHook(() => useDocumentTitle());
    expect(document.title).toBe('Aerie');
  });

  it('follows the parts as they change, such as a name that finishes loading', () => {
    const { rerender } = renderHook(({ name }: { name?: string }) => useDocumentTitle('Hosting', name), {
      initialProps: {},
    });
    expect(document.title).toBe('Hosting · Aerie');
    rerender({ name: 'Shop' });
    expect(document.title).toBe('Hosting · Shop · Aerie');
  });
});
