import { existsSync, readFileSync } from 'node:fs';

import { describe, expect, it } from 'vitest';

import { BASE_CSS, FONT_STACKS, themeCss } from './theme.js';
import { FONT_LIBRARY, fontFaceCss, fontFileFor, libraryFontStack, libraryFontsOf } from './fonts.js';
import { libraryFontsInCss, pageFontPreloads, siteFontRules } from './fonts-used.js';

const byId = (id: string) => FONT_LIBRARY.find((font) => font.id === id)!;
const siteCss = (values: Record<string, string>, extra = '') => [themeCss(values), BASE_CSS, extra].join('\n');
const preloadedFiles = (css: string, html: string) =>
  pageFontPreloads(siteFontRules(css), html).map(({ file }) => file.file);

describe('the font library', () => {
  it('ships every file with its licence, and offers each family as a font stack', () => {
    expect(FONT_LIBRARY.length).toBeGreaterThanOrEqual(12);
    for (const font of FONT_LIBRARY) {
      const folder = new URL(`../assets/fonts/${font.id}/`, import.meta.url);
      expect(readFileSync(new URL('LICENSE', folder), 'utf8'), font.id).toMatch(/SIL Open Font License/);
      for (const { file } of font.files) expect(existsSync(new URL(file, folder)), file).toBe(true);
      expect(FONT_STACKS.some((stack) => stack.value === libraryFontStack(font))).toBe(true);
    }
    expect(new Set(FONT_LIBRARY.map((font) => font.category))).toEqual(new Set(['sans', 'serif', 'display', 'mono']));
  });

  it('writes swap, woff2 and latin @font-face rules on the given origin', () => {
    const css = fontFaceCss([byId('lora'), byId('poppins')], 'https://assets.example/');
    expect(css).toContain(
      '@font-face{font-family:"Lora";font-style:normal;font-weight:400 700;font-display:swap;' +
        'src:url(https://assets.example/fonts/lora/lora-latin-wght-normal.woff2) format("woff2");unicode-range:U+0000-00FF,',
    );
    expect(css.match(/font-family:"Poppins"/g)).toHaveLength(3);
  });

  it('reads library families from a font-family value, ignoring system fonts', () => {
    expect(libraryFontsOf('"Playfair Display", Georgia, serif').map((font) => font.id)).toEqual(['playfair-display']);
    expect(libraryFontsOf("system-ui, 'inter', sans-serif").map((font) => font.id)).toEqual(['inter']);
    expect(libraryFontsOf('Georgia, serif')).toEqual([]);
  });

  it('picks the nearest file of a family cut per weight', () => {
    expect(fontFileFor(byId('poppins'), 700).file).toBe('poppins-latin-700-normal.woff2');
    expect(fontFileFor(byId('poppins'), 500).file).toBe('poppins-latin-400-normal.woff2');
    expect(fontFileFor(byId('lora'), 900).file).toBe('lora-latin-wght-normal.woff2');
  });
});

describe('fonts a site uses', () => {
  const lora = libraryFontStack(byId('lora'));
  const poppins = libraryFontStack(byId('poppins'));

  it('finds none in a site on system fonts', () => {
    const css = siteCss({});
    expect(libraryFontsInCss(css)).toEqual([]);
    expect(pageFontPreloads(siteFontRules(css), '<h1>Hi</h1><p>Text</p>')).toEqual([]);
  });

  it('preloads the body font on every page and the heading font only where a heading is', () => {
    const css = siteCss({ '--site-font-body': lora, '--site-font-heading': poppins });
    expect(
      libraryFontsInCss(css)
        .map((font) => font.id)
        .sort(),
    ).toEqual(['lora', 'poppins']);
    expect(preloadedFiles(css, '<section><h2 class="a">Hi</h2><p>Text</p></section>')).toEqual([
      'lora-latin-wght-normal.woff2',
      'poppins-latin-700-normal.woff2',
    ]);
    expect(preloadedFiles(css, '<p>Only text</p>')).toEqual(['lora-latin-wght-normal.woff2']);
  });

  it("preloads an element's own font only on the page that has the element, at its weight", () => {
    const css = siteCss(
      {},
      `#i3k9{font-family:${poppins};font-weight:600}@media (max-width: 480px){.quote{font-family:${lora}}}`,
    );
    expect(preloadedFiles(css, '<h2 id="i3k9">Hi</h2>')).toEqual(['poppins-latin-600-normal.woff2']);
    expect(preloadedFiles(css, '<p class="lead quote">Q</p>')).toEqual(['lora-latin-wght-normal.woff2']);
    expect(preloadedFiles(css, '<p id="other">Q</p>')).toEqual([]);
  });
});
