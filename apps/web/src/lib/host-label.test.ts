import { describe, expect, it } from 'vitest';

import { cleanHostLabel, pasteWithoutSpaces } from './host-label';

describe('cleanHostLabel', () => {
  it('strips every space and lowercases', () => {
    expect(cleanHostLabel(' My  Bakery\t')).toBe('mybakery');
  });
});

describe('pasteWithoutSpaces', () => {
  it('drops the spaces of pasted text and puts the caret after it', () => {
    expect(pasteWithoutSpaces('myshop', 'new york ', 2, 2)).toEqual({ value: 'mynewyorkshop', caret: 9 });
  });

  it('replaces the selected text', () => {
    expect(pasteWithoutSpaces('myshop', ' the  cafe', 2, 6)).toEqual({ value: 'mythecafe', caret: 9 });
  });
});
