/**
 * Where the draft stands against the server, shown in the top bar. A save carries the revision it
 * started from; once the server refuses one as stale (409), the editor stays in `conflict` until the
 * person reloads: nothing retries on its own, so two tabs never overwrite each other.
 */
export type SaveStatus = 'saved' | 'dirty' | 'saving' | 'conflict' | 'error';

export interface SaveState {
  status: SaveStatus;
  /** The revision the draft in the editor is based on; the next save sends it. */
  revision: number;
  /** A change arrived while a save was in flight: that save does not cover it. */
  changedWhileSaving: boolean;
  error: string | null;
}

export type SaveEvent =
  | { type: 'loaded'; revision: number }
  | { type: 'changed' }
  | { type: 'save-started' }
  | { type: 'save-succeeded'; revision: number }
  | { type: 'save-failed'; message: string }
  | { type: 'save-conflicted'; message: string };

export function initialSaveState(revision: number): SaveState {
  return { status: 'saved', revision, changedWhileSaving: false, error: null };
}

export function saveReducer(state: SaveState, event: SaveEvent): SaveState {
  if (state.status === 'conflict' && event.type !== 'loaded') return state;
  switch (event.type) {
    case 'loaded':
      return initialSaveState(event.revision);
    case 'changed':
      // Every edit sends this: when nothing moves, the same state keeps the whole editor from rendering again.
      if (state.status === 'saving') return state.changedWhileSaving ? state : { ...state, changedWhileSaving: true };
      return state.status === 'dirty' && state.error === null ? state : { ...state, status: 'dirty', error: null };
    case 'save-started':
      return { ...state, status: 'saving', changedWhileSaving: false, error: null };
    case 'save-succeeded':
      return {
        status: state.changedWhileSaving ? 'dirty' : 'saved',
        revision: event.revision,
        changedWhileSaving: false,
        error: null,
      };
    case 'save-failed':
      return { ...state, status: 'error', changedWhileSaving: false, error: event.message };
    case 'save-conflicted':
      return { ...state, status: 'conflict', changedWhileSaving: false, error: event.message };
  }
}

/** Whether leaving the page now would lose edits. */
export function hasUnsavedChanges(state: SaveState): boolean {
  return state.status !== 'saved';
}

export const SAVE_STATUS_LABEL: Record<SaveStatus, string> = {
  saved: 'Saved',
  dirty: 'Unsaved changes',
  saving: 'Saving…',
  conflict: 'Not saved: changed elsewhere',
  error: 'Not saved',
};
