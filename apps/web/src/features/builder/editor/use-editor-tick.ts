import type { Editor } from 'grapesjs';
import { startTransition, useEffect, useReducer } from 'react';

/**
 * Re-renders the calling component whenever the editor fires one of `events`, so React chrome reads the
 * editor's state (selection, pages, undo stack) straight from GrapesJS instead of copying it.
 * `isUrgent: false` renders in a transition: a long list (the page's sections) then follows an edit without holding
 * back the canvas, which paints first (issue 29 § Speed).
 */
export function useEditorTick(
  editor: Editor | null | undefined,
  events: string,
  { isUrgent = true }: { isUrgent?: boolean } = {},
): number {
  const [tick, bump] = useReducer((count: number) => count + 1, 0);
  useEffect(() => {
    if (!editor) return;
    const onEvent = isUrgent ? bump : () => startTransition(bump);
    editor.on(events, onEvent);
    return () => {
      editor.off(events, onEvent);
    };
  }, [editor, events, isUrgent]);
  return tick;
}
