import { TASK_STATUSES, type Task, type TaskStatus } from '@aerie/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { accountWithWorkspace, createProject, type Account, type WorkspaceRef } from './support/project-fixtures.js';
import {
  boardColumns,
  createTask,
  expectDenseBoard,
  listTasks,
  TASK_CALLS,
  taskBody,
  updateBody,
} from './support/task-fixtures.js';
import { startTestApp, type TestApp } from './support/test-app.js';

let t: TestApp;
let owner: Account & { workspace: WorkspaceRef };
beforeAll(async () => {
  t = await startTestApp();
  owner = await accountWithWorkspace(t);
});
afterAll(() => t.close());

/** A fresh project with tasks created in `titles` order (so the last one created is on top). */
async function boardWith(columns: Partial<Record<TaskStatus, string[]>>) {
  const project = await createProject(t, owner.token, owner.workspace.id);
  const byTitle: Record<string, Task> = {};
  for (const [status, titles] of Object.entries(columns)) {
    for (const title of titles) byTitle[title] = await createTask(t, owner.token, project.id, { title, status });
  }
  return { project, byTitle };
}

async function move(task: Task, status: TaskStatus, position?: number) {
  const reply = await TASK_CALLS.update(
    t,
    owner.token,
    updateBody(task, { status, ...(position === undefined ? {} : { position }) }),
  );
  expect(reply.statusCode, reply.body).toBe(200);
  return reply.json().data as Task;
}

/** The board as titles per column, top to bottom, after checking it is dense. */
async function titles(uid: string): Promise<Partial<Record<TaskStatus, string[]>>> {
  const tasks = await listTasks(t, owner.token, uid);
  expectDenseBoard(tasks);
  const columns: Partial<Record<TaskStatus, string[]>> = {};
  for (const task of tasks) (columns[task.status] ??= []).push(task.title);
  return columns;
}

describe('creating', () => {
  it('puts a new task at the top of its column and shifts the others down', async () => {
    const { project, byTitle } = await boardWith({ todo: ['A', 'B'], review: ['R'] });
    expect(byTitle.A!.position).toBe(0);
    expect(byTitle.B!.position).toBe(0);
    const c = await createTask(t, owner.token, project.id, { title: 'C' });
    expect(c.position).toBe(0);
    expect(await titles(project.u_id)).toEqual({ todo: ['C', 'B', 'A'], review: ['R'] });
  });
});

describe('moving between columns', () => {
  it('moves a card from Todo to the bottom of Done', async () => {
    const { project, byTitle } = await boardWith({ todo: ['A', 'B', 'C'], done: ['X', 'Y'] });
    const moved = await move(byTitle.B!, 'done', 2);
    expect(moved).toMatchObject({ id: byTitle.B!.id, status: 'done', position: 2 });
    expect(await titles(project.u_id)).toEqual({ todo: ['C', 'A'], done: ['Y', 'X', 'B'] });
  });

  it('moves a card to the top of Done, with position 0 or with no position at all', async () => {
    const { project, byTitle } = await boardWith({ todo: ['A', 'B', 'C'], done: ['X'] });
    expect(await move(byTitle.A!, 'done', 0)).toMatchObject({ status: 'done', position: 0 });
    expect(await move(byTitle.C!, 'done')).toMatchObject({ status: 'done', position: 0 });
    expect(await titles(project.u_id)).toEqual({ todo: ['B'], done: ['C', 'A', 'X'] });
  });

  it('clamps a position past the end of the column to the bottom', async () => {
    const { project, byTitle } = await boardWith({ todo: ['A', 'B'], in_progress: ['P'] });
    expect(await move(byTitle.A!, 'in_progress', 99)).toMatchObject({ status: 'in_progress', position: 1 });
    expect(await titles(project.u_id)).toEqual({ todo: ['B'], in_progress: ['P', 'A'] });
  });

  it('moves the only card of a column into an empty one, and back', async () => {
    const { project, byTitle } = await boardWith({ todo: ['A'] });
    expect(await move(byTitle.A!, 'review', 3)).toMatchObject({ status: 'review', position: 0 });
    expect(await titles(project.u_id)).toEqual({ review: ['A'] });
    expect(await move(byTitle.A!, 'todo')).toMatchObject({ status: 'todo', position: 0 });
    expect(await titles(project.u_id)).toEqual({ todo: ['A'] });
  });

  it('lets any status move to any other (docs/product.md § Moving and assigning tasks)', async () => {
    const { project, byTitle } = await boardWith({ todo: ['A'] });
    for (const from of TASK_STATUSES) {
      for (const to of TASK_STATUSES) {
        if (from === to) continue;
        await move(byTitle.A!, from);
        expect(await move(byTitle.A!, to)).toMatchObject({ status: to, position: 0 });
      }
    }
    expect(await titles(project.u_id)).toEqual({ review: ['A'] });
  });
});

describe('reordering within a column', () => {
  it('moves the top card to the third place and back to the top', async () => {
    // Created A, B, C, D: the column reads D, C, B, A.
    const { project, byTitle } = await boardWith({ todo: ['A', 'B', 'C', 'D'] });
    expect(await move(byTitle.D!, 'todo', 2)).toMatchObject({ position: 2 });
    expect(await titles(project.u_id)).toEqual({ todo: ['C', 'B', 'D', 'A'] });
    expect(await move(byTitle.D!, 'todo', 0)).toMatchObject({ position: 0 });
    expect(await titles(project.u_id)).toEqual({ todo: ['D', 'C', 'B', 'A'] });
  });

  it('moves the bottom card up, and clamps a place past the end to the bottom', async () => {
    const { project, byTitle } = await boardWith({ todo: ['A', 'B', 'C'] });
    expect(await move(byTitle.A!, 'todo', 1)).toMatchObject({ position: 1 });
    expect(await titles(project.u_id)).toEqual({ todo: ['C', 'A', 'B'] });
    expect(await move(byTitle.C!, 'todo', 50)).toMatchObject({ position: 2 });
    expect(await titles(project.u_id)).toEqual({ todo: ['A', 'B', 'C'] });
  });

  it('keeps the place of a card that is edited without a status change or a position', async () => {
    const { project, byTitle } = await boardWith({ todo: ['A', 'B', 'C'] });
    const reply = await TASK_CALLS.update(t, owner.token, updateBody(byTitle.B!, { title: 'B edited' }));
    expect(reply.statusCode, reply.body).toBe(200);
    expect(reply.json().data).toMatchObject({ title: 'B edited', status: 'todo', position: 1 });
    expect(await titles(project.u_id)).toEqual({ todo: ['C', 'B edited', 'A'] });
  });

  it('leaves the column as it was when a card is dropped where it already is', async () => {
    const { project, byTitle } = await boardWith({ todo: ['A', 'B', 'C'] });
    expect(await move(byTitle.B!, 'todo', 1)).toMatchObject({ position: 1 });
    expect(await titles(project.u_id)).toEqual({ todo: ['C', 'B', 'A'] });
  });
});

describe('deleting', () => {
  it('closes the gap a deleted card leaves, in its column only', async () => {
    const { project, byTitle } = await boardWith({ todo: ['A', 'B', 'C', 'D'], done: ['X', 'Y'] });
    const reply = await TASK_CALLS.remove(t, owner.token, byTitle.C!.id);
    expect(reply.statusCode, reply.body).toBe(200);
    expect(await titles(project.u_id)).toEqual({ todo: ['D', 'B', 'A'], done: ['Y', 'X'] });
    await TASK_CALLS.remove(t, owner.token, byTitle.D!.id);
    expect(await titles(project.u_id)).toEqual({ todo: ['B', 'A'], done: ['Y', 'X'] });
  });

  it('does not touch the board of another project', async () => {
    const first = await boardWith({ todo: ['A', 'B'] });
    const second = await boardWith({ todo: ['P', 'Q'] });
    await move(first.byTitle.A!, 'todo', 0);
    await TASK_CALLS.remove(t, owner.token, first.byTitle.B!.id);
    expect(await titles(second.project.u_id)).toEqual({ todo: ['Q', 'P'] });
  });
});

describe('concurrent writes other than moves', () => {
  it('keeps every column dense when cards are created and deleted at the same time', async () => {
    const { project, byTitle } = await boardWith({ todo: ['A', 'B', 'C'], done: ['X', 'Y'] });
    const creates = [
      ['N1', 'todo'],
      ['N2', 'todo'],
      ['N3', 'todo'],
      ['N4', 'done'],
    ].map(([title, status]) => TASK_CALLS.create(t, owner.token, taskBody(project.id, { title, status })));
    const deletes = [byTitle.B!, byTitle.X!].map((task) => TASK_CALLS.remove(t, owner.token, task.id));
    const [replies] = await Promise.all([Promise.all([...creates, ...deletes]), move(byTitle.A!, 'done', 1)]);
    for (const reply of replies) expect(reply.statusCode, reply.body).toBe(200);
    const board = await listTasks(t, owner.token, project.u_id);
    expectDenseBoard(board);
    expect(board.map((task) => task.title).sort()).toEqual(['A', 'C', 'N1', 'N2', 'N3', 'N4', 'Y']);
  });
});

/** mulberry32: a tiny seeded generator, so a failing sequence can be replayed from its seed. */
function seededRandom(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let value = state;
    value = Math.imul(value ^ (value >>> 15), value | 1);
    value ^= value + Math.imul(value ^ (value >>> 7), value | 61);
    return ((value ^ (value >>> 14)) >>> 0) / 4_294_967_296;
  };
  return {
    integer: (maxInclusive: number) => Math.floor(next() * (maxInclusive + 1)),
    pick: <T>(items: readonly T[]) => items[Math.floor(next() * items.length)]!,
    /** Fisher–Yates on a copy. */
    shuffle<T>(items: readonly T[]): T[] {
      const copy = [...items];
      for (let index = copy.length - 1; index > 0; index -= 1) {
        const other = Math.floor(next() * (index + 1));
        [copy[index], copy[other]] = [copy[other]!, copy[index]!];
      }
      return copy;
    },
  };
}

interface RandomMove {
  task: Task;
  status: TaskStatus;
  /** Left out sometimes: a status change without a position goes to the top. */
  position: number | undefined;
}

/** A random move: a random card, a random column, a random place from 0 to one past the end (or none). */
function randomMove(random: ReturnType<typeof seededRandom>, board: Task[], task = random.pick(board)): RandomMove {
  const status = random.pick(TASK_STATUSES);
  const length = board.filter((card) => card.status === status).length;
  return { task, status, position: random.integer(5) === 0 ? undefined : random.integer(length + 1) };
}

/**
 * What the board must look like after `move`, computed on the board's ids alone (the rules of
 * docs/product.md § Moving and assigning tasks).
 */
function expectedAfter(columns: Record<TaskStatus, number[]>, { task, status, position }: RandomMove) {
  const from = (Object.keys(columns) as TaskStatus[]).find((column) => columns[column].includes(task.id))!;
  if (from === status && position === undefined) return columns;
  const next = structuredClone(columns);
  next[from] = next[from].filter((id) => id !== task.id);
  next[status].splice(Math.min(position ?? 0, next[status].length), 0, task.id);
  return next;
}

async function randomBoard(random: ReturnType<typeof seededRandom>, size: number) {
  const project = await createProject(t, owner.token, owner.workspace.id);
  for (let index = 0; index < size; index += 1) {
    await createTask(t, owner.token, project.id, { title: `Card ${index}`, status: random.pick(TASK_STATUSES) });
  }
  return project;
}

describe('property: any sequence of moves leaves every column a permutation of its cards', () => {
  it.each([1, 2024, 77_031])('60 random moves one after another (seed %i) match the model exactly', async (seed) => {
    const random = seededRandom(seed);
    const project = await randomBoard(random, 8);
    let board = await listTasks(t, owner.token, project.u_id);
    for (let step = 0; step < 60; step += 1) {
      const next = randomMove(random, board);
      const expected = expectedAfter(boardColumns(board), next);
      const reply = await TASK_CALLS.update(
        t,
        owner.token,
        updateBody(next.task, {
          status: next.status,
          ...(next.position === undefined ? {} : { position: next.position }),
        }),
      );
      expect(reply.statusCode, `seed ${seed} step ${step}: ${reply.body}`).toBe(200);
      board = await listTasks(t, owner.token, project.u_id);
      expectDenseBoard(board);
      expect(boardColumns(board), `seed ${seed} step ${step}`).toEqual(expected);
    }
  });

  it.each([5, 31_337])('12 batches of 5 concurrent moves keep every column dense (seed %i)', async (seed) => {
    const random = seededRandom(seed);
    const project = await randomBoard(random, 8);
    let board = await listTasks(t, owner.token, project.u_id);
    const ids = board.map((task) => task.id).sort((a, b) => a - b);
    for (let batch = 0; batch < 12; batch += 1) {
      // Five different cards, so each one's final column is known whatever order the moves ran in.
      const cards = random.shuffle(board).slice(0, 5);
      const moves = cards.map((card) => randomMove(random, board, card));
      const replies = await Promise.all(
        moves.map((next) =>
          TASK_CALLS.update(
            t,
            owner.token,
            updateBody(next.task, {
              status: next.status,
              ...(next.position === undefined ? {} : { position: next.position }),
            }),
          ),
        ),
      );
      for (const reply of replies) expect(reply.statusCode, `seed ${seed} batch ${batch}: ${reply.body}`).toBe(200);
      board = await listTasks(t, owner.token, project.u_id);
      expectDenseBoard(board);
      expect(board.map((task) => task.id).sort((a, b) => a - b)).toEqual(ids);
      for (const next of moves) {
        expect(board.find((task) => task.id === next.task.id)!.status).toBe(next.status);
      }
    }
  });
});
