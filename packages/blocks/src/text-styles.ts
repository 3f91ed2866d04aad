/**
 * The site's text styles (docs/product.md § Site-wide styles): H1–H6, body, link and button, each a
 * handful of `--site-*` variables on `:root`. BASE_CSS sets the elements from them, and the catalogue's blocks read
 * them too (bind-text-styles.ts), so changing "H2" in Global styling changes every section's H2 at once.
 *
 * Sizes come in two steps, a phone size and a desktop size from 900 px, as the blocks do (no `clamp()`: see
 * README.md). Every rule reads its variable with the default as fallback, because sites created before text styles
 * existed have a `:root` rule without them.
 */

export type TextStyleId = 'h1' | 'h2' | 'h3' | 'h4' | 'h5' | 'h6' | 'body' | 'link' | 'button';

/** What one variable of a text style holds: the builder picks its control from this. */
export type TextStyleProperty =
  'size' | 'size-phone' | 'weight' | 'line-height' | 'letter-spacing' | 'color' | 'decoration' | 'radius' | 'padding';

export interface TextStyle {
  id: TextStyleId;
  label: string;
  /** The elements BASE_CSS styles with it. */
  selector: string;
  /** Default value of each variable (`--site-<id>-<property>`). */
  defaults: Partial<Record<TextStyleProperty, string>>;
}

const heading = (level: 1 | 2 | 3 | 4 | 5 | 6, phone: string, desktop: string, weight: string): TextStyle => ({
  id: `h${level}`,
  label: `Heading ${level}`,
  selector: `h${level}`,
  defaults: {
    'size-phone': phone,
    size: desktop,
    weight,
    'line-height': '1.2',
    'letter-spacing': level === 1 ? '-0.02em' : '-0.01em',
  },
});

/**
 * Defaults are the sizes most of the catalogue's blocks already used (h1 2.25 → 3.25 rem, h2 1.75 → 2.5 rem), so the
 * starters look as they did; blocks that differ keep their difference as a ratio of these (bind-text-styles.ts).
 */
export const TEXT_STYLES: readonly TextStyle[] = [
  heading(1, '2.25rem', '3.25rem', '800'),
  heading(2, '1.75rem', '2.5rem', '700'),
  heading(3, '1.25rem', '1.375rem', '700'),
  heading(4, '1.125rem', '1.125rem', '700'),
  heading(5, '1rem', '1rem', '700'),
  heading(6, '0.875rem', '0.875rem', '700'),
  {
    id: 'body',
    label: 'Body',
    selector: 'body',
    defaults: { 'size-phone': '1rem', size: '1rem', weight: '400', 'line-height': '1.6', 'letter-spacing': '0em' },
  },
  {
    id: 'link',
    label: 'Link',
    selector: 'a',
    defaults: { color: 'var(--site-color-accent)', decoration: 'underline' },
  },
  {
    id: 'button',
    label: 'Button',
    selector: '.site-btn',
    defaults: {
      'size-phone': '1rem',
      size: '1rem',
      weight: '600',
      'line-height': '1.2',
      'letter-spacing': '0em',
      radius: 'var(--site-radius)',
      padding: '0.7em 1.3em',
    },
  },
];

/** `--site-h2-size-phone` and the like. */
export function textStyleVariable(id: TextStyleId, property: TextStyleProperty): `--site-${string}` {
  return `--site-${id}-${property}`;
}

export function getTextStyle(id: TextStyleId): TextStyle {
  return TEXT_STYLES.find((style) => style.id === id)!;
}

/** `var(--site-h2-size, 2.5rem)`: the variable, falling back to its default where `:root` lacks it. */
export function textStyleValue(id: TextStyleId, property: TextStyleProperty): string {
  return `var(${textStyleVariable(id, property)}, ${getTextStyle(id).defaults[property]})`;
}

const CSS_PROPERTY: Partial<Record<TextStyleProperty, string>> = {
  weight: 'font-weight',
  'line-height': 'line-height',
  'letter-spacing': 'letter-spacing',
  color: 'color',
  decoration: 'text-decoration-line',
  radius: 'border-radius',
  padding: 'padding',
};

function declarations(style: TextStyle, sizeProperty: 'size' | 'size-phone' | null): string {
  const parts = Object.keys(style.defaults)
    .map((property) => property as TextStyleProperty)
    .filter((property) => CSS_PROPERTY[property])
    .map((property) => `${CSS_PROPERTY[property]}:${textStyleValue(style.id, property)};`);
  if (sizeProperty && style.defaults[sizeProperty])
    parts.unshift(`font-size:${textStyleValue(style.id, sizeProperty)};`);
  return parts.join('');
}

/** The rules BASE_CSS carries for the text styles: phone sizes first, desktop sizes from 900 px. */
export function textStylesCss(): string[] {
  const sized = TEXT_STYLES.filter((style) => style.defaults.size);
  return [
    ...TEXT_STYLES.map((style) => `${style.selector}{${declarations(style, 'size-phone')}}`),
    `@media (min-width: 900px){${sized
      .map((style) => `${style.selector}{font-size:${textStyleValue(style.id, 'size')};}`)
      .join('')}}`,
  ];
}
