/**
 * What the style panel accepts in its fields (docs/product.md § Visual builder, style panel): a value is checked here
 * before anything is written, so `12pxx` shows a message under the field and the page keeps its style.
 */

export const LENGTH_UNITS = ['px', 'rem', 'em', '%', 'vw', 'vh'] as const;
export type LengthUnit = (typeof LENGTH_UNITS)[number];

const NUMBER = String.raw`-?(?:\d+(?:\.\d+)?|\.\d+)`;
const LENGTH = new RegExp(`^(${NUMBER})(px|rem|em|%|vw|vh)?$`, 'i');

export interface LengthRules {
  /** Units this field offers; a number typed without one takes `defaultUnit`. */
  units: readonly LengthUnit[];
  defaultUnit: LengthUnit | '';
  /** Words the field takes as they are (`auto`, `none`, `normal`). */
  keywords?: readonly string[];
  allowNegative?: boolean;
}

export type Checked = { ok: true; value: string } | { ok: false; problem: string };

/** A number and its unit, for the unit select next to a length field; null for keywords and other values. */
export function splitLength(value: string): { amount: string; unit: string } | null {
  const match = LENGTH.exec(value.trim());
  return match ? { amount: match[1]!, unit: (match[2] ?? '').toLowerCase() } : null;
}

/**
 * A typed length, completed with the field's unit when only a number was typed (`56` → `56px`). No upper bound: the
 * size is the designer's choice (docs/spec-deviations.md, font sizes).
 */
export function checkLength(typed: string, rules: LengthRules, unit: string = rules.defaultUnit): Checked {
  const text = typed.trim().toLowerCase();
  if (rules.keywords?.includes(text)) return { ok: true, value: text };
  const match = LENGTH.exec(text);
  const units = rules.units.join(', ');
  const words = rules.keywords?.length ? ` or ${rules.keywords.join(', ')}` : '';
  if (!match) return { ok: false, problem: `Enter a number with ${units || 'no unit'}${words}` };
  const amount = match[1]!;
  if (!rules.allowNegative && amount.startsWith('-')) return { ok: false, problem: 'Enter 0 or more' };
  const typedUnit = (match[2] ?? '').toLowerCase();
  if (typedUnit && !(rules.units as readonly string[]).includes(typedUnit)) {
    return { ok: false, problem: `Use one of ${units}` };
  }
  if (Number(amount) === 0 && !typedUnit) return { ok: true, value: '0' };
  const chosen = typedUnit || unit;
  if (chosen && !(rules.units as readonly string[]).includes(chosen))
    return { ok: false, problem: `Use one of ${units}` };
  return { ok: true, value: `${amount}${chosen}` };
}

/** A plain number between bounds (opacity 0–1). */
export function checkNumber(typed: string, min: number, max: number): Checked {
  const text = typed.trim();
  if (!new RegExp(`^${NUMBER}$`).test(text)) return { ok: false, problem: `Enter a number from ${min} to ${max}` };
  const amount = Number(text);
  if (amount < min || amount > max) return { ok: false, problem: `Enter a number from ${min} to ${max}` };
  return { ok: true, value: text };
}

const HEX = /^#(?:[0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/i;
const COLOUR_FUNCTION = /^(?:rgba?|hsla?)\(\s*[\d.%\s,/+-]+\)$/i;
const THEME_VARIABLE = /^var\(--site-[a-z0-9-]+\)$/i;
const COLOUR_WORDS = new Set(['transparent', 'currentcolor', 'black', 'white']);

/** The browser's own judgement of a value, where there is one (tests in Node have none and rely on the patterns). */
function browserAccepts(property: string, value: string): boolean | null {
  return typeof CSS !== 'undefined' && typeof CSS.supports === 'function' ? CSS.supports(property, value) : null;
}

/** A colour: hex, rgb()/hsl(), a theme colour `var(--site-…)` or a named colour the browser knows. */
export function checkColour(typed: string): Checked {
  const text = typed.trim();
  const problem = { ok: false, problem: 'Enter a colour like #1e3a5f or rgb(30, 58, 95)' } as const;
  if (!text) return problem;
  if (HEX.test(text) || THEME_VARIABLE.test(text) || COLOUR_WORDS.has(text.toLowerCase())) {
    return { ok: true, value: text };
  }
  if (COLOUR_FUNCTION.test(text)) return browserAccepts('color', text) === false ? problem : { ok: true, value: text };
  if (/^[a-z]+$/i.test(text) && browserAccepts('color', text)) return { ok: true, value: text.toLowerCase() };
  return problem;
}

/**
 * A free-form value (shadow, gradient, grid columns): one declaration's value and nothing more. No `;`, braces or
 * `<` (they would end the declaration or the stylesheet), parentheses balanced, no `url()` unless asked (images come
 * from the upload, never typed), then whatever the browser says of it.
 */
export function checkFreeValue(property: string, typed: string, options: { allowUrl?: boolean } = {}): Checked {
  const text = typed.trim();
  const problem = (message: string) => ({ ok: false, problem: message }) as const;
  if (!text) return problem('Enter a value');
  if (/[;{}<>\\]/.test(text)) return problem('Remove ; { } < > and \\');
  if (!options.allowUrl && /url\s*\(/i.test(text)) return problem('Upload an image instead of typing its address');
  let depth = 0;
  for (const char of text) {
    depth += char === '(' ? 1 : char === ')' ? -1 : 0;
    if (depth < 0) break;
  }
  if (depth !== 0) return problem('Close every bracket you open');
  if (browserAccepts(property, text) === false) return problem(`This is not a valid ${property}`);
  return { ok: true, value: text };
}
