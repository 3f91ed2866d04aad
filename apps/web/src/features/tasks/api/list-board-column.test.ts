import type { BoardColumnPage, Task, TaskStatus } from '@aerie/contract';
import { QueryClient, type InfiniteData } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';

import { moveInColumn } from '../task-order';
import { boardColumnQueryOptions, restoreBoard, rewriteBoard } from './list-board-column';

const UID = 'abcdef123456';
const QUERY = { today: '2026-03-02' };
const card = (id: number, status: TaskStatus, position: number) => ({ id, status, position }) as Task;
const page = (tasks: Task[], nextAfter: string | null, total: number): BoardColumnPage => ({
  tasks,
  next_after: nextAfter,
  total,
  overdue: 0,
});
type Column = InfiniteData<BoardColumnPage, string | undefined>;
const keyOf = (status: TaskStatus) => boardColumnQueryOptions(UID, status, QUERY).queryKey;

function boardCache() {
  const client = new QueryClient();
  // Todo: two pages loaded of a 5-card column; Done: everything (one card).
  client.setQueryData<Column>(keyOf('todo'), {
    pages: [page([card(1, 'todo', 0), card(2, 'todo', 1)], '1.2', 5), page([card(3, 'todo', 2)], '2.3', 5)],
    pageParams: [undefined, '1.2'],
  });
  client.setQueryData<Column>(keyOf('done'), { pages: [page([card(9, 'done', 0)], null, 1)], pageParams: [undefined] });
  return client;
}
const shown = (client: QueryClient, status: TaskStatus) =>
  client
    .getQueryData<Column>(keyOf(status))!
    .pages.flatMap((each) => each.tasks.map((task) => [task.id, task.position]));

describe('the board cache, rewritten in place (issue 33)', () => {
  it('moves a card between loaded columns, counts follow, and puts everything back', () => {
    const client = boardCache();
    const previous = rewriteBoard(client, UID, (column) => moveInColumn(column, card(2, 'todo', 1), 'done', 1));
    expect(shown(client, 'todo')).toEqual([
      [1, 0],
      [3, 1],
    ]);
    expect(shown(client, 'done')).toEqual([
      [9, 0],
      [2, 1],
    ]);
    const todo = client.getQueryData<Column>(keyOf('todo'))!;
    // The later pages keep their cursors, so scrolling on asks for what follows.
    expect(todo.pages.map((each) => [each.next_after, each.total])).toEqual([
      ['1.2', 4],
      ['2.3', 4],
    ]);
    expect(client.getQueryData<Column>(keyOf('done'))!.pages[0]!.total).toBe(2);

    restoreBoard(client, previous);
    expect(shown(client, 'todo')).toEqual([
      [1, 0],
      [2, 1],
      [3, 2],
    ]);
    expect(shown(client, 'done')).toEqual([[9, 0]]);
  });
});
