/**
 * The font library (docs/product.md § Visual builder, Fonts): open families (SIL Open Font License) packaged
 * from Fontsource, self-hosted: the woff2 files and their licence live in `assets/fonts/<id>/` and the sites'
 * assets host serves them at `<assets origin>/fonts/<id>/<file>`. A published site never asks a font CDN.
 * Only the Latin subset ships; variable families are one file for every weight.
 *
 * Regenerate `assets/fonts/` after changing this list: `npx tsx packages/blocks/scripts/copy-fonts.mjs`.
 */

export type FontCategory = 'sans' | 'serif' | 'display' | 'mono';

export interface FontFile {
  file: string;
  /** The `font-weight` descriptor: one weight (`400`) or a variable range (`100 900`). */
  weight: string;
}

export interface LibraryFont {
  id: string;
  family: string;
  category: FontCategory;
  /** The npm package the files come from. */
  fontPackage: string;
  /** The weights a designer can pick. */
  weights: readonly number[];
  files: readonly FontFile[];
  /** System fonts shown while the file loads and if it never does. */
  fallback: string;
}

const SANS_FALLBACK = 'system-ui, -apple-system, "Segoe UI", Roboto, Arial, sans-serif';
const SERIF_FALLBACK = 'Georgia, "Times New Roman", serif';
const MONO_FALLBACK = 'ui-monospace, Menlo, Consolas, monospace';

function variable(
  id: string,
  family: string,
  category: FontCategory,
  [lightest, boldest]: [number, number],
  fallback: string,
): LibraryFont {
  const weights = [100, 200, 300, 400, 500, 600, 700, 800, 900].filter((w) => w >= lightest && w <= boldest);
  return {
    id,
    family,
    category,
    fontPackage: `@fontsource-variable/${id}`,
    weights,
    files: [{ file: `${id}-latin-wght-normal.woff2`, weight: `${lightest} ${boldest}` }],
    fallback,
  };
}

function fixed(id: string, family: string, category: FontCategory, weights: number[], fallback: string): LibraryFont {
  return {
    id,
    family,
    category,
    fontPackage: `@fontsource/${id}`,
    weights,
    files: weights.map((weight) => ({ file: `${id}-latin-${weight}-normal.woff2`, weight: String(weight) })),
    fallback,
  };
}

export const FONT_LIBRARY: readonly LibraryFont[] = [
  variable('inter', 'Inter', 'sans', [100, 900], SANS_FALLBACK),
  variable('dm-sans', 'DM Sans', 'sans', [100, 900], SANS_FALLBACK),
  variable('work-sans', 'Work Sans', 'sans', [100, 900], SANS_FALLBACK),
  variable('manrope', 'Manrope', 'sans', [200, 800], SANS_FALLBACK),
  variable('plus-jakarta-sans', 'Plus Jakarta Sans', 'sans', [200, 800], SANS_FALLBACK),
  fixed('poppins', 'Poppins', 'sans', [400, 600, 700], SANS_FALLBACK),
  variable('lora', 'Lora', 'serif', [400, 700], SERIF_FALLBACK),
  variable('merriweather', 'Merriweather', 'serif', [300, 900], SERIF_FALLBACK),
  variable('source-serif-4', 'Source Serif 4', 'serif', [200, 900], SERIF_FALLBACK),
  variable('eb-garamond', 'EB Garamond', 'serif', [400, 800], SERIF_FALLBACK),
  variable('playfair-display', 'Playfair Display', 'display', [400, 900], SERIF_FALLBACK),
  variable('fraunces', 'Fraunces', 'display', [100, 900], SERIF_FALLBACK),
  variable('space-grotesk', 'Space Grotesk', 'display', [300, 700], SANS_FALLBACK),
  fixed('dm-serif-display', 'DM Serif Display', 'display', [400], SERIF_FALLBACK),
  variable('jetbrains-mono', 'JetBrains Mono', 'mono', [100, 800], MONO_FALLBACK),
];

/** Google's "latin" subset, as Fontsource cuts it: the browser fetches a file only for text in this range. */
export const LATIN_UNICODE_RANGE =
  'U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-206F,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD';

/** `<assetsBase>/fonts/<id>/<file>`: where the assets host serves a library file. */
export function fontFileUrl(font: LibraryFont, file: FontFile, assetsBase: string): string {
  return `${assetsBase.replace(/\/+$/, '')}/fonts/${font.id}/${file.file}`;
}

/** The CSS `font-family` value of a library font: its name first, then its fallbacks. */
export function libraryFontStack(font: LibraryFont): string {
  return `"${font.family}", ${font.fallback}`;
}

/** The `@font-face` rules of `fonts`, their files at `assetsBase` (swap: text shows at once in the fallback). */
export function fontFaceCss(fonts: readonly LibraryFont[], assetsBase: string): string {
  return fonts
    .flatMap((font) =>
      font.files.map(
        (file) =>
          `@font-face{font-family:"${font.family}";font-style:normal;font-weight:${file.weight};font-display:swap;` +
          `src:url(${fontFileUrl(font, file, assetsBase)}) format("woff2");unicode-range:${LATIN_UNICODE_RANGE};}`,
      ),
    )
    .join('\n');
}

const familyKey = (name: string) => name.replace(/["']/g, '').trim().toLowerCase();
const libraryByFamily = new Map(FONT_LIBRARY.map((font) => [familyKey(font.family), font]));

/** The library fonts a `font-family` value names, in order (`"Lora", Georgia, serif` → Lora). */
export function libraryFontsOf(fontFamilyValue: string): LibraryFont[] {
  return fontFamilyValue
    .split(',')
    .map((name) => libraryByFamily.get(familyKey(name)))
    .filter((font): font is LibraryFont => font !== undefined);
}

/** The file of `font` to preload for text at `weight`: the one whose weight or range is nearest. */
export function fontFileFor(font: LibraryFont, weight: number): FontFile {
  const distance = (file: FontFile) => {
    const [low, high = low] = file.weight.split(' ').map(Number) as [number, number?];
    return weight < low ? low - weight : weight > high ? weight - high : 0;
  };
  return font.files.reduce((best, file) => (distance(file) < distance(best) ? file : best));
}
