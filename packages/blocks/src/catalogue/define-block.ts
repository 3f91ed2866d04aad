import type { Block, BlockCategory } from '../types.js';

/** A block's id is `{category}-{n}` (types.ts); building it here keeps every file from spelling it. */
export function defineBlock(category: BlockCategory, n: number, label: string, html: string, css: string): Block {
  return { id: `${category}-${n}`, category, label, html: html.trim(), css: css.trim() };
}
