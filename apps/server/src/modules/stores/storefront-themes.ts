import { FONT_STACKS } from '@aerie/blocks';
import type { SiteTemplateId } from '@aerie/contract';

/**
 * The storefront's dress for each starter design (the websites' SITE_TEMPLATES ids; docs/architecture.md
 * § Storefront themes): its colours and its two fonts, used until the seller picks their own in the admin.
 * Blank is the website starters' own theme (theme.ts defaults); the others follow their starter's subject:
 * a warm serif for the personal illustrator, a bold grotesk for the agency, and so on. The header, button
 * and title shapes of each are `.theme-{id}` rules in the one stylesheet (storefront-css.ts).
 *
 * Every accent keeps white button text and accent links on white at WCAG AA contrast.
 */
export interface StorefrontTheme {
  primary: string;
  accent: string;
  /** Ids of FONT_STACKS (a system stack or a library family). */
  headingFont: string;
  bodyFont: string;
}

export const STOREFRONT_THEMES: Readonly<Record<SiteTemplateId, StorefrontTheme>> = {
  blank: { primary: '#1e3a5f', accent: '#0f766e', headingFont: 'system-sans', bodyFont: 'system-sans' },
  personal: { primary: '#4a3728', accent: '#be185d', headingFont: 'fraunces', bodyFont: 'system-sans' },
  agency: { primary: '#111827', accent: '#1d4ed8', headingFont: 'space-grotesk', bodyFont: 'system-sans' },
  corporate: { primary: '#1e3a8a', accent: '#0369a1', headingFont: 'inter', bodyFont: 'system-sans' },
  portfolio: { primary: '#18181b', accent: '#3f3f46', headingFont: 'dm-sans', bodyFont: 'system-sans' },
  shop: { primary: '#1f3d2b', accent: '#9a3412', headingFont: 'dm-serif-display', bodyFont: 'system-sans' },
  restaurant: { primary: '#3f4a1f', accent: '#9f1239', headingFont: 'playfair-display', bodyFont: 'classic-serif' },
  event: { primary: '#4c1d95', accent: '#6d28d9', headingFont: 'poppins', bodyFont: 'system-sans' },
  landing: { primary: '#0f172a', accent: '#2563eb', headingFont: 'plus-jakarta-sans', bodyFont: 'system-sans' },
};

/** A store's theme by its `theme` column; an unknown id (never stored, but the column is text) is blank. */
export function storefrontTheme(themeId: string): StorefrontTheme {
  return STOREFRONT_THEMES[themeId as SiteTemplateId] ?? STOREFRONT_THEMES.blank;
}

/** The font families a seller may pick: the builder's own list (system stacks, then the library). */
export const STOREFRONT_FONT_CHOICES = FONT_STACKS.map((stack) => ({ id: stack.id, label: stack.label }));

const stackById = new Map(FONT_STACKS.map((stack) => [stack.id, stack.value]));

export const isStorefrontFont = (id: string): boolean => stackById.has(id);

/** The CSS `font-family` value of a font id (an unknown id falls back to the system sans stack). */
export function fontStackOf(id: string): string {
  return stackById.get(id) ?? FONT_STACKS[0]!.value;
}

/** The storefront's own path of a library font file: served on the store's origin (routes/storefront/files.ts). */
export const storefrontFontPath = (fontId: string, file: string) => `/_assets/fonts/${fontId}/${file}`;
