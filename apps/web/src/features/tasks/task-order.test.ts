import { TASK_STATUSES, type TaskStatus } from '@aerie/contract';
import { describe, expect, it } from 'vitest';

import { dropPosition, groupByStatus, moveInColumn, type LoadedColumn } from './task-order';

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

/** The optimistic move over a board whose columns are all loaded: each column rewritten on its own. */
function moveTask(cards: readonly Card[], taskId: number, status: TaskStatus, position: number): Card[] {
  const moving = cards.find((c) => c.id === taskId);
  if (!moving) return [...cards];
  const columns = groupByStatus(cards);
  return TASK_STATUSES.flatMap(
    (column) =>
      moveInColumn(
        { status: column, cards: columns[column], hasMore: false, total: columns[column].length },
        moving,
        status,
        position,
      ).cards,
  );
}

describe('moveInColumn, over fully loaded columns', () => {
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

  it('changes the status and place of the moved card', () => {
    const moved = moveTask(board, 2, 'done', 0);
    expect(moved.find((c) => c.id === 2)).toEqual({ id: 2, status: 'done', position: 0 });
    expect(moved.find((c) => c.id === 6)).toEqual({ id: 6, status: 'done', position: 1 });
  });

  it('ignores an unknown card', () => {
    expect(moveTask(board, 42, 'done', 0)).toEqual(board);
  });
});

describe('moveInColumn, over a column loaded in part (issue 33)', () => {
  // The first three cards of a ten-card column: positions 0..2 are loaded, 3..9 are not.
  const loaded: LoadedColumn<Card> = {
    status: 'todo',
    cards: [card(1, 'todo', 0), card(2, 'todo', 1), card(3, 'todo', 2)],
    hasMore: true,
    total: 10,
  };
  const incoming = card(50, 'review', 4);

  it('shows a card dropped among the loaded ones, the cards below moving down, and counts it', () => {
    const moved = moveInColumn(loaded, incoming, 'todo', 1);
    expect(moved.cards).toEqual([card(1, 'todo', 0), card(50, 'todo', 1), card(2, 'todo', 2), card(3, 'todo', 3)]);
    expect(moved.total).toBe(11);
  });

  it('shows a card dropped just after the last loaded one', () => {
    expect(moveInColumn(loaded, incoming, 'todo', 3).cards.map((c) => c.id)).toEqual([1, 2, 3, 50]);
  });

  it('does not show a card sent below what is loaded, but counts it', () => {
    const moved = moveInColumn(loaded, incoming, 'todo', 99);
    expect(moved.cards.map((c) => c.id)).toEqual([1, 2, 3]);
    expect(moved.total).toBe(11);
  });

  it('takes a card away from the column it leaves, the loaded cards below moving up', () => {
    const moved = moveInColumn(loaded, card(2, 'todo', 1), 'done', 0);
    expect(moved.cards).toEqual([card(1, 'todo', 0), card(3, 'todo', 1)]);
    expect(moved.total).toBe(9);
  });

  it('leaves a column the move does not touch as it was', () => {
    const other = { ...loaded, status: 'in_progress' as const };
    expect(moveInColumn(other, incoming, 'todo', 0)).toEqual(other);
  });
});

describe('dropPosition', () => {
  // What a filtered or partly loaded column shows: positions with gaps where cards are hidden or not loaded.
  const shown = [card(11, 'todo', 1), card(14, 'todo', 4)];

  it('takes the place of the card it landed above', () => {
    expect(dropPosition(card(50, 'review', 0), 'todo', shown, 0)).toBe(1);
    expect(dropPosition(card(50, 'review', 0), 'todo', shown, 1)).toBe(4);
  });

  it('goes just after the last shown card when dropped at the end', () => {
    expect(dropPosition(card(50, 'review', 0), 'todo', shown, 2)).toBe(5);
  });

  it('counts the place its own column closes up when it moves down it', () => {
    // Card 10 at 0 moves below card 14 (position 4): once it leaves, 14 is at 3, so it lands at 4.
    expect(dropPosition(card(10, 'todo', 0), 'todo', shown, 2)).toBe(4);
    expect(dropPosition(card(10, 'todo', 0), 'todo', shown, 1)).toBe(3);
    // Moving up, nothing above it closes.
    expect(dropPosition(card(20, 'todo', 9), 'todo', shown, 0)).toBe(1);
  });

  it('goes to the top of a column that shows no card', () => {
    expect(dropPosition(card(50, 'review', 0), 'todo', [], 0)).toBe(0);
  });
});
