import { clsx } from 'clsx';
import type { Editor } from 'grapesjs';
import { FileDown, FileClock, Save, X } from 'lucide-react';
import { useState } from 'react';

import { Button } from '@/components/ui/button';

import { downloadWebsiteExport } from '../api/export-website';
import type { BuilderMode } from '../editor/modes';
import { useEditorTick } from '../editor/use-editor-tick';
import type { BuilderContext } from './builder-editor';
import { StylePanel } from '../style/style-panel';
import { ElementEditor } from './element-editor';
import { PageSections } from './page-sections';
import { PublishMenu } from './publish-menu';
import { PublishStatus } from './publish-status';
import { SymbolControls } from './symbol-controls';

interface RightPanelProps {
  editor: Editor | null;
  context: BuilderContext;
  isOpen: boolean;
  onClose: () => void;
  mode: BuilderMode;
  onOpenCode: () => void;
  onOpenRevisions: () => void;
}

/**
 * The right panel (docs/product.md § Visual builder): Export, Save Changes, the publish dropdown, the selected
 * element's controls, and the pages with their sections. Below 1024 px it is a drawer over the canvas.
 */
export function RightPanel({ editor, context, isOpen, onClose, onOpenRevisions }: RightPanelProps) {
  useEditorTick(editor, 'component:toggled component:remove');
  const { website, saver } = context;
  const [isExporting, setExporting] = useState(false);
  const [exportProblem, setExportProblem] = useState<string | null>(null);
  const selected = editor?.getSelected();
  const isConflict = saver.state.status === 'conflict';

  const exportSite = async () => {
    setExporting(true);
    setExportProblem(null);
    try {
      // The export renders the saved draft on the server: save first so it has these edits.
      const revision = await saver.save();
      if (revision === null) throw new Error(saver.state.error ?? 'Save the changes before exporting');
      await downloadWebsiteExport(website.uuid, website.subdomain);
    } catch (error) {
      setExportProblem(error instanceof Error ? error.message : 'Sorry, an error occured. Try again');
    } finally {
      setExporting(false);
    }
  };

  return (
    <aside
      aria-label="Site and selection"
      className={clsx(
        'absolute inset-y-0 right-0 z-20 w-72 max-w-[85vw] flex-col border-l border-zinc-200 bg-white shadow-lg lg:static lg:shadow-none',
        isOpen ? 'flex' : 'hidden',
      )}
    >
      <div className="flex shrink-0 flex-col gap-2 border-b border-zinc-100 p-3">
        <div className="flex items-center justify-between lg:hidden">
          <h2 className="text-sm font-semibold text-zinc-900">Site</h2>
          <button
            type="button"
            onClick={onClose}
            aria-label="Close the right panel"
            className="rounded-md p-1.5 text-zinc-400 hover:bg-zinc-100 hover:text-zinc-700 focus-visible:outline-2 focus-visible:outline-accent-500"
          >
            <X className="size-4" aria-hidden="true" />
          </button>
        </div>
        <PublishStatus context={context} />
        <PublishMenu context={context} disabled={!editor || isConflict} />
        <div className="grid grid-cols-2 gap-2">
          <Button
            size="sm"
            variant="secondary"
            onClick={() => void saver.save()}
            disabled={!editor || isConflict}
            loading={saver.state.status === 'saving'}
          >
            <Save className="size-4" aria-hidden="true" />
            Save Changes
          </Button>
          <Button
            size="sm"
            variant="secondary"
            onClick={() => void exportSite()}
            disabled={!editor || isConflict}
            loading={isExporting}
          >
            <FileDown className="size-4" aria-hidden="true" />
            Export
          </Button>
        </div>
        {exportProblem && (
          <p role="alert" className="text-xs text-red-600">
            {exportProblem}
          </p>
        )}
        {saver.state.status === 'error' && (
          <p role="alert" className="text-xs text-red-600">
            {saver.state.error}
          </p>
        )}
        <button
          type="button"
          onClick={onOpenRevisions}
          className="inline-flex items-center gap-1.5 self-start rounded-md px-1 py-0.5 text-xs font-medium text-zinc-600 hover:text-zinc-900 focus-visible:outline-2 focus-visible:outline-accent-500"
        >
          <FileClock className="size-3.5" aria-hidden="true" />
          History
        </button>
      </div>
      <div className="min-h-0 flex-1 overflow-y-auto">
        {editor && selected && !selected.is('wrapper') && (
          <section aria-label="Element editor" className="border-b border-zinc-100 p-3">
            <h2 className="mb-3 text-xs font-semibold text-zinc-500">Element</h2>
            <SymbolControls editor={editor} component={selected} />
            <ElementEditor key={selected.cid} editor={editor} component={selected} uuid={website.uuid} />
          </section>
        )}
        {editor && selected && !selected.is('wrapper') && (
          <section aria-label="Style" className="border-b border-zinc-100 pt-3">
            <h2 className="mb-2 px-3 text-xs font-semibold text-zinc-500">Style</h2>
            <StylePanel key={selected.cid} editor={editor} component={selected} />
          </section>
        )}
        {editor && <PageSections editor={editor} />}
      </div>
    </aside>
  );
}
