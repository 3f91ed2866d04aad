import type { Editor } from 'grapesjs';

/**
 * Page additions, renames and metadata are not all counted as changes by GrapesJS; firing `update`
 * marks the draft unsaved and starts the autosave timer like any other edit.
 */
export function markChanged(editor: Editor): void {
  editor.trigger('update');
}
