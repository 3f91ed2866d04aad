import { describe, expect, it } from 'vitest';

import { findColumn, isStatus, locateCard, placeCard, type ColumnIds } from './board-drag';

const columns: ColumnIds = { todo: [1, 2, 3], in_progress: [], review: [4], done: [5] };

describe('board drag helpers', () => {
  it('tells columns from cards', () => {
    expect(isStatus('review')).toBe(true);
    expect(isStatus(4)).toBe(false);
    expect(findColumn(columns, 'in_progress')).toBe('in_progress');
    expect(findColumn(columns, 4)).toBe('review');
    expect(findColumn(columns, 99)).toBeUndefined();
  });

  it('places a card in another column, clamping the index', () => {
    expect(placeCard(columns, 2, 'review', 0)).toEqual({ todo: [1, 3], in_progress: [], review: [2, 4], done: [5] });
    expect(placeCard(columns, 2, 'done', 10).done).toEqual([5, 2]);
    expect(placeCard(columns, 5, 'in_progress', -1).in_progress).toEqual([5]);
  });

  it('places a card elsewhere in its own column without touching the original', () => {
    expect(placeCard(columns, 1, 'todo', 2).todo).toEqual([2, 3, 1]);
    expect(columns.todo).toEqual([1, 2, 3]);
  });

  it('locates a card', () => {
    expect(locateCard(columns, 3)).toEqual({ status: 'todo', index: 2 });
    expect(locateCard(columns, 42)).toBeUndefined();
  });
});
