import { fontFileFor, libraryFontsOf, type FontFile, type LibraryFont } from './fonts.js';

/**
 * Which library fonts a site's CSS uses, and which files one page needs first (docs/product.md § Visual
 * builder, Fonts: published sites preload only what a page uses). A light reading of the CSS, enough for
 * what GrapesJS writes: flat rules (inside `@media` or not), `font-family`/`font` declarations and custom
 * properties such as `--site-font-heading` that they read through `var()`.
 */

export interface FontRule {
  selectors: string[];
  fonts: LibraryFont[];
  /** The rule's own `font-weight`, if it sets a number (or bold/normal). */
  weight: number | null;
}

const RULE = /([^{}]+)\{([^{}]*)\}/g;
const DECLARATION = /(--[\w-]+|font-family|font|font-weight)\s*:\s*([^;]*)/gi;

function declarationsOf(body: string): [string, string][] {
  return [...body.matchAll(DECLARATION)].map((match) => [match[1]!.toLowerCase(), match[2]!.trim()]);
}

function weightOf(value: string | undefined): number | null {
  if (!value) return null;
  if (/^bold(er)?$/i.test(value)) return 700;
  if (/^normal$/i.test(value)) return 400;
  const weight = Number.parseInt(value, 10);
  return Number.isFinite(weight) ? weight : null;
}

/** `var(--a)` inside a value becomes what `--a` is set to (two levels: a variable naming a variable). */
function resolveVariables(value: string, variables: Map<string, string>): string {
  let resolved = value;
  for (let depth = 0; depth < 2 && resolved.includes('var('); depth++) {
    resolved = resolved.replace(/var\(\s*(--[\w-]+)\s*(?:,([^)]*))?\)/g, (_all, name: string, fallback = '') =>
      variables.has(name) ? variables.get(name)! : fallback,
    );
  }
  return resolved;
}

/** The rules of a stylesheet that set a library font: read once a site, then matched against each page. */
export function siteFontRules(css: string): FontRule[] {
  const rules = [...css.matchAll(RULE)]
    .map((match) => ({ selector: match[1]!.trim(), declarations: declarationsOf(match[2]!) }))
    .filter((rule) => !rule.selector.startsWith('@'));
  const variables = new Map<string, string>();
  for (const rule of rules) {
    for (const [property, value] of rule.declarations) if (property.startsWith('--')) variables.set(property, value);
  }
  return rules.flatMap((rule) => {
    const families = rule.declarations.filter(([property]) => property === 'font-family' || property === 'font');
    // The first library family of a list is the one the text shows in; later ones are fallbacks.
    const fonts = families.flatMap(([, value]) => libraryFontsOf(resolveVariables(value, variables)).slice(0, 1));
    if (!fonts.length) return [];
    const weight = rule.declarations.find(([property]) => property === 'font-weight')?.[1];
    return [{ selectors: rule.selector.split(','), fonts, weight: weightOf(weight) }];
  });
}

/** The library fonts a stylesheet names anywhere a font is set (variables included): they get `@font-face`. */
export function libraryFontsInCss(css: string): LibraryFont[] {
  const named = new Set<LibraryFont>();
  for (const [, , body] of css.matchAll(RULE)) {
    for (const [property, value] of declarationsOf(body!)) {
      if (property !== 'font-weight') for (const font of libraryFontsOf(value)) named.add(font);
    }
  }
  return [...named];
}

interface PageParts {
  ids: Set<string>;
  classes: Set<string>;
  tags: Set<string>;
}

function partsOf(bodyHtml: string): PageParts {
  const words = (pattern: RegExp) =>
    new Set([...bodyHtml.matchAll(pattern)].flatMap((match) => match[1]!.toLowerCase().split(/\s+/)));
  return {
    ids: words(/\sid="([^"]*)"/g),
    classes: words(/\sclass="([^"]*)"/g),
    tags: new Set(['html', 'body', ...words(/<([a-z][a-z0-9]*)/gi)]),
  };
}

const HEADINGS = new Set(['h1', 'h2', 'h3', 'h4', 'h5', 'h6']);

/** Whether a selector can match something of the page: its ids, classes and element names all occur. */
function selectorMatches(selector: string, page: PageParts): boolean {
  const plain = selector.replace(/\[[^\]]*\]/g, '').replace(/::?[\w-]+(\([^)]*\))?/g, '');
  const ids = [...plain.matchAll(/#([\w-]+)/g)].map((match) => match[1]!.toLowerCase());
  const classes = [...plain.matchAll(/\.([\w-]+)/g)].map((match) => match[1]!.toLowerCase());
  const tags = [...plain.matchAll(/(?:^|[\s>+~])([a-z][a-z0-9]*)/gi)].map((match) => match[1]!.toLowerCase());
  return (
    ids.every((id) => page.ids.has(id)) &&
    classes.every((name) => page.classes.has(name)) &&
    tags.every((tag) => page.tags.has(tag))
  );
}

export interface FontPreload {
  font: LibraryFont;
  file: FontFile;
}

/**
 * The files one page shows text in: for every rule that sets a library font (`siteFontRules`) and matches
 * something on the page, the file for the rule's weight (headings are bold unless the rule says
 * otherwise). Variable families are one file whatever the weight.
 */
export function pageFontPreloads(fontRules: readonly FontRule[], bodyHtml: string): FontPreload[] {
  if (!fontRules.length) return [];
  const page = partsOf(bodyHtml);
  const preloads = new Map<string, FontPreload>();
  for (const rule of fontRules) {
    const matching = rule.selectors.filter((selector) => selectorMatches(selector.trim(), page));
    if (!matching.length) continue;
    const isHeading = matching.every((selector) => HEADINGS.has(selector.trim().toLowerCase()));
    const weight = rule.weight ?? (isHeading ? 700 : 400);
    for (const font of rule.fonts) {
      const file = fontFileFor(font, weight);
      preloads.set(`${font.id}/${file.file}`, { font, file });
    }
  }
  return [...preloads.values()];
}
