import { randomBytes, randomUUID } from 'node:crypto';

import { eq } from 'drizzle-orm';

import { expertHires, formSubmissions, workspaceSubscriptions } from '../../src/db/schema/index.js';

import { PASSWORD, registration } from './accounts.js';
import { TINY_GIF, type AuthorizationWorld } from './authorization-world.js';
import { categoryId } from './project-fixtures.js';
import { insertNotification } from './notification-fixtures.js';
import { insertSellerStore } from './seller-fixtures.js';
import { createStore, storeRegistration } from './store-registration.js';
import { dataUrl, png } from './website-fixtures.js';

/** The parts of a request the table's caller adds their credential to. */
export interface ValidRequest {
  params?: Record<string, string>;
  query?: Record<string, string>;
  body?: unknown;
  /** The store routes name their store by Host header. */
  headers?: Record<string, string>;
}

/** Who is about to call, for requests that only make sense for that caller (an invitation to them). */
export interface Caller {
  email: string;
  /** The caller's session, for requests that carry something only they may spend (a store token). */
  token?: string;
}

/** For each route, a request that succeeds for a caller allowed to make it, built fresh for every call. */
export type ValidRequests = Record<string, (caller?: Caller) => Promise<ValidRequest>>;

const SMALL_DRAFT = { pages: [{ name: 'Home', component: '<h1>Table</h1>' }] };

const STORE_PRODUCT = {
  name: 'Table mug',
  description: '',
  status: 'active',
  variants: [{ name: 'Default', price: 500, stock: 3 }],
};

/**
 * Valid requests of the accounts, workspaces, projects, team, tasks, billing, experts, websites, stores and
 * seller routes (issues 1–10), on fresh objects of the world's owner.
 */
export function workspaceRequests(world: AuthorizationWorld): ValidRequests {
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
    publishedWebsite,
    paidPurchase,
    unpaidPurchase,
    freshStoreProduct,
    freshDiscountBody,
    freshDiscount,
    freshStoreImage,
    freshPaidOrder,
    freshSellerReset,
    freshShippingZone,
    freshZoneCountry,
  } = world;
  /** A submission of a visitor's, written directly into a fresh site of the owner's. */
  const freshFormSubmission = async () => {
    const website = await insertedWebsite();
    const [row] = await world.t.runtime.ctx.db
      .insert(formSubmissions)
      .values({
        websiteId: website.id,
        formKey: 'contact',
        formName: 'Contact',
        fields: [{ name: 'email', label: 'E-mail', value: 'visitor@example.com' }],
        searchText: 'visitor@example.com',
      })
      .returning({ id: formSubmissions.id });
    return { uuid: website.uuid, submission: String(row!.id) };
  };
  /** A fresh comment of the owner's on a fresh task. */
  const freshComment = async () => {
    const task = await freshTask();
    const reply = await world.t.call({
      method: 'POST',
      url: `/api/tasks/${task.id}/comments`,
      token: owner().token,
      body: { body: 'A table comment' },
    });
    return reply.json().data.id as number;
  };
  const onStore = () => ({ headers: { host: world.tableStore.host } });
  /** The owner's workspace has an engagement on its trial to cancel or resume (written directly: one per workspace). */
  const ownerEngagement = async () => {
    const now = new Date();
    await world.t.runtime.ctx.db
      .insert(expertHires)
      .values({
        workspaceId: owner().workspace.id,
        userId: owner().userId,
        quantity: 1,
        daysPerWeek: 1,
        amountPerMonth: 80000,
        currency: 'GBP',
        status: 'trialing',
        trialEndsAt: new Date(now.getTime() + 7 * 24 * 60 * 60 * 1000),
        periodEndsAt: new Date(now.getTime() + 7 * 24 * 60 * 60 * 1000),
        paymentMethod: 'pm_sandbox_4242_table',
        fullname: 'Table Owner',
        email: 'owner@example.com',
      })
      .onConflictDoNothing();
    return { body: { business_id: owner().workspace.id } };
  };
  return {
    login: async () => ({ body: { email: world.loginAccount.email, password: world.loginAccount.password } }),
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
        category_id: await categoryId(world.t, owner().token),
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
      body: { project_id: (await freshProject(false)).project.id, user_id: world.callers.developer.userId },
    }),
    'remove-project-member': async () => ({ params: { id: String((await freshProject()).developerRowId) } }),
    'transfer-ownership': async () => ({
      body: { member_id: (await freshProject()).developerRowId, user_id: world.callers.developer.userId },
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
    'list-workspace-activity': async () => ({ params: { slug: owner().workspace.slug }, query: { lane: 'tasks' } }),
    'list-project-activity': async () => ({ params: { uid: (await freshProject()).project.u_id } }),
    'list-tasks': async () => ({ params: { uid: (await freshProject()).project.u_id } }),
    'list-board-column': async () => ({ params: { uid: (await freshProject()).project.u_id, status: 'todo' } }),
    'create-task': async () => ({ body: taskFields((await freshProject()).project.id) }),
    'update-task': async () => {
      const task = await freshTask();
      return { body: { ...taskFields(task.projectId), task_id: task.id, status: 'done', position: 0 } };
    },
    'assign-task-members': async () => ({
      body: { task_id: (await freshTask()).id, assignees: String(world.callers.developer.userId) },
    }),
    'remove-task-member': async () => ({
      params: { id: String((await freshTask()).id), memberId: String(owner().userId) },
    }),
    'delete-task': async () => ({ params: { id: String((await freshTask()).id) } }),
    'list-task-thread': async () => ({ params: { id: String((await freshTask()).id) } }),
    'create-task-comment': async () => ({
      params: { id: String((await freshTask()).id) },
      body: { body: `Hello @[Table Owner](user:${owner().userId})` },
    }),
    'update-task-comment': async () => ({ params: { id: String(await freshComment()) }, body: { body: 'Edited' } }),
    'delete-task-comment': async () => ({ params: { id: String(await freshComment()) } }),
    'list-mentionable-people': async () => ({ params: { id: String((await freshTask()).id) } }),
    'list-task-commits': async () => ({ params: { id: String((await freshTask()).id) } }),
    'update-task-key-prefix': async () => ({
      params: { uid: (await freshProject()).project.u_id },
      body: { prefix: 'TBL' },
    }),
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
    'get-plan-usage': async () => ({ params: { slug: owner().workspace.slug } }),
    'retry-payment': async () => ({ params: { reference: (await unpaidPurchase()).reference } }),
    'get-plan-period': async () => ({ params: { slug: owner().workspace.slug } }),
    'preview-plan-change': async () => {
      await paidPurchase();
      return { params: { slug: owner().workspace.slug }, query: { plan: 'earth' } };
    },
    // The owner's workspace is on Moon for the whole table: a scheduled change never reaches its period end.
    'schedule-plan-change': async () => {
      await paidPurchase();
      return { params: { slug: owner().workspace.slug }, body: { plan: 'earth' } };
    },
    'resume-plan': async () => {
      await paidPurchase();
      await world.t.runtime.ctx.db
        .update(workspaceSubscriptions)
        .set({ scheduledPlan: 'earth' })
        .where(eq(workspaceSubscriptions.workspaceId, owner().workspace.id));
      return { params: { slug: owner().workspace.slug } };
    },
    // The owner's workspace is paid for the whole table: choosing the currency it already has is allowed.
    'update-billing-currency': async () => ({ params: { slug: owner().workspace.slug }, body: { currency: 'USD' } }),
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
    'cancel-site-plan': async () => ({ params: { uuid: (await insertedWebsite({ paidPlan: true })).uuid } }),
    'resume-site-plan': async () => ({ params: { uuid: (await insertedWebsite({ paidPlan: true })).uuid } }),
    // A card token really issued for the owner's workspace (a made-up one is refused before access matters).
    'get-expert-engagement': async () => ({ params: { slug: owner().workspace.slug } }),
    'cancel-expert-engagement': ownerEngagement,
    'resume-expert-engagement': ownerEngagement,
    // The engagement routes (sorted before this one) leave an engagement; a workspace hires once, so it goes.
    'hire-expert': async () => {
      await world.t.runtime.ctx.db.delete(expertHires).where(eq(expertHires.workspaceId, owner().workspace.id));
      return {
        body: {
          quantity: 1,
          plan_id: 'expert_1d',
          payment_method: (
            await world.t.call({
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
          need: 'A developer for the table.',
        },
      };
    },
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
    'list-form-submissions': async () => ({ params: { uuid: (await insertedWebsite()).uuid } }),
    'update-form-submission': async () => {
      const submission = await freshFormSubmission();
      return { params: submission, body: { read: true } };
    },
    'delete-form-submission': async () => ({ params: await freshFormSubmission() }),
    'list-form-recipients': async () => ({ params: { uuid: (await insertedWebsite()).uuid } }),
    'set-form-recipients': async () => ({
      params: { uuid: (await insertedWebsite()).uuid },
      body: { user_ids: [owner().userId] },
    }),
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
    'list-website-publishes': async () => ({ params: { uuid: (await publishedWebsite()).uuid } }),
    'get-website-analytics': async () => ({ params: { uuid: (await publishedWebsite()).uuid } }),
    'restore-publish-as-draft': async () => {
      const site = await publishedWebsite();
      return { params: { uuid: site.uuid, publish: String(site.publishId) }, body: { revision: site.revision } };
    },
    'restore-publish-as-live': async () => {
      const site = await publishedWebsite();
      return { params: { uuid: site.uuid, publish: String(site.publishId) } };
    },
    'get-website-changes': async () => ({ params: { uuid: (await publishedWebsite()).uuid } }),
    'name-website-revision': async () => ({
      params: { uuid: (await freshWebsite()).uuid, restore: '1' },
      body: { name: 'Before the redesign' },
    }),
    'preview-website-revision': async () => ({ params: { uuid: (await freshWebsite()).uuid, restore: '1' } }),
    'create-share-link': async () => ({ params: { uuid: (await freshWebsite()).uuid }, body: { days: 3 } }),
    'list-share-links': async () => ({ params: { uuid: (await freshWebsite()).uuid } }),
    'revoke-share-link': async () => {
      const site = await freshWebsite();
      const link = await world.t.call({
        method: 'POST',
        url: `/builder-api/site/${site.uuid}/share-links`,
        token: owner().token,
        body: { days: 3 },
      });
      return { params: { uuid: site.uuid, link: link.json().data.id as string } };
    },
    'upload-website-image': async () => ({
      params: { uuid: (await freshWebsite()).uuid },
      body: { image: dataUrl(png(1, 1)) },
    }),
    'list-stores': async () => ({ query: { uuid: (await freshProject()).project.u_id } }),
    'delete-store': async () => {
      const store = await createStore(world.t, owner().token, (await freshProject()).project.u_id);
      return { params: { id: String(store.id) } };
    },
    'get-store-registration-token': async () => ({}),
    // The token is the caller's own (an anonymous caller is refused before it matters: the owner's is used).
    // A seller column's caller has no platform session to ask for a token with: the owner's is sent.
    'register-store': async (caller) => ({
      body: await storeRegistration(
        world.t,
        (caller?.email && caller.token) || owner().token,
        (await freshProject()).project.u_id,
      ),
    }),
    'seller-login': async () => ({ ...onStore(), body: { email: world.tableStore.email, password: PASSWORD } }),
    'seller-forgot-password': async () => ({ ...onStore(), body: { email: world.tableStore.email } }),
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
    'refund-order': async () => ({
      headers: { ...onStore().headers, 'idempotency-key': `table-${randomUUID()}` },
      params: { uuid: (await freshPaidOrder()).uuid },
      body: { amount: 1 },
    }),
    'update-store-settings': async () => ({
      ...onStore(),
      body: {
        name: 'Table Shop',
        currency: 'USD',
        shipping_rate: 0,
        colors: { primary: '#111111', accent: '#222222' },
      },
    }),
    'upload-store-logo': async () => ({ ...onStore(), body: { image: dataUrl(png(3, 3)) } }),
    'get-sales-summary': async () => onStore(),
    'list-seller-discounts': async () => onStore(),
    'create-seller-discount': async () => ({ ...onStore(), body: freshDiscountBody() }),
    'get-seller-discount': async () => ({ ...onStore(), params: { uuid: (await freshDiscount()).uuid } }),
    'update-seller-discount': async () => ({
      ...onStore(),
      params: { uuid: (await freshDiscount()).uuid },
      body: { ...freshDiscountBody(), active: false },
    }),
    'delete-seller-discount': async () => ({ ...onStore(), params: { uuid: (await freshDiscount()).uuid } }),
    'get-payouts': async () => onStore(),
    'get-checkout-recovery': async () => onStore(),
    'set-checkout-recovery': async () => ({ ...onStore(), body: { delay_hours: 6, discount_code: null } }),
    'get-tax-shipping': async () => onStore(),
    'update-tax-settings': async () => ({
      ...onStore(),
      body: {
        prices_include_tax: true,
        tax_name: 'VAT',
        tax_shipping: true,
        rates: [{ country: 'GB', rate: '20' }],
      },
    }),
    'create-shipping-zone': async () => ({
      ...onStore(),
      body: {
        name: 'Zone',
        countries: [freshZoneCountry()],
        rates: [{ name: 'Standard', amount: 300, free_above: 5000 }],
      },
    }),
    'update-shipping-zone': async () => ({
      ...onStore(),
      params: { uuid: await freshShippingZone() },
      body: {
        name: 'Zone',
        countries: [freshZoneCountry()],
        rates: [{ name: 'Standard', amount: 300, free_above: 5000 }],
      },
    }),
    'delete-shipping-zone': async () => ({ ...onStore(), params: { uuid: await freshShippingZone() } }),
    'open-seller-admin': async () => {
      const { project } = await freshProject();
      return { params: { uuid: (await insertSellerStore(world.t, { projectId: project.id })).store.uuid } };
    },
    // issue 26: notifications — each caller's own; the one to mark read is the owner's.
    'list-notifications': async () => ({ query: { limit: '5' } }),
    'get-unread-count': async () => ({}),
    'mark-notification-read': async () => ({
      params: { id: String(await insertNotification(world.t, owner().userId, owner().workspace.id)) },
    }),
    'mark-all-notifications-read': async () => ({}),
    'get-notification-preferences': async () => ({}),
    'update-notification-preferences': async () => ({ body: { channels: { 'member.joined': 'off' } } }),
  };
}
