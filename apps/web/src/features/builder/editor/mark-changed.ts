import type { Editor } from 'grapesjs';

/**
 * Page additions, renames and metadata are not all counted as changes by GrapesJS; counting one more
 * fires `update`, which marks the draft unsaved and starts the autosave timer like any other edit.
 */
export function markChanged(editor: Editor): void {
  editor.getModel().set('changesCount', editor.getDirtyCount() + 1);
}
