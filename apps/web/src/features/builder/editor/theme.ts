/**
 * The site-wide theme (Global styling): CSS variables on `:root` that every block reads. TEMPORARY copy
 * of the shapes of @aerie/blocks' theme.ts (`THEME_VARIABLES`, `FONT_STACKS`), which is being written on
 * another branch: at merge, import those two from @aerie/blocks and delete the copies below.
 * Fonts are system stacks only: no web fonts, no CDN.
 */
export type ThemeVariableKind = 'color' | 'font' | 'length';

export interface ThemeVariable {
  name: `--site-${string}`;
  label: string;
  kind: ThemeVariableKind;
  defaultValue: string;
}

export interface FontStack {
  id: string;
  label: string;
  value: string;
}

export const FONT_STACKS: readonly FontStack[] = [
  {
    id: 'system-sans',
    label: 'System sans',
    value: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  },
  { id: 'humanist', label: 'Humanist', value: 'Seravek, "Gill Sans Nova", Ubuntu, Calibri, "DejaVu Sans", sans-serif' },
  {
    id: 'classic-serif',
    label: 'Classic serif',
    value: 'Charter, "Bitstream Charter", "Sitka Text", Cambria, Georgia, serif',
  },
  { id: 'mono', label: 'Mono', value: 'ui-monospace, "Cascadia Code", "Source Code Pro", Menlo, Consolas, monospace' },
];

const systemSans = FONT_STACKS[0]!.value;

export const THEME_VARIABLES: readonly ThemeVariable[] = [
  { name: '--site-font-body', label: 'Body font', kind: 'font', defaultValue: systemSans },
  { name: '--site-font-heading', label: 'Heading font', kind: 'font', defaultValue: systemSans },
  { name: '--site-color-primary', label: 'Primary colour', kind: 'color', defaultValue: '#1e3a5f' },
  { name: '--site-color-accent', label: 'Accent colour', kind: 'color', defaultValue: '#0f766e' },
  { name: '--site-color-text', label: 'Text colour', kind: 'color', defaultValue: '#1a2230' },
  { name: '--site-color-muted', label: 'Muted text colour', kind: 'color', defaultValue: '#556070' },
  { name: '--site-color-background', label: 'Background colour', kind: 'color', defaultValue: '#ffffff' },
  { name: '--site-color-surface', label: 'Surface colour', kind: 'color', defaultValue: '#f3f5f7' },
  { name: '--site-space', label: 'Spacing unit', kind: 'length', defaultValue: '1rem' },
  { name: '--site-radius', label: 'Corner radius', kind: 'length', defaultValue: '8px' },
  { name: '--site-max-width', label: 'Content width', kind: 'length', defaultValue: '1120px' },
];

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
