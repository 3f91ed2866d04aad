import { randomBytes } from 'node:crypto';

import { fullPath, ROUTES } from '@aerie/contract';
import { beforeAll, describe, expect, it } from 'vitest';

import { PASSWORD, registration, signedInUser, uniqueAddress } from './support/accounts.js';
import {
  ANONYMOUS_STATUS_OF_PRINCIPAL,
  CALLER_COLUMNS,
  setUpAuthorizationWorld,
  TEAM,
  TINY_GIF,
  type Role,
  type WorldCaller,
} from './support/authorization-world.js';
import { categoryId } from './support/project-fixtures.js';
import { insertSellerStore, type TestStore } from './support/seller-fixtures.js';
import type { TestApp } from './support/test-app.js';
import { dataUrl, png } from './support/website-fixtures.js';
import { createStore, storeRegistration } from './support/store-registration.js';
// issue 11: Aerie Git
import { createAccessToken, createRepository, repositoryBody } from './support/repository-fixtures.js';
// issue 11: git providers
import { authorize, connectPlatform, platformConfig } from './support/fake-git-providers.js';
// issue 12: servers
import { addSshUser, connectBody } from './support/server-fixtures.js';
import { ed25519KeyPair } from './support/ssh-keys.js';
// issue 12: pilots
import { pilotAction } from './support/pilot-fixtures.js';
// issue 13: deployments
import { insertRun } from './support/deployment-api-fixtures.js';

type RouteName = (typeof ROUTES)[number]['name'];

/**
 * The expected status of each route per caller (DESIGN §7), called with a valid request. Routes that act
 * on a workspace's objects also say what each of CALLER_COLUMNS gets: `stranger`, a signed-in user outside
 * the workspace (404, as if the object did not exist); `maintainer`, `developer` and `guest`, members of
 * the workspace in that role who collaborate on its projects; and `owner`, the owner of the workspace and
 * of its projects.
 */
interface Expected {
  anonymous: number;
  signedIn: number;
  stranger?: number;
  maintainer?: number;
  developer?: number;
  guest?: number;
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

/*
 * The rules for a workspace's objects (workspace-access.ts, project-access.ts): anyone who sees the
 * project — every team role, collaborator or not, and the owner — uses it (001 §6 "any member … uses the
 * other controls"); deleting and removing are the project owner's; managing the team is the owner's and
 * maintainers'; paying is the workspace owner's. Nobody outside the workspace learns the object exists.
 */
const OUTSIDERS = { anonymous: 401, signedIn: 404, stranger: 404 };
const ANY_MEMBER = { ...OUTSIDERS, maintainer: 200, developer: 200, guest: 200, owner: 200 };
/** projects.owner_id (the spec's business_id): a maintainer who does not own the project hears 403 too. */
const PROJECT_OWNER = { ...OUTSIDERS, maintainer: 403, developer: 403, guest: 403, owner: 200 };
const TEAM_MANAGERS = { ...OUTSIDERS, maintainer: 200, developer: 403, guest: 403, owner: 200 };
const WORKSPACE_OWNER = { ...OUTSIDERS, maintainer: 403, developer: 403, guest: 403, owner: 200 };

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
  'list-projects': ANY_MEMBER,
  'get-project': ANY_MEMBER,
  'list-project-members': ANY_MEMBER,
  'create-project': ANY_MEMBER,
  'update-project': ANY_MEMBER,
  'delete-project': PROJECT_OWNER,
  'add-project-member': ANY_MEMBER,
  'remove-project-member': PROJECT_OWNER,
  'transfer-ownership': PROJECT_OWNER,
  'list-team-members': ANY_MEMBER,
  'remove-team-member': TEAM_MANAGERS,
  'invite-member': TEAM_MANAGERS,
  'list-invitations': ANY_MEMBER,
  'delete-invitation': TEAM_MANAGERS,
  'reinvite-member': TEAM_MANAGERS,
  // The token is the credential: whoever holds the link sees what it offers.
  'get-invitation': { anonymous: 200, signedIn: 200 },
  // Valid means "addressed to the caller's e-mail"; someone else's invitation is tested in invitations.test.ts.
  'accept-invitation': { anonymous: 401, signedIn: 200 },
  // The caller's own account: there is no one else's object to reach.
  'update-profile': { anonymous: 401, signedIn: 200 },
  'upload-avatar': { anonymous: 401, signedIn: 200 },
  'update-password': { anonymous: 401, signedIn: 200 },
  'get-dashboard-summary': ANY_MEMBER,
  // Any project member may do everything on the board (001 §6).
  'list-tasks': ANY_MEMBER,
  'create-task': ANY_MEMBER,
  'update-task': ANY_MEMBER,
  'assign-task-members': ANY_MEMBER,
  'remove-task-member': ANY_MEMBER,
  'delete-task': ANY_MEMBER,
  // Plans are the public price list.
  'list-plans': { anonymous: 200, signedIn: 200 },
  // Members see the workspace's bills and may finish a verification; only the owner buys.
  'initialize-transaction': WORKSPACE_OWNER,
  'verify-payment': ANY_MEMBER,
  'activate-subscription': ANY_MEMBER,
  'list-transactions': ANY_MEMBER,
  'get-transaction': ANY_MEMBER,
  // The expert price list belongs to no workspace; hiring bills one, so only its owner sets up a card and hires.
  'list-expert-pricing': { anonymous: 401, signedIn: 200 },
  'tokenize-card': WORKSPACE_OWNER,
  'start-card-setup': WORKSPACE_OWNER,
  'hire-expert': WORKSPACE_OWNER,
  // Anyone who sees the project builds its sites; deleting one (both calls) is the project owner's (000 §6).
  'list-websites': ANY_MEMBER,
  'create-website': ANY_MEMBER,
  'update-website': ANY_MEMBER,
  'delete-website-files': PROJECT_OWNER,
  'delete-website': PROJECT_OWNER,
  'get-website-content': ANY_MEMBER,
  'save-website-content': ANY_MEMBER,
  'list-website-revisions': ANY_MEMBER,
  'restore-website-revision': ANY_MEMBER,
  'upload-website-image': ANY_MEMBER,
  // Publishing and the custom domain of a site already on a paid plan (buying the plan is the owner's).
  'publish-website': ANY_MEMBER,
  'set-custom-domain': ANY_MEMBER,
  'verify-custom-domain': ANY_MEMBER,
  'remove-custom-domain': ANY_MEMBER,
  // Anyone who sees the project lists and opens its stores; deleting one is the project owner's (000 §6).
  // A seller's session is no platform session: the dashboard's store calls refuse it (401).
  'list-stores': { ...ANY_MEMBER, ...NOT_A_SELLER_CALL },
  'delete-store': { ...PROJECT_OWNER, ...NOT_A_SELLER_CALL },
  // The token is the caller's own and names no project: any signed-in user gets one.
  'get-store-registration-token': { anonymous: 401, signedIn: 200, ...NOT_A_SELLER_CALL },
  'register-store': { ...ANY_MEMBER, ...NOT_A_SELLER_CALL },
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
  'open-seller-admin': { ...ANY_MEMBER, ...NOT_A_SELLER_CALL },
  // issue 11: Aerie Git, repositories core, access tokens
  // Anyone who sees the project lists and creates its repositories; deleting one is the project owner's.
  'list-repositories': ANY_MEMBER,
  'list-repo-activities': ANY_MEMBER,
  'create-repository': ANY_MEMBER,
  'delete-repository': PROJECT_OWNER,
  // Tokens are the caller's own: there is no one else's to reach (another user's id is tested in access-tokens.test.ts).
  'list-access-tokens': { anonymous: 401, signedIn: 200 },
  'create-access-token': { anonymous: 401, signedIn: 200 },
  'revoke-access-token': { anonymous: 401, signedIn: 200 },
  // issue 11: git providers — any member of the workspace connects, lists, imports and disconnects
  // (001 §4 names no role); a project collaborator imports into the project with the workspace's connection.
  'list-integrations': ANY_MEMBER,
  'get-platform-config': ANY_MEMBER,
  'integrate-platform': ANY_MEMBER,
  'revoke-integration': ANY_MEMBER,
  'list-importable-repositories': ANY_MEMBER,
  'import-repository': ANY_MEMBER,
  // issue 12: servers, SSH users, logs — anyone who sees the project uses them (001 §6 "the other
  // controls"); deleting a server or an SSH user is the project owner's.
  'list-servers': ANY_MEMBER,
  'connect-server': ANY_MEMBER,
  'delete-server': PROJECT_OWNER,
  'list-server-logs': ANY_MEMBER,
  'add-ssh-access': ANY_MEMBER,
  'list-ssh-access': ANY_MEMBER,
  'delete-ssh-access': PROJECT_OWNER,
  // issue 12: pilots — the price lists belong to no workspace; a pilot's actions are any member's; paying
  // for one (renewal, like every purchase) is the workspace owner's.
  'list-pilot-plans': { anonymous: 401, signedIn: 200 },
  'list-pilot-templates': { anonymous: 401, signedIn: 200 },
  'create-pilot': ANY_MEMBER,
  'provision-pilot': ANY_MEMBER,
  'reboot-pilot': ANY_MEMBER,
  'power-on-pilot': ANY_MEMBER,
  'power-off-pilot': ANY_MEMBER,
  'renew-pilot': WORKSPACE_OWNER,
  // issue 13: deployments — anyone who sees the project deploys, edits commands and variables and follows
  // runs (001 §6 "the other controls"); deleting a deployment is the project owner's.
  'list-server-deployments': ANY_MEMBER,
  'list-project-deployments': ANY_MEMBER,
  'create-deployment': ANY_MEMBER,
  'delete-deployment': PROJECT_OWNER,
  'update-deployment-settings': ANY_MEMBER,
  'fetch-commands': ANY_MEMBER,
  'create-commands': ANY_MEMBER,
  'update-commands': ANY_MEMBER,
  'get-deployment-variables': ANY_MEMBER,
  'save-deployment-variables': ANY_MEMBER,
  'deploy-now': ANY_MEMBER,
  'list-runs': ANY_MEMBER,
  'get-run': ANY_MEMBER,
  'cancel-run': ANY_MEMBER,
} satisfies Record<RouteName, Expected> as Record<string, Expected>;

// The app, its callers and the fresh objects of the owner's each request is made on.
const world = setUpAuthorizationWorld();
const {
  owner,
  uniqueEmail,
  freshLinkToken,
  freshProject,
  freshTeamMember,
  freshInvitation,
  taskFields,
  freshTask,
  insertedWebsite,
  freshWebsite,
  paidPurchase,
  mintSellerToken,
  freshStoreProduct,
  freshStoreImage,
  freshPaidOrder,
  freshSellerReset,
  freshServer,
  freshDeploymentTargets,
  freshDeployment,
  freshPilot,
  provisionedTablePilot,
  ownersGitHub,
} = world;
let t: TestApp;
let loginAccount: { email: string; password: string };
let callers: Record<Role, WorldCaller>;
let tableStore: TestStore;
let otherStore: TestStore;
beforeAll(() => {
  ({ t, loginAccount, callers, tableStore, otherStore } = world);
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
const SMALL_DRAFT = { pages: [{ name: 'Home', component: '<h1>Table</h1>' }] };

const onStore = () => ({ headers: { host: tableStore.host } });

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
    body: { project_id: (await freshProject(false)).project.id, user_id: callers.developer.userId },
  }),
  'remove-project-member': async () => ({ params: { id: String((await freshProject()).developerRowId) } }),
  'transfer-ownership': async () => ({
    body: { member_id: (await freshProject()).developerRowId, user_id: callers.developer.userId },
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
    body: { task_id: (await freshTask()).id, assignees: String(callers.developer.userId) },
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
    const memberOfOwners = [...TEAM, 'owner' as const].some((role) => caller?.token === callers[role].token);
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
    const repo = world.gitFakes.github.addRepository();
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
    body: connectBody(world.sshd, (await freshProject()).project.u_id),
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

const routeNames = ROUTES.map((route) => route.name as string).sort();

it('has an entry for every route of the registry, and none for a route that does not exist', () => {
  expect(Object.keys(TABLE).sort()).toEqual(routeNames);
  expect(Object.keys(VALID_REQUEST).sort()).toEqual(routeNames);
});

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

  const roles = CALLER_COLUMNS.filter((role) => expected[role] !== undefined);
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

it('gives every route that takes a workspace or project object every caller column', () => {
  for (const [name, expected] of Object.entries(TABLE)) {
    const columns = CALLER_COLUMNS.filter((role) => expected[role] !== undefined);
    expect(columns.length === 0 || columns.length === CALLER_COLUMNS.length, `${name}: ${columns}`).toBe(true);
    if (columns.length) expect(expected.stranger, `${name}: a stranger hears 404`).toBe(404);
  }
});
