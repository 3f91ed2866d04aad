import { WEBHOOK_RULES } from '@aerie/contract';
import { desc, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';

import type { Clock } from '../src/adapters/clock/clock.js';
import { domainEvents, webhookDeliveries, webhookEndpoints } from '../src/db/schema/index.js';
import { emitEvent, eventView } from '../src/modules/events/index.js';
import { signWebhook, verifyWebhookSignature } from '../src/modules/webhooks/index.js';
import { makeDeliveries } from '../src/modules/webhooks/make-deliveries.js';
import { nextRetryDelaySeconds } from '../src/modules/webhooks/retry-schedule.js';
import { assertWebhookUrlAllowed } from '../src/modules/webhooks/webhook-url.js';
import { accountWithWorkspace, createProject, type Account, type WorkspaceRef } from './support/project-fixtures.js';
import { startTestApp, type TestApp } from './support/test-app.js';
import { createWebhook } from './support/webhook-fixtures.js';
import { startWebhookReceiver } from './support/webhook-receiver.js';

/** The system's time, moved ahead when a test says so (a day of retries without waiting a day). */
const clock: Clock & { aheadMs: number } = { aheadMs: 0, now: () => new Date(Date.now() + clock.aheadMs) };

let t: TestApp;
let owner: Account & { workspace: WorkspaceRef };
let receiver: Awaited<ReturnType<typeof startWebhookReceiver>>;
beforeAll(async () => {
  // Retries 1 s, 2 s, 4 s… apart instead of 30 s, 60 s…
  t = await startTestApp({ env: { WEBHOOK_RETRY_BASE_SECONDS: '1', JOB_RETRY_DELAY_SECONDS: '1' }, clock });
  owner = await accountWithWorkspace(t);
  receiver = await startWebhookReceiver();
});
afterAll(async () => {
  await t?.close();
  await receiver?.close();
});
beforeEach(() => {
  receiver.state.answer = () => ({ status: 200, body: 'ok' });
  clock.aheadMs = 0;
});

const ctx = () => t.runtime.ctx;
const failed = (projectId: number, runId: number, name = 'site') =>
  ({
    name: 'deployment.failed',
    workspaceId: owner.workspace.id,
    projectId,
    data: { deploymentId: 1, runId, name, startedByUserId: owner.userId, reason: 'exit code 1' },
  }) as const;

/** A project of the owner's with one webhook to the receiver; the receiver checks with its secret. */
async function projectWithWebhook(body: { events?: string[]; format?: string } = {}) {
  const project = await createProject(t, owner.token, owner.workspace.id);
  const webhook = await createWebhook(t, owner.token, project.u_id, { url: receiver.url, ...body });
  receiver.state.secret = webhook.secret;
  return { project, webhook };
}

/** Every deliver-webhook job ever queued (pg-boss keeps done jobs for a while). */
async function queuedDeliveries(): Promise<number> {
  const result = await ctx().db.execute(
    sql`select count(*)::int as count from pgboss.job where name = 'deliver-webhook'`,
  );
  // Both drivers answer `{ rows }`.
  return (result as unknown as { rows: Array<{ count: number }> }).rows[0]!.count;
}

async function deliveriesOf(webhookId: number) {
  const reply = await t.call({ method: 'GET', url: `/api/webhooks/${webhookId}/deliveries`, token: owner.token });
  expect(reply.statusCode, reply.body).toBe(200);
  return reply.json().data.data as Array<{
    uuid: string;
    event: string;
    status: string;
    body: string;
    attempts: Array<{
      response_status: number | null;
      error: string | null;
      redelivery: boolean;
      attempted_at: string;
    }>;
  }>;
}

/** Polls the delivery log until its newest delivery is no longer pending. */
async function settledDelivery(webhookId: number, timeout = 20_000) {
  let newest: Awaited<ReturnType<typeof deliveriesOf>>[number] | undefined;
  await expect
    .poll(
      async () => {
        newest = (await deliveriesOf(webhookId))[0];
        return newest?.status;
      },
      { timeout, interval: 200 },
    )
    .toMatch(/succeeded|failed/);
  return newest!;
}

describe('the signature', () => {
  const secret = 'whsec_test';
  const now = 1_800_000_000;
  it('verifies a body signed with the secret within five minutes, and nothing else', () => {
    const header = signWebhook(secret, '{"a":1}', now);
    expect(header).toMatch(/^t=1800000000,v1=[0-9a-f]{64}$/);
    expect(verifyWebhookSignature({ header, body: '{"a":1}', secret, nowSeconds: now + 299 })).toBe(true);
    // A replay after the window, another body, another secret, no header, a garbled one.
    expect(verifyWebhookSignature({ header, body: '{"a":1}', secret, nowSeconds: now + 301 })).toBe(false);
    expect(verifyWebhookSignature({ header, body: '{"a":2}', secret, nowSeconds: now })).toBe(false);
    expect(verifyWebhookSignature({ header, body: '{"a":1}', secret: 'whsec_other', nowSeconds: now })).toBe(false);
    expect(verifyWebhookSignature({ header: undefined, body: '{"a":1}', secret, nowSeconds: now })).toBe(false);
    expect(verifyWebhookSignature({ header: 't=x,v1=zz', body: '{"a":1}', secret, nowSeconds: now })).toBe(false);
  });

  it('accepts any of several v1 signatures (a receiver mid secret rotation)', () => {
    const header = `${signWebhook('whsec_old', 'b', now)},v1=${signWebhook(secret, 'b', now).split('v1=')[1]}`;
    expect(verifyWebhookSignature({ header, body: 'b', secret, nowSeconds: now })).toBe(true);
  });
});

describe('the retry schedule', () => {
  it('waits 30 s doubling to an hour, and stops a day after the first attempt', () => {
    const first = new Date('2026-03-02T00:00:00Z');
    const delays: number[] = [];
    let now = first;
    for (let attemptsMade = 1; ; attemptsMade += 1) {
      const delay = nextRetryDelaySeconds({ attemptsMade, baseSeconds: 30, firstAttemptAt: first, now });
      if (delay === null) break;
      delays.push(delay);
      now = new Date(now.getTime() + delay * 1000);
    }
    expect(delays.slice(0, 9)).toEqual([30, 60, 120, 240, 480, 960, 1920, 3600, 3600]);
    expect(now.getTime() - first.getTime()).toBeLessThanOrEqual(24 * 3600 * 1000);
    expect(now.getTime() - first.getTime()).toBeGreaterThan(23 * 3600 * 1000);
    // The first attempt and 29 retries.
    expect(delays.length).toBe(29);
  });
});

describe('outgoing webhooks', () => {
  it('deliver a project event, signed, with its event and delivery headers, and log the answer', async () => {
    const { project, webhook } = await projectWithWebhook();
    const eventId = await emitEvent(ctx().db, failed(project.id, 41));
    const delivery = await settledDelivery(webhook.id);

    expect(delivery.status).toBe('succeeded');
    const [request, ...more] = receiver.ofDelivery(delivery.uuid);
    expect(more).toEqual([]);
    expect(request!.verified).toBe(true);
    expect(request!.headers['aerie-event']).toBe('deployment.failed');
    expect(request!.headers['content-type']).toBe('application/json');
    expect(request!.body).toBe(delivery.body);
    expect(JSON.parse(request!.body)).toMatchObject({
      id: eventId,
      name: 'deployment.failed',
      version: 1,
      projectId: project.id,
      data: { runId: 41, name: 'site', reason: 'exit code 1' },
      project: { uid: project.u_id, name: project.name },
      summary: `[${project.name}] Deployment “site” failed: exit code 1`,
      url: `http://aerie.test/dashboard/project/${project.u_id}/runs/41`,
    });
    expect(delivery.attempts).toMatchObject([{ response_status: 200, error: null, redelivery: false }]);
  });

  it('skip events the webhook did not ask for, other projects’ events, and paused webhooks', async () => {
    const { project, webhook } = await projectWithWebhook({ events: ['task.moved'] });
    const other = await projectWithWebhook({ events: ['deployment.failed'] });
    await t.call({
      method: 'PATCH',
      url: `/api/webhooks/${other.webhook.id}`,
      token: owner.token,
      body: { active: false },
    });
    await emitEvent(ctx().db, failed(project.id, 42));
    await emitEvent(ctx().db, failed(other.project.id, 43));
    // A later event that is asked for arrives: the earlier ones were handled before it, and made nothing.
    await emitEvent(ctx().db, {
      name: 'task.moved',
      workspaceId: owner.workspace.id,
      projectId: project.id,
      data: { taskId: 1, title: 'Ship', from: 'todo', to: 'done' },
    });
    await settledDelivery(webhook.id);
    expect((await deliveriesOf(webhook.id)).map((delivery) => delivery.event)).toEqual(['task.moved']);
    expect(await deliveriesOf(other.webhook.id)).toEqual([]);
  });

  it('never send a webhook what happened before it was added, even when the event is handled after', async () => {
    const project = await createProject(t, owner.token, owner.workspace.id);
    const before = await emitEvent(ctx().db, failed(project.id, 44));
    const webhook = await createWebhook(t, owner.token, project.u_id, { url: receiver.url });
    receiver.state.secret = webhook.secret;
    const after = await emitEvent(ctx().db, failed(project.id, 45));
    // The subscriber handles both once more, as it would the earlier one had it been late (an outage):
    // the earlier one makes no delivery, the later one none beyond its own.
    const storedEvents = await ctx()
      .db.select()
      .from(domainEvents)
      .where(inArray(domainEvents.id, [before, after]));
    for (const row of storedEvents) {
      await ctx().db.transaction((tx) => makeDeliveries(ctx(), eventView(row), tx));
    }
    await settledDelivery(webhook.id);
    const deliveries = await deliveriesOf(webhook.id);
    expect(deliveries.map((delivery) => JSON.parse(delivery.body).data.runId)).toEqual([45]);
  });

  it('retry a receiver that answers 500 with growing waits, visible in the log, until it answers 2xx', async () => {
    const { project, webhook } = await projectWithWebhook();
    let calls = 0;
    receiver.state.answer = () => (++calls <= 2 ? { status: 500, body: 'down for a moment' } : { status: 204 });
    await emitEvent(ctx().db, failed(project.id, 44));
    const delivery = await settledDelivery(webhook.id, 30_000);

    expect(delivery.status).toBe('succeeded');
    expect(delivery.attempts.map((attempt) => attempt.response_status)).toEqual([500, 500, 204]);
    const requests = receiver.ofDelivery(delivery.uuid);
    expect(requests).toHaveLength(3);
    expect(requests.every((request) => request.verified && request.body === delivery.body)).toBe(true);
    // 1 s, then 2 s (WEBHOOK_RETRY_BASE_SECONDS=1, doubling); the queue polls every half second.
    const waits = [requests[1]!.at - requests[0]!.at, requests[2]!.at - requests[1]!.at];
    expect(waits[0]).toBeGreaterThanOrEqual(900);
    expect(waits[1]).toBeGreaterThanOrEqual(1900);
    expect((await deliveriesOf(webhook.id))[0]!.attempts[0]).toMatchObject({ response_status: 500 });
  });

  it('give a delivery up once the next try would be more than a day after the first', async () => {
    const { project, webhook } = await projectWithWebhook();
    receiver.state.answer = () => {
      // The day passes after the first attempt.
      clock.aheadMs = 24 * 60 * 60 * 1000;
      return { status: 503 };
    };
    await emitEvent(ctx().db, failed(project.id, 45));
    const delivery = await settledDelivery(webhook.id);
    expect(delivery.status).toBe('failed');
    expect(delivery.attempts.map((attempt) => attempt.response_status)).toEqual([503]);
    const [row] = await ctx().db.select().from(webhookDeliveries).where(eq(webhookDeliveries.uuid, delivery.uuid));
    expect(row!.nextAttemptAt).toBeNull();
  });

  it('redeliver a failed delivery: one more attempt, with the same body and delivery id', async () => {
    const { webhook } = await projectWithWebhook();
    receiver.state.answer = () => ({ status: 410, body: 'gone' });
    const sent = await t.call({ method: 'POST', url: `/api/webhooks/${webhook.id}/test`, token: owner.token });
    expect(sent.statusCode, sent.body).toBe(200);
    // A test event is tried once, never retried.
    const failedOnce = await settledDelivery(webhook.id);
    expect(failedOnce).toMatchObject({ event: 'webhook.test', status: 'failed' });
    expect(failedOnce.attempts).toMatchObject([{ response_status: 410 }]);

    receiver.state.answer = () => ({ status: 200 });
    const [row] = await ctx().db.select().from(webhookDeliveries).where(eq(webhookDeliveries.uuid, failedOnce.uuid));
    const again = await t.call({
      method: 'POST',
      url: `/api/webhook-deliveries/${row!.id}/redeliver`,
      token: owner.token,
    });
    expect(again.statusCode, again.body).toBe(200);
    await expect.poll(async () => (await deliveriesOf(webhook.id))[0]!.status, { timeout: 10_000 }).toBe('succeeded');
    const delivered = (await deliveriesOf(webhook.id))[0]!;
    expect(delivered.attempts.map((attempt) => [attempt.response_status, attempt.redelivery])).toEqual([
      [410, false],
      [200, true],
    ]);
    const requests = receiver.ofDelivery(failedOnce.uuid);
    expect(requests).toHaveLength(2);
    expect(requests[1]!.body).toBe(requests[0]!.body);
    expect(requests.every((request) => request.verified && request.headers['aerie-event'] === 'webhook.test')).toBe(
      true,
    );
  });

  // Issue 34's review: a loop of test sends made Aerie post to the address as fast as it was asked (100 in 2 s).
  it('send tests and redeliveries ten a minute per webhook, then 429 with nothing queued', async () => {
    // At a minute's first second, so the fixed window does not roll over during the test.
    clock.aheadMs = 61_000 - (Date.now() % 60_000);
    const { webhook } = await projectWithWebhook();
    const send = (id: number) => t.call({ method: 'POST', url: `/api/webhooks/${id}/test`, token: owner.token });
    for (let sent = 0; sent < WEBHOOK_RULES.manualSendsPerMinute - 1; sent += 1) {
      expect((await send(webhook.id)).statusCode).toBe(200);
    }
    const [row] = await ctx().db.select().from(webhookDeliveries).where(eq(webhookDeliveries.endpointId, webhook.id));
    const redeliver = () =>
      t.call({ method: 'POST', url: `/api/webhook-deliveries/${row!.id}/redeliver`, token: owner.token });
    expect((await redeliver()).statusCode).toBe(200);
    const jobsBefore = await queuedDeliveries();
    for (const refused of [await send(webhook.id), await redeliver()]) {
      expect(refused.statusCode, refused.body).toBe(429);
      expect(refused.json()).toMatchObject({ success: false, error: 'rate_limited' });
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    }
    expect(await queuedDeliveries()).toBe(jobsBefore);
    const rows = await ctx().db.select().from(webhookDeliveries).where(eq(webhookDeliveries.endpointId, webhook.id));
    expect(rows).toHaveLength(WEBHOOK_RULES.manualSendsPerMinute - 1);
    // Each webhook has its own budget.
    const other = await projectWithWebhook();
    expect((await send(other.webhook.id)).statusCode).toBe(200);
  });

  it('never follow a redirect: the 3xx is logged and retried, the target never hears of it', async () => {
    const target = await startWebhookReceiver();
    try {
      const { project, webhook } = await projectWithWebhook();
      receiver.state.answer = () => ({ status: 307, headers: { location: target.url } });
      await emitEvent(ctx().db, failed(project.id, 46));
      await expect
        .poll(async () => (await deliveriesOf(webhook.id))[0]?.attempts.length ?? 0, { timeout: 10_000 })
        .toBeGreaterThanOrEqual(1);
      expect((await deliveriesOf(webhook.id))[0]!.attempts[0]).toMatchObject({ response_status: 307 });
      expect(target.received).toEqual([]);
      await t.call({ method: 'DELETE', url: `/api/webhooks/${webhook.id}`, token: owner.token });
    } finally {
      await target.close();
    }
  });

  it('send Slack and Discord bodies: one line and the link, no markup or mentions from a title', async () => {
    const slack = await projectWithWebhook({ format: 'slack', events: ['task.created'] });
    const title = 'Ping <!channel> & @everyone';
    await emitEvent(ctx().db, {
      name: 'task.created',
      workspaceId: owner.workspace.id,
      projectId: slack.project.id,
      data: { taskId: 7, title },
    });
    const slackDelivery = await settledDelivery(slack.webhook.id);
    const link = `http://aerie.test/dashboard/project/${slack.project.u_id}/workflow`;
    expect(JSON.parse(slackDelivery.body)).toEqual({
      text: `[${slack.project.name}] Task “Ping &lt;!channel&gt; &amp; @everyone” was created <${link}|Open in Aerie>`,
    });

    const discord = await projectWithWebhook({ format: 'discord', events: ['task.created'] });
    await emitEvent(ctx().db, {
      name: 'task.created',
      workspaceId: owner.workspace.id,
      projectId: discord.project.id,
      data: { taskId: 8, title },
    });
    const discordDelivery = await settledDelivery(discord.webhook.id);
    expect(JSON.parse(discordDelivery.body)).toEqual({
      content: `[${discord.project.name}] Task “${title}” was created\nhttp://aerie.test/dashboard/project/${discord.project.u_id}/workflow`,
      allowed_mentions: { parse: [] },
    });
    expect(receiver.ofDelivery(discordDelivery.uuid)[0]!.verified).toBe(true);
  });
});

describe('configuring webhooks', () => {
  it('shows the secret when made, on request and when rolled; never in the list; sealed at rest', async () => {
    const project = await createProject(t, owner.token, owner.workspace.id);
    const { id, secret } = await createWebhook(t, owner.token, project.u_id, { url: receiver.url });
    expect(secret).toMatch(/^whsec_[A-Za-z0-9_-]{43}$/);
    const list = await t.call({ method: 'GET', url: `/api/projects/${project.u_id}/webhooks`, token: owner.token });
    expect(list.body).not.toContain(secret);
    expect(list.json().data).toMatchObject([
      { id, url: receiver.url, events: ['deployment.failed'], format: 'aerie', active: true },
    ]);
    const [row] = await ctx().db.select().from(webhookEndpoints).where(eq(webhookEndpoints.id, id));
    expect(row!.secretEnc).not.toContain(secret);

    const revealed = await t.call({ method: 'POST', url: `/api/webhooks/${id}/secret`, token: owner.token });
    expect(revealed.json().data.secret).toBe(secret);
    const rolled = await t.call({ method: 'POST', url: `/api/webhooks/${id}/secret/roll`, token: owner.token });
    expect(rolled.json().data.secret).not.toBe(secret);
    const after = await t.call({ method: 'POST', url: `/api/webhooks/${id}/secret`, token: owner.token });
    expect(after.json().data.secret).toBe(rolled.json().data.secret);
  });

  it(`refuses an eleventh webhook on a project, clearly`, async () => {
    const project = await createProject(t, owner.token, owner.workspace.id);
    for (let index = 0; index < 10; index += 1)
      await createWebhook(t, owner.token, project.u_id, { url: receiver.url });
    const eleventh = await t.call({
      method: 'POST',
      url: `/api/projects/${project.u_id}/webhooks`,
      token: owner.token,
      body: { url: receiver.url, events: ['task.created'] },
    });
    expect(eleventh.statusCode).toBe(409);
    expect(eleventh.json().message).toBe('A project can have at most 10 webhooks. Remove one to add another.');
  });

  it('wants https in production, whatever the address', () => {
    const production = { config: { isProduction: true, hosting: { allowPrivateTargets: false } } } as never;
    expect(() => assertWebhookUrlAllowed(production, 'http://hooks.example.com/x')).toThrow(/must start with https/);
    expect(() => assertWebhookUrlAllowed(production, 'http://127.0.0.1:8080/x')).toThrow(/must start with https/);
    expect(() => assertWebhookUrlAllowed(production, 'https://hooks.example.com/x')).not.toThrow();
  });

  it('refuses plain http to anywhere but this machine, and events outside the project lanes', async () => {
    const project = await createProject(t, owner.token, owner.workspace.id);
    const add = (body: object) =>
      t.call({ method: 'POST', url: `/api/projects/${project.u_id}/webhooks`, token: owner.token, body });
    const plain = await add({ url: 'http://hooks.example.com/aerie', events: ['task.created'] });
    expect(plain.statusCode).toBe(400);
    expect(plain.json().errors.url[0]).toMatch(/must start with https:\/\//);
    const billing = await add({ url: 'https://hooks.example.com/aerie', events: ['payment.settled'] });
    expect(billing.statusCode).toBe(400);
    expect(JSON.stringify(billing.json().errors)).toContain('Unknown event type: payment.settled');
    expect((await add({ url: 'https://hooks.example.com/aerie', events: ['task.created'] })).statusCode).toBe(200);
  });
});

describe('private addresses in production mode (ALLOW_PRIVATE_TARGETS=false)', () => {
  let strict: TestApp;
  let strictOwner: Account & { workspace: WorkspaceRef };
  beforeAll(async () => {
    strict = await startTestApp({ env: { ALLOW_PRIVATE_TARGETS: 'false' } });
    strictOwner = await accountWithWorkspace(strict);
  });
  afterAll(() => strict?.close());

  it('refuses private, loopback and link-local addresses when the webhook is added', async () => {
    const project = await createProject(strict, strictOwner.token, strictOwner.workspace.id);
    for (const url of [
      receiver.url,
      'https://10.0.0.8/hook',
      'https://169.254.169.254/latest',
      'https://[::1]/x',
      'https://localhost/x',
    ]) {
      const reply = await strict.call({
        method: 'POST',
        url: `/api/projects/${project.u_id}/webhooks`,
        token: strictOwner.token,
        body: { url, events: ['task.created'] },
      });
      expect(reply.statusCode, url).toBe(400);
      expect(reply.json().errors.url[0], url).toMatch(/must be a public address/);
    }
  });

  it('refuses at delivery a name that resolves to a private address: the receiver never hears it', async () => {
    const project = await createProject(strict, strictOwner.token, strictOwner.workspace.id);
    const { id } = await createWebhook(strict, strictOwner.token, project.u_id, { url: 'https://hooks.example.com/x' });
    // As if DNS had changed since: a name whose answer is loopback.
    const named = `http://localhost:${receiver.port}/hooks/aerie`;
    await strict.runtime.ctx.db.update(webhookEndpoints).set({ url: named }).where(eq(webhookEndpoints.id, id));
    const before = receiver.received.length;
    await strict.call({ method: 'POST', url: `/api/webhooks/${id}/test`, token: strictOwner.token });
    await expect
      .poll(
        async () => {
          const [row] = await strict.runtime.ctx.db
            .select()
            .from(webhookDeliveries)
            .where(eq(webhookDeliveries.endpointId, id))
            .orderBy(desc(webhookDeliveries.id));
          return row?.status;
        },
        { timeout: 10_000 },
      )
      .toBe('failed');
    const log = await strict.call({ method: 'GET', url: `/api/webhooks/${id}/deliveries`, token: strictOwner.token });
    expect(log.json().data.data[0].attempts[0]).toMatchObject({
      response_status: null,
      error: 'localhost is not a public address',
    });
    expect(receiver.received.length).toBe(before);
  });
});
