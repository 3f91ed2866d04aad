import { BUILDER_MODES } from '@aerie/contract';
import type { Website } from '@aerie/contract';
import { clsx } from 'clsx';
import type { Editor } from 'grapesjs';
import {
  AlertTriangle,
  ArrowLeft,
  Check,
  Code2,
  Loader2,
  Monitor,
  PanelLeft,
  PanelRight,
  Redo2,
  Smartphone,
  Tablet,
  Undo2,
  type LucideIcon,
} from 'lucide-react';
import { Link } from 'react-router';

import { DEVICES, type DeviceId } from '../editor/editor-options';
import type { CanvasFit } from '../editor/use-canvas-fit';
import { MODE_HINTS, MODE_LABELS, type BuilderMode } from '../editor/modes';
import { useEditorTick } from '../editor/use-editor-tick';
import { SAVE_STATUS_LABEL, type SaveState } from '../save-state';
import { IconButton } from './icon-button';

const DEVICE_ICONS: Record<DeviceId, LucideIcon> = { desktop: Monitor, tablet: Tablet, phone: Smartphone };

interface TopBarProps {
  editor: Editor | null;
  website: Website;
  mode: BuilderMode;
  onModeChange: (mode: BuilderMode) => void;
  saveState: SaveState;
  onOpenCode: () => void;
  onToggleLeft: () => void;
  onToggleRight: () => void;
  isLeftOpen: boolean;
  isRightOpen: boolean;
  canvasFit: CanvasFit;
}

/** Back, the site's name, modes, undo/redo, device frames and where the draft stands (docs/product.md § Visual builder, top bar). */
export function TopBar(props: TopBarProps) {
  const { editor, website, mode, onModeChange, saveState } = props;
  useEditorTick(editor, 'update undo redo change:changesCount device:select');
  const undo = editor?.UndoManager;
  const device = (editor?.Devices.getSelected()?.id as DeviceId | undefined) ?? 'desktop';

  // Below 640 px the bar takes two rows: name, undo/redo and save state; then modes, frames and code.
  return (
    <header className="z-30 flex shrink-0 flex-wrap items-center gap-x-2 gap-y-1 border-b border-zinc-200 bg-white px-2 py-1.5 sm:flex-nowrap sm:px-3">
      <div className="order-1 flex min-w-0 flex-1 items-center gap-1">
        <Link
          to={`/dashboard/project/${website.project_uid}/builder`}
          className="inline-flex size-8 shrink-0 items-center justify-center rounded-md text-zinc-600 hover:bg-zinc-100 hover:text-zinc-900 focus-visible:outline-2 focus-visible:outline-accent-500"
          aria-label="Back to websites"
          title="Back to websites"
        >
          <ArrowLeft className="size-4" aria-hidden="true" />
        </Link>
        <IconButton
          label={props.isLeftOpen ? 'Hide the left panel' : 'Show the left panel'}
          onClick={props.onToggleLeft}
          aria-pressed={props.isLeftOpen}
          isActive={props.isLeftOpen}
        >
          <PanelLeft className="size-4" aria-hidden="true" />
        </IconButton>
        <div className="min-w-0 px-1">
          <h1 className="truncate text-sm font-semibold text-zinc-900">{website.name}</h1>
          <p className="hidden truncate text-xs text-zinc-500 md:block">
            {website.custom_domain ?? new URL(website.site_address).host}
          </p>
        </div>
      </div>

      <div
        role="radiogroup"
        aria-label="Editing mode"
        className="order-5 flex min-w-fit flex-1 rounded-lg bg-zinc-100 p-0.5 sm:order-2 sm:flex-none"
      >
        {BUILDER_MODES.map((each) => (
          <button
            key={each}
            type="button"
            role="radio"
            aria-checked={mode === each}
            title={MODE_HINTS[each]}
            onClick={() => onModeChange(each)}
            className={clsx(
              'flex-1 rounded-md px-1.5 py-1 text-xs font-medium transition-colors focus-visible:outline-2 focus-visible:outline-accent-500 sm:flex-none sm:px-3',
              mode === each ? 'bg-white text-zinc-900 shadow-sm' : 'text-zinc-600 hover:text-zinc-900',
            )}
          >
            {MODE_LABELS[each]}
          </button>
        ))}
      </div>

      <div className="order-2 flex items-center gap-0.5 sm:order-3 sm:ml-auto">
        <IconButton label="Undo" disabled={!undo?.hasUndo()} onClick={() => undo?.undo()}>
          <Undo2 className="size-4" aria-hidden="true" />
        </IconButton>
        <IconButton label="Redo" disabled={!undo?.hasRedo()} onClick={() => undo?.redo()}>
          <Redo2 className="size-4" aria-hidden="true" />
        </IconButton>
      </div>

      <div className="order-6 flex items-center gap-0.5 sm:order-4">
        <span className="mx-1 hidden h-5 w-px bg-zinc-200 sm:block" aria-hidden="true" />
        <div role="radiogroup" aria-label="Preview frame" className="flex items-center gap-0.5">
          {DEVICES.map(({ id, name }) => {
            const Icon = DEVICE_ICONS[id];
            return (
              <IconButton
                key={id}
                role="radio"
                aria-checked={device === id}
                label={name}
                isActive={device === id}
                disabled={!editor}
                onClick={() => editor?.Devices.select(id)}
              >
                <Icon className="size-4" aria-hidden="true" />
              </IconButton>
            );
          })}
        </div>
        <ZoomButton fit={props.canvasFit} />
        <span className="mx-1 hidden h-5 w-px bg-zinc-200 sm:block" aria-hidden="true" />
        <IconButton label="Edit the code" disabled={!editor} onClick={props.onOpenCode}>
          <Code2 className="size-4" aria-hidden="true" />
        </IconButton>
      </div>

      <div className="order-3 flex items-center gap-0.5 sm:order-5">
        <SaveStatus state={saveState} />
        <IconButton
          label={props.isRightOpen ? 'Hide the right panel' : 'Show the right panel'}
          onClick={props.onToggleRight}
          aria-pressed={props.isRightOpen}
          isActive={props.isRightOpen}
        >
          <PanelRight className="size-4" aria-hidden="true" />
        </IconButton>
      </div>
      <div className="order-4 h-0 basis-full sm:hidden" aria-hidden="true" />
    </header>
  );
}

/**
 * The frame's zoom when it is wider than the canvas: pressing it switches between scaled to fit and 100 % (then the
 * canvas scrolls sideways).
 */
function ZoomButton({ fit }: { fit: CanvasFit }) {
  if (!fit.isWiderThanRoom) return null;
  return (
    <button
      type="button"
      onClick={() => fit.setFit(!fit.isFit)}
      title={fit.isFit ? 'Scaled to fit: show at 100% and scroll sideways' : 'At 100%: scale the frame to fit'}
      aria-label={fit.isFit ? `Zoom ${fit.zoom}%: show at 100%` : 'Zoom 100%: scale to fit'}
      className="ml-0.5 h-8 min-w-10 rounded-md px-1 text-xs sm:min-w-12 sm:px-1.5 font-medium text-zinc-600 tabular-nums hover:bg-zinc-100 hover:text-zinc-900 focus-visible:outline-2 focus-visible:outline-accent-500"
    >
      {fit.zoom}%
    </button>
  );
}

function SaveStatus({ state }: { state: SaveState }) {
  const label = SAVE_STATUS_LABEL[state.status];
  const isProblem = state.status === 'conflict' || state.status === 'error';
  const Icon =
    state.status === 'saving' ? Loader2 : isProblem ? AlertTriangle : state.status === 'saved' ? Check : null;
  return (
    <span
      role="status"
      aria-live="polite"
      title={state.error ?? label}
      className={clsx(
        'ml-1 inline-flex items-center gap-1 rounded-md px-1.5 py-1 text-xs font-medium whitespace-nowrap',
        isProblem ? 'text-red-700' : state.status === 'dirty' ? 'text-amber-700' : 'text-zinc-500',
      )}
    >
      {Icon && <Icon className={clsx('size-3.5', state.status === 'saving' && 'animate-spin')} aria-hidden="true" />}
      {state.status === 'dirty' && <span className="size-1.5 rounded-full bg-amber-500" aria-hidden="true" />}
      <span className="hidden md:inline">{label}</span>
      <span className="sr-only md:hidden">{label}</span>
    </span>
  );
}
