import { DELAYS_MS, type ProjectData } from '@aerie/contract';
import type { Editor } from 'grapesjs';
import { useCallback, useEffect, useMemo, useReducer, useRef } from 'react';

import { ApiError } from '@/lib/api-client';

import { saveWebsiteContent } from '../api/save-website-content';
import { hasUnsavedChanges, initialSaveState, saveReducer, type SaveState } from '../save-state';

export interface SiteSaver {
  state: SaveState;
  /** Saves now (waiting for a save in flight first); the saved revision, or null when it failed. */
  save: () => Promise<number | null>;
  /** After the editor was reloaded with another draft (a restored revision). */
  reloaded: (revision: number) => void;
}

/**
 * Saving the draft (the Saving): each change restarts a timer and the draft is saved
 * DELAYS_MS.builderAutosave after the last one; Save Changes and Ctrl/Cmd+S save at once. Every save
 * sends the revision it started from and keeps the one the server answers. A 409 stops saving for good
 * (the conflict banner asks for a reload): retrying would overwrite the other tab's work.
 */
export function useSiteSaver(editor: Editor | null, uuid: string, initialRevision: number): SiteSaver {
  const [state, dispatch] = useReducer(saveReducer, initialRevision, initialSaveState);
  const stateRef = useRef(state);
  stateRef.current = state;
  const inFlight = useRef<Promise<number | null> | null>(null);
  const timer = useRef<number | undefined>(undefined);

  const saveOnce = useCallback(async (): Promise<number | null> => {
    if (!editor || stateRef.current.status === 'conflict') return null;
    const revision = stateRef.current.revision;
    const changesAtStart = editor.getDirtyCount();
    dispatch({ type: 'save-started' });
    try {
      const response = await saveWebsiteContent(uuid, {
        revision,
        project_data: editor.getProjectData() as ProjectData,
      });
      // Read by the next save before React renders again.
      stateRef.current = { ...stateRef.current, revision: response.data.revision };
      // Nothing changed while the save ran: the editor's own change count starts again from zero.
      if (editor.getDirtyCount() === changesAtStart) editor.clearDirtyCount();
      dispatch({ type: 'save-succeeded', revision: response.data.revision });
      return response.data.revision;
    } catch (error) {
      const message = error instanceof Error ? error.message : 'Sorry, an error occured. Try again';
      if (error instanceof ApiError && error.status === 409) dispatch({ type: 'save-conflicted', message });
      else dispatch({ type: 'save-failed', message });
      return null;
    }
  }, [editor, uuid]);

  const save = useCallback(async (): Promise<number | null> => {
    window.clearTimeout(timer.current);
    while (inFlight.current) await inFlight.current;
    if (stateRef.current.status === 'saved') return stateRef.current.revision;
    const run = saveOnce();
    inFlight.current = run;
    try {
      return await run;
    } finally {
      inFlight.current = null;
    }
  }, [saveOnce]);

  // Every change of the document (not of the selection) marks the draft and restarts the autosave timer.
  useEffect(() => {
    if (!editor) return;
    const onChange = () => {
      // Loading a draft and clearing the count also fire `update`, with nothing changed.
      if (editor.getDirtyCount() === 0) return;
      dispatch({ type: 'changed' });
      window.clearTimeout(timer.current);
      timer.current = window.setTimeout(() => void save(), DELAYS_MS.builderAutosave);
    };
    editor.on('update', onChange);
    return () => {
      editor.off('update', onChange);
      window.clearTimeout(timer.current);
    };
  }, [editor, save]);

  // Ctrl/Cmd+S, in the chrome and inside the canvas frame (GrapesJS' keymaps listen to both).
  useEffect(() => {
    if (!editor) return;
    editor.Keymaps.add('aerie:save', '⌘+s, ctrl+s', () => void save(), { prevent: true });
    return () => {
      editor.Keymaps.remove('aerie:save');
    };
  }, [editor, save]);

  // Leaving with unsaved edits asks first.
  useEffect(() => {
    if (!hasUnsavedChanges(state)) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [state]);

  const reloaded = useCallback(
    (revision: number) => {
      window.clearTimeout(timer.current);
      editor?.clearDirtyCount();
      stateRef.current = initialSaveState(revision);
      dispatch({ type: 'loaded', revision });
    },
    [editor],
  );

  // One object per state, so the builder's context (and what reads it) changes only when the save state does.
  return useMemo(() => ({ state, save, reloaded }), [state, save, reloaded]);
}
