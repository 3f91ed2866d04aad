import { TASK_STATUSES, type Task, type TaskComment, type TaskStatus } from '@aerie/contract';
import { expect } from 'vitest';

import type { TestApp } from './test-app.js';

/** A valid create-task body for a project; `overrides` replace or add fields. */
export function taskBody(projectId: number, overrides: Record<string, unknown> = {}) {
  return {
    title: 'Write the homepage copy',
    description: 'Hero, features and pricing sections',
    priority: 'normal',
    status: 'todo',
    start_date: '2026-03-02',
    end_date: '2026-03-06',
    project_id: projectId,
    ...overrides,
  };
}

/** The full update-task body for a task as it is, with `overrides` applied (a drag overrides status and position). */
export function updateBody(task: Task, overrides: Record<string, unknown> = {}) {
  return {
    task_id: task.id,
    title: task.title,
    description: task.description,
    priority: task.priority,
    status: task.status,
    start_date: task.start_date,
    end_date: task.end_date,
    project_id: task.project_id,
    ...overrides,
  };
}

export const TASK_CALLS = {
  list: (t: TestApp, token: string, uid: string) => t.call({ method: 'GET', url: `/api/tasks/${uid}`, token }),
  create: (t: TestApp, token: string, body: unknown) =>
    t.call({ method: 'POST', url: '/api/tasks/create', token, body }),
  update: (t: TestApp, token: string, body: unknown) =>
    t.call({ method: 'POST', url: '/api/tasks/update', token, body }),
  assign: (t: TestApp, token: string, body: unknown) =>
    t.call({ method: 'POST', url: '/api/tasks/assign-member', token, body }),
  removeMember: (t: TestApp, token: string, taskId: number | string, userId: number | string) =>
    t.call({ method: 'DELETE', url: `/api/tasks/${taskId}/remove-member/${userId}`, token }),
  remove: (t: TestApp, token: string, taskId: number | string) =>
    t.call({ method: 'DELETE', url: `/api/tasks/delete/${taskId}`, token }),
};

/** Creates a task through the API and returns its reply data. */
export async function createTask(
  t: TestApp,
  token: string,
  projectId: number,
  overrides: Record<string, unknown> = {},
): Promise<Task> {
  const reply = await TASK_CALLS.create(t, token, taskBody(projectId, overrides));
  expect(reply.statusCode, reply.body).toBe(200);
  return reply.json().data;
}

/** The project's board as the list call returns it. */
export async function listTasks(t: TestApp, token: string, uid: string): Promise<Task[]> {
  const reply = await TASK_CALLS.list(t, token, uid);
  expect(reply.statusCode, reply.body).toBe(200);
  return reply.json().data;
}

/** Task ids per column, top to bottom, in the order the list returned them. */
export function boardColumns(tasks: Task[]): Record<TaskStatus, number[]> {
  const columns = Object.fromEntries(TASK_STATUSES.map((status) => [status, [] as number[]])) as Record<
    TaskStatus,
    number[]
  >;
  for (const task of tasks) columns[task.status].push(task.id);
  return columns;
}

/**
 * The board invariant: the list comes column by column in board order, and in each column the positions are
 * exactly 0..n-1 in list order (no duplicate, no gap).
 */
export function expectDenseBoard(tasks: Task[]): void {
  const statusOrder = tasks.map((task) => TASK_STATUSES.indexOf(task.status));
  expect(statusOrder).toEqual([...statusOrder].sort((a, b) => a - b));
  for (const status of TASK_STATUSES) {
    const positions = tasks.filter((task) => task.status === status).map((task) => task.position);
    expect(positions, `positions of ${status}`).toEqual(positions.map((_position, index) => index));
  }
}

/** The comment calls (issue 27), named as the tests read them. */
export const COMMENT_CALLS = {
  thread: (t: TestApp, token: string, taskId: number | string, query = '') =>
    t.call({ method: 'GET', url: `/api/tasks/${taskId}/thread${query}`, token }),
  create: (t: TestApp, token: string, taskId: number | string, body: unknown) =>
    t.call({ method: 'POST', url: `/api/tasks/${taskId}/comments`, token, body }),
  update: (t: TestApp, token: string, commentId: number | string, body: unknown) =>
    t.call({ method: 'PATCH', url: `/api/tasks/comments/${commentId}`, token, body }),
  remove: (t: TestApp, token: string, commentId: number | string) =>
    t.call({ method: 'DELETE', url: `/api/tasks/comments/${commentId}`, token }),
  mentionable: (t: TestApp, token: string, taskId: number | string) =>
    t.call({ method: 'GET', url: `/api/tasks/${taskId}/mentionable`, token }),
};

/** Comments on a task through the API and returns its reply data. */
export async function createComment(t: TestApp, token: string, taskId: number, body: string): Promise<TaskComment> {
  const reply = await COMMENT_CALLS.create(t, token, taskId, { body });
  expect(reply.statusCode, reply.body).toBe(200);
  return reply.json().data;
}
