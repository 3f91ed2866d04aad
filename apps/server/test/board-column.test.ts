import type { BoardColumnPage, Task } from '@aerie/contract';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

import { tasks } from '../src/db/schema/index.js';
import { listBoardColumn } from '../src/modules/tasks/list-board-column.js';
import { LIST_TASKS_LIMIT } from '../src/modules/tasks/list-tasks.js';
import { createLabel, setTaskLabels } from './support/label-fixtures.js';
import { expectRefused, projectTeam } from './support/project-fixtures.js';
import { createTask, listTasks, TASK_CALLS, updateBody } from './support/task-fixtures.js';
import { startTestApp, type TestApp } from './support/test-app.js';

/*
 * A board column a page at a time (issue 33): the board's order, a cursor that survives moves, the view
 * filters applied by the server, and a fixed number of statements per page.
 */
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const columnUrl = (uid: string, status: string, query = '') => `/api/projects/${uid}/board/${status}${query}`;

async function page(token: string, uid: string, status: string, query = ''): Promise<BoardColumnPage> {
  const reply = await t.call({ method: 'GET', url: columnUrl(uid, status, query), token });
  expect(reply.statusCode, reply.body).toBe(200);
  return reply.json().data;
}

/** Every page of a column, following the cursors; the totals each page gave. */
async function wholeColumn(token: string, uid: string, status: string, filters = '', limit = 2) {
  const cards: Task[] = [];
  const totals = new Set<number>();
  let after: string | null = null;
  do {
    const cursor: string = after ? `&after=${after}` : '';
    const next = await page(token, uid, status, `?limit=${limit}${cursor}${filters}`);
    cards.push(...next.tasks);
    totals.add(next.total);
    after = next.next_after;
  } while (after);
  return { titles: cards.map((card) => card.title), totals: [...totals] };
}

describe('a board column, a page at a time', () => {
  it('pages a column in the board order, with its total, to a null cursor at the end', async () => {
    const { owner, project } = await projectTeam(t);
    for (const title of ['E', 'D', 'C', 'B', 'A']) await createTask(t, owner.token, project.id, { title });
    await createTask(t, owner.token, project.id, { title: 'Elsewhere', status: 'done' });
    const first = await page(owner.token, project.u_id, 'todo', '?limit=2');
    expect(first.tasks.map((card) => card.title)).toEqual(['A', 'B']);
    expect(first).toMatchObject({ total: 5, next_after: `1.${first.tasks[1]!.id}` });
    expect(first.tasks[0]).toMatchObject({ key: expect.stringMatching(/-\d+$/), comment_count: 0, labels: [] });
    expect(await wholeColumn(owner.token, project.u_id, 'todo')).toEqual({
      titles: ['A', 'B', 'C', 'D', 'E'],
      totals: [5],
    });
    const board = await listTasks(t, owner.token, project.u_id);
    expect((await page(owner.token, project.u_id, 'todo')).tasks).toEqual(
      board.filter((card) => card.status === 'todo'),
    );
    expect(await page(owner.token, project.u_id, 'review')).toEqual({
      tasks: [],
      next_after: null,
      total: 0,
      overdue: 0,
    });
  });

  it('goes on after the cursor card when a card above it moved away meanwhile', async () => {
    const { owner, project } = await projectTeam(t);
    for (const title of ['D', 'C', 'B', 'A']) await createTask(t, owner.token, project.id, { title });
    const first = await page(owner.token, project.u_id, 'todo', '?limit=2');
    const moved = await TASK_CALLS.update(t, owner.token, updateBody(first.tasks[0]!, { status: 'done' }));
    expect(moved.statusCode, moved.body).toBe(200);
    const second = await page(owner.token, project.u_id, 'todo', `?limit=2&after=${first.next_after}`);
    // B moved up to 0 and C to 1: the cursor (1, B) still lies between B and D, so C could repeat only by id.
    expect(second.tasks.map((card) => card.title)).toEqual(['D']);
    expect(second.total).toBe(3);
  });

  it('applies the board filters on the server, to every page and to the total', async () => {
    const { owner, member, project } = await projectTeam(t);
    const bug = await createLabel(t, owner.token, project.u_id, { name: 'Bug' });
    const mine = await createTask(t, owner.token, project.id, { title: 'Mine one', assignees: String(member.userId) });
    await createTask(t, owner.token, project.id, { title: 'Urgent one', priority: 'critical' });
    const labelled = await createTask(t, owner.token, project.id, { title: 'Labelled one' });
    await setTaskLabels(t, owner.token, labelled.id, [bug.id]);
    await createTask(t, owner.token, project.id, { title: 'Mine two', assignees: String(member.userId) });
    await createTask(t, owner.token, project.id, { title: '100% ready', end_date: '2026-03-06' });
    const titles = async (token: string, filters: string) =>
      (await wholeColumn(token, project.u_id, 'todo', filters, 1)).titles;

    expect(await titles(owner.token, '&search=ONE')).toEqual(['Labelled one', 'Urgent one', 'Mine one']);
    expect(await titles(owner.token, '&search=100%25')).toEqual(['100% ready']);
    expect(await titles(owner.token, '&search=_')).toEqual([]);
    expect(await titles(owner.token, `&search=${mine.key.toLowerCase()}`)).toEqual(['Mine one']);
    expect(await titles(owner.token, '&priority=critical')).toEqual(['Urgent one']);
    expect(await titles(owner.token, `&assignee=${member.userId}`)).toEqual(['Mine two', 'Mine one']);
    expect(await titles(member.token, '&mine=true')).toEqual(['Mine two', 'Mine one']);
    expect(await titles(owner.token, '&mine=true')).toEqual([]);
    expect(await titles(owner.token, '&assignee=unassigned&search=one')).toEqual(['Labelled one', 'Urgent one']);
    expect(await titles(owner.token, `&labels=${bug.id},999999`)).toEqual(['Labelled one']);
    expect((await page(owner.token, project.u_id, 'todo', '?search=one&limit=1')).total).toBe(3);
    // Every card ends on 2026-03-06: overdue from the 7th in the viewer's calendar, not the server's.
    expect((await page(owner.token, project.u_id, 'todo', '?today=2026-03-06')).overdue).toBe(0);
    expect((await page(owner.token, project.u_id, 'todo', '?today=2026-03-07')).overdue).toBe(5);
  });

  it('reads five statements per page, however many cards, comments and labels', async () => {
    const { owner, project } = await projectTeam(t);
    const label = await createLabel(t, owner.token, project.u_id, { name: 'Count' });
    const statementsOf = (limit: number) =>
      t.runtime.ctx.db.transaction(async (tx) => {
        const select = vi.spyOn(tx, 'select');
        await listBoardColumn(tx, {
          project: { id: project.id, taskKeyPrefix: 'TST' },
          status: 'todo',
          viewerId: owner.userId,
          filters: { labelIds: [label.id], search: 'a' },
          limit,
          today: '2026-03-01',
        });
        return select.mock.calls.length;
      });
    for (let n = 0; n < 6; n += 1) {
      const task = await createTask(t, owner.token, project.id, { title: `Card ${n}`, assignees: '' });
      await setTaskLabels(t, owner.token, task.id, [label.id]);
    }
    expect(await statementsOf(2)).toBe(5); // the cards, the count, their assignees, comment counts, labels
    expect(await statementsOf(50)).toBe(5);
  });

  it('hides another workspace’s board (404) and shows it to every member', async () => {
    const { owner, member, stranger, project } = await projectTeam(t, 'guest');
    await createTask(t, owner.token, project.id);
    expect((await page(member.token, project.u_id, 'todo')).total).toBe(1);
    const hidden = await t.call({ method: 'GET', url: columnUrl(project.u_id, 'todo'), token: stranger.token });
    expect(hidden.statusCode).toBe(404);
  });

  it.each([
    ['an unknown status', 'later', '', 'status'],
    ['a cursor that is not one', 'todo', '?after=abc', 'after'],
    ['a cursor past the ids', 'todo', '?after=1.99999999999', 'after'],
    ['a limit of 0', 'todo', '?limit=0', 'limit'],
    ['a limit of 10000', 'todo', '?limit=10000', 'limit'],
    ['a limit that is not a number', 'todo', '?limit=abc', 'limit'],
    ['an assignee that is not an id', 'todo', '?assignee=me', 'assignee'],
    ['labels that are not ids', 'todo', '?labels=1,a', 'labels'],
    ['an unknown priority', 'todo', '?priority=urgent', 'priority'],
    ['a date that is not one', 'todo', '?today=2026-02-30', 'today'],
    ['a key it does not know', 'todo', '?sort=title', 'sort'],
  ])('refuses %s with a clear 400 on its field', async (_case, status, query, field) => {
    const { owner, project } = await projectTeam(t);
    expectRefused(
      await t.call({ method: 'GET', url: columnUrl(project.u_id, status, query), token: owner.token }),
      field,
    );
  });
});

describe('the spec’s board call beyond its limit', () => {
  it(`returns the first ${LIST_TASKS_LIMIT} cards in board order`, async () => {
    const { owner, project } = await projectTeam(t);
    const row = (status: 'todo' | 'done', position: number) => ({
      projectId: project.id,
      title: `${status} ${position}`,
      priority: 'normal' as const,
      status,
      position,
      startDate: '2026-03-02',
      endDate: '2026-03-06',
      number: (status === 'done' ? 10_000 : 0) + position + 1,
    });
    // Done first in the table, so a limit that ignored the column order would keep them.
    await t.runtime.ctx.db.insert(tasks).values(Array.from({ length: 5 }, (_, n) => row('done', n)));
    await t.runtime.ctx.db.insert(tasks).values(Array.from({ length: LIST_TASKS_LIMIT }, (_, n) => row('todo', n)));
    const board = await listTasks(t, owner.token, project.u_id);
    expect(board).toHaveLength(LIST_TASKS_LIMIT);
    expect(board.every((card, index) => card.status === 'todo' && card.position === index)).toBe(true);
  });
});
