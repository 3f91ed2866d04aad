import type { Block, BlockCategory } from '../types.js';
import { bindTextStyles } from './bind-text-styles.js';

/**
 * A block's id is `{category}-{n}` (types.ts); building it here keeps every file from spelling it. Its type sizes are
 * bound to the site's text styles here too, so blocks stay written in plain sizes (bind-text-styles.ts).
 */
export function defineBlock(category: BlockCategory, n: number, label: string, html: string, css: string): Block {
  return { id: `${category}-${n}`, category, label, html: html.trim(), css: bindTextStyles(html, css.trim()) };
}
