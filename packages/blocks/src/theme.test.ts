import { describe, expect, it } from 'vitest';

import { withAssetsBase } from './assets.js';
import { FONT_STACKS, THEME_VARIABLES, themeCss } from './theme.js';

function defaultOf(name: string): string {
  return THEME_VARIABLES.find((variable) => variable.name === name)!.defaultValue;
}

/** WCAG 2 relative luminance and contrast ratio of two #rrggbb colours. */
function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((start) => {
    const channel = parseInt(hex.slice(start, start + 2), 16) / 255;
    return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}
function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light! + 0.05) / (dark! + 0.05);
}

describe('theme', () => {
  it('writes every variable into one :root rule, overriding only what it is given', () => {
    const css = themeCss({ '--site-color-primary': '#7a1f5c' });
    expect(css.startsWith(':root{')).toBe(true);
    for (const variable of THEME_VARIABLES) expect(css).toContain(`${variable.name}:`);
    expect(css).toContain('--site-color-primary:#7a1f5c;');
    expect(css).toContain(`--site-color-accent:${defaultOf('--site-color-accent')};`);
  });

  it('cannot be used to break out of the rule or the stylesheet', () => {
    const css = themeCss({ '--site-color-text': 'red;}</style><script>x{' });
    expect(css).not.toMatch(/[<>]|\}.*\{/);
    expect(css.match(/\{/g)).toHaveLength(1);
  });

  it('offers system font stacks only', () => {
    expect(FONT_STACKS.length).toBeGreaterThanOrEqual(5);
    for (const stack of FONT_STACKS) expect(stack.value).toMatch(/(sans-serif|serif|monospace)$/);
  });

  it('passes WCAG AA with its default colours', () => {
    const background = defaultOf('--site-color-background');
    const surface = defaultOf('--site-color-surface');
    for (const name of ['--site-color-text', '--site-color-muted', '--site-color-accent', '--site-color-primary']) {
      expect(contrast(defaultOf(name), background), name).toBeGreaterThanOrEqual(4.5);
      expect(contrast(defaultOf(name), surface), name).toBeGreaterThanOrEqual(4.5);
    }
    expect(contrast('#ffffff', defaultOf('--site-color-primary'))).toBeGreaterThanOrEqual(4.5);
    expect(contrast('#ffffff', defaultOf('--site-color-accent'))).toBeGreaterThanOrEqual(4.5);
    expect(contrast('#ffffff', defaultOf('--site-color-text'))).toBeGreaterThanOrEqual(4.5);
  });
});

describe('withAssetsBase', () => {
  it('points catalogue images at the assets origin, with or without a trailing slash', () => {
    const html = '<img src="{{ASSETS}}/catalogue/a.svg"><img src="{{ASSETS}}/catalogue/b.svg">';
    expect(withAssetsBase(html, 'http://assets.example.test/')).toBe(
      '<img src="http://assets.example.test/catalogue/a.svg"><img src="http://assets.example.test/catalogue/b.svg">',
    );
  });
});
