import type { Editor } from 'grapesjs';
import { useEffect, useReducer } from 'react';

/**
 * Re-renders the calling component whenever the editor fires one of `events`, so React chrome reads the
 * editor's state (selection, pages, undo stack) straight from GrapesJS instead of copying it.
 */
export function useEditorTick(editor: Editor | null | undefined, events: string): number {
  const [tick, bump] = useReducer((count: number) => count + 1, 0);
  useEffect(() => {
    if (!editor) return;
    editor.on(events, bump);
    return () => {
      editor.off(events, bump);
    };
  }, [editor, events]);
  return tick;
}
