import { describe, expect, it } from 'vitest';

import { hasUnsavedChanges, initialSaveState, saveReducer, type SaveEvent, type SaveState } from './save-state';

const run = (events: SaveEvent[], from: SaveState = initialSaveState(3)) => events.reduce(saveReducer, from);

describe('saveReducer', () => {
  it('reads Saved on open, Unsaved changes after an edit, Saving… while the save runs, then Saved', () => {
    expect(run([]).status).toBe('saved');
    expect(run([{ type: 'changed' }]).status).toBe('dirty');
    expect(run([{ type: 'changed' }, { type: 'save-started' }]).status).toBe('saving');
    const saved = run([{ type: 'changed' }, { type: 'save-started' }, { type: 'save-succeeded', revision: 4 }]);
    expect(saved).toMatchObject({ status: 'saved', revision: 4 });
    expect(hasUnsavedChanges(saved)).toBe(false);
  });

  it('stays unsaved when an edit arrives during a save, and the next save sends the new revision', () => {
    const state = run([
      { type: 'changed' },
      { type: 'save-started' },
      { type: 'changed' },
      { type: 'save-succeeded', revision: 4 },
    ]);
    expect(state).toMatchObject({ status: 'dirty', revision: 4 });
    expect(hasUnsavedChanges(state)).toBe(true);
  });

  it('answers the same state to further edits of an unsaved draft, so the editor does not render for each one', () => {
    const dirty = run([{ type: 'changed' }]);
    expect(saveReducer(dirty, { type: 'changed' })).toBe(dirty);
    const changedWhileSaving = run([{ type: 'changed' }, { type: 'save-started' }, { type: 'changed' }]);
    expect(saveReducer(changedWhileSaving, { type: 'changed' })).toBe(changedWhileSaving);
  });

  it('keeps the revision and the edits after a failed save, so Save Changes can try again', () => {
    const state = run([{ type: 'changed' }, { type: 'save-started' }, { type: 'save-failed', message: 'Offline' }]);
    expect(state).toMatchObject({ status: 'error', revision: 3, error: 'Offline' });
    expect(run([{ type: 'changed' }], state).status).toBe('dirty');
  });

  it('after a stale save, ignores everything until the editor is reloaded', () => {
    const conflict = run([
      { type: 'changed' },
      { type: 'save-started' },
      { type: 'save-conflicted', message: 'Stale' },
    ]);
    expect(conflict.status).toBe('conflict');
    expect(
      run([{ type: 'changed' }, { type: 'save-started' }, { type: 'save-succeeded', revision: 9 }], conflict),
    ).toBe(conflict);
    expect(run([{ type: 'loaded', revision: 7 }], conflict)).toMatchObject({ status: 'saved', revision: 7 });
  });
});
