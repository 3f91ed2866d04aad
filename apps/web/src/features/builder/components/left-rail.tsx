import { BUILDER_SIDE_PANEL_WIDTH } from '@aerie/contract';
import { clsx } from 'clsx';
import type { Editor } from 'grapesjs';
import { Files, LayoutTemplate, Palette, X, type LucideIcon } from 'lucide-react';

import { GlobalStylingPanel } from './global-styling-panel';
import { PagesPanel } from './pages-panel';
import { SectionPicker } from './section-picker';

export type LeftPanel = 'sections' | 'styling' | 'pages';

const PANELS: { id: LeftPanel; label: string; icon: LucideIcon }[] = [
  { id: 'sections', label: 'Add section', icon: LayoutTemplate },
  { id: 'styling', label: 'Global styling', icon: Palette },
  { id: 'pages', label: 'List of Pages', icon: Files },
];

interface LeftRailProps {
  editor: Editor | null;
  /** The open site's uuid: its images are uploaded there. */
  uuid: string;
  panel: LeftPanel | null;
  onPanelChange: (panel: LeftPanel | null) => void;
}

/**
 * The left rail (docs/product.md § Visual builder): Add section, Global styling, List of Pages, each opening a panel of
 * the spec's side-panel width. Below 1024 px the panel floats over the canvas as a drawer.
 */
export function LeftRail({ editor, uuid, panel, onPanelChange }: LeftRailProps) {
  const current = PANELS.find((each) => each.id === panel);
  return (
    <>
      <nav
        aria-label="Builder tools"
        className={clsx(
          'z-20 w-14 shrink-0 flex-col items-center gap-1 border-r border-zinc-200 bg-white py-2',
          panel ? 'flex' : 'hidden lg:flex',
        )}
      >
        {PANELS.map(({ id, label, icon: Icon }) => (
          <button
            key={id}
            type="button"
            aria-pressed={panel === id}
            onClick={() => onPanelChange(panel === id ? null : id)}
            className={clsx(
              'flex w-12 flex-col items-center gap-1 rounded-lg px-1 py-2 text-[10px] leading-tight font-medium transition-colors',
              'focus-visible:outline-2 focus-visible:outline-accent-500',
              panel === id ? 'bg-accent-50 text-accent-700' : 'text-zinc-600 hover:bg-zinc-100 hover:text-zinc-900',
            )}
          >
            <Icon className="size-5" aria-hidden="true" />
            <span className="text-center">{label}</span>
          </button>
        ))}
      </nav>
      {current && editor && (
        <aside
          aria-label={current.label}
          style={{ width: BUILDER_SIDE_PANEL_WIDTH }}
          className="absolute inset-y-0 left-14 z-20 flex shrink-0 flex-col border-r border-zinc-200 bg-white shadow-lg lg:static lg:shadow-none"
        >
          <div className="flex h-11 shrink-0 items-center justify-between border-b border-zinc-100 pr-1 pl-3">
            <h2 className="text-sm font-semibold text-zinc-900">{current.label}</h2>
            <button
              type="button"
              onClick={() => onPanelChange(null)}
              aria-label={`Close ${current.label}`}
              className="rounded-md p-1.5 text-zinc-400 hover:bg-zinc-100 hover:text-zinc-700 focus-visible:outline-2 focus-visible:outline-accent-500"
            >
              <X className="size-4" aria-hidden="true" />
            </button>
          </div>
          <div className="min-h-0 flex-1 overflow-y-auto">
            {panel === 'sections' && <SectionPicker editor={editor} />}
            {panel === 'styling' && <GlobalStylingPanel editor={editor} uuid={uuid} />}
            {panel === 'pages' && <PagesPanel editor={editor} />}
          </div>
        </aside>
      )}
    </>
  );
}
