import { randomBytes } from 'node:crypto';
import { chmodSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { fullPath, ROUTES, type Principal, type Website } from '@aerie/contract';
import { eq } from 'drizzle-orm';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { storeSellers, users, websites, workspaceMembers } from '../src/db/schema/index.js';
import { PREFIX_OF_HOST } from '../src/hosts/host-names.js';
import { createSellerSession } from '../src/modules/stores/seller-sessions.js';
import { registerRouteRegistry } from '../src/plugins/route-registry.js';
import { addToCart, ensureCart } from '../src/modules/stores/cart.js';
import { startCheckout } from '../src/modules/stores/checkout.js';
import { storefrontStylesheet } from '../src/modules/stores/storefront-css.js';
import { RAW_ROUTES } from '../src/routes/raw-routes.js';
import { latestLinkToken, PASSWORD, registration, signedInUser, uniqueAddress } from './support/accounts.js';
import { latestInvitation } from './support/invitations.js';
import {
  accountWithWorkspace,
  addCollaborator,
  categoryId,
  createProject,
  joinWorkspace,
  type Account,
  type WorkspaceRef,
} from './support/project-fixtures.js';
import { initializePlan, paidPlan } from './support/billing-fixtures.js';
import { insertProduct, insertStore, insertStoreLogo, type StoreRow } from './support/store-fixtures.js';
import { startTestApp, type TestApp } from './support/test-app.js';
import {
  createProduct as createStoreProduct,
  insertOrder,
  insertSellerStore,
  nextMailTo,
  type TestStore,
} from './support/seller-fixtures.js';
import { fakeWebBuild } from './support/web-build.js';
import { createWebsite, dataUrl, insertWebsite, png, publish, SITES_HOST } from './support/website-fixtures.js';
import { createStore, storeRegistration } from './support/store-registration.js';
// issue 11: Aerie Git
import { createAccessToken, createRepository, repositoryBody } from './support/repository-fixtures.js';
// issue 11: git providers
import { authorize, connectPlatform, platformConfig, startFakeGitProviders } from './support/fake-git-providers.js';
// issue 12: servers
import { addSshUser, connectBody, connectServer } from './support/server-fixtures.js';
import { ed25519KeyPair } from './support/ssh-keys.js';
import { startSshd } from './support/sshd.js';
// issue 12: pilots
import { insertPaidPilot, pilotAction } from './support/pilot-fixtures.js';
// issue 13: deployments
import { createDeployment, deploymentBody, deployPathIn, insertRun } from './support/deployment-api-fixtures.js';

type RouteName = (typeof ROUTES)[number]['name'];

/**
 * The expected status of each route per caller (DESIGN §7), called with a valid request. Routes that act
 * on a workspace's objects also say what `stranger`, `member` and `owner` get: a signed-in user outside the
 * workspace (404, as if the object did not exist), a developer in it who collaborates on its projects (403
 * for owner-only and team-manager actions), and the owner of the workspace and of its projects.
 */
interface Expected {
  anonymous: number;
  signedIn: number;
  stranger?: number;
  member?: number;
  owner?: number;
  /**
   * Store routes (issue 10): `seller` is the seller of the store the Host names, `otherSeller` a seller of
   * another store calling on that same host (their session is not this store's: 404, as for its objects).
   */
  seller?: number;
  otherSeller?: number;
}

/** The seller's calls of a store: public for signing in, the `seller` principal for everything else. */
const SELLER_PUBLIC = { anonymous: 200, signedIn: 200, seller: 200, otherSeller: 200 };
const SELLER_ONLY = { anonymous: 401, signedIn: 401, seller: 200, otherSeller: 404 };
const NOT_A_SELLER_CALL = { seller: 401, otherSeller: 401 };

const TABLE = {
  login: { anonymous: 200, signedIn: 200 },
  register: { anonymous: 200, signedIn: 200 },
  'verify-account': { anonymous: 200, signedIn: 200 },
  'resend-verification': { anonymous: 200, signedIn: 200 },
  'forgot-password': { anonymous: 200, signedIn: 200 },
  'reset-password': { anonymous: 200, signedIn: 200 },
  logout: { anonymous: 401, signedIn: 200 },
  'get-current-user': { anonymous: 401, signedIn: 200 },
  'list-workspaces': { anonymous: 401, signedIn: 200 },
  'create-workspace': { anonymous: 401, signedIn: 200 },
  'list-categories': { anonymous: 401, signedIn: 200 },
  'list-projects': { anonymous: 401, signedIn: 404, stranger: 404, member: 200, owner: 200 },
  'get-project': { anonymous: 401, signedIn: 404, stranger: 404, member: 200, owner: 200 },
  'list-project-members': { anonymous: 401, signedIn: 404, stranger: 404, member: 200, owner: 200 },
  'create-project': { anonymous: 401, signedIn: 404, stranger: 404, member: 200, owner: 200 },
  'update-project': { anonymous: 401, signedIn: 404, stranger: 404, member: 200, owner: 200 },
  'delete-project': { anonymous: 401, signedIn: 404, stranger: 404, member: 403, owner: 200 },
  'add-project-member': { anonymous: 401, signedIn: 404, stranger: 404, member: 200, owner: 200 },
  'remove-project-member': { anonymous: 401, signedIn: 404, stranger: 404, member: 403, owner: 200 },
  'transfer-ownership': { anonymous: 401, signedIn: 404, stranger: 404, member: 403, owner: 200 },
  'list-team-members': { anonymous: 401, signedIn: 404, stranger: 404, member: 200, owner: 200 },
  'remove-team-member': { anonymous: 401, signedIn: 404, stranger: 404, member: 403, owner: 200 },
  'invite-member': { anonymous: 401, signedIn: 404, stranger: 404, member: 403, owner: 200 },
  'list-invitations': { anonymous: 401, signedIn: 404, stranger: 404, member: 200, owner: 200 },
  'delete-invitation': { anonymous: 401, signedIn: 404, stranger: 404, member: 403, owner: 200 },
  'reinvite-member': { anonymous: 401, signedIn: 404, stranger: 404, member: 403, owner: 200 },
  // The token is the credential: whoever holds the link sees what it offers.
  'get-invitation': { anonymous: 200, signedIn: 200 },
  // Valid means "addressed to the caller's e-mail"; someone else's invitation is tested in invitations.test.ts.
  'accept-invitation': { anonymous: 401, signedIn: 200 },
  // The caller's own account: there is no one else's object to reach.
  'update-profile': { anonymous: 401, signedIn: 200 },
  'upload-avatar': { anonymous: 401, signedIn: 200 },
  'update-password': { anonymous: 401, signedIn: 200 },
  'get-dashboard-summary': { anonymous: 401, signedIn: 404, stranger: 404, member: 200, owner: 200 },
  // Any project member may do everything on the board (001 §6).
  'list-tasks': { anonymous: 401, signedIn: 404, stranger: 404, member: 200, owner: 200 },
  'create-task': { anonymous: 401, signedIn: 404, stranger: 404, member: 200, owner: 200 },
  'update-task': { anonymous: 401, signedIn: 404, stranger: 404, member: 200, owner: 200 },
  'assign-task-members': { anonymous: 401, signedIn: 404, stranger: 404, member: 200, owner: 200 },
  'remove-task-member': { anonymous: 401, signedIn: 404, stranger: 404, member: 200, owner: 200 },
  'delete-task': { anonymous: 401, signedIn: 404, stranger: 404, member: 200, owner: 200 },
  // Plans are the public price list.
  'list-plans': { anonymous: 200, signedIn: 200 },
  // Members see the workspace's bills and may finish a verification; only the owner buys.
  'initialize-transaction': { anonymous: 401, signedIn: 404, stranger: 404, member: 403, owner: 200 },
  'verify-payment': { anonymous: 401, signedIn: 404, stranger: 404, member: 200, owner: 200 },
  'activate-subscription': { anonymous: 401, signedIn: 404, stranger: 404, member: 200, owner: 200 },
  'list-transactions': { anonymous: 401, signedIn: 404, stranger: 404, member: 200, owner: 200 },
  'get-transaction': { anonymous: 401, signedIn: 404, stranger: 404, member: 200, owner: 200 },
  // The expert price list belongs to no workspace; hiring bills one, so only its owner sets up a card and hires.
  'list-expert-pricing': { anonymous: 401, signedIn: 200 },
  'tokenize-card': { anonymous: 401, signedIn: 404, stranger: 404, member: 403, owner: 200 },
  'start-card-setup': { anonymous: 401, signedIn: 404, stranger: 404, member: 403, owner: 200 },
  'hire-expert': { anonymous: 401, signedIn: 404, stranger: 404, member: 403, owner: 200 },
  // Anyone who sees the project builds its sites; deleting one (both calls) is the project owner's (000 §6).
  'list-websites': { anonymous: 401, signedIn: 404, stranger: 404, member: 200, owner: 200 },
  'create-website': { anonymous: 401, signedIn: 404, stranger: 404, member: 200, owner: 200 },
  'update-website': { anonymous: 401, signedIn: 404, stranger: 404, member: 200, owner: 200 },
  'delete-website-files': { anonymous: 401, signedIn: 404, stranger: 404, member: 403, owner: 200 },
  'delete-website': { anonymous: 401, signedIn: 404, stranger: 404, member: 403, owner: 200 },
  'get-website-content': { anonymous: 401, signedIn: 404, stranger: 404, member: 200, owner: 200 },
  'save-website-content': { anonymous: 401, signedIn: 404, stranger: 404, member: 200, owner: 200 },
  'list-website-revisions': { anonymous: 401, signedIn: 404, stranger: 404, member: 200, owner: 200 },
  'restore-website-revision': { anonymous: 401, signedIn: 404, stranger: 404, member: 200, owner: 200 },
  'upload-website-image': { anonymous: 401, signedIn: 404, stranger: 404, member: 200, owner: 200 },
  // Publishing and the custom domain of a site already on a paid plan (buying the plan is the owner's).
  'publish-website': { anonymous: 401, signedIn: 404, stranger: 404, member: 200, owner: 200 },
  'set-custom-domain': { anonymous: 401, signedIn: 404, stranger: 404, member: 200, owner: 200 },
  'verify-custom-domain': { anonymous: 401, signedIn: 404, stranger: 404, member: 200, owner: 200 },
  'remove-custom-domain': { anonymous: 401, signedIn: 404, stranger: 404, member: 200, owner: 200 },
  // Anyone who sees the project lists and opens its stores; deleting one is the project owner's (000 §6).
  // A seller's session is no platform session: the dashboard's store calls refuse it (401).
  'list-stores': { anonymous: 401, signedIn: 404, stranger: 404, member: 200, owner: 200, ...NOT_A_SELLER_CALL },
  'delete-store': { anonymous: 401, signedIn: 404, stranger: 404, member: 403, owner: 200, ...NOT_A_SELLER_CALL },
  // The token is the caller's own and names no project: any signed-in user gets one.
  'get-store-registration-token': { anonymous: 401, signedIn: 200, ...NOT_A_SELLER_CALL },
  'register-store': { anonymous: 401, signedIn: 404, stranger: 404, member: 200, owner: 200, ...NOT_A_SELLER_CALL },
  // A platform session is no seller session (401); a seller of another store hears 404 on this store's host.
  'seller-login': SELLER_PUBLIC,
  'seller-forgot-password': SELLER_PUBLIC,
  'seller-reset-password': SELLER_PUBLIC,
  'seller-logout': SELLER_ONLY,
  'get-seller': SELLER_ONLY,
  'list-seller-products': SELLER_ONLY,
  'create-seller-product': SELLER_ONLY,
  'get-seller-product': SELLER_ONLY,
  'update-seller-product': SELLER_ONLY,
  'delete-seller-product': SELLER_ONLY,
  'upload-product-image': SELLER_ONLY,
  'delete-product-image': SELLER_ONLY,
  'reorder-product-images': SELLER_ONLY,
  'list-seller-orders': SELLER_ONLY,
  'get-seller-order': SELLER_ONLY,
  'update-order-status': SELLER_ONLY,
  'update-store-settings': SELLER_ONLY,
  'upload-store-logo': SELLER_ONLY,
  'get-sales-summary': SELLER_ONLY,
  // The dashboard's way into a store's admin: a platform call on the store host (a seller token is no user).
  'open-seller-admin': {
    anonymous: 401,
    signedIn: 404,
    stranger: 404,
    member: 200,
    owner: 200,
    seller: 401,
    otherSeller: 401,
  },
  // issue 11: Aerie Git, repositories core, access tokens
  // Anyone who sees the project lists and creates its repositories; deleting one is the project owner's.
  'list-repositories': { anonymous: 401, signedIn: 404, stranger: 404, member: 200, owner: 200 },
  'list-repo-activities': { anonymous: 401, signedIn: 404, stranger: 404, member: 200, owner: 200 },
  'create-repository': { anonymous: 401, signedIn: 404, stranger: 404, member: 200, owner: 200 },
  'delete-repository': { anonymous: 401, signedIn: 404, stranger: 404, member: 403, owner: 200 },
  // Tokens are the caller's own: there is no one else's to reach (another user's id is tested in access-tokens.test.ts).
  'list-access-tokens': { anonymous: 401, signedIn: 200 },
  'create-access-token': { anonymous: 401, signedIn: 200 },
  'revoke-access-token': { anonymous: 401, signedIn: 200 },
  // issue 11: git providers — any member of the workspace connects, lists, imports and disconnects
  // (001 §4 names no role); a project collaborator imports into the project with the workspace's connection.
  'list-integrations': { anonymous: 401, signedIn: 404, stranger: 404, member: 200, owner: 200 },
  'get-platform-config': { anonymous: 401, signedIn: 404, stranger: 404, member: 200, owner: 200 },
  'integrate-platform': { anonymous: 401, signedIn: 404, stranger: 404, member: 200, owner: 200 },
  'revoke-integration': { anonymous: 401, signedIn: 404, stranger: 404, member: 200, owner: 200 },
  'list-importable-repositories': { anonymous: 401, signedIn: 404, stranger: 404, member: 200, owner: 200 },
  'import-repository': { anonymous: 401, signedIn: 404, stranger: 404, member: 200, owner: 200 },
  // issue 12: servers, SSH users, logs — anyone who sees the project uses them (001 §6 "the other
  // controls"); deleting a server or an SSH user is the project owner's.
  'list-servers': { anonymous: 401, signedIn: 404, stranger: 404, member: 200, owner: 200 },
  'connect-server': { anonymous: 401, signedIn: 404, stranger: 404, member: 200, owner: 200 },
  'delete-server': { anonymous: 401, signedIn: 404, stranger: 404, member: 403, owner: 200 },
  'list-server-logs': { anonymous: 401, signedIn: 404, stranger: 404, member: 200, owner: 200 },
  'add-ssh-access': { anonymous: 401, signedIn: 404, stranger: 404, member: 200, owner: 200 },
  'list-ssh-access': { anonymous: 401, signedIn: 404, stranger: 404, member: 200, owner: 200 },
  'delete-ssh-access': { anonymous: 401, signedIn: 404, stranger: 404, member: 403, owner: 200 },
  // issue 12: pilots — the price lists belong to no workspace; a pilot's actions are any member's; paying
  // for one (renewal, like every purchase) is the workspace owner's.
  'list-pilot-plans': { anonymous: 401, signedIn: 200 },
  'list-pilot-templates': { anonymous: 401, signedIn: 200 },
  'create-pilot': { anonymous: 401, signedIn: 404, stranger: 404, member: 200, owner: 200 },
  'provision-pilot': { anonymous: 401, signedIn: 404, stranger: 404, member: 200, owner: 200 },
  'reboot-pilot': { anonymous: 401, signedIn: 404, stranger: 404, member: 200, owner: 200 },
  'power-on-pilot': { anonymous: 401, signedIn: 404, stranger: 404, member: 200, owner: 200 },
  'power-off-pilot': { anonymous: 401, signedIn: 404, stranger: 404, member: 200, owner: 200 },
  'renew-pilot': { anonymous: 401, signedIn: 404, stranger: 404, member: 403, owner: 200 },
  // issue 13: deployments — anyone who sees the project deploys, edits commands and variables and follows
  // runs (001 §6 "the other controls"); deleting a deployment is the project owner's.
  'list-server-deployments': { anonymous: 401, signedIn: 404, stranger: 404, member: 200, owner: 200 },
  'list-project-deployments': { anonymous: 401, signedIn: 404, stranger: 404, member: 200, owner: 200 },
  'create-deployment': { anonymous: 401, signedIn: 404, stranger: 404, member: 200, owner: 200 },
  'delete-deployment': { anonymous: 401, signedIn: 404, stranger: 404, member: 403, owner: 200 },
  'update-deployment-settings': { anonymous: 401, signedIn: 404, stranger: 404, member: 200, owner: 200 },
  'fetch-commands': { anonymous: 401, signedIn: 404, stranger: 404, member: 200, owner: 200 },
  'create-commands': { anonymous: 401, signedIn: 404, stranger: 404, member: 200, owner: 200 },
  'update-commands': { anonymous: 401, signedIn: 404, stranger: 404, member: 200, owner: 200 },
  'get-deployment-variables': { anonymous: 401, signedIn: 404, stranger: 404, member: 200, owner: 200 },
  'save-deployment-variables': { anonymous: 401, signedIn: 404, stranger: 404, member: 200, owner: 200 },
  'deploy-now': { anonymous: 401, signedIn: 404, stranger: 404, member: 200, owner: 200 },
  'list-runs': { anonymous: 401, signedIn: 404, stranger: 404, member: 200, owner: 200 },
  'get-run': { anonymous: 401, signedIn: 404, stranger: 404, member: 200, owner: 200 },
  'cancel-run': { anonymous: 401, signedIn: 404, stranger: 404, member: 200, owner: 200 },
} satisfies Record<RouteName, Expected> as Record<string, Expected>;

type Role = 'stranger' | 'member' | 'owner';

// issue 11: git providers — the three fake providers the app is pointed at.
const gitFakes = await startFakeGitProviders();
afterAll(() => gitFakes.close());

// issue 12: servers — a real sshd on 127.0.0.1, for the calls that really connect to a server.
const sshd = await startSshd();
afterAll(() => sshd.stop());

const WEBHOOK_HASH = 'table-webhook-hash';
const web = fakeWebBuild();

let t: TestApp;
let filesDir: string;
let loginAccount: { email: string; password: string };
/** The three callers of a workspace's objects; `member` is a developer in the owner's workspace. */
let callers: Record<Role, Account & { workspace: WorkspaceRef }>;
/** The store whose Host the store routes are called on, and another store with a seller of its own. */
let tableStore: TestStore;
let otherStore: TestStore;
beforeAll(async () => {
  filesDir = mkdtempSync(join(tmpdir(), 'aerie-files-'));
  // issue 12: pilots — the unprivileged pilots' account must pass through it to its pilots' directories.
  chmodSync(filesDir, 0o711);
  t = await startTestApp({
    env: {
      FILES_DIR: filesDir,
      WEB_DIST_DIR: web.dir,
      FLUTTERWAVE_WEBHOOK_HASH: WEBHOOK_HASH,
      // issue 11: Aerie Git's repositories go to a temporary directory, not the default DATA_DIR/git.
      GIT_DIR: join(filesDir, 'git'),
      ...gitFakes.env,
      // issue 12: pilots — local pilots go to the temporary directory too (the pilots' account passes it).
      PILOTS_DIR: join(filesDir, 'pilots'),
    },
  });
  loginAccount = await signedInUser(t);
  callers = {
    owner: await accountWithWorkspace(t),
    member: await accountWithWorkspace(t),
    stranger: await accountWithWorkspace(t),
  };
  tableStore = await insertSellerStore(t);
  otherStore = await insertSellerStore(t);
  writeFileSync(join(web.dir, 'seller.html'), '<!doctype html><title>Seller admin</title><div id="root"></div>');
  // Straight into the team: the invitation flow is exercised on its own in invitations.test.ts.
  await joinWorkspace(t, callers.owner.workspace.id, callers.member.userId, 'developer');
});
afterAll(async () => {
  await t.close();
  rmSync(filesDir, { recursive: true, force: true });
  web.remove();
});

interface ValidRequest {
  params?: Record<string, string>;
  query?: Record<string, string>;
  body?: unknown;
  /** The store routes name their store by Host header. */
  headers?: Record<string, string>;
}

/** Who is about to call, for requests that only make sense for that caller (an invitation to them). */
interface Caller {
  email: string;
  /** The caller's session, for requests that carry something only they may spend (a store token). */
  token?: string;
}

/** A fresh unverified account and one of its e-mailed link tokens. */
async function freshLinkToken(path: '/verify/' | '/password/'): Promise<string> {
  const body = registration();
  await t.call({ method: 'POST', url: '/api/api/user/create', body, remoteAddress: uniqueAddress() });
  if (path === '/password/')
    await t.call({
      method: 'POST',
      url: '/api/api/user/forgot',
      body: { email: body.email },
      remoteAddress: uniqueAddress(),
    });
  return latestLinkToken(t, body.email, path);
}

const owner = () => callers.owner;
const uniqueEmail = () => `table.${randomBytes(4).toString('hex')}@example.com`;

/** A fresh project of the owner's, with the member as collaborator unless told otherwise. */
async function freshProject(withMember = true) {
  const project = await createProject(t, owner().token, owner().workspace.id, { name: 'Table project' });
  const memberRowId = withMember ? await addCollaborator(t, owner().token, project.id, callers.member.userId) : 0;
  return { project, memberRowId };
}

/** A fresh team member of the owner's workspace, written directly (it never signs in); its member row id. */
async function freshTeamMember(): Promise<number> {
  const { db } = t.runtime.ctx;
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
  const sent = await t.call({
    method: 'POST',
    url: '/api/invitations/invite',
    token: owner().token,
    body: { email, name: 'Table invitee', role: 'developer', business_id: owner().workspace.id },
  });
  expect(sent.statusCode, sent.body).toBe(200);
  return { id: sent.json().data.id, token: (await latestInvitation(t, email)).token };
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

/** A fresh task on a fresh project of the owner's (the member collaborates), assigned to the owner. */
async function freshTask(): Promise<{ id: number; projectId: number }> {
  const { project } = await freshProject();
  const created = await t.call({
    method: 'POST',
    url: '/api/tasks/create',
    token: owner().token,
    body: { ...taskFields(project.id), assignees: String(owner().userId) },
  });
  expect(created.statusCode, created.body).toBe(200);
  return { id: created.json().data.id, projectId: project.id };
}

/** A fresh website on a fresh project of the owner's (the member collaborates), written directly. */
async function insertedWebsite(options: { paidPlan?: boolean; verifiedDomain?: boolean } = {}) {
  const { project } = await freshProject();
  const website = await insertWebsite(t, { projectId: project.id, userId: owner().userId });
  const paid = options.paidPlan ? { plan: 'site-basic', planPaidUntil: new Date(Date.now() + 86_400_000) } : {};
  const domain = options.verifiedDomain
    ? { customDomain: `${website.subdomain}.example`, domainToken: 'table', domainVerifiedAt: new Date() }
    : {};
  if (!options.paidPlan && !options.verifiedDomain) return website;
  const [row] = await t.runtime.ctx.db
    .update(websites)
    .set({ ...paid, ...domain })
    .where(eq(websites.id, website.id))
    .returning();
  return row!;
}

/** A published website of the owner's: the Host header its pages are reached by. */
async function publishedSiteHost(): Promise<string> {
  const website = await insertedWebsite();
  const reply = await publish(t, owner().token, website.uuid, website.revision);
  expect(reply.statusCode, reply.body).toBe(200);
  return `${website.subdomain}.${SITES_HOST}`;
}

/**
 * One paid Moon purchase of the owner's, made once: verifying and activating it again is idempotent (and
 * Moon keeps the owner's workspace unlimited for the project rows above).
 */
let paid: Promise<{ reference: string; transactionId: string }> | null = null;
const paidPurchase = () => (paid ??= paidPlan(t, owner().token, owner().workspace.id, 'moon'));

/** A fresh site in a fresh project of the owner's (the member collaborates), made through the API. */
async function freshWebsite(): Promise<Website> {
  const { project } = await freshProject();
  return createWebsite(t, owner().token, project.u_id, 'blank');
}

const SMALL_DRAFT = { pages: [{ name: 'Home', component: '<h1>Table</h1>' }] };

/** A real 1×1 GIF. */
const TINY_GIF = 'data:image/gif;base64,R0lGODlhAQABAIAAAP///wAAACH5BAEAAAAALAAAAAABAAEAAAICRAEAOw==';

/** A fresh session of a store's seller, minted directly (logging in each time would meet its rate limit). */
async function mintSellerToken(shop: TestStore): Promise<string> {
  const [seller] = await t.runtime.ctx.db.select().from(storeSellers).where(eq(storeSellers.storeId, shop.store.id));
  return (await createSellerSession(t.runtime.ctx.db, seller!.id)).token;
}

const onStore = () => ({ headers: { host: tableStore.host } });
/** A fresh product of the table store, made by its seller. */
async function freshStoreProduct() {
  return createStoreProduct(t, { ...tableStore, token: await mintSellerToken(tableStore) });
}
async function freshStoreImage() {
  const product = await freshStoreProduct();
  const reply = await t.call({
    method: 'POST',
    url: `/store-api/seller/products/${product.uuid}/images`,
    token: await mintSellerToken(tableStore),
    headers: { host: tableStore.host },
    body: { image: dataUrl(png(1, 1)) },
  });
  expect(reply.statusCode, reply.body).toBe(200);
  return { product, image: reply.json().data as { uuid: string; url: string } };
}
async function freshPaidOrder() {
  const product = await freshStoreProduct();
  return insertOrder(t, tableStore.store, 'paid', [{ variantUuid: product.variants[0]!.uuid, quantity: 1 }]);
}
/** A reset token of a fresh store's seller (resetting changes the password, so never the table store's). */
async function freshSellerReset(): Promise<{ shop: TestStore; token: string }> {
  const shop = await insertSellerStore(t);
  const sent = await t.call({
    method: 'POST',
    url: '/store-api/seller/forgot-password',
    headers: { host: shop.host },
    remoteAddress: uniqueAddress(),
    body: { email: shop.email },
  });
  expect(sent.statusCode, sent.body).toBe(200);
  const mail = await nextMailTo(t, shop.email);
  return { shop, token: /\/reset-password\/([A-Za-z0-9_-]+)/.exec(mail!.text)![1]! };
}

const STORE_PRODUCT = {
  name: 'Table mug',
  description: '',
  status: 'active',
  variants: [{ name: 'Default', price: 500, stock: 3 }],
};

/** A request that succeeds for a caller allowed to make it, built fresh for every call. */
const VALID_REQUEST: Record<string, (caller?: Caller) => Promise<ValidRequest>> = {
  login: async () => ({ body: { email: loginAccount.email, password: loginAccount.password } }),
  register: async () => ({ body: registration() }),
  'verify-account': async () => ({ params: { token: await freshLinkToken('/verify/') } }),
  'resend-verification': async () => ({ body: { email: 'someone@example.com' } }),
  'forgot-password': async () => ({ body: { email: 'someone@example.com' } }),
  'reset-password': async () => {
    const token = await freshLinkToken('/password/');
    return { body: { token, password: 'brand-new-secret-7', confirm_password: 'brand-new-secret-7' } };
  },
  logout: async () => ({}),
  'get-current-user': async () => ({}),
  'list-workspaces': async () => ({}),
  'create-workspace': async () => ({
    body: { name: 'Table Co', email: 'table@example.com', phone: '+44 20 7946 0000' },
  }),
  'list-categories': async () => ({}),
  'list-projects': async () => ({ params: { slug: owner().workspace.slug } }),
  'get-project': async () => ({ params: { uid: (await freshProject()).project.u_id } }),
  'list-project-members': async () => ({ params: { uid: (await freshProject()).project.u_id } }),
  'create-project': async () => ({
    body: {
      name: 'Table project',
      description: 'Made by the authorization table',
      category_id: await categoryId(t, owner().token),
      business_id: owner().workspace.id,
    },
  }),
  'update-project': async () => {
    const { project } = await freshProject();
    return {
      params: { uid: project.u_id },
      body: {
        project_id: project.id,
        business_id: owner().workspace.id,
        category_id: project.category_id,
        name: 'Renamed',
        description: 'Renamed by the table',
      },
    };
  },
  'delete-project': async () => ({
    params: { uid: (await freshProject()).project.u_id, slug: owner().workspace.slug },
  }),
  'add-project-member': async () => ({
    body: { project_id: (await freshProject(false)).project.id, user_id: callers.member.userId },
  }),
  'remove-project-member': async () => ({ params: { id: String((await freshProject()).memberRowId) } }),
  'transfer-ownership': async () => ({
    body: { member_id: (await freshProject()).memberRowId, user_id: callers.member.userId },
  }),
  'list-team-members': async () => ({ params: { slug: owner().workspace.slug } }),
  'remove-team-member': async () => ({ params: { id: String(await freshTeamMember()) } }),
  'invite-member': async () => ({
    body: { email: uniqueEmail(), name: 'Table invitee', role: 'developer', business_id: owner().workspace.id },
  }),
  'list-invitations': async () => ({ params: { slug: owner().workspace.slug } }),
  'delete-invitation': async () => ({ query: { id: String((await freshInvitation()).id) } }),
  'reinvite-member': async () => ({ body: { id: (await freshInvitation()).id } }),
  'get-invitation': async () => ({ params: { token: (await freshInvitation()).token } }),
  'accept-invitation': async (caller) => ({ body: { token: (await freshInvitation(caller?.email)).token } }),
  'update-profile': async () => ({ body: { first: 'Table', last: 'Tester', phone: '+44 20 7946 0000' } }),
  'upload-avatar': async () => ({ body: { image: TINY_GIF } }),
  'update-password': async () => ({
    body: { current_password: PASSWORD, password: 'brand-new-secret-8', confirm_password: 'brand-new-secret-8' },
  }),
  'get-dashboard-summary': async () => ({ params: { slug: owner().workspace.slug } }),
  'list-tasks': async () => ({ params: { uid: (await freshProject()).project.u_id } }),
  'create-task': async () => ({ body: taskFields((await freshProject()).project.id) }),
  'update-task': async () => {
    const task = await freshTask();
    return { body: { ...taskFields(task.projectId), task_id: task.id, status: 'done', position: 0 } };
  },
  'assign-task-members': async () => ({
    body: { task_id: (await freshTask()).id, assignees: String(callers.member.userId) },
  }),
  'remove-task-member': async () => ({
    params: { id: String((await freshTask()).id), memberId: String(owner().userId) },
  }),
  'delete-task': async () => ({ params: { id: String((await freshTask()).id) } }),
  'list-plans': async () => ({}),
  'initialize-transaction': async () => ({
    body: { type: 'subscription', plan_id: 'moon', business_id: owner().workspace.id },
  }),
  'verify-payment': async () => {
    const { reference, transactionId } = await paidPurchase();
    return { query: { reference, transaction_id: transactionId } };
  },
  'activate-subscription': async () => {
    const { reference, transactionId } = await paidPurchase();
    return { body: { reference, id: transactionId } };
  },
  'list-transactions': async () => ({ params: { slug: owner().workspace.slug } }),
  'get-transaction': async () => ({ params: { reference: (await paidPurchase()).reference } }),
  'list-expert-pricing': async () => ({ query: { country: 'united kingdom', currency: 'gbp' } }),
  'tokenize-card': async () => ({
    body: {
      card_number: '4242 4242 4242 4242',
      exp_month: 12,
      exp_year: 2099,
      cvc: '123',
      name: 'Table Owner',
      business_id: owner().workspace.id,
    },
  }),
  'start-card-setup': async () => ({ body: { business_id: owner().workspace.id } }),
  'publish-website': async () => {
    const website = await insertedWebsite();
    return { params: { uuid: website.uuid }, body: { revision: website.revision } };
  },
  'set-custom-domain': async () => ({
    params: { uuid: (await insertedWebsite({ paidPlan: true })).uuid },
    body: { domain: `www.table-${randomBytes(3).toString('hex')}.example` },
  }),
  // Already verified, so the answer needs no DNS look-up (verification itself is in website-domains.test.ts).
  'verify-custom-domain': async () => ({
    params: { uuid: (await insertedWebsite({ paidPlan: true, verifiedDomain: true })).uuid },
  }),
  'remove-custom-domain': async () => ({
    params: { uuid: (await insertedWebsite({ paidPlan: true, verifiedDomain: true })).uuid },
  }),
  // A card token really issued for the owner's workspace (a made-up one is refused before access matters).
  'hire-expert': async () => ({
    body: {
      quantity: 1,
      plan_id: 'expert_1d',
      payment_method: (
        await t.call({
          method: 'POST',
          url: '/api/cards/tokenize',
          token: owner().token,
          body: {
            card_number: '4242424242424242',
            exp_month: 12,
            exp_year: 2099,
            cvc: '123',
            name: 'Table Owner',
            business_id: owner().workspace.id,
          },
        })
      ).json().data.token,
      fullname: 'Table Owner',
      email: 'owner@example.com',
      country: 'united kingdom',
      business_id: owner().workspace.id,
    },
  }),
  'list-websites': async () => ({ params: { id: (await freshProject()).project.u_id } }),
  'create-website': async () => ({ body: { project_uid: (await freshProject()).project.u_id, template: 'blank' } }),
  'update-website': async () => ({
    params: { name: 'Renamed', domain: `table-${randomBytes(4).toString('hex')}`, uuid: (await freshWebsite()).uuid },
  }),
  'delete-website-files': async () => {
    const site = await freshWebsite();
    return { params: { id: site.uuid }, body: { builder_path: site.subdomain } };
  },
  'delete-website': async () => ({ params: { id: (await freshWebsite()).uuid } }),
  'get-website-content': async () => ({ params: { uuid: (await freshWebsite()).uuid } }),
  'save-website-content': async () => ({
    params: { uuid: (await freshWebsite()).uuid },
    body: { revision: 1, project_data: SMALL_DRAFT },
  }),
  'list-website-revisions': async () => ({ params: { uuid: (await freshWebsite()).uuid } }),
  'restore-website-revision': async () => ({
    params: { uuid: (await freshWebsite()).uuid, restore: '1' },
    body: { revision: 1 },
  }),
  'upload-website-image': async () => ({
    params: { uuid: (await freshWebsite()).uuid },
    body: { image: dataUrl(png(1, 1)) },
  }),
  'list-stores': async () => ({ query: { uuid: (await freshProject()).project.u_id } }),
  'delete-store': async () => {
    const store = await createStore(t, owner().token, (await freshProject()).project.u_id);
    return { params: { id: String(store.id) } };
  },
  'get-store-registration-token': async () => ({}),
  // The token is the caller's own (an anonymous caller is refused before it matters: the owner's is used).
  // A seller column's caller has no platform session to ask for a token with: the owner's is sent.
  'register-store': async (caller) => ({
    body: await storeRegistration(
      t,
      (caller?.email && caller.token) || owner().token,
      (await freshProject()).project.u_id,
    ),
  }),
  'seller-login': async () => ({ ...onStore(), body: { email: tableStore.email, password: PASSWORD } }),
  'seller-forgot-password': async () => ({ ...onStore(), body: { email: tableStore.email } }),
  'seller-reset-password': async () => {
    const { shop, token } = await freshSellerReset();
    return {
      headers: { host: shop.host },
      body: { token, password: 'new-secret-77', confirm_password: 'new-secret-77' },
    };
  },
  'seller-logout': async () => onStore(),
  'get-seller': async () => onStore(),
  'list-seller-products': async () => ({ ...onStore(), query: { q: 'mug', page: '1' } }),
  'create-seller-product': async () => ({ ...onStore(), body: STORE_PRODUCT }),
  'get-seller-product': async () => ({ ...onStore(), params: { uuid: (await freshStoreProduct()).uuid } }),
  'update-seller-product': async () => {
    const product = await freshStoreProduct();
    const variant = product.variants[0]!;
    return {
      ...onStore(),
      params: { uuid: product.uuid },
      body: { ...STORE_PRODUCT, variants: [{ uuid: variant.uuid, name: 'Default', price: 600, stock: 4 }] },
    };
  },
  'delete-seller-product': async () => ({ ...onStore(), params: { uuid: (await freshStoreProduct()).uuid } }),
  'upload-product-image': async () => ({
    ...onStore(),
    params: { uuid: (await freshStoreProduct()).uuid },
    body: { image: dataUrl(png(2, 2)) },
  }),
  'delete-product-image': async () => {
    const { product, image } = await freshStoreImage();
    return { ...onStore(), params: { uuid: product.uuid, imageUuid: image.uuid } };
  },
  'reorder-product-images': async () => {
    const { product, image } = await freshStoreImage();
    return { ...onStore(), params: { uuid: product.uuid }, body: { order: [image.uuid] } };
  },
  'list-seller-orders': async () => ({ ...onStore(), query: { status: 'paid' } }),
  'get-seller-order': async () => ({ ...onStore(), params: { uuid: (await freshPaidOrder()).uuid } }),
  'update-order-status': async () => ({
    ...onStore(),
    params: { uuid: (await freshPaidOrder()).uuid },
    body: { status: 'shipped' },
  }),
  'update-store-settings': async () => ({
    ...onStore(),
    body: { name: 'Table Shop', currency: 'USD', shipping_rate: 0, colors: { primary: '#111111', accent: '#222222' } },
  }),
  'upload-store-logo': async () => ({ ...onStore(), body: { image: dataUrl(png(3, 3)) } }),
  'get-sales-summary': async () => onStore(),
  'open-seller-admin': async () => {
    const { project } = await freshProject();
    return { params: { uuid: (await insertSellerStore(t, { projectId: project.id })).store.uuid } };
  },
  // issue 11: Aerie Git, repositories core, access tokens
  'list-repositories': async () => ({ params: { id: (await freshProject()).project.u_id } }),
  'list-repo-activities': async () => ({ params: { id: (await freshProject()).project.u_id } }),
  'create-repository': async () => ({
    params: { slug: owner().workspace.slug },
    body: repositoryBody((await freshProject()).project.u_id, { name: `table-${randomBytes(4).toString('hex')}` }),
  }),
  'delete-repository': async () => {
    const { project } = await freshProject();
    const name = `table-${randomBytes(4).toString('hex')}`;
    const repository = await createRepository(t, owner().token, owner().workspace.slug, project.u_id, { name });
    return { params: { projectUID: project.u_id, id: String(repository.id) } };
  },
  'list-access-tokens': async () => ({}),
  'create-access-token': async () => ({ body: { name: 'Table token', expires_in_days: 90 } }),
  // The caller's own token (the owner's for a caller who shows no session: refused before it matters).
  'revoke-access-token': async (caller) => ({
    params: { id: String((await createAccessToken(t, caller?.token ?? owner().token)).id) },
  }),
  // issue 11: git providers
  'list-integrations': async () => ({ params: { id: String(owner().workspace.id) } }),
  'get-platform-config': async () => ({
    params: { slug: 'github' },
    query: { business_id: String(owner().workspace.id) },
  }),
  // The state belongs to the caller's own session when they may start one; otherwise the owner's is sent.
  'integrate-platform': async (caller) => {
    const memberOfOwners = caller?.token === owner().token || caller?.token === callers.member.token;
    const config = await platformConfig(
      t,
      memberOfOwners ? caller!.token! : owner().token,
      owner().workspace.id,
      'github',
    );
    const { code, state } = await authorize(config.authorize_url);
    return { body: { code, state, platform: 'github', business_id: owner().workspace.id } };
  },
  // Bitbucket, so GitHub's connection stays for the import rows.
  'revoke-integration': async () => {
    await connectPlatform(t, owner().token, owner().workspace.id, 'bitbucket');
    return { params: { slug: owner().workspace.slug, platform: 'bitbucket' } };
  },
  'list-importable-repositories': async () => {
    await ownersGitHub();
    return { params: { slug: owner().workspace.slug }, query: { platform: 'github' } };
  },
  'import-repository': async () => {
    await ownersGitHub();
    const repo = gitFakes.github.addRepository();
    const { project } = await freshProject();
    return {
      params: { slug: owner().workspace.slug },
      body: { name: repo.name, platform: 'github', project_id: project.u_id, platform_repo_id: String(repo.id) },
    };
  },
  // issue 12: servers
  'list-servers': async () => ({ params: { id: (await freshProject()).project.u_id }, query: { type: 'connection' } }),
  'connect-server': async () => ({
    params: { slug: owner().workspace.slug },
    body: connectBody(sshd, (await freshProject()).project.u_id),
  }),
  'delete-server': async () => ({ params: { slug: (await freshServer()).server.slug } }),
  'list-server-logs': async () => ({ params: { id: (await freshServer()).project.u_id } }),
  'add-ssh-access': async () => {
    const { project, server } = await freshServer();
    return {
      body: { name: 'Table key', access: ed25519KeyPair().public, falcon_id: server.id, project_id: project.u_id },
    };
  },
  'list-ssh-access': async () => ({ params: { slug: (await freshServer()).server.slug } }),
  'delete-ssh-access': async () => {
    const { project, server } = await freshServer();
    const entry = await addSshUser(t, owner().token, {
      name: 'Table key',
      access: ed25519KeyPair().public,
      falcon_id: server.id,
      project_id: project.u_id,
    });
    return { params: { slug: entry.slug } };
  },
  // issue 12: pilots — each call gets a fresh pilot of a fresh project of the owner's (the member
  // collaborates); paid without the checkout, as payment starts are rate limited per owner.
  'list-pilot-plans': async () => ({}),
  'list-pilot-templates': async () => ({}),
  'create-pilot': async () => ({ body: { reference: (await freshPilot()).reference } }),
  'provision-pilot': async () => ({ params: { id: (await freshPilot()).pilotId } }),
  'reboot-pilot': async () => ({ params: { id: await provisionedTablePilot() } }),
  'power-off-pilot': async () => ({ params: { id: await provisionedTablePilot() } }),
  'power-on-pilot': async () => {
    const pilotId = await provisionedTablePilot();
    expect((await pilotAction(t, owner().token, pilotId, 'off')).statusCode).toBe(200);
    return { params: { id: pilotId } };
  },
  'renew-pilot': async () => ({ body: { pilot_id: (await freshPilot()).pilotId } }),
  // issue 13: deployments — each call gets a fresh deployment to the test sshd in a fresh project of the
  // owner's (the member collaborates); the owner's workspace is on Moon, so the plan never says no.
  'list-server-deployments': async () => ({ params: { id: String((await freshDeployment()).server_id) } }),
  'list-project-deployments': async () => ({ params: { id: (await freshDeployment()).uid } }),
  'create-deployment': async () => ({ body: (await freshDeploymentTargets()).body }),
  'delete-deployment': async () => ({ params: { slug: (await freshDeployment()).slug } }),
  'update-deployment-settings': async () => ({
    params: { slug: (await freshDeployment()).slug },
    body: { schedule: '03:30:00', timezone: 'Europe/London', push_to_deploy: true },
  }),
  'fetch-commands': async () => {
    const deployment = await freshDeployment();
    return { query: { deployment_id: String(deployment.id), project_id: deployment.uid } };
  },
  'create-commands': async () => {
    const deployment = await freshDeployment();
    return { body: { deployment_id: deployment.id, project_id: deployment.uid, commands: 'npm ci' } };
  },
  'update-commands': async () => {
    const deployment = await freshDeployment();
    const opened = await t.call({
      method: 'GET',
      url: `/api/commands/fetch?deployment_id=${deployment.id}&project_id=${deployment.uid}`,
      token: owner().token,
    });
    return {
      params: { slug: opened.json().data.slug },
      body: { project_id: deployment.uid, deployment_id: deployment.id, commands: 'npm run build' },
    };
  },
  'get-deployment-variables': async () => ({ params: { id: String((await freshDeployment()).id) } }),
  'save-deployment-variables': async () => {
    const deployment = await freshDeployment();
    return {
      params: { slug: deployment.slug },
      body: { deployment_id: deployment.id, variables: 'NODE_ENV=production' },
    };
  },
  'deploy-now': async () => ({ params: { slug: (await freshDeployment()).slug } }),
  'list-runs': async () => ({ params: { slug: (await freshDeployment()).slug } }),
  'get-run': async () => ({ params: { id: String((await freshDeployment()).last_run!.id) } }),
  // A run of its own, written without a job, so nothing can finish it before the call.
  'cancel-run': async () => ({ params: { id: String((await insertRun(t, (await freshDeployment()).id)).id) } }),
};

// issue 13: deployments
/** A fresh project of the owner's (the member collaborates) with the test sshd and an Aerie Git repository. */
async function freshDeploymentTargets() {
  const { project, server } = await freshServer();
  const name = `deploy-${randomBytes(4).toString('hex')}`;
  const repository = await createRepository(t, owner().token, owner().workspace.slug, project.u_id, { name });
  const ids = { serverId: server.id, repositoryId: repository.id, projectUid: project.u_id };
  return { project, body: deploymentBody(ids, { deploy_path: deployPathIn(sshd.home) }) };
}
async function freshDeployment() {
  const { project, body } = await freshDeploymentTargets();
  return { ...(await createDeployment(t, owner().token, body)), uid: project.u_id };
}

// issue 12: servers
/** A fresh project of the owner's (the member collaborates) with the test sshd connected to it. */
async function freshServer() {
  const { project } = await freshProject();
  const server = await connectServer(t, owner().token, owner().workspace.slug, connectBody(sshd, project.u_id));
  return { project, server };
}

// issue 12: pilots
async function freshPilot() {
  const { project } = await freshProject();
  return insertPaidPilot(t, owner(), project.id);
}
async function provisionedTablePilot(): Promise<string> {
  const { pilotId } = await freshPilot();
  const reply = await pilotAction(t, owner().token, pilotId, 'provision');
  expect(reply.json().data?.ip, reply.body).toBe('127.0.0.1');
  return pilotId;
}

// issue 11: git providers — the owner's workspace connects GitHub once, through the real flow.
let githubConnection: Promise<unknown> | null = null;
const ownersGitHub = () => (githubConnection ??= connectPlatform(t, owner().token, owner().workspace.id, 'github'));

const routeNames = ROUTES.map((route) => route.name as string).sort();

it('has an entry for every route of the registry, and none for a route that does not exist', () => {
  expect(Object.keys(TABLE).sort()).toEqual(routeNames);
  expect(Object.keys(VALID_REQUEST).sort()).toEqual(routeNames);
});

/**
 * What each principal means for a caller who shows nothing (no token, no signature): every principal,
 * including those the next issues implement, must say it here before a route can declare it.
 */
const ANONYMOUS_STATUS_OF_PRINCIPAL = {
  public: 200,
  user: 401,
  seller: 401,
  customer: 401,
  gitToken: 401,
  signedWebhook: 401,
} satisfies Record<Principal, number>;

it("agrees with each route's declared principal", () => {
  for (const route of ROUTES) {
    const expected = TABLE[route.name];
    expect(expected?.anonymous, route.name).toBe(ANONYMOUS_STATUS_OF_PRINCIPAL[route.access]);
  }
});

async function callRoute(name: string, caller?: Caller & { token: string }) {
  const route = ROUTES.find((candidate) => candidate.name === name)!;
  const { params = {}, query, body, headers } = await VALID_REQUEST[name]!(caller);
  const path = fullPath(route).replace(/:([A-Za-z_]+)/g, (_match, key: string) => encodeURIComponent(params[key]!));
  const url = query ? `${path}?${new URLSearchParams(query).toString()}` : path;
  return t.call({ method: route.method, url, body, headers, token: caller?.token, remoteAddress: uniqueAddress() });
}

const ERROR_OF_STATUS: Record<number, string> = { 401: 'unauthorized', 403: 'forbidden', 404: 'not_found' };

describe.each(routeNames)('%s', (name) => {
  const expected = TABLE[name]!;

  it(`answers an anonymous caller ${expected.anonymous}`, async () => {
    const reply = await callRoute(name);
    expect(reply.statusCode, reply.body).toBe(expected.anonymous);
    if (expected.anonymous === 401) {
      expect(reply.json()).toEqual({
        success: false,
        error: 'unauthorized',
        message: 'Your session has ended. Please log in again.',
      });
    } else {
      expect(reply.json().success).toBe(true);
    }
  });

  it(`answers a signed-in user ${expected.signedIn}`, async () => {
    const user = await signedInUser(t);
    const reply = await callRoute(name, user);
    expect(reply.statusCode, reply.body).toBe(expected.signedIn);
    expect(reply.json().success).toBe(expected.signedIn < 400);
  });

  const roles = (['stranger', 'member', 'owner'] as const).filter((role) => expected[role] !== undefined);
  it.each(roles)('answers the %s as the table says', async (role) => {
    const status = expected[role]!;
    const reply = await callRoute(name, callers[role]);
    expect(reply.statusCode, reply.body).toBe(status);
    expect(reply.json().success).toBe(status < 400);
    if (ERROR_OF_STATUS[status]) expect(reply.json().error).toBe(ERROR_OF_STATUS[status]);
  });

  const sellers = (['seller', 'otherSeller'] as const).filter((column) => expected[column] !== undefined);
  it.each(sellers)('answers the %s as the table says', async (column) => {
    const status = expected[column]!;
    const token = await mintSellerToken(column === 'seller' ? tableStore : otherStore);
    const reply = await callRoute(name, { email: '', token });
    expect(reply.statusCode, reply.body).toBe(status);
    expect(reply.json().success).toBe(status < 400);
    if (ERROR_OF_STATUS[status]) expect(reply.json().error).toBe(ERROR_OF_STATUS[status]);
  });
});

it('gives every store route both seller columns', () => {
  for (const route of ROUTES) {
    if (route.host !== 'store') continue;
    expect(TABLE[route.name]?.seller, route.name).toBeDefined();
    expect(TABLE[route.name]?.otherSeller, route.name).toBeDefined();
  }
});

it('gives every route that takes a workspace or project object all three caller columns', () => {
  for (const [name, expected] of Object.entries(TABLE)) {
    const columns = [expected.stranger, expected.member, expected.owner].filter((status) => status !== undefined);
    expect(columns.length === 0 || columns.length === 3, name).toBe(true);
    if (columns.length) expect(expected.stranger, `${name}: a stranger hears 404`).toBe(404);
  }
});

/*
 * Routes that are not JSON calls (RAW_ROUTES): pages, files, the webhook, health and docs. Each has its
 * principal and the status each caller gets: `anonymous` shows nothing, `signedIn` a bearer token,
 * `otherMachine` calls from a non-loopback address, `signed` carries the provider's webhook signature.
 */
interface RawExpected {
  principal: Principal;
  anonymous: number;
  signedIn: number;
  otherMachine: number;
  signed?: number;
}

type RawRouteName = (typeof RAW_ROUTES)[number]['name'];

const RAW_TABLE = {
  healthz: { principal: 'public', anonymous: 200, signedIn: 200, otherMachine: 200 },
  'web-app': { principal: 'public', anonymous: 200, signedIn: 200, otherMachine: 200 },
  // Keys are unguessable; an avatar is meant to be shown to whoever sees its owner.
  'get-file': { principal: 'public', anonymous: 200, signedIn: 200, otherMachine: 200 },
  // Finding 12: the inbox holds every reset link, so only this machine may read it.
  'dev-mail-page': { principal: 'public', anonymous: 200, signedIn: 200, otherMachine: 404 },
  'dev-mail-json': { principal: 'public', anonymous: 200, signedIn: 200, otherMachine: 404 },
  // The unguessable reference is the credential, as on the provider's own hosted page.
  'sandbox-checkout-page': { principal: 'public', anonymous: 200, signedIn: 200, otherMachine: 200 },
  'sandbox-checkout-pay': { principal: 'public', anonymous: 303, signedIn: 303, otherMachine: 303 },
  // A bearer token means nothing to a webhook: only the provider's signature does.
  'payment-webhook': { principal: 'signedWebhook', anonymous: 401, signedIn: 401, otherMachine: 401, signed: 200 },
  'api-docs': { principal: 'public', anonymous: 200, signedIn: 200, otherMachine: 200 },
  // Asked by the browser before a cross-origin call from APP_URL (hosts with their own names).
  'cors-preflight-api': { principal: 'public', anonymous: 204, signedIn: 204, otherMachine: 204 },
  'cors-preflight-builder': { principal: 'public', anonymous: 204, signedIn: 204, otherMachine: 204 },
  'cors-preflight-store': { principal: 'public', anonymous: 204, signedIn: 204, otherMachine: 204 },
  // Published sites are public by definition; their pages never read a token.
  'published-site': { principal: 'public', anonymous: 200, signedIn: 200, otherMachine: 200 },
  'template-preview': { principal: 'public', anonymous: 302, signedIn: 302, otherMachine: 302 },
  // The draft is the project's: a signed-in caller who sees it (the owner here) gets the zip.
  'export-website': { principal: 'user', anonymous: 401, signedIn: 200, otherMachine: 401 },
  // Storefronts are public shops: a platform token means nothing there (carts are cookies, orders uuids).
  'storefront-home': { principal: 'public', anonymous: 200, signedIn: 200, otherMachine: 200 },
  'storefront-products': { principal: 'public', anonymous: 200, signedIn: 200, otherMachine: 200 },
  'storefront-product': { principal: 'public', anonymous: 200, signedIn: 200, otherMachine: 200 },
  'storefront-cart': { principal: 'public', anonymous: 200, signedIn: 200, otherMachine: 200 },
  'storefront-order': { principal: 'public', anonymous: 200, signedIn: 200, otherMachine: 200 },
  'storefront-stylesheet': { principal: 'public', anonymous: 200, signedIn: 200, otherMachine: 200 },
  // The test store has a logo: its icon is a redirect to it.
  'storefront-favicon': { principal: 'public', anonymous: 303, signedIn: 303, otherMachine: 303 },
  'storefront-robots': { principal: 'public', anonymous: 200, signedIn: 200, otherMachine: 200 },
  // Form posts and the payment return answer with a redirect (post/redirect/get).
  'storefront-cart-add': { principal: 'public', anonymous: 303, signedIn: 303, otherMachine: 303 },
  'storefront-cart-update': { principal: 'public', anonymous: 303, signedIn: 303, otherMachine: 303 },
  'storefront-checkout-page': { principal: 'public', anonymous: 303, signedIn: 303, otherMachine: 303 },
  'storefront-checkout': { principal: 'public', anonymous: 303, signedIn: 303, otherMachine: 303 },
  'storefront-checkout-return': { principal: 'public', anonymous: 303, signedIn: 303, otherMachine: 303 },
  // The seller admin's shell and files are public; what it shows comes from seller calls.
  'seller-admin-page': { principal: 'public', anonymous: 200, signedIn: 200, otherMachine: 200 },
  'seller-admin-reset-page': { principal: 'public', anonymous: 200, signedIn: 200, otherMachine: 200 },
  'seller-admin-pages': { principal: 'public', anonymous: 200, signedIn: 200, otherMachine: 200 },
  'seller-admin-assets': { principal: 'public', anonymous: 200, signedIn: 200, otherMachine: 200 },
  // Random keys, public by design like the storefront that shows them.
  'store-media': { principal: 'public', anonymous: 200, signedIn: 200, otherMachine: 200 },
  // issue 11: Aerie Git's smart HTTP takes HTTP Basic with a personal access token, never a session
  // (a token's caller and what it reaches are tested with a real git client in git-host.test.ts).
  'git-info-refs': { principal: 'gitToken', anonymous: 401, signedIn: 401, otherMachine: 401 },
  'git-upload-pack': { principal: 'gitToken', anonymous: 401, signedIn: 401, otherMachine: 401 },
  'git-receive-pack': { principal: 'gitToken', anonymous: 401, signedIn: 401, otherMachine: 401 },
  // issue 13: deployments — a run's live log, for whoever sees its project (the owner here); the token is
  // in the header, never the URL. The run is finished, so the stream ends and the reply is complete.
  'deployment-run-stream': { principal: 'user', anonymous: 401, signedIn: 200, otherMachine: 401 },
} satisfies Record<RawRouteName, RawExpected> as Record<string, RawExpected>;

interface RawRequest {
  method?: 'GET' | 'POST';
  url?: string;
  headers?: Record<string, string>;
  body?: string;
}

/** A pending sandbox checkout of the owner's: the reference its hosted page is reached by. */
async function pendingReference(): Promise<string> {
  return (await initializePlan(t, owner().token, owner().workspace.id, 'earth')).reference;
}

/** The URL of a freshly uploaded avatar. */
async function uploadedFileUrl(): Promise<string> {
  const reply = await t.call({
    method: 'POST',
    url: '/api/users/upload-avatar',
    token: owner().token,
    body: { image: TINY_GIF },
  });
  expect(reply.statusCode, reply.body).toBe(200);
  return new URL(reply.json().data.avatar as string, 'http://aerie.test').pathname;
}

/** One store of the owner's project with an active product (an image, stock) and a logo, made once. */
let tableShop: Promise<{
  store: StoreRow;
  host: string;
  origin: string;
  product: { slug: string };
  variantUuid: string;
}> | null = null;
const storefrontShop = () =>
  (tableShop ??= (async () => {
    const { project } = await freshProject();
    const store = await insertStore(t, project.id);
    await insertStoreLogo(t, store);
    const { product, variants } = await insertProduct(t, store.id, {
      images: 1,
      variants: [{ price: 500, stock: 1000 }],
    });
    const { stores: address } = t.runtime.ctx.config;
    const host = `${store.domain}.${address.host}`;
    return { store, host, origin: `${address.scheme}//${host}`, product, variantUuid: variants[0]!.uuid };
  })());

/** A fresh pending order of the table's store (a cart of one, checked out through the module). */
async function tableOrder() {
  const shop = await storefrontShop();
  const { ctx } = t.runtime;
  const { cartId } = await ensureCart(ctx.db, shop.store.id, null);
  await addToCart(ctx.db, shop.store.id, cartId, shop.variantUuid, 1);
  const address = { line1: '1 Road', line2: '', city: 'Town', postalCode: '1', country: 'Land' };
  const outcome = await startCheckout(ctx, shop.store, cartId, { email: 'b@example.com', name: 'B', address });
  if (outcome.kind !== 'payment') throw new Error(`checkout failed: ${outcome.kind}`);
  return outcome.order;
}

/** A storefront form sent as a browser on the store's own page sends it. */
async function storefrontForm(url: string): Promise<RawRequest> {
  const shop = await storefrontShop();
  return {
    url,
    headers: { host: shop.host, origin: shop.origin, 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ variant: shop.variantUuid, quantity: '1' }).toString(),
  };
}

// issue 11: Aerie Git
/** The path of an Aerie Git repository of the owner's, made once. */
let tableGitPath: Promise<string> | null = null;
const tableGitRepository = () =>
  (tableGitPath ??= (async () => {
    const { project } = await freshProject();
    const repository = await createRepository(t, owner().token, owner().workspace.slug, project.u_id, {
      name: 'table-git',
    });
    return `/git/${owner().workspace.slug}/${repository.name}.git`;
  })());

const VALID_RAW_REQUEST: Record<string, () => Promise<RawRequest>> = {
  healthz: async () => ({}),
  'web-app': async () => ({ url: '/assets/index-abc123.js' }),
  'get-file': async () => ({ url: await uploadedFileUrl() }),
  'dev-mail-page': async () => ({}),
  'dev-mail-json': async () => ({}),
  'sandbox-checkout-page': async () => ({ url: `/sandbox/checkout/${await pendingReference()}` }),
  'sandbox-checkout-pay': async () => ({
    url: `/sandbox/checkout/${await pendingReference()}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ card_number: '4242 4242 4242 4242', action: 'pay' }).toString(),
  }),
  'payment-webhook': async () => ({
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ data: { id: 'sbx_nothing', tx_ref: 'aer_unknown' } }),
  }),
  'api-docs': async () => ({ url: '/api/docs/json' }),
  'published-site': async () => ({ url: '/', headers: { host: await publishedSiteHost() } }),
  'template-preview': async () => ({ url: '/builder-api/templates/agency/preview' }),
  'export-website': async () => ({ url: `/builder-api/site/${(await freshWebsite()).uuid}/export` }),
  'storefront-home': async () => ({ url: '/', headers: { host: (await storefrontShop()).host } }),
  'storefront-products': async () => ({ url: '/products?q=mug', headers: { host: (await storefrontShop()).host } }),
  'storefront-product': async () => {
    const shop = await storefrontShop();
    return { url: `/products/${shop.product.slug}`, headers: { host: shop.host } };
  },
  'storefront-cart': async () => ({ url: '/cart', headers: { host: (await storefrontShop()).host } }),
  'storefront-cart-add': async () => storefrontForm('/cart/add'),
  'storefront-cart-update': async () => storefrontForm('/cart/update'),
  'storefront-checkout-page': async () => ({ url: '/checkout', headers: { host: (await storefrontShop()).host } }),
  'storefront-checkout': async () => storefrontForm('/checkout'),
  'storefront-checkout-return': async () => {
    const order = await tableOrder();
    const query = new URLSearchParams({
      status: 'successful',
      tx_ref: order.paymentReference,
      transaction_id: 'sbx_x',
    });
    return { url: `/checkout/return?${query}`, headers: { host: (await storefrontShop()).host } };
  },
  'storefront-order': async () => ({
    url: `/orders/${(await tableOrder()).uuid}`,
    headers: { host: (await storefrontShop()).host },
  }),
  'storefront-favicon': async () => ({ url: '/favicon.ico', headers: { host: (await storefrontShop()).host } }),
  'storefront-stylesheet': async () => ({
    url: (await storefrontStylesheet()).path,
    headers: { host: (await storefrontShop()).host },
  }),
  'storefront-robots': async () => ({ url: '/robots.txt', headers: { host: (await storefrontShop()).host } }),
  'seller-admin-page': async () => ({ url: '/login', headers: { host: tableStore.host } }),
  'seller-admin-reset-page': async () => ({ url: '/reset-password/some-token', headers: { host: tableStore.host } }),
  'seller-admin-pages': async () => ({ url: '/admin/products/new', headers: { host: tableStore.host } }),
  'seller-admin-assets': async () => ({ url: '/assets/index-abc123.js', headers: { host: tableStore.host } }),
  'store-media': async () => ({
    url: new URL((await freshStoreImage()).image.url).pathname,
    headers: { host: tableStore.host },
  }),
  // issue 11: Aerie Git's smart HTTP, on a repository of the owner's
  'git-info-refs': async () => ({ url: `${await tableGitRepository()}/info/refs?service=git-upload-pack` }),
  'git-upload-pack': async () => ({
    url: `${await tableGitRepository()}/git-upload-pack`,
    headers: { 'content-type': 'application/x-git-upload-pack-request' },
    body: '0000',
  }),
  'git-receive-pack': async () => ({
    url: `${await tableGitRepository()}/git-receive-pack`,
    headers: { 'content-type': 'application/x-git-receive-pack-request' },
    body: '0000',
  }),
  // issue 13: deployments
  'deployment-run-stream': async () => {
    const run = await insertRun(t, (await freshDeployment()).id, { status: 'succeeded', finishedAt: new Date() });
    return { url: `/api/deployment-runs/${run.id}/stream` };
  },
  ...Object.fromEntries(
    (['api', 'builder', 'store'] as const).map((host) => [
      `cors-preflight-${host}`,
      async () => ({
        url: `${PREFIX_OF_HOST[host]}/anything`,
        headers: { origin: 'http://aerie.test', 'access-control-request-method': 'POST' },
      }),
    ]),
  ),
};

const rawNames = RAW_ROUTES.map((route) => route.name as string).sort();

it('has an entry for every non-JSON route of the registry, with its principal', () => {
  expect(Object.keys(RAW_TABLE).sort()).toEqual(rawNames);
  expect(Object.keys(VALID_RAW_REQUEST).sort()).toEqual(rawNames);
  for (const route of RAW_ROUTES) {
    const expected = RAW_TABLE[route.name]!;
    expect(expected.principal, route.name).toBe(route.principal);
    // A public route answers anyone (a page, a redirect, an empty preflight reply); the others refuse.
    const anonymousSucceeds = expected.anonymous < 400;
    expect(anonymousSucceeds, route.name).toBe(ANONYMOUS_STATUS_OF_PRINCIPAL[route.principal] === 200);
    expect(expected.otherMachine === 404, route.name).toBe('reach' in route && route.reach === 'loopback');
  }
});

it('refuses to start with a route that is in no registry', async () => {
  const bare = Fastify();
  registerRouteRegistry(bare, t.runtime.ctx);
  expect(() => bare.get('/sites/preview', async () => 'hi')).toThrow(/in no route registry/);
  expect(() => bare.post('/healthz', async () => 'hi')).toThrow(/in no route registry/);
  await bare.close();
});

async function callRaw(name: string, caller: { token?: string; remoteAddress?: string; signed?: boolean }) {
  const route = RAW_ROUTES.find((candidate) => candidate.name === name)!;
  const request = await VALID_RAW_REQUEST[name]!();
  return t.app.inject({
    method: request.method ?? route.method,
    url: request.url ?? PREFIX_OF_HOST[route.host] + route.path,
    remoteAddress: caller.remoteAddress ?? '127.0.0.1',
    headers: {
      host: 'aerie.test',
      ...request.headers,
      ...(caller.token ? { authorization: `Bearer ${caller.token}` } : {}),
      ...(caller.signed ? { 'verif-hash': WEBHOOK_HASH } : {}),
    },
    ...(request.body === undefined ? {} : { payload: request.body }),
  });
}

describe.each(rawNames)('%s', (name) => {
  const expected = RAW_TABLE[name]!;

  it(`answers an anonymous caller ${expected.anonymous}`, async () => {
    const reply = await callRaw(name, {});
    expect(reply.statusCode, reply.body).toBe(expected.anonymous);
  });

  it(`answers a signed-in user ${expected.signedIn}`, async () => {
    const reply = await callRaw(name, { token: owner().token });
    expect(reply.statusCode, reply.body).toBe(expected.signedIn);
  });

  it(`answers a caller on another machine ${expected.otherMachine}`, async () => {
    const reply = await callRaw(name, { remoteAddress: '203.0.113.7' });
    expect(reply.statusCode, reply.body).toBe(expected.otherMachine);
  });

  if (expected.signed !== undefined) {
    it(`answers a signed call ${expected.signed}`, async () => {
      const reply = await callRaw(name, { signed: true });
      expect(reply.statusCode, reply.body).toBe(expected.signed);
    });
  }
});
