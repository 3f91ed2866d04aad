import { randomBytes } from 'node:crypto';
import { chmodSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import type { Principal } from '@aerie/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect } from 'vitest';

import { projectMembers, users, websitePublishes, websites, workspaceMembers } from '../../src/db/schema/index.js';
import { latestLinkToken, registration, signedInUser, uniqueAddress } from './accounts.js';
import { storeFixtures } from './authorization-store-fixtures.js';
import { declinedPlan, paidPlan } from './billing-fixtures.js';
import { deploymentBody, deployPathIn, insertDeployment } from './deployment-api-fixtures.js';
import { connectPlatform, startFakeGitProviders } from './fake-git-providers.js';
import { latestInvitation } from './invitations.js';
import { insertPaidPilot, pilotAction } from './pilot-fixtures.js';
import {
  accountWithWorkspace,
  createProject,
  joinWorkspace,
  type Account,
  type WorkspaceRef,
} from './project-fixtures.js';
import { createRepository } from './repository-fixtures.js';
import { insertSellerStore, type TestStore } from './seller-fixtures.js';
import { connectBody, connectServer } from './server-fixtures.js';
import { startSshd } from './sshd.js';
import { startTestApp, type TestApp } from './test-app.js';
import { fakeWebBuild } from './web-build.js';
import { createWebsite, insertWebsite, publish, SITES_HOST } from './website-fixtures.js';

/**
 * The world the authorization tables call into (docs/architecture.md § Authorization): one app with every outside party
 * it talks to (git providers, a real sshd, a web build), the callers of a workspace's objects, two seller stores, and
 * fresh objects of the owner's made per call, so one caller's request never spends another's object. Shared by the
 * authorization*.test.ts files; each file gets a world of its own.
 */

/** The team roles below the owner, each a workspace member who collaborates on the owner's fresh projects. */
export const TEAM = ['maintainer', 'developer', 'guest'] as const;
/** Every caller of a workspace's objects: a signed-in user of another workspace, the team, the owner. */
export const CALLER_COLUMNS = ['stranger', ...TEAM, 'owner'] as const;
export type Role = (typeof CALLER_COLUMNS)[number];
export type WorldCaller = Account & { workspace: WorkspaceRef };

export const WEBHOOK_HASH = 'table-webhook-hash';
/** The secret of Caddy's ask URL (TLS_ASK_TOKEN) in the table's app. */
export const TLS_ASK_TOKEN = 'table-tls-ask-token-0123456789abcdef';
/** A real 1×1 GIF. */
export const TINY_GIF = 'data:image/gif;base64,R0lGODlhAQABAIAAAP///wAAACH5BAEAAAAALAAAAAABAAEAAAICRAEAOw==';

/**
 * What each principal means for a caller who shows nothing (no token, no signature): every principal,
 * including those the next issues implement, must say it here before a route can declare it.
 */
export const ANONYMOUS_STATUS_OF_PRINCIPAL = {
  public: 200,
  user: 401,
  seller: 401,
  customer: 401,
  gitToken: 401,
  signedWebhook: 401,
  providerWebhook: 401,
} satisfies Record<Principal, number>;

const uniqueEmail = () => `table.${randomBytes(4).toString('hex')}@example.com`;

/** Starts the world before the file's tests and stops it after; its fields are set once `beforeAll` ran. */
export function setUpAuthorizationWorld() {
  const web = fakeWebBuild();
  const world = {
    t: undefined as unknown as TestApp,
    sshd: undefined as unknown as Awaited<ReturnType<typeof startSshd>>,
    gitFakes: undefined as unknown as Awaited<ReturnType<typeof startFakeGitProviders>>,
    loginAccount: undefined as unknown as { email: string; password: string },
    /** The callers of a workspace's objects; the team are members of the owner's workspace. */
    callers: undefined as unknown as Record<Role, WorldCaller>,
    /** The store whose Host the store routes are called on, and another store with a seller of its own. */
    tableStore: undefined as unknown as TestStore,
    otherStore: undefined as unknown as TestStore,
  };
  let filesDir = '';

  beforeAll(async () => {
    world.gitFakes = await startFakeGitProviders();
    world.sshd = await startSshd();
    filesDir = mkdtempSync(join(tmpdir(), 'aerie-files-'));
    // issue 12: pilots — the unprivileged pilots' account must pass through it to its pilots' directories.
    chmodSync(filesDir, 0o711);
    const t = await startTestApp({
      env: {
        FILES_DIR: filesDir,
        WEB_DIST_DIR: web.dir,
        FLUTTERWAVE_WEBHOOK_HASH: WEBHOOK_HASH,
        TLS_ASK_TOKEN,
        // Aerie Git's repositories go to a temporary directory, not the default DATA_DIR/git.
        GIT_DIR: join(filesDir, 'git'),
        ...world.gitFakes.env,
        // Local pilots go to the temporary directory too (the pilots' account passes it).
        PILOTS_DIR: join(filesDir, 'pilots'),
      },
    });
    world.t = t;
    world.loginAccount = await signedInUser(t);
    world.callers = {
      owner: await accountWithWorkspace(t),
      maintainer: await accountWithWorkspace(t),
      developer: await accountWithWorkspace(t),
      guest: await accountWithWorkspace(t),
      stranger: await accountWithWorkspace(t),
    };
    world.tableStore = await insertSellerStore(t);
    world.otherStore = await insertSellerStore(t);
    writeFileSync(join(web.dir, 'seller.html'), '<!doctype html><title>Seller admin</title><div id="root"></div>');
    // Straight into the team: the invitation flow is exercised on its own in invitations.test.ts.
    for (const role of TEAM) await joinWorkspace(t, world.callers.owner.workspace.id, world.callers[role].userId, role);
  });
  afterAll(async () => {
    await world.t?.close();
    await world.sshd?.stop();
    await world.gitFakes?.close();
    if (filesDir) rmSync(filesDir, { recursive: true, force: true });
    web.remove();
  });

  const t = () => world.t;
  const owner = () => world.callers.owner;

  /** A fresh unverified account and one of its e-mailed link tokens. */
  async function freshLinkToken(path: '/verify/' | '/password/'): Promise<string> {
    const body = registration();
    await t().call({ method: 'POST', url: '/api/api/user/create', body, remoteAddress: uniqueAddress() });
    if (path === '/password/')
      await t().call({
        method: 'POST',
        url: '/api/api/user/forgot',
        body: { email: body.email },
        remoteAddress: uniqueAddress(),
      });
    return latestLinkToken(t(), body.email, path);
  }

  /**
   * A fresh project of the owner's, with the team (maintainer, developer, guest) as collaborators unless
   * told otherwise; the developer's collaborator row id. The rows are written directly, in one statement:
   * adding collaborators is itself a table row, and the API call per role would triple the table's time.
   */
  async function freshProject(withTeam = true) {
    const project = await createProject(t(), owner().token, owner().workspace.id, { name: 'Table project' });
    if (!withTeam) return { project, developerRowId: 0 };
    const rows = await t()
      .runtime.ctx.db.insert(projectMembers)
      .values(TEAM.map((role) => ({ projectId: project.id, userId: world.callers[role].userId })))
      .returning({ id: projectMembers.id, userId: projectMembers.userId });
    const developerRowId = rows.find((row) => row.userId === world.callers.developer.userId)!.id;
    return { project, developerRowId };
  }

  /** A fresh team member of the owner's workspace, written directly (it never signs in); its member row id. */
  async function freshTeamMember(): Promise<number> {
    const { db } = t().runtime.ctx;
    const [user] = await db
      .insert(users)
      .values({
        first: 'Table',
        last: 'Member',
        email: uniqueEmail(),
        phone: '+44 20 7946 0000',
        accountType: 'Professional',
        passwordHash: 'never-signs-in',
      })
      .returning({ id: users.id });
    const [row] = await db
      .insert(workspaceMembers)
      .values({ workspaceId: owner().workspace.id, userId: user!.id, role: 'guest' })
      .returning({ id: workspaceMembers.id });
    return row!.id;
  }

  /** A fresh invitation from the owner to `email`, through the API: its id and its e-mailed token. */
  async function freshInvitation(email = uniqueEmail()): Promise<{ id: number; token: string }> {
    const sent = await t().call({
      method: 'POST',
      url: '/api/invitations/invite',
      token: owner().token,
      body: { email, name: 'Table invitee', role: 'developer', business_id: owner().workspace.id },
    });
    expect(sent.statusCode, sent.body).toBe(200);
    return { id: sent.json().data.id, token: (await latestInvitation(t(), email)).token };
  }

  const taskFields = (projectId: number) => ({
    title: 'Table task',
    description: 'Made by the authorization table',
    priority: 'normal',
    status: 'todo',
    start_date: '2026-03-02',
    end_date: '2026-03-06',
    project_id: projectId,
  });

  /** A fresh task on a fresh project of the owner's (the team collaborates), assigned to the owner. */
  async function freshTask(): Promise<{ id: number; projectId: number }> {
    const { project } = await freshProject();
    const created = await t().call({
      method: 'POST',
      url: '/api/tasks/create',
      token: owner().token,
      body: { ...taskFields(project.id), assignees: String(owner().userId) },
    });
    expect(created.statusCode, created.body).toBe(200);
    return { id: created.json().data.id, projectId: project.id };
  }

  /** A fresh website on a fresh project of the owner's (the team collaborates), written directly. */
  async function insertedWebsite(options: { paidPlan?: boolean; verifiedDomain?: boolean } = {}) {
    const { project } = await freshProject();
    const website = await insertWebsite(t(), { projectId: project.id, userId: owner().userId });
    const paid = options.paidPlan ? { plan: 'site-basic', planPaidUntil: new Date(Date.now() + 86_400_000) } : {};
    const domain = options.verifiedDomain
      ? { customDomain: `${website.subdomain}.example`, domainToken: 'table', domainVerifiedAt: new Date() }
      : {};
    if (!options.paidPlan && !options.verifiedDomain) return website;
    const [row] = await t()
      .runtime.ctx.db.update(websites)
      .set({ ...paid, ...domain })
      .where(eq(websites.id, website.id))
      .returning();
    return row!;
  }

  /** A published website of the owner's: the Host header its pages are reached by. */
  async function publishedSiteHost(): Promise<string> {
    const website = await insertedWebsite();
    const reply = await publish(t(), owner().token, website.uuid, website.revision);
    expect(reply.statusCode, reply.body).toBe(200);
    return `${website.subdomain}.${SITES_HOST}`;
  }

  /** A fresh website of the owner's, published once: its uuid, draft revision and the id of that publish. */
  async function publishedWebsite() {
    const website = await insertedWebsite();
    const reply = await publish(t(), owner().token, website.uuid, website.revision);
    expect(reply.statusCode, reply.body).toBe(200);
    const [kept] = await t()
      .runtime.ctx.db.select({ id: websitePublishes.id })
      .from(websitePublishes)
      .where(eq(websitePublishes.websiteId, website.id));
    return { uuid: website.uuid, revision: website.revision, publishId: kept!.id };
  }

  /** A fresh site in a fresh project of the owner's (the team collaborates), made through the API. */
  async function freshWebsite() {
    const { project } = await freshProject();
    return createWebsite(t(), owner().token, project.u_id, 'blank');
  }

  /**
   * One paid Moon purchase of the owner's, made once: verifying and activating it again is idempotent (and
   * Moon keeps the owner's workspace unlimited for the project rows above).
   */
  let paid: Promise<{ reference: string; transactionId: string }> | null = null;
  const paidPurchase = () => (paid ??= paidPlan(t(), owner().token, owner().workspace.id, 'moon'));
  /** A payment started and declined at the checkout: what Try again is for. */
  let unpaid: ReturnType<typeof declinedPlan> | undefined;
  const unpaidPurchase = () => (unpaid ??= declinedPlan(t(), owner().token, owner().workspace.id, 'moon'));

  /** A fresh project of the owner's (the team collaborates) with the test sshd connected to it. */
  async function freshServer() {
    const { project } = await freshProject();
    const body = connectBody(world.sshd, project.u_id);
    const server = await connectServer(t(), owner().token, owner().workspace.slug, body);
    return { project, server };
  }

  /** A fresh project of the owner's (the team collaborates) with the test sshd and an Aerie Git repository. */
  async function freshDeploymentTargets() {
    const { project, server } = await freshServer();
    const name = `deploy-${randomBytes(4).toString('hex')}`;
    const repository = await createRepository(t(), owner().token, owner().workspace.slug, project.u_id, { name });
    const ids = { serverId: server.id, repositoryId: repository.id, projectUid: project.u_id };
    return { project, body: deploymentBody(ids, { deploy_path: deployPathIn(world.sshd.home) }) };
  }
  /**
   * A fresh deployment to the test sshd, written directly with no first run: through the API each one
   * would queue a real deploy, and the table's hundreds of them would keep the worker busy for minutes.
   * create-deployment itself still goes through the API.
   */
  async function freshDeployment() {
    const { project, body } = await freshDeploymentTargets();
    const row = await insertDeployment(t(), {
      projectId: project.id,
      workspaceId: owner().workspace.id,
      serverId: body.server_id,
      repositoryId: body.repo_id,
    });
    return { id: row.id, slug: row.slug, serverId: row.serverId, uid: project.u_id };
  }

  /** A fresh pilot of a fresh project, paid without the checkout (payment starts are rate limited per owner). */
  async function freshPilot() {
    const { project } = await freshProject();
    return insertPaidPilot(t(), owner(), project.id);
  }
  async function provisionedTablePilot(): Promise<string> {
    const { pilotId } = await freshPilot();
    const reply = await pilotAction(t(), owner().token, pilotId, 'provision');
    expect(reply.json().data?.ip, reply.body).toBe('127.0.0.1');
    return pilotId;
  }

  /** The owner's workspace connects GitHub once, through the real flow. */
  let githubConnection: Promise<unknown> | null = null;
  const ownersGitHub = () => (githubConnection ??= connectPlatform(t(), owner().token, owner().workspace.id, 'github'));

  return Object.assign(world, {
    owner,
    uniqueEmail,
    freshLinkToken,
    freshProject,
    freshTeamMember,
    freshInvitation,
    taskFields,
    freshTask,
    insertedWebsite,
    publishedSiteHost,
    freshWebsite,
    publishedWebsite,
    paidPurchase,
    unpaidPurchase,
    ...storeFixtures(world, freshProject),
    freshServer,
    freshDeploymentTargets,
    freshDeployment,
    freshPilot,
    provisionedTablePilot,
    ownersGitHub,
  });
}

export type AuthorizationWorld = ReturnType<typeof setUpAuthorizationWorld>;
