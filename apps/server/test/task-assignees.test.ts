import { MESSAGES } from '@aerie/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { domainEvents, eventReceipts, taskAssignees, tasks, workspaceMembers } from '../src/db/schema/index.js';
import { handleEvent } from '../src/modules/events/index.js';
import { unassignDepartedMember } from '../src/modules/tasks/unassign-departed-member.js';
import { SUBSCRIBERS } from '../src/subscribers.js';
import {
  accountWithWorkspace,
  addCollaborator,
  createProject,
  expectRefused,
  joinWorkspace,
  projectTeam,
} from './support/project-fixtures.js';
import { createTask, listTasks, TASK_CALLS, taskBody } from './support/task-fixtures.js';
import { startTestApp, type TestApp } from './support/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const NOT_MEMBERS = 'Assignees must be members of this project';
const NOT_FOUND_TASK = { success: false, error: 'not_found', message: 'The task was not found.' };
const NOT_FOUND_ASSIGNEE = { success: false, error: 'not_found', message: 'The assignee was not found.' };

const profile = (account: { userId: number; first: string; last: string; email: string }) => ({
  id: account.userId,
  first: account.first,
  last: account.last,
  email: account.email,
  avatar: null,
});

const assigneeRows = (taskId: number) =>
  t.runtime.ctx.db.select().from(taskAssignees).where(eq(taskAssignees.taskId, taskId));

/** A project team plus a teammate who is in the workspace but not on this project. */
async function teamWithOutsider() {
  const team = await projectTeam(t);
  const teammate = await accountWithWorkspace(t);
  await joinWorkspace(t, team.owner.workspace.id, teammate.userId);
  return { ...team, teammate };
}

describe('assignees on create', () => {
  it('assigns the project members given as a comma-joined list, ignoring repeats', async () => {
    const { owner, member, project } = await projectTeam(t);
    const task = await createTask(t, member.token, project.id, {
      assignees: `${owner.userId},${member.userId},${owner.userId}`,
    });
    expect(task.assignees).toEqual([profile(owner), profile(member)].sort((a, b) => a.id - b.id));
    expect(await assigneeRows(task.id)).toHaveLength(2);
    expect((await listTasks(t, owner.token, project.u_id))[0]!.assignees).toEqual(task.assignees);
  });

  it('takes an empty list as nobody', async () => {
    const { owner, project } = await projectTeam(t);
    expect((await createTask(t, owner.token, project.id, { assignees: '' })).assignees).toEqual([]);
  });

  it('refuses anyone who is not a member of the project, and writes neither the task nor any assignee', async () => {
    const { owner, member, stranger, teammate, project } = await teamWithOutsider();
    const before = await listTasks(t, owner.token, project.u_id);
    for (const outsider of [teammate.userId, stranger.userId, 987_654, 0, 99_999_999_999]) {
      const title = `Refused for ${outsider}`.slice(0, 30);
      const reply = await TASK_CALLS.create(
        t,
        owner.token,
        taskBody(project.id, { title, assignees: `${member.userId},${outsider}` }),
      );
      expectRefused(reply, 'assignees', NOT_MEMBERS);
      expect(await t.runtime.ctx.db.select().from(tasks).where(eq(tasks.title, title))).toEqual([]);
    }
    expect(await listTasks(t, owner.token, project.u_id)).toEqual(before);
  });

  it('refuses a list that is not ids', async () => {
    const { owner, project } = await projectTeam(t);
    for (const assignees of ['a,b', '1,,2', ',1', '1 ,2', '-1']) {
      expectRefused(await TASK_CALLS.create(t, owner.token, taskBody(project.id, { assignees })), 'assignees');
    }
  });
});

describe('assign members', () => {
  it('adds people to those already assigned and says so', async () => {
    const { owner, member, project } = await projectTeam(t);
    const task = await createTask(t, owner.token, project.id, { assignees: String(owner.userId) });
    const reply = await TASK_CALLS.assign(t, member.token, {
      task_id: task.id,
      assignees: `${member.userId},${member.userId}`,
    });
    expect(reply.statusCode, reply.body).toBe(200);
    expect(reply.json()).toEqual({
      success: true,
      message: 'Assignee(s) added successfully.',
      data: { ...task, assignees: [profile(owner), profile(member)] },
    });
  });

  it('keeps one row per person when someone already assigned is assigned again', async () => {
    const { owner, member, project } = await projectTeam(t);
    const task = await createTask(t, owner.token, project.id, { assignees: String(member.userId) });
    const reply = await TASK_CALLS.assign(t, owner.token, {
      task_id: task.id,
      assignees: `${member.userId},${owner.userId}`,
    });
    expect(reply.statusCode, reply.body).toBe(200);
    expect(reply.json().data.assignees).toEqual([profile(member), profile(owner)]);
    expect(await assigneeRows(task.id)).toHaveLength(2);
  });

  it('refuses a non-member and assigns nobody from that request', async () => {
    const { owner, member, teammate, project } = await teamWithOutsider();
    const task = await createTask(t, owner.token, project.id);
    const reply = await TASK_CALLS.assign(t, owner.token, {
      task_id: task.id,
      assignees: `${member.userId},${teammate.userId}`,
    });
    expectRefused(reply, 'assignees', NOT_MEMBERS);
    expect(await assigneeRows(task.id)).toEqual([]);
  });

  it('refuses an empty list', async () => {
    const { owner, project } = await projectTeam(t);
    const task = await createTask(t, owner.token, project.id);
    expectRefused(
      await TASK_CALLS.assign(t, owner.token, { task_id: task.id, assignees: '' }),
      'assignees',
      'Choose at least one member',
    );
  });

  it('answers 404 to an unknown task and to a task the caller cannot see', async () => {
    const { owner, stranger, project } = await projectTeam(t);
    const task = await createTask(t, owner.token, project.id);
    for (const [token, taskId] of [
      [owner.token, task.id + 10_000],
      [stranger.token, task.id],
    ] as const) {
      const reply = await TASK_CALLS.assign(t, token, { task_id: taskId, assignees: String(owner.userId) });
      expect(reply.statusCode).toBe(404);
      expect(reply.json()).toEqual(NOT_FOUND_TASK);
    }
    expect(await assigneeRows(task.id)).toEqual([]);
  });
});

describe('remove an assignee', () => {
  it('takes one person off the task with the spec\u2019s message (docs/product.md § Error catalogue)', async () => {
    const { owner, member, project } = await projectTeam(t);
    const task = await createTask(t, owner.token, project.id, { assignees: `${owner.userId},${member.userId}` });
    const reply = await TASK_CALLS.removeMember(t, member.token, task.id, owner.userId);
    expect(reply.statusCode, reply.body).toBe(200);
    expect(reply.json()).toEqual({ success: true, message: MESSAGES.assigneesRemoved });
    expect((await listTasks(t, owner.token, project.u_id))[0]!.assignees).toEqual([profile(member)]);
  });

  it('answers 404 to someone who is not assigned, or no longer', async () => {
    const { owner, member, project } = await projectTeam(t);
    const task = await createTask(t, owner.token, project.id, { assignees: String(member.userId) });
    for (const userId of [owner.userId, 987_654]) {
      const reply = await TASK_CALLS.removeMember(t, owner.token, task.id, userId);
      expect(reply.statusCode, reply.body).toBe(404);
      expect(reply.json()).toEqual(NOT_FOUND_ASSIGNEE);
    }
    expect((await TASK_CALLS.removeMember(t, owner.token, task.id, 99_999_999_999)).statusCode).toBe(400);
    expect((await TASK_CALLS.removeMember(t, owner.token, task.id, member.userId)).statusCode).toBe(200);
    expect((await TASK_CALLS.removeMember(t, owner.token, task.id, member.userId)).json()).toEqual(NOT_FOUND_ASSIGNEE);
  });

  it('answers 404 on a task the caller cannot see, and removes nobody', async () => {
    const { owner, stranger, project } = await projectTeam(t);
    const task = await createTask(t, owner.token, project.id, { assignees: String(owner.userId) });
    const reply = await TASK_CALLS.removeMember(t, stranger.token, task.id, owner.userId);
    expect(reply.statusCode).toBe(404);
    expect(reply.json()).toEqual(NOT_FOUND_TASK);
    expect(await assigneeRows(task.id)).toHaveLength(1);
  });

  it('answers 400 to ids that are not positive numbers', async () => {
    const { owner, project } = await projectTeam(t);
    const task = await createTask(t, owner.token, project.id);
    expect((await TASK_CALLS.removeMember(t, owner.token, task.id, 'abc')).statusCode).toBe(400);
    expect((await TASK_CALLS.removeMember(t, owner.token, 0, owner.userId)).statusCode).toBe(400);
  });
});

describe('deleting a task', () => {
  it('removes its assignee rows with it', async () => {
    const { owner, member, project } = await projectTeam(t);
    const task = await createTask(t, owner.token, project.id, { assignees: `${owner.userId},${member.userId}` });
    expect((await TASK_CALLS.remove(t, member.token, task.id)).statusCode).toBe(200);
    expect(await assigneeRows(task.id)).toEqual([]);
  });
});

describe('leaving a project', () => {
  it('a collaborator removed from the project is no longer assigned to its tasks', async () => {
    const { owner, member, project, memberRowId } = await projectTeam(t);
    const task = await createTask(t, owner.token, project.id, { assignees: `${member.userId},${owner.userId}` });
    const removed = await t.call({
      method: 'DELETE',
      url: `/api/projects/remove-member/${memberRowId}`,
      token: owner.token,
    });
    expect(removed.statusCode, removed.body).toBe(200);
    // Tasks' subscriber to `member.left` takes them off, a job hop after the removal.
    await expect
      .poll(() => assigneeIds(owner.token, project.u_id, task.id), { timeout: 30_000 })
      .toEqual([owner.userId]);
  });

  it('someone removed from the workspace is no longer assigned in any of its projects', async () => {
    const { owner, member, project } = await projectTeam(t);
    const second = await createProject(t, owner.token, owner.workspace.id, { name: 'Second project' });
    await addCollaborator(t, owner.token, second.id, member.userId);
    const first = await createTask(t, owner.token, project.id, { assignees: `${member.userId},${owner.userId}` });
    const other = await createTask(t, owner.token, second.id, { assignees: `${member.userId}` });
    const [membership] = await t.runtime.ctx.db
      .select({ id: workspaceMembers.id })
      .from(workspaceMembers)
      .where(and(eq(workspaceMembers.workspaceId, owner.workspace.id), eq(workspaceMembers.userId, member.userId)));
    const removed = await t.call({ method: 'DELETE', url: `/api/teams/remove/${membership!.id}`, token: owner.token });
    expect(removed.statusCode, removed.body).toBe(200);
    await expect
      .poll(() => assigneeIds(owner.token, project.u_id, first.id), { timeout: 30_000 })
      .toEqual([owner.userId]);
    await expect.poll(() => assigneeIds(owner.token, second.u_id, other.id), { timeout: 30_000 }).toEqual([]);
  });
});

describe('leaving, and coming back before the event is handled', () => {
  // A web-only app runs no workers: the test hands the event to the subscriber itself, when it chooses.
  let web: TestApp;
  beforeAll(async () => {
    web = await startTestApp({ role: 'web' });
  });
  afterAll(() => web.close());

  it('keeps what was assigned since they were added back, and acts once', async () => {
    const { owner, member, project, memberRowId } = await projectTeam(web);
    const before = await createTask(web, owner.token, project.id, { assignees: `${member.userId}` });
    const removed = await web.call({
      method: 'DELETE',
      url: `/api/projects/remove-member/${memberRowId}`,
      token: owner.token,
    });
    expect(removed.statusCode, removed.body).toBe(200);
    const [event] = await web.runtime.ctx.db
      .select({ id: domainEvents.id })
      .from(domainEvents)
      .where(and(eq(domainEvents.name, 'member.left'), eq(domainEvents.projectId, project.id)));
    // Added back, and given a task, before the departure is handled.
    await addCollaborator(web, owner.token, project.id, member.userId);
    const since = await createTask(web, owner.token, project.id, { assignees: `${member.userId}` });
    const job = { eventId: event!.id, subscriber: unassignDepartedMember.name };
    await handleEvent(web.runtime.ctx, SUBSCRIBERS, job);
    await handleEvent(web.runtime.ctx, SUBSCRIBERS, job);
    const rows = await web.runtime.ctx.db
      .select({ taskId: taskAssignees.taskId })
      .from(taskAssignees)
      .where(eq(taskAssignees.userId, member.userId));
    // A member again: nothing of theirs in the project is taken off, the old task's assignment included.
    expect(rows.map((row) => row.taskId).sort()).toEqual([before.id, since.id].sort());
    const receipts = await web.runtime.ctx.db.select().from(eventReceipts).where(eq(eventReceipts.eventId, event!.id));
    expect(receipts.map((receipt) => receipt.subscriber)).toEqual([unassignDepartedMember.name]);
  });
});

async function assigneeIds(token: string, projectUid: string, taskId: number): Promise<number[]> {
  const board = (await TASK_CALLS.list(t, token, projectUid)).json();
  const task = board.data.find((item: { id: number }) => item.id === taskId);
  return task.assignees.map((assignee: { id: number }) => assignee.id);
}
