import type { Label, Task } from '@aerie/contract';
import { expect } from 'vitest';

import type { TestApp } from './test-app.js';

/** The label calls (issue 27) as the browser makes them. */
export const LABEL_CALLS = {
  list: (t: TestApp, token: string, uid: string) =>
    t.call({ method: 'GET', url: `/api/projects/${uid}/labels`, token }),
  create: (t: TestApp, token: string, uid: string, body: unknown) =>
    t.call({ method: 'POST', url: `/api/projects/${uid}/labels`, token, body }),
  update: (t: TestApp, token: string, labelId: number | string, body: unknown) =>
    t.call({ method: 'PATCH', url: `/api/labels/${labelId}`, token, body }),
  remove: (t: TestApp, token: string, labelId: number | string) =>
    t.call({ method: 'DELETE', url: `/api/labels/${labelId}`, token }),
  setOnTask: (t: TestApp, token: string, taskId: number | string, labelIds: unknown) =>
    t.call({ method: 'PUT', url: `/api/tasks/${taskId}/labels`, token, body: { label_ids: labelIds } }),
};

/** Creates a label through the API and returns it. */
export async function createLabel(
  t: TestApp,
  token: string,
  uid: string,
  body: { name: string; color?: string },
): Promise<Label> {
  const reply = await LABEL_CALLS.create(t, token, uid, { color: 'blue', ...body });
  expect(reply.statusCode, reply.body).toBe(200);
  return reply.json().data;
}

/** Sets a task's labels through the API and returns the task. */
export async function setTaskLabels(t: TestApp, token: string, taskId: number, labelIds: number[]): Promise<Task> {
  const reply = await LABEL_CALLS.setOnTask(t, token, taskId, labelIds);
  expect(reply.statusCode, reply.body).toBe(200);
  return reply.json().data;
}
