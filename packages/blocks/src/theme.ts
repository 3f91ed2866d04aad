/**
 * The site-wide theme: every block reads these CSS variables from the `:root` rule, so Global styling
 * restyles a whole site by editing one rule. Fonts are system stacks only: a published site never
 * fetches a web font or anything else from another origin.
 */

import {
  TEXT_STYLES,
  textStylesCss,
  textStyleVariable,
  type TextStyleId,
  type TextStyleProperty,
} from './text-styles.js';

export type ThemeVariableKind = 'color' | 'font' | 'length' | 'text-style';

export interface ThemeVariable {
  name: `--site-${string}`;
  label: string;
  kind: ThemeVariableKind;
  defaultValue: string;
  /** For kind `text-style`: the style (H1, Body, …) and which of its properties the variable holds. */
  textStyle?: { id: TextStyleId; property: TextStyleProperty };
}

export interface FontStack {
  id: string;
  label: string;
  value: string;
}

/** Named system font stacks (no downloads): each falls back through fonts common on Windows, macOS, Linux. */
export const FONT_STACKS: readonly FontStack[] = [
  {
    id: 'system-sans',
    label: 'System sans',
    value: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  },
  {
    id: 'humanist',
    label: 'Humanist',
    value: 'Seravek, "Gill Sans Nova", Ubuntu, Calibri, "DejaVu Sans", sans-serif',
  },
  {
    id: 'geometric',
    label: 'Geometric',
    value: 'Avenir, "Avenir Next", Montserrat, Corbel, "URW Gothic", sans-serif',
  },
  {
    id: 'classic-serif',
    label: 'Classic serif',
    value: 'Charter, "Bitstream Charter", "Sitka Text", Cambria, Georgia, serif',
  },
  {
    id: 'old-style',
    label: 'Old style',
    value: '"Iowan Old Style", "Palatino Linotype", "URW Palladio L", P052, Georgia, serif',
  },
  {
    id: 'mono',
    label: 'Mono',
    value: 'ui-monospace, "Cascadia Code", "Source Code Pro", Menlo, Consolas, "DejaVu Sans Mono", monospace',
  },
];

const systemSans = FONT_STACKS[0]!.value;

/**
 * The defaults are calm on purpose: one navy primary, one teal accent. Every text colour passes WCAG AA
 * on both the background and the surface (text 15:1, muted 6:1, accent 5:1, white on primary 11:1).
 */
export const THEME_VARIABLES: readonly ThemeVariable[] = [
  { name: '--site-font-body', label: 'Body font', kind: 'font', defaultValue: systemSans },
  { name: '--site-font-heading', label: 'Heading font', kind: 'font', defaultValue: systemSans },
  { name: '--site-color-primary', label: 'Brand colour', kind: 'color', defaultValue: '#1e3a5f' },
  { name: '--site-color-accent', label: 'Accent colour', kind: 'color', defaultValue: '#0f766e' },
  { name: '--site-color-text', label: 'Text colour', kind: 'color', defaultValue: '#1a2230' },
  { name: '--site-color-muted', label: 'Muted text colour', kind: 'color', defaultValue: '#556070' },
  { name: '--site-color-background', label: 'Background colour', kind: 'color', defaultValue: '#ffffff' },
  { name: '--site-color-surface', label: 'Surface colour', kind: 'color', defaultValue: '#f3f5f7' },
  { name: '--site-space', label: 'Spacing unit', kind: 'length', defaultValue: '1rem' },
  { name: '--site-radius', label: 'Corner radius', kind: 'length', defaultValue: '8px' },
  { name: '--site-max-width', label: 'Content width', kind: 'length', defaultValue: '1120px' },
  ...TEXT_STYLES.flatMap((style) =>
    Object.entries(style.defaults).map(([property, defaultValue]) => ({
      name: textStyleVariable(style.id, property as TextStyleProperty),
      label: `${style.label} ${property.replace('-', ' ')}`,
      kind: 'text-style' as const,
      defaultValue,
      textStyle: { id: style.id, property: property as TextStyleProperty },
    })),
  ),
];

export type ThemeValues = Partial<Record<string, string>>;

/** Characters that could close the declaration or the rule, or open markup, never reach the CSS. */
const unsafeInValue = /[;{}<>\\]/g;

/** The `:root` rule: the defaults, overridden by `values` for the variables it names. */
export function themeCss(values: ThemeValues = {}): string {
  const declarations = THEME_VARIABLES.map((variable) => {
    const value = (values[variable.name] ?? variable.defaultValue).replace(unsafeInValue, '').trim();
    return `${variable.name}:${value || variable.defaultValue};`;
  });
  return `:root{${declarations.join('')}}`;
}

/**
 * Rules every site carries under its blocks: sensible box model, the body set from the theme, images
 * that never overflow, the shared container and buttons, the text styles (text-styles.ts), a visible keyboard
 * focus, and motion only for people who have not asked the system for less.
 */
export const BASE_CSS = [
  '*,*::before,*::after{box-sizing:border-box;}',
  'body{margin:0;font-family:var(--site-font-body);color:var(--site-color-text);background-color:var(--site-color-background);line-height:1.6;font-size:1rem;-webkit-text-size-adjust:100%;text-rendering:optimizeLegibility;}',
  'h1,h2,h3,h4,h5,h6{font-family:var(--site-font-heading);line-height:1.2;margin:0 0 0.5em;letter-spacing:-0.01em;}',
  'p{margin:0 0 1em;}',
  'img{max-width:100%;height:auto;display:block;}',
  'a{color:var(--site-color-accent);}',
  '.site-container{width:100%;max-width:var(--site-max-width);margin-left:auto;margin-right:auto;padding-left:calc(var(--site-space) * 1.25);padding-right:calc(var(--site-space) * 1.25);}',
  '.site-eyebrow{display:inline-block;margin:0 0 0.75em;font-size:0.8125rem;font-weight:700;letter-spacing:0.08em;text-transform:uppercase;color:var(--site-color-accent);}',
  '.site-btn{display:inline-flex;align-items:center;justify-content:center;gap:0.5em;min-height:44px;padding:0.7em 1.3em;border:2px solid var(--site-color-primary);border-radius:var(--site-radius);background-color:var(--site-color-primary);color:#ffffff;font:inherit;font-weight:600;line-height:1.2;text-decoration:none;cursor:pointer;transition:background-color 0.15s ease,color 0.15s ease;}',
  '.site-btn:hover{background-color:var(--site-color-text);border-color:var(--site-color-text);}',
  '.site-btn-ghost{background-color:transparent;color:var(--site-color-primary);}',
  '.site-btn-ghost:hover{background-color:var(--site-color-primary);border-color:var(--site-color-primary);color:#ffffff;}',
  '.site-btn-light{background-color:#ffffff;border-color:#ffffff;color:var(--site-color-primary);}',
  '.site-btn-light:hover{background-color:transparent;border-color:#ffffff;color:#ffffff;}',
  // After the element and `.site-btn` rules above, so the text styles win over their fixed values.
  ...textStylesCss(),
  ':focus-visible{outline:3px solid var(--site-color-accent);outline-offset:3px;}',
  '.site-visually-hidden{position:absolute;width:1px;height:1px;padding:0;margin:-1px;overflow:hidden;clip:rect(0,0,0,0);white-space:nowrap;border:0;}',
  '@media (prefers-reduced-motion: reduce){*,*::before,*::after{animation-duration:0.01ms !important;animation-iteration-count:1 !important;transition-duration:0.01ms !important;scroll-behavior:auto !important;}}',
].join('\n');
