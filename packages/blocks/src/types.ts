import type { BLOCK_CATEGORIES, SiteTemplateId } from '@aerie/contract';

export type BlockCategory = (typeof BLOCK_CATEGORIES)[number];

/**
 * A section of the builder's catalogue (docs/product.md § Visual builder): plain HTML and its CSS. Blocks style
 * themselves with classes only (no inline `style`, no scripts) and read the site-wide theme from CSS variables
 * (theme.ts), so Global styling restyles every block at once.
 */
export interface Block {
  /** `{category}-{n}`, e.g. `headers-2`. */
  id: string;
  category: BlockCategory;
  label: string;
  html: string;
  css: string;
}

/** A page of a starter template, with its metadata (docs/product.md § Builder pages). */
export interface TemplatePage {
  name: string;
  title: string;
  description: string;
  keywords: string;
  /** The page's body HTML: its sections, one after another. */
  html: string;
}

export interface SiteTemplate {
  id: SiteTemplateId;
  pages: TemplatePage[];
  /** Every rule the pages use: the theme's `:root` variables, base rules and the blocks' CSS. */
  css: string;
}
