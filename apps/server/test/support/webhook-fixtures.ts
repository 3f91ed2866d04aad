import { randomUUID } from 'node:crypto';

import { expect } from 'vitest';

import { webhookDeliveries } from '../../src/db/schema/index.js';
import type { TestApp } from './test-app.js';

/** A webhook of a project through the API, as its owner (or a maintainer) adds it: its id and secret. */
export async function createWebhook(
  t: TestApp,
  token: string,
  projectUid: string,
  body: { url: string; events?: string[]; format?: string; active?: boolean },
): Promise<{ id: number; secret: string }> {
  const reply = await t.call({
    method: 'POST',
    url: `/api/projects/${projectUid}/webhooks`,
    token,
    body: { events: ['deployment.failed'], ...body },
  });
  expect(reply.statusCode, reply.body).toBe(200);
  return { id: reply.json().data.id, secret: reply.json().data.secret };
}

/** A delivery written directly, with no job: nothing sends it before the test acts on it. */
export async function insertDelivery(t: TestApp, endpointId: number): Promise<number> {
  const [row] = await t.runtime.ctx.db
    .insert(webhookDeliveries)
    .values({ uuid: randomUUID(), endpointId, eventName: 'webhook.test', body: '{"test":true}', status: 'failed' })
    .returning({ id: webhookDeliveries.id });
  return row!.id;
}

/** A port nothing listens on: a delivery there fails at once (connection refused), and is only logged. */
export const NOWHERE_URL = 'http://127.0.0.1:9/hook';
