import { LIMITS, type Task } from '@aerie/contract';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { projectMembers, tasks, workspaceMembers } from '../src/db/schema/index.js';
import {
  accountWithWorkspace,
  createProject,
  expectRefused,
  joinWorkspace,
  projectTeam,
} from './support/project-fixtures.js';
import { createTask, listTasks, TASK_CALLS, taskBody, updateBody } from './support/task-fixtures.js';
import { startTestApp, type TestApp } from './support/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const NOT_FOUND_TASK = { success: false, error: 'not_found', message: 'The task was not found.' };
const NOT_FOUND_PROJECT = { success: false, error: 'not_found', message: 'The project was not found.' };
/**
 * 400 on exactly `field`, with `message` among its messages. The contract's date checks stack (a malformed
 * date is also "not a real date"), so the message is looked for rather than required to be the only one.
 */
function expectFieldRefused(reply: Awaited<ReturnType<TestApp['call']>>, field: string, message?: string) {
  expect(reply.statusCode, reply.body).toBe(400);
  expect(reply.json()).toEqual({
    success: false,
    error: 'validation_failed',
    message: expect.any(String),
    errors: { [field]: expect.arrayContaining(message ? [message] : [expect.any(String)]) },
  });
}

const taskRowsTitled = (title: string) =>
  t.runtime.ctx.db.select({ id: tasks.id }).from(tasks).where(eq(tasks.title, title));

describe('create task', () => {
  it('creates a task at the top of Todo and answers with it', async () => {
    const { owner, project } = await projectTeam(t);
    const reply = await TASK_CALLS.create(t, owner.token, {
      title: '  Draft the launch email ',
      description: 'Two variants for the A/B test',
      priority: 'important',
      start_date: '2026-03-02',
      end_date: '2026-03-02',
      project_id: project.id,
    });
    expect(reply.statusCode, reply.body).toBe(200);
    expect(reply.json()).toEqual({
      success: true,
      message: 'Task created.',
      data: {
        id: expect.any(Number),
        title: 'Draft the launch email',
        description: 'Two variants for the A/B test',
        priority: 'important',
        status: 'todo',
        position: 0,
        start_date: '2026-03-02',
        end_date: '2026-03-02',
        project_id: project.id,
        assignees: [],
        created_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
        updated_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
        comment_count: 0,
        key: expect.stringMatching(/^LAU-\d+$/),
        labels: [],
      },
    });
  });

  it('defaults the description to empty and takes any status', async () => {
    const { owner, project } = await projectTeam(t);
    const body = taskBody(project.id, { status: 'review' });
    delete (body as Partial<typeof body>).description;
    const reply = await TASK_CALLS.create(t, owner.token, body);
    expect(reply.statusCode, reply.body).toBe(200);
    expect(reply.json().data).toMatchObject({ description: '', status: 'review', position: 0 });
  });

  it('accepts a title of exactly 30 characters and a description of exactly 300', async () => {
    const { owner, project } = await projectTeam(t);
    const task = await createTask(t, owner.token, project.id, {
      title: 'T'.repeat(LIMITS.taskTitleMax),
      description: 'd'.repeat(LIMITS.taskDescriptionMax),
    });
    expect(task.title).toHaveLength(30);
    expect(task.description).toHaveLength(300);
  });

  const refusals: Array<[string, Record<string, unknown>, string, string?]> = [
    ['a 31-character title', { title: 'T'.repeat(31) }, 'title', 'Title must be at most 30 characters'],
    ['a blank title', { title: '   ' }, 'title', 'Title is required'],
    ['a 301-character description', { description: 'd'.repeat(301) }, 'description'],
    [
      'an end before the start',
      { start_date: '2026-03-10', end_date: '2026-03-09' },
      'end_date',
      'End date cannot be before the start date',
    ],
    ['a day that does not exist', { start_date: '2026-02-30' }, 'start_date', 'Start date is not a real date'],
    ['a date in another format', { end_date: '03/06/2026' }, 'end_date', 'End date must be a date (YYYY-MM-DD)'],
    ['no start date', { start_date: undefined }, 'start_date', 'Start date is required'],
    ['an unknown priority', { priority: 'urgent' }, 'priority'],
    ['an unknown status', { status: 'blocked' }, 'status'],
    ['assignees that are not ids', { assignees: 'a,b' }, 'assignees'],
    ['assignees as an array', { assignees: [1, 2] }, 'assignees'],
    ['a project id as text', { project_id: '1' }, 'project_id'],
  ];
  it.each(refusals)('refuses %s with a field message and writes nothing', async (_label, overrides, field, message) => {
    const { owner, project } = await projectTeam(t);
    const title = `Refused ${Math.random().toString(36).slice(2, 10)}`;
    const reply = await TASK_CALLS.create(t, owner.token, taskBody(project.id, { title, ...overrides }));
    expectFieldRefused(reply, field, message);
    expect(await listTasks(t, owner.token, project.u_id)).toEqual([]);
  });

  it('answers 404 for a project the caller cannot see or one that does not exist, 400 for an id past any row', async () => {
    const { stranger, project } = await projectTeam(t);
    for (const projectId of [project.id, 987_654]) {
      const reply = await TASK_CALLS.create(t, stranger.token, taskBody(projectId, { title: 'Sneaky' }));
      expect(reply.statusCode, reply.body).toBe(404);
      expect(reply.json()).toEqual(NOT_FOUND_PROJECT);
    }
    const huge = await TASK_CALLS.create(t, stranger.token, taskBody(99_999_999_999, { title: 'Sneaky' }));
    expect(huge.statusCode).toBe(400);
    expect(huge.json().errors).toHaveProperty('project_id');
    expect(await taskRowsTitled('Sneaky')).toEqual([]);
  });
});

describe('list tasks', () => {
  it('lists the board column by column (Todo, In Progress, In Review, Done), each top to bottom', async () => {
    const { owner, member, project } = await projectTeam(t);
    const done = await createTask(t, owner.token, project.id, { title: 'Done one', status: 'done' });
    const todoOld = await createTask(t, owner.token, project.id, { title: 'Todo old' });
    const review = await createTask(t, member.token, project.id, { title: 'Review', status: 'review' });
    const todoNew = await createTask(t, member.token, project.id, { title: 'Todo new', priority: 'critical' });
    const progress = await createTask(t, owner.token, project.id, { title: 'Progress', status: 'in_progress' });

    const reply = await TASK_CALLS.list(t, member.token, project.u_id);
    expect(reply.statusCode).toBe(200);
    const body = reply.json();
    expect(body.success).toBe(true);
    expect(body.data.map((task: Task) => [task.id, task.status, task.position])).toEqual([
      [todoNew.id, 'todo', 0],
      [todoOld.id, 'todo', 1],
      [progress.id, 'in_progress', 0],
      [review.id, 'review', 0],
      [done.id, 'done', 0],
    ]);
    expect(body.data[0]).toEqual({ ...todoNew, updated_at: expect.any(String) });
    for (const task of body.data) {
      expect(task.start_date).toBe('2026-03-02');
      expect(task.end_date).toBe('2026-03-06');
    }
  });

  it('writes the times as ISO instants in UTC, their microseconds cut to milliseconds', async () => {
    const { owner, project } = await projectTeam(t);
    const task = await createTask(t, owner.token, project.id, { title: 'Stamped' });
    await t.runtime.ctx.db
      .update(tasks)
      .set({
        createdAt: sql`'2026-03-02 23:59:59.999999+05'::timestamptz`,
        updatedAt: sql`'2026-03-03 00:00:00+00'::timestamptz`,
      })
      .where(eq(tasks.id, task.id));

    const [listed] = (await TASK_CALLS.list(t, owner.token, project.u_id)).json().data;
    expect(listed).toMatchObject({ created_at: '2026-03-02T18:59:59.999Z', updated_at: '2026-03-03T00:00:00.000Z' });
  });

  it('lists an empty board as an empty list', async () => {
    const { owner, project } = await projectTeam(t);
    expect((await TASK_CALLS.list(t, owner.token, project.u_id)).json()).toEqual({ success: true, data: [] });
  });

  it('answers 400 to a malformed uid and 404 to an unknown one', async () => {
    const { owner } = await projectTeam(t);
    expect((await TASK_CALLS.list(t, owner.token, 'Not_A_Uid')).statusCode).toBe(400);
    const reply = await TASK_CALLS.list(t, owner.token, 'zzzzzzzzzzzz');
    expect(reply.statusCode).toBe(404);
    expect(reply.json()).toEqual(NOT_FOUND_PROJECT);
  });
});

describe('update task', () => {
  it('changes every field and answers with the task', async () => {
    const { owner, member, project } = await projectTeam(t);
    const task = await createTask(t, owner.token, project.id);
    const reply = await TASK_CALLS.update(
      t,
      member.token,
      updateBody(task, {
        title: 'Homepage copy, v2',
        description: 'd'.repeat(LIMITS.taskDescriptionMax),
        priority: 'low',
        start_date: '2026-04-01',
        end_date: '2026-04-30',
      }),
    );
    expect(reply.statusCode, reply.body).toBe(200);
    expect(reply.json()).toEqual({
      success: true,
      message: 'Task updated.',
      data: {
        ...task,
        title: 'Homepage copy, v2',
        description: 'd'.repeat(300),
        priority: 'low',
        start_date: '2026-04-01',
        end_date: '2026-04-30',
        updated_at: expect.any(String),
      },
    });
    expect(await listTasks(t, owner.token, project.u_id)).toEqual([reply.json().data]);
  });

  const refusals: Array<[string, Record<string, unknown>, string, string?]> = [
    ['a 31-character title', { title: 'T'.repeat(31) }, 'title'],
    ['a 301-character description', { description: 'd'.repeat(301) }, 'description'],
    ['an end before the start', { end_date: '2026-03-01' }, 'end_date', 'End date cannot be before the start date'],
    ['a day that does not exist', { end_date: '2026-02-30' }, 'end_date', 'End date is not a real date'],
    ['an unknown priority', { priority: 'urgent' }, 'priority'],
    ['an unknown status', { status: 'archived' }, 'status'],
    ['a negative position', { position: -1 }, 'position'],
    ['a fractional position', { position: 1.5 }, 'position', 'Position must be a whole number'],
    ['no description', { description: undefined }, 'description'],
  ];
  it.each(refusals)('refuses %s and changes nothing', async (_label, overrides, field, message) => {
    const { owner, project } = await projectTeam(t);
    const task = await createTask(t, owner.token, project.id);
    expectFieldRefused(await TASK_CALLS.update(t, owner.token, updateBody(task, overrides)), field, message);
    expect(await listTasks(t, owner.token, project.u_id)).toEqual([task]);
  });

  it('refuses a project_id that is not the task\u2019s project (400 when the caller sees both)', async () => {
    const { owner, project } = await projectTeam(t);
    const other = await createProject(t, owner.token, owner.workspace.id, { name: 'Other project' });
    const task = await createTask(t, owner.token, other.id, { title: 'Belongs to other' });
    const reply = await TASK_CALLS.update(t, owner.token, updateBody(task, { project_id: project.id, title: 'Moved' }));
    expectRefused(reply, 'project_id', 'Project does not match the task');
    expect(await listTasks(t, owner.token, other.u_id)).toEqual([task]);
    expect(await listTasks(t, owner.token, project.u_id)).toEqual([]);
  });

  it('answers 404 to a task of another workspace, even with one of the caller\u2019s own projects', async () => {
    const { owner, stranger, project } = await projectTeam(t);
    const task = await createTask(t, owner.token, project.id);
    const own = await createProject(t, stranger.token, stranger.workspace.id);
    for (const projectId of [project.id, own.id]) {
      const reply = await TASK_CALLS.update(t, stranger.token, updateBody(task, { project_id: projectId, title: 'X' }));
      expect(reply.statusCode, reply.body).toBe(404);
      expect(reply.json()).toEqual(NOT_FOUND_TASK);
    }
    expect(await listTasks(t, owner.token, project.u_id)).toEqual([task]);
  });

  it('answers 404 to an unknown task id and 400 to one past any row', async () => {
    const { owner, project } = await projectTeam(t);
    const task = await createTask(t, owner.token, project.id);
    const unknown = await TASK_CALLS.update(t, owner.token, updateBody(task, { task_id: task.id + 10_000 }));
    expect(unknown.statusCode, unknown.body).toBe(404);
    expect(unknown.json()).toEqual(NOT_FOUND_TASK);
    const huge = await TASK_CALLS.update(t, owner.token, updateBody(task, { task_id: 99_999_999_999 }));
    expect(huge.statusCode).toBe(400);
    expect(huge.json().errors).toHaveProperty('task_id');
  });
});

describe('delete task', () => {
  it('deletes a task; a second delete answers 404', async () => {
    const { owner, member, project } = await projectTeam(t);
    const keep = await createTask(t, owner.token, project.id, { title: 'Keep' });
    const drop = await createTask(t, owner.token, project.id, { title: 'Drop' });
    const reply = await TASK_CALLS.remove(t, member.token, drop.id);
    expect(reply.statusCode, reply.body).toBe(200);
    expect(reply.json()).toEqual({ success: true, message: 'Task deleted.' });
    expect(await listTasks(t, owner.token, project.u_id)).toEqual([{ ...keep, position: 0 }]);
    const again = await TASK_CALLS.remove(t, member.token, drop.id);
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual(NOT_FOUND_TASK);
  });

  it('answers 400 to an id that is not a positive number', async () => {
    const { owner } = await projectTeam(t);
    for (const id of ['abc', '0', '-3']) expect((await TASK_CALLS.remove(t, owner.token, id)).statusCode).toBe(400);
  });

  it('goes with its project', async () => {
    const { owner, project } = await projectTeam(t);
    const task = await createTask(t, owner.token, project.id);
    const deleted = await t.call({
      method: 'DELETE',
      url: `/api/projects/${project.u_id}/delete/${owner.workspace.slug}`,
      token: owner.token,
    });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(await t.runtime.ctx.db.select().from(tasks).where(eq(tasks.id, task.id))).toEqual([]);
    expect((await TASK_CALLS.remove(t, owner.token, task.id)).statusCode).toBe(404);
  });
});

describe('who may use the board (docs/product.md § Roles and permissions: any project member may do everything)', () => {
  it('answers 404 to a stranger on every task call and changes nothing', async () => {
    const { owner, stranger, project } = await projectTeam(t);
    const task = await createTask(t, owner.token, project.id, { assignees: String(owner.userId) });
    const replies = [
      await TASK_CALLS.list(t, stranger.token, project.u_id),
      await TASK_CALLS.create(t, stranger.token, taskBody(project.id)),
      await TASK_CALLS.update(t, stranger.token, updateBody(task, { status: 'done' })),
      await TASK_CALLS.assign(t, stranger.token, { task_id: task.id, assignees: String(owner.userId) }),
      await TASK_CALLS.removeMember(t, stranger.token, task.id, owner.userId),
      await TASK_CALLS.remove(t, stranger.token, task.id),
    ];
    expect(replies.map((reply) => reply.statusCode)).toEqual([404, 404, 404, 404, 404, 404]);
    expect(replies.map((reply) => reply.json())).toEqual([
      NOT_FOUND_PROJECT,
      NOT_FOUND_PROJECT,
      NOT_FOUND_TASK,
      NOT_FOUND_TASK,
      NOT_FOUND_TASK,
      NOT_FOUND_TASK,
    ]);
    expect(await listTasks(t, owner.token, project.u_id)).toEqual([task]);
  });

  it('lets a workspace member who is not a collaborator use every call', async () => {
    const { owner, project } = await projectTeam(t);
    const teammate = await accountWithWorkspace(t);
    await joinWorkspace(t, owner.workspace.id, teammate.userId, 'guest');
    const task = await createTask(t, teammate.token, project.id, { title: 'By a teammate' });
    expect(await listTasks(t, teammate.token, project.u_id)).toEqual([task]);
    const moved = await TASK_CALLS.update(t, teammate.token, updateBody(task, { status: 'in_progress' }));
    expect(moved.statusCode, moved.body).toBe(200);
    const assigned = await TASK_CALLS.assign(t, teammate.token, { task_id: task.id, assignees: String(owner.userId) });
    expect(assigned.statusCode, assigned.body).toBe(200);
    expect((await TASK_CALLS.removeMember(t, teammate.token, task.id, owner.userId)).statusCode).toBe(200);
    expect((await TASK_CALLS.remove(t, teammate.token, task.id)).statusCode).toBe(200);
  });

  it('lets a collaborator from outside the workspace use the board', async () => {
    const { owner, project } = await projectTeam(t);
    const outsider = await accountWithWorkspace(t);
    // Only the project row: they can see this project and nothing else of the workspace.
    await t.runtime.ctx.db.insert(projectMembers).values({ projectId: project.id, userId: outsider.userId });
    const task = await createTask(t, outsider.token, project.id, { assignees: String(outsider.userId) });
    expect(await listTasks(t, owner.token, project.u_id)).toEqual([task]);
    expect((await TASK_CALLS.update(t, outsider.token, updateBody(task, { status: 'done' }))).statusCode).toBe(200);
  });

  it('answers 404 to someone who left the project and the workspace', async () => {
    const { owner, member, project } = await projectTeam(t);
    const task = await createTask(t, member.token, project.id);
    const { db } = t.runtime.ctx;
    await db
      .delete(projectMembers)
      .where(and(eq(projectMembers.projectId, project.id), eq(projectMembers.userId, member.userId)));
    await db
      .delete(workspaceMembers)
      .where(and(eq(workspaceMembers.workspaceId, owner.workspace.id), eq(workspaceMembers.userId, member.userId)));
    expect((await TASK_CALLS.list(t, member.token, project.u_id)).statusCode).toBe(404);
    expect((await TASK_CALLS.update(t, member.token, updateBody(task, { title: 'Gone' }))).statusCode).toBe(404);
    expect(await listTasks(t, owner.token, project.u_id)).toEqual([task]);
  });
});
