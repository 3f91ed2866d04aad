import { BLOCK_CATEGORIES } from '@aerie/contract';
import type { Editor } from 'grapesjs';
import { Plus } from 'lucide-react';
import { useMemo, useState } from 'react';

import { Select } from '@/components/ui/input';

import { sectionsContainer } from '../editor/components';
import { SECTION_BLOCKS, thumbnailOf } from '../editor/section-catalogue';

const categoryLabel = (category: string) => category.charAt(0).toUpperCase() + category.slice(1);

/**
 * The section picker (docs/product.md § Visual builder): the catalogue's thumbnails by category. Drag one into the page
 * where it should go (GrapesJS' block drag shows where it will land), or press it to add it at the end.
 */
export function SectionPicker({ editor }: { editor: Editor }) {
  const categories = useMemo(
    () => BLOCK_CATEGORIES.filter((category) => SECTION_BLOCKS.some((block) => block.category === category)),
    [],
  );
  const [category, setCategory] = useState<string>('all');

  const shown = SECTION_BLOCKS.filter((block) => category === 'all' || block.category === category);

  const append = (id: string) => {
    const block = editor.Blocks.get(id);
    const content = block?.getContent();
    if (!content) return;
    const added = sectionsContainer(editor)?.append(content as string) ?? [];
    const section = added[added.length - 1];
    if (section) {
      editor.select(section);
      editor.Canvas.scrollTo(section, { behavior: 'smooth' });
    }
  };

  return (
    <div className="flex flex-col gap-3 p-3">
      <label className="flex flex-col gap-1 text-xs font-medium text-zinc-600">
        Category
        <Select value={category} onChange={(event) => setCategory(event.target.value)} className="h-8 text-sm">
          <option value="all">All sections</option>
          {categories.map((each) => (
            <option key={each} value={each}>
              {categoryLabel(each)}
            </option>
          ))}
        </Select>
      </label>
      <p className="text-xs text-zinc-500">Drag a section into the page, or press it to add it at the end.</p>
      <ul className="flex flex-col gap-3">
        {shown.map((block) => {
          const thumbnail = thumbnailOf(block.id);
          return (
            <li key={block.id}>
              <button
                type="button"
                draggable
                onDragStart={(event) => {
                  const gjsBlock = editor.Blocks.get(block.id);
                  if (gjsBlock) editor.Blocks.startDrag(gjsBlock, event.nativeEvent);
                }}
                onDragEnd={() => editor.Blocks.endDrag()}
                onClick={() => append(block.id)}
                aria-label={`Add section: ${block.label}, ${categoryLabel(block.category)}`}
                className="group block w-full cursor-grab overflow-hidden rounded-lg border border-zinc-200 bg-white text-left transition hover:border-accent-300 hover:shadow-sm focus-visible:outline-2 focus-visible:outline-accent-500 active:cursor-grabbing"
              >
                <span
                  className="relative block bg-white"
                  // The block's own proportions (a navigation bar is a strip, a gallery a box), a strip at least 4:1.
                  style={{
                    aspectRatio: thumbnail
                      ? `${thumbnail.width} / ${Math.max(thumbnail.height, thumbnail.width / 4)}`
                      : '16 / 10',
                  }}
                >
                  {thumbnail ? (
                    <img
                      src={thumbnail.src}
                      alt=""
                      width={thumbnail.width}
                      height={thumbnail.height}
                      loading="lazy"
                      draggable={false}
                      className="size-full object-contain"
                    />
                  ) : (
                    <span className="flex size-full items-center justify-center px-2 text-center text-xs text-zinc-500">
                      {block.label}
                    </span>
                  )}
                  <span className="absolute right-1.5 bottom-1.5 rounded-md bg-white/90 p-1 text-zinc-600 opacity-0 shadow-sm transition group-hover:opacity-100 group-focus-visible:opacity-100">
                    <Plus className="size-3.5" aria-hidden="true" />
                  </span>
                </span>
                <span className="block border-t border-zinc-100 px-2 py-1.5">
                  <span className="block truncate text-xs font-medium text-zinc-800">{block.label}</span>
                  {/* A space between the two lines, so their words stay apart in the text a tool reads. */}{' '}
                  <span className="block text-[11px] text-zinc-500">{categoryLabel(block.category)}</span>
                </span>
              </button>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
