import { describe, expect, it } from 'vitest';

import { resolveCurrentWorkspace } from './resolve-workspace';

const first = { slug: 'first-a1b2' };
const second = { slug: 'second-c3d4' };
const last = { slug: 'last-e5f6' };
const list = [first, second, last];

describe('resolveCurrentWorkspace', () => {
  it('keeps a stored slug that is still in the list', () => {
    expect(resolveCurrentWorkspace(list, 'second-c3d4')).toEqual({ workspace: second, isStoredSlugInvalid: false });
  });

  it('chooses the last workspace when nothing is stored', () => {
    expect(resolveCurrentWorkspace(list, null)).toEqual({ workspace: last, isStoredSlugInvalid: true });
  });

  it('chooses the last workspace when the stored slug names no workspace', () => {
    expect(resolveCurrentWorkspace(list, 'deleted-0000')).toEqual({ workspace: last, isStoredSlugInvalid: true });
    expect(resolveCurrentWorkspace(list, '')).toEqual({ workspace: last, isStoredSlugInvalid: true });
  });

  it('has no workspace for an empty list', () => {
    expect(resolveCurrentWorkspace([], 'any')).toEqual({ workspace: null, isStoredSlugInvalid: true });
  });
});
