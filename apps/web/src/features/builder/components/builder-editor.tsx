import { linkSiteSymbols } from '@aerie/blocks';
import type { Website, WebsiteContent } from '@aerie/contract';
import GjsEditor, { Canvas } from '@grapesjs/react';
import grapesjs, { type Component, type Editor } from 'grapesjs';
import 'grapesjs/dist/css/grapes.min.css';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';

import { Spinner } from '@/components/ui/spinner';

import { getWebsiteContent } from '../api/get-website-content';
import { sectionOf } from '../editor/components';
import { editorOptions } from '../editor/editor-options';
import { loadLibraryFonts } from '../editor/library-fonts';
import { registerSectionBlocks } from '../editor/section-catalogue';
import { keepSiteIcon } from '../editor/site-icon';
import type { BuilderMode } from '../editor/modes';
import { useCanvasFit } from '../editor/use-canvas-fit';
import { useSiteSaver } from '../editor/use-site-saver';
import { usePanelLayout } from '../panel-layout';
import { assetsOriginOf } from '../site-assets';
import { CodeEditorModal } from './code-editor-modal';
import { ConflictBanner } from './conflict-banner';
import { LeftRail } from './left-rail';
import { RevisionsModal } from './revisions-modal';
import { RightPanel } from './right-panel';
import { TopBar } from './top-bar';

/**
 * The editor screen: GrapesJS' canvas in the middle, our chrome around it (top bar, left rail, right
 * panel). GrapesJS is created once with the opened draft; a restored revision is loaded into the same
 * editor.
 */
export function BuilderEditor({ content }: { content: WebsiteContent }) {
  const [editor, setEditor] = useState<Editor | null>(null);
  const [website, setWebsite] = useState<Website>(content.website);
  const [mode, setMode] = useState<BuilderMode>('edit-elements');
  const { left: leftPanel, setLeft: setLeftPanel, isRightOpen, setRightOpen } = usePanelLayout();
  const canvasRoom = useRef<HTMLDivElement>(null);
  const canvasFit = useCanvasFit(editor, canvasRoom);
  const [isCodeOpen, setCodeOpen] = useState(false);
  const [isRevisionsOpen, setRevisionsOpen] = useState(false);
  const saver = useSiteSaver(editor, website.uuid, content.revision);
  const assetsOrigin = assetsOriginOf(website.site_address, website.subdomain);

  // Built once: GrapesJS reads its options when it starts.
  const [options] = useState(() => {
    performance.mark('aerie:builder-init');
    return editorOptions(content.project_data);
  });

  const onReady = useCallback(
    (ready: Editor) => {
      // Read by bench/editor-open.ts: when GrapesJS has loaded the draft and the chrome can start.
      performance.mark('aerie:builder-ready');
      registerSectionBlocks(ready, assetsOrigin);
      loadLibraryFonts(ready, assetsOrigin);
      // On a phone the page is edited in the phone frame.
      if (window.matchMedia('(max-width: 639px)').matches) ready.Devices.select('phone');
      // A starter's header and footer become symbols the first time it is opened (site-symbols.ts); the linked
      // draft is saved like any edit, but is no step to undo.
      linkSiteSymbols(ready);
      keepSiteIcon(ready, content.project_data.siteIcon);
      // Loading the draft is not an edit: start with an empty history.
      ready.UndoManager.clear();
      setEditor(ready);
    },
    [assetsOrigin, content.project_data.siteIcon],
  );

  useSectionsMode(editor, mode);

  const chooseMode = (next: BuilderMode) => {
    setMode(next);
    if (next === 'edit-pages') setLeftPanel('pages');
  };

  const reload = useCallback(
    (next: WebsiteContent) => {
      if (!editor) return;
      // Close any text being edited first, or its late sync would count as an edit of the new draft.
      editor.select();
      editor.loadProjectData(next.project_data as Parameters<Editor['loadProjectData']>[0]);
      linkSiteSymbols(editor);
      setWebsite(next.website);
      // The frame finishes rendering the loaded draft after this turn; count from there.
      window.setTimeout(() => {
        editor.UndoManager.clear();
        saver.reloaded(next.revision);
      }, 0);
    },
    [editor, saver],
  );

  const context = useMemo(() => ({ website, setWebsite, saver, assetsOrigin }), [website, saver, assetsOrigin]);

  return (
    <GjsEditor grapesjs={grapesjs} options={options} onReady={onReady} className="builder h-dvh">
      <div className="flex h-dvh flex-col bg-zinc-100 text-zinc-900">
        <TopBar
          editor={editor}
          website={website}
          mode={mode}
          onModeChange={chooseMode}
          saveState={saver.state}
          onOpenCode={() => setCodeOpen(true)}
          onToggleLeft={() => setLeftPanel((open) => (open ? null : 'sections'))}
          onToggleRight={() => setRightOpen((open) => !open)}
          isLeftOpen={leftPanel !== null}
          isRightOpen={isRightOpen}
          canvasFit={canvasFit}
        />
        {saver.state.status === 'conflict' && (
          <ConflictBanner
            message={saver.state.error}
            onReload={async () => reload((await getWebsiteContent(website.uuid)).data)}
          />
        )}
        <div className="relative flex min-h-0 flex-1">
          <LeftRail editor={editor} uuid={website.uuid} panel={leftPanel} onPanelChange={setLeftPanel} />
          <div ref={canvasRoom} className="relative min-w-0 flex-1 overflow-x-auto overflow-y-hidden">
            <Canvas className="builder-canvas absolute inset-y-0 left-0 w-full" />
            {!editor && (
              <div className="absolute inset-0 flex items-center justify-center gap-2 bg-zinc-100 text-sm text-zinc-500">
                <Spinner />
                Loading the canvas…
              </div>
            )}
          </div>
          <RightPanel
            editor={editor}
            context={context}
            isOpen={isRightOpen}
            onClose={() => setRightOpen(false)}
            mode={mode}
            onOpenCode={() => setCodeOpen(true)}
            onOpenRevisions={() => setRevisionsOpen(true)}
          />
        </div>
      </div>
      {editor && isCodeOpen && <CodeEditorModal editor={editor} open={isCodeOpen} onOpenChange={setCodeOpen} />}
      {editor && isRevisionsOpen && (
        <RevisionsModal
          uuid={website.uuid}
          revision={saver.state.revision}
          canRestore={saver.state.status !== 'conflict'}
          open={isRevisionsOpen}
          onOpenChange={setRevisionsOpen}
          onRestored={reload}
          onWentLive={setWebsite}
        />
      )}
    </GjsEditor>
  );
}

/**
 * edit-sections (docs/product.md § Visual builder): a click anywhere in a section selects the whole section, so
 * sections are what moves, copies and goes; edit-elements selects what was clicked. Nothing is written into the
 * components, so the mode never reaches the saved draft.
 */
function useSectionsMode(editor: Editor | null, mode: BuilderMode) {
  const modeRef = useRef(mode);
  modeRef.current = mode;
  useEffect(() => {
    if (!editor) return;
    const redirect = (component: Component) => {
      if (modeRef.current !== 'edit-sections') return;
      const section = sectionOf(component);
      if (section && section !== component) editor.select(section);
    };
    editor.on('component:selected', redirect);
    return () => {
      editor.off('component:selected', redirect);
    };
  }, [editor]);
  useEffect(() => {
    if (!editor || mode !== 'edit-sections') return;
    const selected = editor.getSelected();
    const section = selected && sectionOf(selected);
    if (section && section !== selected) editor.select(section);
  }, [editor, mode]);
}

export type BuilderContext = {
  website: Website;
  setWebsite: (website: Website) => void;
  saver: ReturnType<typeof useSiteSaver>;
  assetsOrigin: string | null;
};
