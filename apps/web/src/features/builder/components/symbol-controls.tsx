import { detachFromSymbol, symbolPageCount, shareOnEveryPage } from '@aerie/blocks';
import type { Component, Editor } from 'grapesjs';
import { Link2, Unlink } from 'lucide-react';

import { markChanged } from '../editor/mark-changed';
import { sectionOf } from '../editor/components';

/** "Symbol · on 4 pages": the badge of a section shown on several pages. */
export function SymbolBadge({ pageCount }: { pageCount: number }) {
  return (
    <span className="shrink-0 rounded-full bg-violet-50 px-1.5 py-0.5 text-[10px] font-medium whitespace-nowrap text-violet-700">
      Symbol · on {pageCount} {pageCount === 1 ? 'page' : 'pages'}
    </span>
  );
}

const actionClass =
  'inline-flex items-center gap-1 rounded-md px-1.5 py-1 text-[11px] font-medium text-zinc-700 hover:bg-zinc-100 hover:text-zinc-900 focus-visible:outline-2 focus-visible:outline-accent-500';

/**
 * Symbols (docs/product.md § Site-wide styles) for the selected element's section: a section shown on every
 * page says that an edit changes every page and can be detached; any other section can be put on every page.
 */
export function SymbolControls({ editor, component }: { editor: Editor; component: Component }) {
  const section = sectionOf(component) ?? component;
  const pageCount = symbolPageCount(editor, section);
  const act = (action: (editor: Editor, section: Component) => void) => {
    action(editor, section);
    markChanged(editor);
    editor.trigger('component:toggled');
  };

  if (pageCount > 0) {
    return (
      <div role="note" className="mb-3 flex flex-col gap-1.5 rounded-md border border-violet-200 bg-violet-50/60 p-2">
        <p className="text-xs text-violet-900">
          <SymbolBadge pageCount={pageCount} />{' '}
          <span className="mt-1 block">Changes to this section apply on every page that shows it.</span>
        </p>
        <button type="button" onClick={() => act(detachFromSymbol)} className={`${actionClass} self-start`}>
          <Unlink className="size-3.5" aria-hidden="true" />
          Detach from symbol
        </button>
      </div>
    );
  }
  if (editor.Pages.getAll().length < 2) return null;
  return (
    <button type="button" onClick={() => act(shareOnEveryPage)} className={`${actionClass} mb-3`}>
      <Link2 className="size-3.5" aria-hidden="true" />
      Use this section on every page
    </button>
  );
}
