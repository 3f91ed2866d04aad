import { clsx } from 'clsx';
import type { Editor } from 'grapesjs';
import { ChevronDown, ChevronRight } from 'lucide-react';
import { useState } from 'react';

import { symbolPageCount } from '@aerie/blocks';

import { pageSections, sectionLabel, sectionOf } from '../editor/components';
import { useEditorTick } from '../editor/use-editor-tick';
import { SymbolBadge } from './symbol-controls';

/**
 * The pages with their sections (docs/product.md § Builder pages, right panel). Choosing a section opens its page,
 * selects it and scrolls the canvas to it.
 */
export function PageSections({ editor }: { editor: Editor }) {
  useEditorTick(editor, 'page component:add component:remove component:toggled update');
  const selectedPage = editor.Pages.getSelected();
  const selected = editor.getSelected();
  const selectedSection = selected ? sectionOf(selected) : null;
  const [collapsed, setCollapsed] = useState<Set<string>>(new Set());

  const toggle = (id: string) =>
    setCollapsed((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  return (
    <section aria-label="Pages and sections" className="p-3">
      <h2 className="mb-2 text-xs font-semibold text-zinc-500">Pages and sections</h2>
      <ul className="flex flex-col gap-1">
        {editor.Pages.getAll().map((page) => {
          const id = page.getId();
          const isOpen = !collapsed.has(id);
          const sections = pageSections(editor, page);
          return (
            <li key={id}>
              <button
                type="button"
                aria-expanded={isOpen}
                onClick={() => toggle(id)}
                className={clsx(
                  'flex w-full items-center gap-1 rounded-md px-1 py-1 text-left text-sm font-medium focus-visible:outline-2 focus-visible:outline-accent-500',
                  page === selectedPage ? 'text-zinc-900' : 'text-zinc-600',
                )}
              >
                {isOpen ? (
                  <ChevronDown className="size-3.5" aria-hidden="true" />
                ) : (
                  <ChevronRight className="size-3.5" aria-hidden="true" />
                )}
                <span className="truncate">{page.getName()}</span>
                <span className="ml-auto text-[11px] font-normal text-zinc-500">{sections.length}</span>
              </button>
              {isOpen && (
                <ul className="ml-4 flex flex-col border-l border-zinc-100 pl-2">
                  {sections.length === 0 && <li className="py-1 text-xs text-zinc-500">No sections yet</li>}
                  {sections.map((section) => {
                    const symbolPages = symbolPageCount(editor, section);
                    return (
                      <li key={section.cid}>
                        <button
                          type="button"
                          onClick={() => {
                            if (editor.Pages.getSelected() !== page) editor.Pages.select(page);
                            editor.select(section);
                            editor.Canvas.scrollTo(section, { behavior: 'smooth' });
                          }}
                          className={clsx(
                            'flex w-full items-center gap-1 rounded-md px-1.5 py-1 text-left text-xs focus-visible:outline-2 focus-visible:outline-accent-500',
                            section === selectedSection
                              ? 'bg-accent-50 font-medium text-accent-700'
                              : 'text-zinc-600 hover:bg-zinc-50 hover:text-zinc-900',
                          )}
                        >
                          <span className="min-w-0 flex-1 truncate">{sectionLabel(section)}</span>
                          {symbolPages > 0 && <SymbolBadge pageCount={symbolPages} />}
                        </button>
                      </li>
                    );
                  })}
                </ul>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
