import type { ActivityEntry, ActivityPage } from '@aerie/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { projectMembers, repositories, servers } from '../src/db/schema/index.js';
import { emitEvent } from '../src/modules/events/index.js';
import { sealServerCredential } from '../src/modules/hosting/server-session.js';
import { signedInUser } from './support/accounts.js';
import { payAtSandbox } from './support/billing-fixtures.js';
import { insertDeployment, startRun, waitForRun } from './support/deployment-fixtures.js';
import { invitedMember } from './support/invitations.js';
import {
  accountWithWorkspace,
  addCollaborator,
  createProject,
  type Account,
  type WorkspaceRef,
} from './support/project-fixtures.js';
import { ed25519KeyPair } from './support/ssh-keys.js';
import { freePort } from './support/sshd.js';
import { insertProduct, insertStore, referenceOf, Shopper, STORES_URL } from './support/store-fixtures.js';
import { createTask, TASK_CALLS, updateBody } from './support/task-fixtures.js';
import { startTestApp, type TestApp } from './support/test-app.js';
import { insertWebsite, publish } from './support/website-fixtures.js';

let t: TestApp;
let owner: Account & { workspace: WorkspaceRef };
beforeAll(async () => {
  t = await startTestApp({ env: { STORES_URL } });
  owner = await accountWithWorkspace(t);
});
afterAll(() => t.close());

async function feed(token: string, url: string, query: Record<string, string | number> = {}) {
  const search = new URLSearchParams(Object.entries(query).map(([key, value]) => [key, String(value)]));
  const reply = await t.call({ method: 'GET', url: `${url}?${search}`, token });
  return reply;
}
async function page(token: string, url: string, query: Record<string, string | number> = {}): Promise<ActivityPage> {
  const reply = await feed(token, url, query);
  expect(reply.statusCode, reply.body).toBe(200);
  return reply.json().data;
}
const workspaceFeed = (slug: string) => `/api/activity/${slug}`;
const projectFeed = (uid: string) => `/api/projects/${uid}/activity`;
const named = (entries: ActivityEntry[], name: string) => entries.filter((entry) => entry.name === name);

/** A fresh workspace with one project, so each test reads a feed of its own. */
async function freshWorkspace() {
  const lead = await accountWithWorkspace(t);
  const project = await createProject(t, lead.token, lead.workspace.id, { name: 'Harbour' });
  return { lead, project };
}

describe('each lane’s event appears after the real action', () => {
  it('a project is created, a member joins by invitation and is added as a collaborator, ownership moves', async () => {
    const { lead, project } = await freshWorkspace();
    const joiner = await invitedMember(t, lead.token, lead.workspace.id, 'developer');
    await addCollaborator(t, lead.token, project.id, joiner.userId);
    const transfer = await t.call({
      method: 'POST',
      url: '/api/projects/transfer-ownership',
      token: lead.token,
      body: {
        member_id: (await projectMemberRow(lead.token, project.u_id, joiner.userId)).id,
        user_id: joiner.userId,
      },
    });
    expect(transfer.statusCode, transfer.body).toBe(200);

    const { entries } = await page(lead.token, workspaceFeed(lead.workspace.slug));
    const leadName = `${lead.first} ${lead.last}`;
    const joinerName = `${joiner.first} ${joiner.last}`;
    expect(entries.map((entry) => entry.name)).toEqual([
      'member.role_changed',
      'member.joined',
      'member.joined',
      'project.created',
    ]);
    const [changed, added, joined, created] = entries;
    expect(created).toMatchObject({
      lane: 'projects',
      actor: { id: lead.userId, name: leadName },
      project: { id: project.id, name: 'Harbour' },
      summary: `${leadName} created the project “Harbour”.`,
      link: `/dashboard/project/${project.u_id}`,
    });
    expect(joined).toMatchObject({
      lane: 'team',
      actor: { id: joiner.userId },
      project: null,
      summary: `${joinerName} joined the workspace as a developer.`,
      link: '/dashboard/teams',
    });
    expect(added).toMatchObject({
      project: { id: project.id },
      summary: `${leadName} added ${joinerName} to the project.`,
      link: `/dashboard/project/${project.u_id}/collaborators`,
    });
    expect(changed!.summary).toBe(`${leadName} made ${joinerName} the project’s owner.`);
    // Newest first, every entry a time the browser can read.
    expect(entries.map((entry) => entry.id)).toEqual([...entries.map((entry) => entry.id)].sort((a, b) => b - a));
    expect(Number.isNaN(Date.parse(created!.occurred_at))).toBe(false);
  });

  it('a task is created with an assignee, moved to another column, and reordered (no event for that)', async () => {
    const { lead, project } = await freshWorkspace();
    const task = await createTask(t, lead.token, project.id, { title: 'Ship it', assignees: String(lead.userId) });
    const moved = await TASK_CALLS.update(t, lead.token, updateBody(task, { status: 'done', position: 0 }));
    expect(moved.statusCode, moved.body).toBe(200);
    const reordered = await TASK_CALLS.update(t, lead.token, updateBody(moved.json().data, { position: 0 }));
    expect(reordered.statusCode, reordered.body).toBe(200);

    const { entries } = await page(lead.token, projectFeed(project.u_id), { lane: 'tasks' });
    const name = `${lead.first} ${lead.last}`;
    expect(entries.map((entry) => [entry.name, entry.summary])).toEqual([
      ['task.moved', `${name} moved “Ship it” from Todo to Done.`],
      ['task.assigned', `${name} took on “Ship it”.`],
      ['task.created', `${name} created the task “Ship it”.`],
    ]);
    expect(entries[0]!.link).toBe(`/dashboard/project/${project.u_id}/workflow`);
  });

  it('a site is published', async () => {
    const { lead, project } = await freshWorkspace();
    const website = await insertWebsite(t, { projectId: project.id, userId: lead.userId });
    const reply = await publish(t, lead.token, website.uuid, website.revision);
    expect(reply.statusCode, reply.body).toBe(200);

    const [entry] = named((await page(lead.token, projectFeed(project.u_id))).entries, 'site.published');
    expect(entry).toMatchObject({
      lane: 'sites',
      summary: `${lead.first} ${lead.last} published the site “${website.name}”.`,
      link: `/dashboard/project/${project.u_id}/builder`,
    });
  });

  it('a store order is paid through the sandbox checkout, and the product it sold out is announced once', async () => {
    const { lead, project } = await freshWorkspace();
    const store = await insertStore(t, project.id);
    const { variants } = await insertProduct(t, store.id, { name: 'Lamp', variants: [{ price: 2500, stock: 2 }] });
    // The first order leaves one lamp; the second takes the last one.
    for (const quantity of [1, 1]) await buy(store.domain, variants[0]!.uuid, quantity);

    const { entries } = await page(lead.token, workspaceFeed(lead.workspace.slug), { lane: 'stores' });
    expect(entries.map((entry) => [entry.name, entry.actor, entry.summary])).toEqual([
      ['product.out_of_stock', null, '“Lamp” is out of stock.'],
      ['order.paid', null, 'Order #1002 was paid: $30.00.'],
      ['order.paid', null, 'Order #1001 was paid: $30.00.'],
    ]);
    expect(entries[0]!.link).toBe(`/dashboard/project/${project.u_id}/store`);
  });

  it('a deployment fails, and an SSH user cannot be added to a server that does not answer', async () => {
    const { lead, project } = await freshWorkspace();
    const server = await unreachableServer(lead, project.id);
    const [repository] = await t.runtime.ctx.db
      .insert(repositories)
      .values({ projectId: project.id, workspaceId: lead.workspace.id, platform: 'github', name: 'shop-site' })
      .returning();
    const deployment = await insertDeployment(t, {
      projectId: project.id,
      workspaceId: lead.workspace.id,
      serverId: server.id,
      repositoryId: repository!.id,
      createdById: lead.userId,
      deployPath: '/srv/shop',
    });
    const run = await startRun(t, deployment.id, lead.userId);
    expect((await waitForRun(t, run.id)).status).toBe('failed');
    const refused = await t.call({
      method: 'POST',
      url: '/api/falcons/access/add',
      token: lead.token,
      body: {
        name: 'Ada',
        access: ed25519KeyPair('ada@laptop').public,
        falcon_id: server.id,
        project_id: project.u_id,
      },
    });
    expect(refused.statusCode, refused.body).toBe(502);

    const { entries } = await page(lead.token, projectFeed(project.u_id));
    const [unreachable] = named(entries, 'server.unreachable');
    expect(unreachable).toMatchObject({
      lane: 'servers',
      summary: expect.stringMatching(/^The server “Quiet box” could not be reached: /),
      link: `/dashboard/project/${project.u_id}/hosting`,
    });
    const [failed] = named(entries, 'deployment.failed');
    expect(failed).toMatchObject({
      lane: 'deployments',
      actor: { id: lead.userId },
      summary: expect.stringMatching(/^The deployment of shop-site \(main\) failed: /),
      link: `/dashboard/project/${project.u_id}/runs/${run.id}`,
    });
  });
});

describe('pages and filters', () => {
  it('pages newest first with `before`, and ends with next_before null', async () => {
    const { lead, project } = await freshWorkspace();
    for (let index = 1; index <= 5; index += 1) await createTask(t, lead.token, project.id, { title: `Card ${index}` });
    const url = projectFeed(project.u_id);
    const first = await page(lead.token, url, { limit: 2 });
    expect(first.entries.map((entry) => entry.summary)).toEqual([
      expect.stringContaining('“Card 5”'),
      expect.stringContaining('“Card 4”'),
    ]);
    expect(first.next_before).toBe(first.entries[1]!.id);
    const second = await page(lead.token, url, { limit: 2, before: first.next_before! });
    expect(second.entries.map((entry) => entry.summary)).toEqual([
      expect.stringContaining('“Card 3”'),
      expect.stringContaining('“Card 2”'),
    ]);
    const last = await page(lead.token, url, { limit: 2, before: second.next_before! });
    // Card 1, then the project's creation; nothing after.
    expect(last.entries.map((entry) => entry.name)).toEqual(['task.created', 'project.created']);
    expect(last.next_before).toBeNull();
  });

  it('filters by lane and by person', async () => {
    const { lead, project } = await freshWorkspace();
    const teammate = await invitedMember(t, lead.token, lead.workspace.id, 'developer');
    await createTask(t, lead.token, project.id, { title: 'Lead’s' });
    await createTask(t, teammate.token, project.id, { title: 'Teammate’s' });
    const url = workspaceFeed(lead.workspace.slug);

    const byTeammate = await page(lead.token, url, { actor: teammate.userId });
    expect(byTeammate.entries.map((entry) => entry.name)).toEqual(['task.created', 'member.joined']);
    expect(byTeammate.entries.every((entry) => entry.actor?.id === teammate.userId)).toBe(true);
    const teamLane = await page(lead.token, url, { lane: 'team' });
    expect(teamLane.entries.map((entry) => entry.name)).toEqual(['member.joined']);
    const both = await page(lead.token, url, { lane: 'tasks', actor: lead.userId });
    expect(both.entries.map((entry) => entry.summary)).toEqual([expect.stringContaining('“Lead’s”')]);
    expect((await page(lead.token, url, { lane: 'deployments' })).entries).toEqual([]);
  });

  it('keeps a deleted project’s events, named, without links', async () => {
    const { lead, project } = await freshWorkspace();
    await createTask(t, lead.token, project.id, { title: 'Gone soon' });
    const deleted = await t.call({
      method: 'DELETE',
      url: `/api/projects/${project.u_id}/delete/${lead.workspace.slug}`,
      token: lead.token,
    });
    expect(deleted.statusCode, deleted.body).toBe(200);
    const { entries } = await page(lead.token, workspaceFeed(lead.workspace.slug));
    const [task] = named(entries, 'task.created');
    expect(task).toMatchObject({ project: { id: project.id, name: 'Harbour' }, link: null });
    expect(named(entries, 'project.created')[0]!.link).toBeNull();
  });
});

describe('who sees what', () => {
  it('a collaborator from outside the workspace sees only their project’s feed; other projects are 404', async () => {
    const { lead, project: shared } = await freshWorkspace();
    const secret = await createProject(t, lead.token, lead.workspace.id, { name: 'Secret' });
    await createTask(t, lead.token, secret.id, { title: 'Hidden plan' });
    await createTask(t, lead.token, shared.id, { title: 'Open plan' });
    // A collaborator who is not in the workspace (one who owned the project and transferred it away from
    // their own workspace is one): the row is written as such a transfer leaves it.
    const outsider = await accountWithWorkspace(t);
    await t.runtime.ctx.db
      .insert(projectMembers)
      .values({ projectId: shared.id, userId: outsider.userId, isOwner: false });

    const own = await page(outsider.token, projectFeed(shared.u_id));
    expect(own.entries.map((entry) => entry.project?.id)).toEqual(own.entries.map(() => shared.id));
    expect(own.entries.map((entry) => entry.summary)).toContainEqual(expect.stringContaining('“Open plan”'));

    const secretFeed = await feed(outsider.token, projectFeed(secret.u_id));
    expect(secretFeed.statusCode).toBe(404);
    expect(secretFeed.json().error).toBe('not_found');
    // The workspace's feed, where the secret project's entries are, is not theirs to read at all.
    expect((await feed(outsider.token, workspaceFeed(lead.workspace.slug))).statusCode).toBe(404);
    // A member of the workspace (any role) sees both projects' entries.
    const guest = await invitedMember(t, lead.token, lead.workspace.id, 'guest');
    const { entries } = await page(guest.token, workspaceFeed(lead.workspace.slug), { lane: 'tasks' });
    expect(entries.map((entry) => entry.summary)).toEqual([
      expect.stringContaining('“Open plan”'),
      expect.stringContaining('“Hidden plan”'),
    ]);
  });

  it('a stranger gets 404 for another workspace’s feed and its projects’ feeds, the same as for none', async () => {
    const { project } = await freshWorkspace();
    const stranger = await signedInUser(t);
    for (const url of [
      workspaceFeed(owner.workspace.slug),
      projectFeed(project.u_id),
      workspaceFeed('no-such-place'),
    ]) {
      const reply = await feed(stranger.token, url);
      expect(reply.statusCode, url).toBe(404);
    }
  });

  it('billing events (not in the feed) never appear, even to the workspace owner', async () => {
    const { lead } = await freshWorkspace();
    await emitEvent(t.runtime.ctx.db, {
      name: 'payment.settled',
      workspaceId: lead.workspace.id,
      data: { transactionId: 1, purchase: 'plan', amount: 900, currency: 'USD' },
    });
    const { entries } = await page(lead.token, workspaceFeed(lead.workspace.slug));
    expect(named(entries, 'payment.settled')).toEqual([]);
  });
});

async function projectMemberRow(token: string, uid: string, userId: number): Promise<{ id: number }> {
  const reply = await t.call({ method: 'GET', url: `/api/projects/${uid}/members`, token });
  expect(reply.statusCode, reply.body).toBe(200);
  const members = reply.json().data as Array<{ id: number; profile: { id: number } }>;
  return members.find((member) => member.profile.id === userId)!;
}

/** A shopper buys `quantity` of a variant and pays at the sandbox, following its redirect back. */
async function buy(domain: string, variantUuid: string, quantity: number) {
  const shopper = new Shopper(t, domain);
  await shopper.add(variantUuid, quantity);
  const reply = await shopper.checkout();
  expect(reply.statusCode, reply.body).toBe(303);
  const { location } = await payAtSandbox(t, referenceOf(reply.headers.location as string));
  const back = await shopper.get(`${location.pathname}${location.search}`);
  expect(back.statusCode, back.body).toBe(303);
}

/** A server connection on a local port nothing listens on: every SSH connect fails as unreachable. */
async function unreachableServer(lead: Account & { workspace: WorkspaceRef }, projectId: number) {
  const slug = `quiet${Date.now()}`;
  const [row] = await t.runtime.ctx.db
    .insert(servers)
    .values({
      slug,
      projectId,
      workspaceId: lead.workspace.id,
      name: 'Quiet box',
      hostname: 'Home',
      ip: '127.0.0.1',
      port: await freePort(),
      protocol: 'ssh',
      username: 'deploy',
      authMethod: 'password',
      credentialEnc: sealServerCredential(t.runtime.ctx, slug, 'a-password-1'),
      active: 1,
    })
    .returning();
  return row!;
}
