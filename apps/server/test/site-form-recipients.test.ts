import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import {
  domainEvents,
  eventReceipts,
  formMonthlyUsage,
  mailOutbox,
  notifications,
  workspaceMembers,
} from '../src/db/schema/index.js';
import { notifySubscriber } from '../src/modules/notifications/index.js';
import { postForm, publishedFormSite, VALID_SUBMISSION } from './support/form-fixtures.js';
import {
  accountWithWorkspace,
  addCollaborator,
  createProject,
  expectRefused,
  joinWorkspace,
} from './support/project-fixtures.js';
import { startTestApp, type TestApp } from './support/test-app.js';

/*
 * Who hears of a site's form submissions (docs/product.md § Site forms): the people of the project chosen in
 * the inbox, else the project owner; each by bell, and by e-mail as their own preferences say.
 */
let t: TestApp;
type Person = Awaited<ReturnType<typeof accountWithWorkspace>>;
let owner: Person;
let developer: Person;
let guest: Person;
let stranger: Person;
let projectId: number;
let addresses = 0;
/** Each submission comes from an address of its own, so the per-address limit never meets a test. */
const freshAddress = () => `198.51.100.${(addresses += 1)}`;

beforeAll(async () => {
  t = await startTestApp();
  owner = await accountWithWorkspace(t);
  developer = await accountWithWorkspace(t);
  guest = await accountWithWorkspace(t);
  stranger = await accountWithWorkspace(t);
  await joinWorkspace(t, owner.workspace.id, developer.userId, 'developer');
  await joinWorkspace(t, owner.workspace.id, guest.userId, 'guest');
  projectId = (await createProject(t, owner.token, owner.workspace.id)).id;
  await addCollaborator(t, owner.token, projectId, developer.userId);
  await addCollaborator(t, owner.token, projectId, guest.userId);
}, 120_000);
afterAll(() => t?.close());

const db = () => t.runtime.ctx.db;
const site = () => publishedFormSite(t, { projectId, userId: owner.userId, token: owner.token });
const url = (uuid: string) => `/builder-api/site/${uuid}/form-recipients`;
const read = (uuid: string, token: string) => t.call({ method: 'GET', url: url(uuid), token });
const choose = (uuid: string, token: string, body: unknown) => t.call({ method: 'PUT', url: url(uuid), token, body });

/** Who was notified of the site's latest event of `name`, once the notifications subscriber has run. */
async function notifiedOfLatest(websiteId: number, name: 'form.submitted' | 'form.limit_reached') {
  const [event] = await db()
    .select({ id: domainEvents.id, data: domainEvents.data })
    .from(domainEvents)
    .where(and(eq(domainEvents.name, name), eq(domainEvents.aggregate, `website:${websiteId}`)))
    .orderBy(desc(domainEvents.id))
    .limit(1);
  expect(event, `a ${name} event`).toBeDefined();
  await expect
    .poll(
      async () =>
        (await db().select().from(eventReceipts).where(eq(eventReceipts.eventId, event!.id))).map(
          (receipt) => receipt.subscriber,
        ),
      { timeout: 10_000 },
    )
    .toContain(notifySubscriber.name);
  const rows = await db().select().from(notifications).where(eq(notifications.eventId, event!.id));
  return new Map(rows.map((row) => [row.userId, row.email]));
}

async function submit(host: string) {
  const reply = await postForm(t, host, 'contact', VALID_SUBMISSION, { address: freshAddress() });
  expect(reply.statusCode, reply.body).toBe(303);
}

/** The form e-mails sent to an address (not its welcome mail). */
const formMailsTo = async (email: string) =>
  (await db().select().from(mailOutbox).where(eq(mailOutbox.to, email)))
    .map((mail) => mail.subject)
    .filter((subject) => subject.includes('form'));

describe('who hears of a site’s form submissions', () => {
  it('is the project owner until someone is chosen, and every member sees the list', async () => {
    const { website, host } = await site();
    const reply = await read(website.uuid, guest.token);
    expect(reply.statusCode, reply.body).toBe(200);
    const data = reply.json().data;
    expect(data.is_default).toBe(true);
    expect(data.people.map((person: { id: number }) => person.id).sort()).toEqual(
      [owner.userId, developer.userId, guest.userId].sort(),
    );
    expect(data.people.find((person: { id: number }) => person.id === owner.userId)).toMatchObject({
      email: owner.email,
      is_owner: true,
      selected: true,
    });
    expect(data.people.filter((person: { selected: boolean }) => person.selected)).toHaveLength(1);

    await submit(host);
    expect([...(await notifiedOfLatest(website.id, 'form.submitted')).keys()]).toEqual([owner.userId]);
  });

  it('tells the people chosen, each by their own preferences, and no longer the owner', async () => {
    const { website, host } = await site();
    // The guest takes these e-mails off: they keep the bell, without a mail.
    const off = await t.call({
      method: 'PUT',
      url: '/api/notification-preferences',
      token: guest.token,
      body: { channels: { 'form.submitted': 'off' } },
    });
    expect(off.statusCode, off.body).toBe(200);
    const saved = await choose(website.uuid, developer.token, { user_ids: [developer.userId, guest.userId] });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data.is_default).toBe(false);
    const selected = saved.json().data.people.filter((person: { selected: boolean }) => person.selected);
    expect(selected.map((person: { id: number }) => person.id).sort()).toEqual([developer.userId, guest.userId].sort());

    await submit(host);
    const told = await notifiedOfLatest(website.id, 'form.submitted');
    expect(Object.fromEntries(told)).toEqual({ [developer.userId]: 'immediate', [guest.userId]: 'off' });
    expect(await formMailsTo(developer.email)).toContainEqual(expect.stringContaining('“Contact” form'));
    expect(await formMailsTo(guest.email)).toEqual([]);
  });

  it('tells the chosen people when the month is full, too', async () => {
    const { website, host } = await site();
    expect((await choose(website.uuid, owner.token, { user_ids: [developer.userId] })).statusCode).toBe(200);
    await submit(host);
    await db().update(formMonthlyUsage).set({ submissions: 100 }).where(eq(formMonthlyUsage.websiteId, website.id));
    const refused = await postForm(t, host, 'contact', VALID_SUBMISSION, { address: freshAddress() });
    expect(refused.statusCode).toBe(429);
    expect([...(await notifiedOfLatest(website.id, 'form.limit_reached')).keys()]).toEqual([developer.userId]);
  });

  it('goes back to the owner with an empty list', async () => {
    const { website, host } = await site();
    await choose(website.uuid, owner.token, { user_ids: [developer.userId] });
    const cleared = await choose(website.uuid, owner.token, { user_ids: [] });
    expect(cleared.statusCode, cleared.body).toBe(200);
    expect(cleared.json().data.is_default).toBe(true);
    await submit(host);
    expect([...(await notifiedOfLatest(website.id, 'form.submitted')).keys()]).toEqual([owner.userId]);
  });

  it('stops telling someone who left the team, and tells the owner when no one chosen is left', async () => {
    const first = await accountWithWorkspace(t);
    const second = await accountWithWorkspace(t);
    for (const person of [first, second]) await joinWorkspace(t, owner.workspace.id, person.userId, 'developer');
    const { website, host } = await site();
    await choose(website.uuid, owner.token, { user_ids: [first.userId, second.userId] });
    const removeFromTeam = async (userId: number) => {
      const [membership] = await db()
        .select({ id: workspaceMembers.id })
        .from(workspaceMembers)
        .where(and(eq(workspaceMembers.workspaceId, owner.workspace.id), eq(workspaceMembers.userId, userId)));
      const removed = await t.call({
        method: 'DELETE',
        url: `/api/teams/remove/${membership!.id}`,
        token: owner.token,
      });
      expect(removed.statusCode, removed.body).toBe(200);
    };

    await removeFromTeam(first.userId);
    await submit(host);
    expect([...(await notifiedOfLatest(website.id, 'form.submitted')).keys()]).toEqual([second.userId]);
    const listed = (await read(website.uuid, owner.token)).json().data;
    expect(listed.people.map((person: { id: number }) => person.id)).not.toContain(first.userId);

    // The last one chosen leaves too: the owner hears again rather than nobody.
    await removeFromTeam(second.userId);
    await submit(host);
    expect([...(await notifiedOfLatest(website.id, 'form.submitted')).keys()]).toEqual([owner.userId]);
    expect((await read(website.uuid, owner.token)).json().data.is_default).toBe(true);
  });
});

describe('choosing who hears', () => {
  it('refuses someone who cannot see the project, and too many people, on user_ids', async () => {
    const { website } = await site();
    expectRefused(
      await choose(website.uuid, owner.token, { user_ids: [owner.userId, stranger.userId] }),
      'user_ids',
      'Only people who can see this project can be told of its messages',
    );
    expectRefused(
      await choose(website.uuid, owner.token, { user_ids: Array.from({ length: 21 }, (_, index) => index + 1) }),
      'user_ids',
      'Choose at most 20 people',
    );
    expectRefused(await choose(website.uuid, owner.token, { user_ids: ['1'] }), 'user_ids');
    expect((await read(website.uuid, owner.token)).json().data.is_default).toBe(true);
  });

  it('is for who may edit the site: a guest reads but is refused, a stranger hears 404', async () => {
    const { website } = await site();
    const refused = await choose(website.uuid, guest.token, { user_ids: [guest.userId] });
    expect(refused.statusCode, refused.body).toBe(403);
    expect((await read(website.uuid, guest.token)).statusCode).toBe(200);
    expect((await read(website.uuid, stranger.token)).statusCode).toBe(404);
    expect((await choose(website.uuid, stranger.token, { user_ids: [] })).statusCode).toBe(404);
    const none = '00000000-0000-4000-8000-000000000000';
    expect((await read(none, owner.token)).statusCode).toBe(404);
  });
});
