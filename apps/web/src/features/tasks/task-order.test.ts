import { TASK_STATUSES, type TaskStatus } from '@aerie/contract';
import { describe, expect, it } from 'vitest';

import { fullColumnPosition, groupByStatus, moveTask } from './task-order';

type Card = { id: number; status: TaskStatus; position: number };
const card = (id: number, status: TaskStatus, position: number): Card => ({ id, status, position });

/** Column → ids in order, for readable expectations. */
function layout(cards: readonly Card[]) {
  const columns = groupByStatus(cards);
  return Object.fromEntries(TASK_STATUSES.map((status) => [status, columns[status].map((c) => c.id)]));
}

const board = [
  card(1, 'todo', 0),
  card(2, 'todo', 1),
  card(3, 'todo', 2),
  card(4, 'review', 0),
  card(5, 'review', 1),
  card(6, 'done', 0),
];

describe('groupByStatus', () => {
  it('puts every card in its column, ordered by position then id', () => {
    const cards = [card(9, 'todo', 1), card(7, 'todo', 0), card(8, 'todo', 1), card(3, 'done', 0)];
    expect(layout(cards)).toEqual({ todo: [7, 8, 9], in_progress: [], review: [], done: [3] });
  });
});

describe('moveTask', () => {
  it('moves a card down within its column', () => {
    expect(layout(moveTask(board, 1, 'todo', 2)).todo).toEqual([2, 3, 1]);
  });

  it('moves a card up within its column', () => {
    expect(layout(moveTask(board, 3, 'todo', 0)).todo).toEqual([3, 1, 2]);
  });

  it('moves a card across columns and closes the gap it leaves', () => {
    const moved = layout(moveTask(board, 2, 'review', 1));
    expect(moved.todo).toEqual([1, 3]);
    expect(moved.review).toEqual([4, 2, 5]);
  });

  it('moves a card into an empty column', () => {
    expect(layout(moveTask(board, 6, 'in_progress', 0))).toMatchObject({ in_progress: [6], done: [] });
  });

  it('clamps a position past the end to the bottom, and a negative one to the top', () => {
    expect(layout(moveTask(board, 1, 'done', 99)).done).toEqual([6, 1]);
    expect(layout(moveTask(board, 6, 'todo', -3)).todo).toEqual([6, 1, 2, 3]);
  });

  it('leaves every column dense: 0, 1, 2… with no duplicates or gaps', () => {
    const moved = moveTask(moveTask(board, 1, 'review', 1), 5, 'todo', 0);
    const columns = groupByStatus(moved);
    for (const status of TASK_STATUSES) {
      expect(columns[status].map((c) => c.position)).toEqual(columns[status].map((_, index) => index));
    }
    expect(moved).toHaveLength(board.length);
  });

  it('changes the status of the moved card only and keeps the list order', () => {
    const moved = moveTask(board, 2, 'done', 0);
    expect(moved.map((c) => c.id)).toEqual(board.map((c) => c.id));
    expect(moved.find((c) => c.id === 2)).toEqual({ id: 2, status: 'done', position: 0 });
    expect(moved.find((c) => c.id === 6)).toEqual({ id: 6, status: 'done', position: 1 });
  });

  it('ignores an unknown card', () => {
    expect(moveTask(board, 42, 'done', 0)).toEqual(board);
  });
});

describe('fullColumnPosition', () => {
  const full = [10, 11, 12, 13, 14];

  it('is the visible index when nothing is filtered out', () => {
    expect(fullColumnPosition(full, full, 0)).toBe(0);
    expect(fullColumnPosition(full, full, 3)).toBe(3);
    expect(fullColumnPosition(full, full, 5)).toBe(5);
  });

  it('lands just above the visible card it was dropped above', () => {
    expect(fullColumnPosition(full, [11, 14], 0)).toBe(1);
    expect(fullColumnPosition(full, [11, 14], 1)).toBe(4);
  });

  it('lands just below the last visible card when dropped at the end', () => {
    expect(fullColumnPosition(full, [11, 12], 2)).toBe(3);
  });

  it('goes to the top of a column whose cards are all hidden', () => {
    expect(fullColumnPosition(full, [], 0)).toBe(0);
  });
});
