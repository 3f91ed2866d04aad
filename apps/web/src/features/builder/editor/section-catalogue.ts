import { BLOCKS, withAssetsBase, type Block } from '@aerie/blocks';
import type { Editor } from 'grapesjs';

/** The section catalogue of @aerie/blocks: 23 categories, three or more sections each. */
export const SECTION_BLOCKS: readonly Block[] = BLOCKS;

// The thumbnails @aerie/blocks renders (one JPEG per block id); a block without one shows its label.
const thumbnailFiles = import.meta.glob<string>('../../../../../../packages/blocks/assets/thumbnails/*.jpg', {
  eager: true,
  query: '?url',
  import: 'default',
});

export function thumbnailOf(blockId: string): string | undefined {
  const suffix = `/${blockId}.jpg`;
  const key = Object.keys(thumbnailFiles).find((path) => path.endsWith(suffix));
  return key ? thumbnailFiles[key] : undefined;
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
