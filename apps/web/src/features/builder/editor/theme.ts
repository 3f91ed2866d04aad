/**
 * The site-wide theme (Global styling): the CSS variables on `:root` that every block reads, as
 * @aerie/blocks defines them, plus what the builder's controls need to edit them.
 */
import { FONT_STACKS, THEME_VARIABLES, type FontStack, type ThemeVariable } from '@aerie/blocks';

export { FONT_STACKS, THEME_VARIABLES, type FontStack, type ThemeVariable };

/** Slider bounds in px for the length variables (the builder's own choice, not part of the theme). */
export const LENGTH_RANGES: Record<string, { min: number; max: number; step: number }> = {
  '--site-space': { min: 4, max: 32, step: 1 },
  '--site-radius': { min: 0, max: 32, step: 1 },
  '--site-max-width': { min: 720, max: 1440, step: 20 },
};

/** A theme length like `16px` or `1rem` as px for the slider (rem at 16px); the fallback when unreadable. */
export function lengthInPx(value: string | undefined, fallback: number): number {
  const match = /^\s*(-?\d+(?:\.\d+)?)\s*(px|rem)?\s*$/.exec(value ?? '');
  if (!match) return fallback;
  const amount = Number(match[1]);
  return match[2] === 'rem' ? Math.round(amount * 16) : Math.round(amount);
}

/** A colour the colour input can show (`#rrggbb`), from `#rgb` or `#rrggbb`; null for anything else. */
export function asHexColour(value: string | undefined): string | null {
  const text = (value ?? '').trim().toLowerCase();
  if (/^#[0-9a-f]{6}$/.test(text)) return text;
  const short = /^#([0-9a-f])([0-9a-f])([0-9a-f])$/.exec(text);
  return short ? `#${short[1]}${short[1]}${short[2]}${short[2]}${short[3]}${short[3]}` : null;
}

export const SIZE_UNITS = ['px', 'rem', 'em', '%'] as const;

/** `2.25rem` → `{ amount: '2.25', unit: 'rem' }`; null for anything the number-and-unit control cannot show (`var(…)`). */
export function splitLength(value: string | undefined): { amount: string; unit: string } | null {
  const match = /^\s*(-?\d*\.?\d+)\s*(px|rem|em|%)?\s*$/.exec(value ?? '');
  return match ? { amount: match[1]!, unit: match[2] ?? '' } : null;
}

/** A text style's size as px for its preview in the list (rem and em at 16px), rounded. */
export function sizeInPx(value: string | undefined): number | null {
  const length = splitLength(value);
  if (!length) return null;
  const amount = Number(length.amount);
  return Math.round(length.unit === 'rem' || length.unit === 'em' ? amount * 16 : amount);
}
