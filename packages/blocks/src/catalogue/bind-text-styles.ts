import { getTextStyle, textStyleValue, type TextStyleId } from '../text-styles.js';

/**
 * Binds a block's type sizes to the site's text styles (text-styles.ts). Blocks are written with plain sizes
 * (`.hdr1-title{font-size:2.25rem}`), which would override Global styling's H1 whatever the user chose, so each
 * `font-size` of a rule aimed at a heading, a paragraph or a button becomes the matching text style's variable, times
 * the block's ratio to the style's default: at the defaults every block looks exactly as written, and changing "H1"
 * scales every hero's title with it. Rules outside a media query follow the phone size, rules in a `min-width` query
 * the desktop size; a size with no desktop step gets one, so it follows the desktop size too.
 * Weight, line height and letter spacing equal to the style's default read its variable as well.
 */

type Tags = Map<string, TextStyleId>;

/** Which text style each class of the block's HTML is set in (a class used for two styles is left alone). */
function textStyleOfClasses(html: string): Tags {
  const found = new Map<string, TextStyleId | null>();
  for (const match of html.matchAll(/<(h[1-6]|p|a|button|summary)\b[^>]*?\bclass="([^"]*)"/g)) {
    const classes = match[2]!.split(/\s+/).filter(Boolean);
    const tag = match[1]!;
    const style: TextStyleId | null = classes.includes('site-btn')
      ? 'button'
      : /^h[1-6]$/.test(tag)
        ? (tag as TextStyleId)
        : tag === 'p'
          ? 'body'
          : null;
    for (const name of classes) {
      if (name.startsWith('site-')) continue;
      const previous = found.get(name);
      found.set(name, previous === undefined || previous === style ? style : null);
    }
  }
  return new Map([...found].filter((entry): entry is [string, TextStyleId] => entry[1] !== null));
}

/** The text style a selector list aims at, when every selector's last part is a bound class or a heading/p tag. */
function textStyleOfSelector(selectorList: string, tags: Tags): TextStyleId | null {
  const styles = selectorList.split(',').map((selector) => {
    const last = selector.trim().split(/\s+/).pop() ?? '';
    const className = /^\.([\w-]+)$/.exec(last)?.[1];
    if (className) return tags.get(className) ?? null;
    if (/^h[1-6]$/.test(last)) return last as TextStyleId;
    return last === 'p' ? 'body' : null;
  });
  const [first] = styles;
  return first && styles.every((style) => style === first) ? first : null;
}

function remOf(value: string): number | null {
  const match = /^(\d*\.?\d+)(rem|px)$/.exec(value.trim());
  if (!match) return null;
  return match[2] === 'px' ? Number(match[1]) / 16 : Number(match[1]);
}

function boundSize(style: TextStyleId, step: 'size' | 'size-phone', value: string): string {
  const own = remOf(value);
  const standard = remOf(getTextStyle(style).defaults[step] ?? '');
  if (own === null || standard === null) return value;
  const ratio = Math.round((own / standard) * 10000) / 10000;
  return ratio === 1 ? textStyleValue(style, step) : `calc(${textStyleValue(style, step)} * ${ratio})`;
}

function bindDeclarations(body: string, style: TextStyleId, step: 'size' | 'size-phone'): string {
  const defaults = getTextStyle(style).defaults;
  return body.replace(
    /(^|;)\s*(font-size|font-weight|line-height|letter-spacing)\s*:\s*([^;]+)/g,
    (whole, start, name, value) => {
      const trimmed = String(value).trim();
      if (name === 'font-size') return `${start}font-size:${boundSize(style, step, trimmed)}`;
      const property = name === 'font-weight' ? 'weight' : (name as 'line-height' | 'letter-spacing');
      return defaults[property] === trimmed ? `${start}${name}:${textStyleValue(style, property)}` : whole;
    },
  );
}

/** `.a{…}` rules at the top level and inside `@media (min-width: …){…}` blocks; anything else passes through. */
const STATEMENT =
  /@media\s*\(min-width:[^)]*\)\s*\{((?:[^{}]*\{[^{}]*\})*)\s*\}|([^{}@]+)\{([^{}]*)\}|(@[^{]+\{(?:[^{}]*\{[^{}]*\})*\s*\})/g;
const RULE = /([^{}]+)\{([^{}]*)\}/g;

export function bindTextStyles(html: string, css: string): string {
  const tags = textStyleOfClasses(html);
  const desktopSized = new Set<string>();
  const phoneSized = new Map<string, { style: TextStyleId; size: string }>();

  const bound = css.replace(STATEMENT, (whole, mediaBody?: string, selector?: string, body?: string) => {
    if (mediaBody !== undefined) {
      const inner = mediaBody.replace(RULE, (rule, innerSelector: string, innerBody: string) => {
        const style = textStyleOfSelector(innerSelector, tags);
        if (!style) return rule;
        if (/(^|;)\s*font-size\s*:/.test(innerBody)) desktopSized.add(innerSelector.trim());
        return `${innerSelector}{${bindDeclarations(innerBody, style, 'size')}}`;
      });
      return whole.replace(mediaBody, inner);
    }
    if (selector === undefined || body === undefined) return whole;
    const style = textStyleOfSelector(selector, tags);
    if (!style) return whole;
    const size = /(?:^|;)\s*font-size\s*:\s*([^;]+)/.exec(body)?.[1]?.trim();
    if (size && remOf(size) !== null) phoneSized.set(selector.trim(), { style, size });
    return `${selector}{${bindDeclarations(body, style, 'size-phone')}}`;
  });

  const desktopSteps = [...phoneSized]
    .filter(([selector]) => !desktopSized.has(selector))
    .map(([selector, { style, size }]) => `${selector}{font-size:${boundSize(style, 'size', size)};}`);
  return desktopSteps.length ? `${bound}\n@media (min-width: 900px){${desktopSteps.join('')}}` : bound;
}
