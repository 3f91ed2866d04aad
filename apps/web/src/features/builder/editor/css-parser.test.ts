import { describe, expect, it } from 'vitest';

import { splitDeclarations } from './css-parser';

describe('splitDeclarations', () => {
  it('keeps shorthands written with CSS variables as they are', () => {
    expect(
      splitDeclarations(
        'padding: calc(var(--site-space, 1rem) * 5) var(--site-space); background: var(--site-color-surface, #f3f5f7);',
      ),
    ).toEqual({
      padding: 'calc(var(--site-space, 1rem) * 5) var(--site-space)',
      background: 'var(--site-color-surface, #f3f5f7)',
    });
  });

  it('does not split inside quotes or parentheses, and keeps !important and custom property case', () => {
    expect(
      splitDeclarations(
        'background-image: url("data:image/svg+xml;utf8,<svg/>"); color: red !important; --Site-X: 1px',
      ),
    ).toEqual({
      'background-image': 'url("data:image/svg+xml;utf8,<svg/>")',
      color: 'red !important',
      '--Site-X': '1px',
    });
  });
});
