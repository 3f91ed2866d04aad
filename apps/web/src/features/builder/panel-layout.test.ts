// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';

import { readPanelLayout } from './panel-layout';

const screenOf = (width: number) =>
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: width >= Number(/min-width: (\d+)px/.exec(query)?.[1] ?? Infinity),
  }));

afterEach(() => {
  vi.unstubAllGlobals();
  window.localStorage.clear();
});

describe('readPanelLayout', () => {
  it('opens Add section and the right panel on a first visit to a wide screen', () => {
    screenOf(1280);
    expect(readPanelLayout()).toEqual({ left: 'sections', isRightOpen: true });
  });

  it('reopens the panels as they were left on a wide screen', () => {
    screenOf(1440);
    window.localStorage.setItem('aerie:builder-panels', JSON.stringify({ left: 'pages', isRightOpen: false }));
    expect(readPanelLayout()).toEqual({ left: 'pages', isRightOpen: false });
    window.localStorage.setItem('aerie:builder-panels', JSON.stringify({ left: null, isRightOpen: true }));
    expect(readPanelLayout()).toEqual({ left: null, isRightOpen: true });
  });

  it('ignores a stored panel it does not know and a value that is not JSON', () => {
    screenOf(1280);
    window.localStorage.setItem('aerie:builder-panels', JSON.stringify({ left: 'layers', isRightOpen: false }));
    expect(readPanelLayout()).toEqual({ left: null, isRightOpen: false });
    window.localStorage.setItem('aerie:builder-panels', '{not json');
    expect(readPanelLayout()).toEqual({ left: 'sections', isRightOpen: true });
  });

  it('starts with both drawers closed below 1024 px, whatever was kept', () => {
    screenOf(375);
    window.localStorage.setItem('aerie:builder-panels', JSON.stringify({ left: 'sections', isRightOpen: true }));
    expect(readPanelLayout()).toEqual({ left: null, isRightOpen: false });
  });
});
