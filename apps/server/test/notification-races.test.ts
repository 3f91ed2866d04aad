import type { AddressInfo } from 'node:net';

import type { DomainEventName } from '@aerie/contract';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { openDatabase } from '../src/db/client.js';
import { mailOutbox, notifications } from '../src/db/schema/index.js';
import { emitEvent, handleEvent, type NewEvent } from '../src/modules/events/index.js';
import { DIGEST_INTERVAL_MS, sendDigests } from '../src/modules/notifications/index.js';
import { SUBSCRIBERS } from '../src/subscribers.js';
import { accountWithWorkspace, joinWorkspace } from './support/project-fixtures.js';
import { quietEvent } from './support/quiet-event.js';
import { openSse } from './support/sse-client.js';
import { startTestApp, type TestApp } from './support/test-app.js';
import { createTestClock } from './support/test-clock.js';
import { createPostgresDatabase } from './support/test-database.js';

const serverUrl = process.env.DATABASE_URL;

/*
 * Two runtimes on one PostgreSQL database, each with its own connections, as two processes have: `web`
 * serves the live count and runs no jobs; `worker` handles the events. PGlite runs one query at a time,
 * so the races below only race here.
 */
describe.runIf(serverUrl)('notifications across processes (PostgreSQL)', () => {
  const clock = createTestClock('2026-11-02T09:00:00Z');
  let web: TestApp;
  let worker: TestApp;
  let drop: () => Promise<void>;
  let origin: string;
  let owner: Awaited<ReturnType<typeof accountWithWorkspace>>;

  beforeAll(async () => {
    const database = await createPostgresDatabase(serverUrl!);
    drop = database.drop;
    const open = () => openDatabase({ databaseUrl: database.url, dataDir: null });
    web = await startTestApp({ role: 'web', database: await open(), clock });
    worker = await startTestApp({ database: await open(), clock });
    await web.app.listen({ port: 0, host: '127.0.0.1' });
    origin = `http://127.0.0.1:${(web.app.server.address() as AddressInfo).port}`;
    owner = await accountWithWorkspace(web);
  });
  afterAll(async () => {
    await web?.close();
    await worker?.close();
    await drop?.();
  });

  /** An event no relay dispatches: the test decides who handles it, and when. */
  async function undispatched<Name extends DomainEventName>(event: NewEvent<Name>): Promise<number> {
    return quietEvent(worker.runtime.ctx.db, event);
  }

  it("pushes the count to the web process's stream when the worker process makes a notification", async () => {
    const stream = await openSse(`${origin}/api/notifications/stream`, {
      host: 'aerie.test',
      authorization: `Bearer ${owner.token}`,
    });
    expect(JSON.parse((await stream.next())!.data)).toEqual({ unread: 0 });
    await emitEvent(worker.runtime.ctx.db, {
      name: 'payment.failed',
      workspaceId: owner.workspace.id,
      data: { transactionId: 1, purchase: 'Moon plan', amount: 4900, currency: 'USD', reason: 'Card declined' },
    });
    expect(JSON.parse((await stream.next())!.data)).toEqual({ unread: 1 });
    stream.close();
  });

  it('notifies once when two workers handle the same event at once', async () => {
    const mailsToOwner = async () =>
      (await web.runtime.ctx.db.select().from(mailOutbox).where(eq(mailOutbox.to, owner.email))).length;
    const mailsBefore = await mailsToOwner();
    const eventId = await undispatched({
      name: 'payment.failed',
      workspaceId: owner.workspace.id,
      data: { transactionId: 2, purchase: 'Moon plan', amount: 4900, currency: 'USD', reason: 'Card declined' },
    });
    const job = { eventId, subscriber: 'notifications.notify' };
    await Promise.allSettled([
      handleEvent(web.runtime.ctx, SUBSCRIBERS, job),
      handleEvent(worker.runtime.ctx, SUBSCRIBERS, job),
    ]);
    const rows = await web.runtime.ctx.db.select().from(notifications).where(eq(notifications.eventId, eventId));
    expect(rows.map((row) => row.userId)).toEqual([owner.userId]);
    expect(await mailsToOwner()).toBe(mailsBefore + 1);
  });

  it('sends each person one digest when two digest runs meet', async () => {
    const people = [owner];
    for (let index = 0; index < 3; index += 1) {
      const person = await accountWithWorkspace(web);
      await joinWorkspace(web, person.workspace.id, owner.userId, 'developer');
      people.push(person);
    }
    for (const person of people.slice(1)) {
      for (let index = 0; index < 3; index += 1) {
        const eventId = await undispatched({
          name: 'member.joined',
          workspaceId: person.workspace.id,
          data: { userId: owner.userId, name: `Joiner ${index}`, role: 'developer' },
        });
        await handleEvent(worker.runtime.ctx, SUBSCRIBERS, { eventId, subscriber: 'notifications.notify' });
      }
    }
    clock.advance(DIGEST_INTERVAL_MS);
    const [first, second] = await Promise.all([sendDigests(web.runtime.ctx), sendDigests(worker.runtime.ctx)]);
    expect(first + second).toBe(3);
    const digests = await web.runtime.ctx.db
      .select({ to: mailOutbox.to, subject: mailOutbox.subject })
      .from(mailOutbox)
      .where(
        inArray(
          mailOutbox.to,
          people.slice(1).map((person) => person.email),
        ),
      );
    const subjects = digests.map((mail) => mail.subject).filter((subject) => subject.startsWith('Your Aerie digest'));
    expect(subjects).toEqual(Array(3).fill('Your Aerie digest: 3 notifications'));
  });
});
