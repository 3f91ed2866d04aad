import { BLOCKS, withAssetsBase, type Block } from '@aerie/blocks';
import type { Editor } from 'grapesjs';

import thumbnailSizes from '../../../../../../packages/blocks/assets/thumbnails/sizes.json';

/** The section catalogue of @aerie/blocks: 23 categories, three or more sections each. */
export const SECTION_BLOCKS: readonly Block[] = BLOCKS;

// The thumbnails @aerie/blocks renders from the blocks themselves (one WebP per block id, a few KB each, loaded
// lazily by the picker); a block without one shows its label.
const thumbnailFiles = import.meta.glob<string>('../../../../../../packages/blocks/assets/thumbnails/*.webp', {
  eager: true,
  query: '?url',
  import: 'default',
});

export interface Thumbnail {
  src: string;
  width: number;
  height: number;
}

export function thumbnailOf(blockId: string): Thumbnail | undefined {
  const suffix = `/${blockId}.webp`;
  const key = Object.keys(thumbnailFiles).find((path) => path.endsWith(suffix));
  const [width, height] = (thumbnailSizes as Record<string, number[] | undefined>)[blockId] ?? [];
  return key && width && height ? { src: thumbnailFiles[key]!, width, height } : undefined;
}

/**
 * Where a section may be dropped (GrapesJS' `draggable` property, read from a `data-gjs-*` attribute by
 * its parser): between the sections of the page's `<main>` or of the body, never inside another section.
 */
const SECTION_DROP_TARGETS = 'main, [data-gjs-type=wrapper]';

/** A block's HTML with its CSS, as GrapesJS parses it: the `<style>` becomes the site's rules. */
export function blockContent(block: Block, assetsOrigin: string | null): string {
  const html = assetsOrigin ? withAssetsBase(block.html, assetsOrigin) : block.html;
  const section = html.replace(/^(\s*<[a-z][a-z0-9]*)/i, `$1 data-gjs-draggable="${SECTION_DROP_TARGETS}"`);
  return `<style>${block.css}</style>${section}`;
}

/** Registers the catalogue with GrapesJS' block manager, whose drag-and-drop our picker drives. */
export function registerSectionBlocks(editor: Editor, assetsOrigin: string | null): void {
  for (const block of SECTION_BLOCKS) {
    editor.Blocks.add(block.id, {
      label: block.label,
      category: block.category,
      content: blockContent(block, assetsOrigin),
    });
  }
}
