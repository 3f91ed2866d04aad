import { describe, expect, it } from 'vitest';

import { pageCountOf, pageOf, parsePage } from './paginate';

describe('pageCountOf', () => {
  it('rounds up and never answers fewer than one page', () => {
    expect(pageCountOf(0, 15)).toBe(1);
    expect(pageCountOf(15, 15)).toBe(1);
    expect(pageCountOf(16, 15)).toBe(2);
    expect(pageCountOf(31, 15)).toBe(3);
  });
});

describe('parsePage', () => {
  it('reads whole numbers of 1 or more', () => {
    expect(parsePage('2')).toBe(2);
    expect(parsePage('12')).toBe(12);
  });

  it('falls back to page 1 for anything else', () => {
    expect(parsePage(null)).toBe(1);
    expect(parsePage('')).toBe(1);
    expect(parsePage('0')).toBe(1);
    expect(parsePage('-3')).toBe(1);
    expect(parsePage('1.5')).toBe(1);
    expect(parsePage('abc')).toBe(1);
  });
});

describe('pageOf', () => {
  const items = Array.from({ length: 32 }, (_, index) => index + 1);

  it('slices the requested page', () => {
    expect(pageOf(items, 1, 15)).toEqual(items.slice(0, 15));
    expect(pageOf(items, 3, 15)).toEqual([31, 32]);
  });

  it('is empty past the last page', () => {
    expect(pageOf(items, 4, 15)).toEqual([]);
  });
});
