import { DOMAIN_MESSAGES, fullPath, LIMITS, ROUTES } from '@aerie/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { users } from '../src/db/schema/index.js';
import { registration, signedInUser, uniqueAddress } from './support/accounts.js';
import { signedInStore } from './support/seller-fixtures.js';
import { startTestApp, type TestApp } from './support/test-app.js';

let t: TestApp;
let userToken: string;
/** The store routes are called on a store's own host, by its signed-in seller. */
let shop: Awaited<ReturnType<typeof signedInStore>>;
beforeAll(async () => {
  t = await startTestApp();
  userToken = (await signedInUser(t)).token;
  shop = await signedInStore(t);
});
afterAll(() => t.close());

const LONG_EMAIL = `${'a'.repeat(64)}@${'b'.repeat(186)}.com`; // 255 characters, one over the limit
const LONG_PASSWORD = `${'a1'.repeat(64)}x`; // 129 characters
const resetBody = { password: 'new-secret-1', confirm_password: 'new-secret-1', token: 'a'.repeat(43) };
/** A well-formed website uuid for the builder routes' paths (no such site: bodies are refused first). */
const SOME_WEBSITE = '00000000-0000-4000-8000-000000000000';
let codes = 0;
/** Discount codes are unique per store: each valid body gets its own. */
const uniqueCode = () => `${++codes}`;
const taskFields = {
  title: 'Task',
  description: 'A task',
  priority: 'normal',
  status: 'todo',
  start_date: '2026-03-02',
  end_date: '2026-03-06',
  project_id: 1,
};

interface BodyCase {
  valid: () => Record<string, unknown>;
  required: string[];
  /** Per field, the overrides that make only that field too long. */
  tooLong: Record<string, Record<string, unknown>>;
  /** Per field, a value of the wrong JSON type. */
  wrongType: Record<string, unknown>;
  isUserRoute?: boolean;
  /** The path to call, when the route's path has parameters. */
  url?: string;
}

const SELLER_PRODUCT = {
  name: 'Mug',
  description: 'A mug',
  status: 'active',
  slug: 'mug',
  variants: [{ name: 'Default', price: 100, stock: 1 }],
};

/** One entry per body-taking route of the contract; a new one without an entry fails the first test. */
const CASES: Record<string, BodyCase> = {
  login: {
    valid: () => ({ email: 'someone@example.com', password: 'anything-1' }),
    required: ['email', 'password'],
    tooLong: {
      email: { email: LONG_EMAIL },
      password: { password: LONG_PASSWORD },
      device_token: { device_token: 'x'.repeat(201) },
    },
    wrongType: { email: 5, password: 12345678, device_token: 5 },
  },
  register: {
    valid: () => registration(),
    required: ['first', 'last', 'email', 'phone', 'account_type', 'password', 'accept_terms'],
    tooLong: {
      first: { first: 'x'.repeat(300) },
      last: { last: 'x'.repeat(51) },
      business_name: { business_name: 'x'.repeat(61) },
      phone: { phone: '1'.repeat(33) },
      email: { email: LONG_EMAIL },
      password: { password: LONG_PASSWORD },
    },
    wrongType: {
      first: 1,
      last: true,
      email: 5,
      phone: 447700900123,
      account_type: 1,
      business_name: 7,
      password: 12345678,
      accept_terms: 'true',
    },
  },
  'resend-verification': {
    valid: () => ({ email: 'someone@example.com' }),
    required: ['email'],
    tooLong: { email: { email: LONG_EMAIL } },
    wrongType: { email: ['a@example.com'] },
  },
  'forgot-password': {
    valid: () => ({ email: 'someone@example.com' }),
    required: ['email'],
    tooLong: { email: { email: LONG_EMAIL } },
    wrongType: { email: { address: 'a@example.com' } },
  },
  'reset-password': {
    valid: () => ({ ...resetBody }),
    required: ['password', 'confirm_password', 'token'],
    tooLong: {
      password: { password: LONG_PASSWORD, confirm_password: LONG_PASSWORD },
      token: { token: 'a'.repeat(129) },
    },
    wrongType: { password: 12345678, confirm_password: 12345678, token: 42 },
  },
  'create-project': {
    valid: () => ({ name: 'Site', description: 'A site', category_id: 1, business_id: 1 }),
    required: ['name', 'description', 'category_id', 'business_id'],
    tooLong: { name: { name: 'x'.repeat(21) }, description: { description: 'x'.repeat(301) } },
    wrongType: { name: 1, description: 2, category_id: '1', business_id: '1' },
    isUserRoute: true,
  },
  'update-project': {
    valid: () => ({ project_id: 1, name: 'Site', description: 'A site', category_id: 1, business_id: 1 }),
    required: ['project_id', 'name', 'description', 'category_id', 'business_id'],
    tooLong: { name: { name: 'x'.repeat(21) }, description: { description: 'x'.repeat(301) } },
    wrongType: { project_id: '1', name: 1, description: 2, category_id: '1', business_id: '1' },
    isUserRoute: true,
    url: '/api/projects/update/abcdef123456',
  },
  // issue 27: a project's task key prefix
  'update-task-key-prefix': {
    valid: () => ({ prefix: 'AER' }),
    required: ['prefix'],
    tooLong: { prefix: { prefix: 'ABCDEF' } },
    wrongType: { prefix: 5 },
    isUserRoute: true,
    url: '/api/projects/abcdef123456/task-key',
  },
  'add-project-member': {
    valid: () => ({ user_id: 1, project_id: 1 }),
    required: ['user_id', 'project_id'],
    tooLong: {},
    wrongType: { user_id: '1', project_id: 1.5 },
    isUserRoute: true,
  },
  'transfer-ownership': {
    valid: () => ({ member_id: 1, user_id: 1 }),
    required: ['member_id', 'user_id'],
    tooLong: {},
    wrongType: { member_id: '1', user_id: -1 },
    isUserRoute: true,
  },
  'invite-member': {
    valid: () => ({ email: 'new.person@example.com', name: 'New Person', role: 'developer', business_id: 1 }),
    required: ['email', 'name', 'role', 'business_id'],
    tooLong: {
      email: { email: LONG_EMAIL },
      name: { name: 'x'.repeat(81) },
      target_url: { target_url: 'x'.repeat(2001) },
    },
    wrongType: { email: 5, name: 1, role: 'owner', business_id: '1', target_url: 5 },
    isUserRoute: true,
  },
  'reinvite-member': {
    valid: () => ({ id: 1 }),
    required: ['id'],
    tooLong: { target_url: { target_url: 'x'.repeat(2001) } },
    wrongType: { id: '1', target_url: 5 },
    isUserRoute: true,
  },
  'accept-invitation': {
    valid: () => ({ token: 'a'.repeat(43) }),
    required: ['token'],
    tooLong: { token: { token: 'a'.repeat(129) } },
    wrongType: { token: 1 },
    isUserRoute: true,
  },
  'update-profile': {
    valid: () => ({ first: 'Ada', last: 'Lovelace', phone: '+44 20 7946 0000' }),
    required: ['first', 'last', 'phone'],
    tooLong: { first: { first: 'x'.repeat(51) }, city: { city: 'x'.repeat(81) }, country: { country: 'x'.repeat(81) } },
    wrongType: { first: 1, last: false, phone: 447700900123, country: 1, state: [], city: {} },
    isUserRoute: true,
  },
  'upload-avatar': {
    valid: () => ({ image: 'data:image/png;base64,iVBORw0KGgo=' }),
    required: ['image'],
    tooLong: {},
    wrongType: { image: 1 },
    isUserRoute: true,
  },
  'update-password': {
    valid: () => ({ current_password: 'old-secret-1', password: 'new-secret-1', confirm_password: 'new-secret-1' }),
    required: ['current_password', 'password', 'confirm_password'],
    tooLong: { password: { password: LONG_PASSWORD, confirm_password: LONG_PASSWORD } },
    wrongType: { current_password: 1, password: 12345678, confirm_password: true },
    isUserRoute: true,
  },
  'create-workspace': {
    valid: () => ({ name: 'Acme', email: 'team@acme.example', phone: '+44 20 7946 0000' }),
    required: ['name', 'email', 'phone'],
    tooLong: { name: { name: 'x'.repeat(61) }, email: { email: LONG_EMAIL }, phone: { phone: '1'.repeat(33) } },
    wrongType: { name: 1, email: 5, phone: 1, type: 1 },
    isUserRoute: true,
  },
  'create-task': {
    valid: () => ({ ...taskFields, assignees: '1,2' }),
    required: ['title', 'priority', 'start_date', 'end_date', 'project_id'],
    tooLong: {
      title: { title: 'x'.repeat(31) },
      description: { description: 'x'.repeat(301) },
      assignees: { assignees: `${'1,'.repeat(1000)}1` },
    },
    wrongType: {
      title: 1,
      description: 2,
      priority: 3,
      status: 4,
      start_date: 20260302,
      end_date: true,
      project_id: '1',
      assignees: [1, 2],
    },
    isUserRoute: true,
  },
  'update-task': {
    valid: () => ({ ...taskFields, task_id: 1, position: 0 }),
    required: ['task_id', 'title', 'description', 'priority', 'status', 'start_date', 'end_date', 'project_id'],
    tooLong: { title: { title: 'x'.repeat(31) }, description: { description: 'x'.repeat(301) } },
    wrongType: {
      task_id: '1',
      title: 1,
      description: 2,
      priority: 3,
      status: 4,
      start_date: 20260302,
      end_date: true,
      project_id: '1',
      position: '0',
    },
    isUserRoute: true,
  },
  'assign-task-members': {
    valid: () => ({ task_id: 1, assignees: '1,2' }),
    required: ['task_id', 'assignees'],
    tooLong: { assignees: { assignees: `${'1,'.repeat(1000)}1` } },
    wrongType: { task_id: 1.5, assignees: [1, 2] },
    isUserRoute: true,
  },
  // issue 27: a 100 KB comment is refused on its field (400), well under the 1 MiB body limit.
  'create-task-comment': {
    valid: () => ({ body: 'Looks good' }),
    required: ['body'],
    tooLong: { body: { body: 'x'.repeat(100 * 1024) } },
    wrongType: { body: 5 },
    isUserRoute: true,
    url: '/api/tasks/1/comments',
  },
  'update-task-comment': {
    valid: () => ({ body: 'Looks good' }),
    required: ['body'],
    tooLong: { body: { body: 'x'.repeat(10_001) } },
    wrongType: { body: ['text'] },
    isUserRoute: true,
    url: '/api/tasks/comments/1',
  },
  'initialize-transaction': {
    valid: () => ({ type: 'subscription', plan_id: 'earth', business_id: 1 }),
    required: ['type', 'plan_id', 'business_id'],
    tooLong: {},
    wrongType: { plan_id: 2, business_id: '1' },
    isUserRoute: true,
  },
  'activate-subscription': {
    valid: () => ({ reference: 'aer_abcdefghijklmnopqrst', id: 'sbx_1' }),
    required: ['reference', 'id'],
    tooLong: { reference: { reference: 'a'.repeat(65) }, id: { id: 'a'.repeat(65) } },
    wrongType: { reference: 5, id: true },
    isUserRoute: true,
  },
  'schedule-plan-change': {
    valid: () => ({ plan: 'air' }),
    required: ['plan'],
    tooLong: { plan: { plan: 'x'.repeat(300) } },
    wrongType: { plan: 1 },
    isUserRoute: true,
    url: '/api/workspaces/acme/plan/schedule',
  },
  'update-billing-currency': {
    valid: () => ({ currency: 'GBP' }),
    required: ['currency'],
    tooLong: { currency: { currency: 'x'.repeat(300) } },
    wrongType: { currency: 826 },
    isUserRoute: true,
    url: '/api/workspaces/acme/billing-currency',
  },
  'tokenize-card': {
    valid: () => ({
      card_number: '4242424242424242',
      exp_month: 12,
      exp_year: 2099,
      cvc: '123',
      name: 'Ada Lovelace',
      business_id: 1,
    }),
    required: ['card_number', 'exp_month', 'exp_year', 'cvc', 'name', 'business_id'],
    tooLong: { card_number: { card_number: '4'.repeat(20) }, cvc: { cvc: '12345' }, name: { name: 'x'.repeat(41) } },
    wrongType: {
      card_number: 4242424242424242,
      exp_month: '12',
      exp_year: '2099',
      cvc: 123,
      name: 5,
      business_id: '1',
    },
    isUserRoute: true,
  },
  'start-card-setup': {
    valid: () => ({ business_id: 1 }),
    required: ['business_id'],
    tooLong: {},
    wrongType: { business_id: '1' },
    isUserRoute: true,
  },
  'hire-expert': {
    valid: () => ({
      quantity: 2,
      plan_id: 'expert_3d',
      payment_method: 'pm_sandbox_abc',
      fullname: 'Ada Lovelace',
      email: 'ada@example.com',
      country: 'united kingdom',
      business_id: 1,
      need: 'A React developer for the checkout.',
      due_on: '2026-12-24',
      project_id: 1,
    }),
    required: ['quantity', 'plan_id', 'payment_method', 'fullname', 'email', 'country', 'business_id', 'need'],
    tooLong: {
      need: { need: 'x'.repeat(501) },
      quantity: { quantity: 25 },
      payment_method: { payment_method: `pm_${'a'.repeat(61)}` },
      fullname: { fullname: 'x'.repeat(41) },
      email: { email: LONG_EMAIL },
    },
    wrongType: {
      quantity: '2',
      plan_id: 3,
      payment_method: 42,
      fullname: true,
      email: 5,
      country: 'nigeria',
      business_id: '1',
      need: 42,
      due_on: 20261224,
      project_id: '1',
    },
    isUserRoute: true,
  },
  'cancel-expert-engagement': {
    valid: () => ({ business_id: 1 }),
    required: ['business_id'],
    tooLong: {},
    wrongType: { business_id: '1' },
    isUserRoute: true,
  },
  'resume-expert-engagement': {
    valid: () => ({ business_id: 1 }),
    required: ['business_id'],
    tooLong: {},
    wrongType: { business_id: '1' },
    isUserRoute: true,
  },
  'create-website': {
    valid: () => ({ project_uid: 'abcdef123456', template: 'agency' }),
    required: ['project_uid', 'template'],
    tooLong: { project_uid: { project_uid: 'a'.repeat(33) } },
    wrongType: { project_uid: 123456789012, template: 1 },
    isUserRoute: true,
  },
  'delete-website-files': {
    valid: () => ({ builder_path: 'spring-launch' }),
    required: ['builder_path'],
    tooLong: { builder_path: { builder_path: 'x'.repeat(64) } },
    wrongType: { builder_path: 5 },
    isUserRoute: true,
    url: `/builder-api/builder/delete/${SOME_WEBSITE}`,
  },
  'save-website-content': {
    valid: () => ({ revision: 1, project_data: { pages: [{ name: 'Home', component: '<h1>Hi</h1>' }] } }),
    required: ['revision', 'project_data'],
    tooLong: {},
    wrongType: { revision: '1', project_data: '<h1>Hi</h1>' },
    isUserRoute: true,
    url: `/builder-api/site/${SOME_WEBSITE}/content`,
  },
  'restore-website-revision': {
    valid: () => ({ revision: 3 }),
    required: ['revision'],
    tooLong: {},
    wrongType: { revision: '3' },
    isUserRoute: true,
    url: `/builder-api/site/${SOME_WEBSITE}/revisions/1`,
  },
  'upload-website-image': {
    valid: () => ({ image: 'data:image/png;base64,iVBORw0KGgo=' }),
    required: ['image'],
    tooLong: {},
    wrongType: { image: 1 },
    isUserRoute: true,
    url: `/builder-api/site/${SOME_WEBSITE}/images`,
  },
  'publish-website': {
    valid: () => ({ revision: 2 }),
    required: ['revision'],
    tooLong: {},
    wrongType: { revision: '2' },
    isUserRoute: true,
    url: `/builder-api/site/${SOME_WEBSITE}/publish`,
  },
  // issue 31: share links
  'create-share-link': {
    valid: () => ({ days: 7 }),
    required: ['days'],
    tooLong: { days: { days: 31 } },
    wrongType: { days: '7' },
    isUserRoute: true,
    url: `/builder-api/site/${SOME_WEBSITE}/share-links`,
  },
  'update-form-submission': {
    valid: () => ({ read: true }),
    required: ['read'],
    tooLong: {},
    wrongType: { read: 'yes' },
    isUserRoute: true,
    url: `/builder-api/site/${SOME_WEBSITE}/form-submissions/1`,
  },
  // Who hears of a site's form submissions: at most 20 people, by user id.
  'set-form-recipients': {
    valid: () => ({ user_ids: [1] }),
    required: ['user_ids'],
    tooLong: { user_ids: { user_ids: Array.from({ length: 21 }, (_, index) => index + 1) } },
    wrongType: { user_ids: '1,2' },
    isUserRoute: true,
    url: `/builder-api/site/${SOME_WEBSITE}/form-recipients`,
  },
  // Issue 32 § 4: the server a site is published to, and the release to roll back to.
  'set-site-server': {
    valid: () => ({ server_id: 1, deploy_path: '/srv/site' }),
    required: ['server_id', 'deploy_path'],
    tooLong: { deploy_path: { server_id: 1, deploy_path: `/${'a'.repeat(300)}` } },
    wrongType: { server_id: '1', deploy_path: 7 },
    isUserRoute: true,
    url: `/builder-api/site/${SOME_WEBSITE}/server`,
  },
  'roll-back-site-server': {
    valid: () => ({ release: '1-abcd' }),
    required: ['release'],
    tooLong: { release: { release: 'a'.repeat(121) } },
    wrongType: { release: 12 },
    isUserRoute: true,
    url: `/builder-api/site/${SOME_WEBSITE}/server/rollback`,
  },
  'set-custom-domain': {
    valid: () => ({ domain: 'www.example.com' }),
    required: ['domain'],
    tooLong: { domain: { domain: `${'a'.repeat(60)}.`.repeat(4) + `${'b'.repeat(15)}.com` } },
    wrongType: { domain: 5 },
    isUserRoute: true,
    url: `/builder-api/site/${SOME_WEBSITE}/domain`,
  },
  'seller-login': {
    valid: () => ({ email: 'someone@example.com', password: 'anything-1' }),
    required: ['email', 'password'],
    tooLong: {
      email: { email: LONG_EMAIL },
      password: { password: LONG_PASSWORD },
      device_token: { device_token: 'x'.repeat(201) },
    },
    wrongType: { email: 5, password: 12345678, device_token: 5 },
  },
  'seller-forgot-password': {
    valid: () => ({ email: 'someone@example.com' }),
    required: ['email'],
    tooLong: { email: { email: LONG_EMAIL } },
    wrongType: { email: 5 },
  },
  'seller-reset-password': {
    valid: () => ({ ...resetBody }),
    required: ['token', 'password', 'confirm_password'],
    tooLong: {
      password: { password: LONG_PASSWORD, confirm_password: LONG_PASSWORD },
      token: { token: 'a'.repeat(129) },
    },
    wrongType: { token: 5, password: 12345678 },
  },
  'create-seller-product': {
    valid: () => ({ ...SELLER_PRODUCT }),
    required: ['name', 'variants'],
    tooLong: {
      name: { name: 'x'.repeat(121) },
      description: { description: 'x'.repeat(5001) },
      slug: { slug: 'a'.repeat(81) },
      variants: { variants: Array.from({ length: 51 }, () => SELLER_PRODUCT.variants[0]) },
    },
    wrongType: { name: 5, description: 5, status: 5, slug: 5, variants: 'Default' },
  },
  'update-seller-product': {
    valid: () => ({ ...SELLER_PRODUCT }),
    required: ['name', 'variants'],
    tooLong: { name: { name: 'x'.repeat(121) }, description: { description: 'x'.repeat(5001) } },
    wrongType: { name: 5, status: 'live', variants: {} },
    url: `/store-api/seller/products/${SOME_WEBSITE}`,
  },
  'create-seller-discount': {
    valid: () => ({ code: `BAD-${uniqueCode()}`, kind: 'percent', percent: 10 }),
    required: ['code', 'kind'],
    tooLong: {
      code: { code: 'A'.repeat(41) },
      product_uuids: { product_uuids: Array.from({ length: 101 }, () => SOME_WEBSITE) },
    },
    wrongType: { code: 5, kind: 'half-off', percent: '10', amount: '5', starts_at: 5, active: 'yes' },
  },
  'update-seller-discount': {
    valid: () => ({ code: `BAD-${uniqueCode()}`, kind: 'fixed', amount: 500 }),
    required: ['code', 'kind'],
    tooLong: { code: { code: 'A'.repeat(41) } },
    wrongType: { usage_limit: '1', per_customer_limit: 1.5, minimum_subtotal: -1, product_uuids: SOME_WEBSITE },
    url: `/store-api/seller/discounts/${SOME_WEBSITE}`,
  },
  'upload-product-image': {
    valid: () => ({ image: 'data:image/png;base64,iVBORw0KGgo=' }),
    required: ['image'],
    tooLong: { alt: { alt: 'x'.repeat(201) } },
    wrongType: { image: 1, alt: 5 },
    url: `/store-api/seller/products/${SOME_WEBSITE}/images`,
  },
  'reorder-product-images': {
    valid: () => ({ order: [SOME_WEBSITE] }),
    required: ['order'],
    tooLong: { order: { order: Array.from({ length: 11 }, () => SOME_WEBSITE) } },
    wrongType: { order: SOME_WEBSITE },
    url: `/store-api/seller/products/${SOME_WEBSITE}/images`,
  },
  'update-order-status': {
    valid: () => ({ status: 'shipped', shipping_carrier: 'DHL', tracking_number: 'JD0146 0000 1234' }),
    required: ['status'],
    tooLong: {
      shipping_carrier: { shipping_carrier: 'x'.repeat(61) },
      tracking_number: { tracking_number: '1'.repeat(65) },
    },
    wrongType: { status: 5, shipping_carrier: 5, tracking_number: 12345 },
    url: `/store-api/seller/orders/${SOME_WEBSITE}/status`,
  },
  'refund-order': {
    valid: () => ({ amount: 1 }),
    required: [],
    tooLong: { reason: { reason: 'x'.repeat(501) } },
    wrongType: { lines: 'all', shipping: 'yes', amount: '5', restock: 1, reason: 5 },
    url: `/store-api/seller/orders/${SOME_WEBSITE}/refunds`,
  },
  'update-store-settings': {
    valid: () => ({
      name: 'Shop',
      currency: 'USD',
      shipping_rate: 0,
      colors: { primary: '#111111', accent: '#222222' },
    }),
    required: ['name', 'currency', 'shipping_rate', 'colors'],
    tooLong: { name: { name: 'x'.repeat(61) }, currency: { currency: 'USDX' } },
    wrongType: { name: 5, currency: 5, shipping_rate: '0', colors: '#111111' },
  },
  'set-checkout-recovery': {
    valid: () => ({ delay_hours: 10, discount_code: 'WORLD10' }),
    required: ['delay_hours', 'discount_code'],
    tooLong: { discount_code: { discount_code: 'X'.repeat(41) } },
    wrongType: { delay_hours: '10', discount_code: 5 },
  },
  'update-tax-settings': {
    valid: () => ({
      prices_include_tax: true,
      tax_name: 'VAT',
      tax_shipping: true,
      rates: [{ country: 'GB', rate: '20' }],
    }),
    required: ['prices_include_tax', 'tax_name', 'tax_shipping', 'rates'],
    tooLong: {
      tax_name: { tax_name: 'x'.repeat(31) },
      rates: { rates: Array.from({ length: 301 }, () => ({ country: 'GB', rate: '1' })) },
    },
    wrongType: { prices_include_tax: 'yes', tax_name: 5, tax_shipping: 1, rates: 'GB' },
  },
  'create-shipping-zone': {
    valid: () => ({ name: 'Europe', countries: ['FR'], rates: [{ name: 'Standard', amount: 500, free_above: 5000 }] }),
    required: ['name', 'countries', 'rates'],
    tooLong: { name: { name: 'x'.repeat(61) } },
    wrongType: { name: 5, countries: 'FR', rates: { name: 'Standard' } },
  },
  'update-shipping-zone': {
    valid: () => ({ name: 'Europe', countries: ['FR'], rates: [{ name: 'Standard', amount: 500, free_above: 5000 }] }),
    required: ['name', 'countries', 'rates'],
    tooLong: { name: { name: 'x'.repeat(61) } },
    wrongType: { name: 5, countries: 'FR', rates: { name: 'Standard' } },
    url: `/store-api/seller/tax-shipping/zones/${SOME_WEBSITE}`,
  },
  'upload-store-logo': {
    valid: () => ({ image: 'data:image/png;base64,iVBORw0KGgo=' }),
    required: ['image'],
    tooLong: {},
    wrongType: { image: 1 },
  },
};

const SAMPLE_WEBSITE = '3f2c9a4e-7b1d-4c8e-9f0a-1b2c3d4e5f60';
Object.assign(CASES, {
  'publish-website': {
    valid: () => ({ revision: 1 }),
    required: ['revision'],
    tooLong: { revision: { revision: 2 ** 31 } },
    wrongType: { revision: '1' },
    isUserRoute: true,
    url: `/builder-api/site/${SAMPLE_WEBSITE}/publish`,
  },
  // issue 29: draft and live
  'restore-publish-as-draft': {
    valid: () => ({ revision: 1 }),
    required: ['revision'],
    tooLong: { revision: { revision: 2 ** 31 } },
    wrongType: { revision: '1' },
    isUserRoute: true,
    url: `/builder-api/site/${SAMPLE_WEBSITE}/publishes/1/restore-draft`,
  },
  'name-website-revision': {
    valid: () => ({ name: 'Before the redesign' }),
    required: ['name'],
    tooLong: { name: { name: 'x'.repeat(61) } },
    wrongType: { name: 5 },
    isUserRoute: true,
    url: `/builder-api/site/${SAMPLE_WEBSITE}/revisions/1/name`,
  },
  'set-custom-domain': {
    valid: () => ({ domain: 'www.example.com' }),
    required: ['domain'],
    tooLong: { domain: { domain: `${'abcdefghij'.repeat(6)}.`.repeat(5) + 'com' } },
    wrongType: { domain: 5 },
    isUserRoute: true,
    url: `/builder-api/site/${SAMPLE_WEBSITE}/domain`,
  },
  'register-store': {
    valid: () => ({
      name: 'Corner Shop',
      email: 'seller@example.com',
      password: 'seller-secret-1',
      domain: 'corner-shop',
      uuid: 'abcdef123456',
      token: 'a'.repeat(43),
      theme: 'agency',
    }),
    required: ['name', 'email', 'password', 'domain', 'uuid', 'token', 'theme'],
    tooLong: {
      name: { name: 'x'.repeat(61) },
      email: { email: LONG_EMAIL },
      password: { password: LONG_PASSWORD },
      domain: { domain: 'd'.repeat(64) },
      uuid: { uuid: 'a'.repeat(33) },
      token: { token: 'a'.repeat(129) },
    },
    wrongType: { name: 5, email: 5, password: 12345678, domain: 5, uuid: 123456, token: 5, theme: 1 },
    isUserRoute: true,
  },
} satisfies Record<string, BodyCase>);

// issue 11: Aerie Git, repositories core, access tokens
Object.assign(CASES, {
  'create-repository': {
    valid: () => ({
      name: 'web-app',
      description: 'The site',
      private: true,
      project_id: 'abcdef123456',
      platform: 'aerie',
    }),
    required: ['name', 'project_id', 'platform'],
    tooLong: {
      name: { name: 'n'.repeat(101) },
      description: { description: 'd'.repeat(351) },
      project_id: { project_id: 'a'.repeat(33) },
    },
    wrongType: { name: 5, description: 5, private: 'yes', project_id: 5, platform: 5 },
    isUserRoute: true,
    url: '/api/projects/repositories/acme/create',
  },
  'create-access-token': {
    valid: () => ({ name: 'Laptop' }),
    required: ['name'],
    tooLong: { name: { name: 'n'.repeat(51) } },
    wrongType: { name: 5, expires_in_days: '30' },
    isUserRoute: true,
  },
  // issue 24: the default branch's protection
  'update-branch-protection': {
    valid: () => ({ default_branch_protected: false }),
    required: ['default_branch_protected'],
    tooLong: {},
    wrongType: { default_branch_protected: 'no' },
    isUserRoute: true,
    url: '/api/projects/abcdef123456/repositories/1/branch-protection',
  },
} satisfies Record<string, BodyCase>);

// issue 11: git providers
Object.assign(CASES, {
  'integrate-platform': {
    valid: () => ({ code: 'code-from-provider', business_id: 1, platform: 'github', state: 's'.repeat(43) }),
    required: ['code', 'business_id', 'platform', 'state'],
    tooLong: { code: { code: 'c'.repeat(513) }, state: { state: 's'.repeat(129) } },
    wrongType: { code: 5, business_id: 'one', platform: 1, state: 5 },
    isUserRoute: true,
  },
  'import-repository': {
    valid: () => ({
      name: 'my-repo',
      platform: 'github',
      project_id: 'abcdef123456',
      platform_repo_id: '123456',
      description: 'A repository',
    }),
    required: ['name', 'platform', 'project_id', 'platform_repo_id'],
    tooLong: {
      name: { name: 'n'.repeat(101) },
      description: { description: 'd'.repeat(351) },
      platform_repo_id: { platform_repo_id: '1'.repeat(201) },
      ssh_url: { ssh_url: 'x'.repeat(501) },
      http_url: { http_url: 'x'.repeat(501) },
    },
    wrongType: {
      name: 5,
      platform: 1,
      project_id: 5,
      platform_repo_id: 123456,
      description: 5,
      ssh_url: 5,
      http_url: 5,
    },
    isUserRoute: true,
    url: '/api/projects/repositories/acme/import',
  },
} satisfies Record<string, BodyCase>);

// issue 12: servers
Object.assign(CASES, {
  'connect-server': {
    valid: () => ({
      name: 'Web 1',
      hostname: 'DigitalOcean',
      ip: '203.0.113.10',
      port: 22,
      protocal: 'ssh',
      username: 'deploy',
      ssh: '-----BEGIN OPENSSH PRIVATE KEY-----\nnot checked before the project\n-----END OPENSSH PRIVATE KEY-----',
      project_id: 'abcdef123456',
    }),
    // Without `ssh` and without a password the workspace's key logs in (issue 28): neither is required.
    required: ['name', 'hostname', 'ip', 'protocal', 'username', 'project_id'],
    tooLong: {
      name: { name: 'n'.repeat(81) },
      hostname: { hostname: 'h'.repeat(81) },
      ip: { ip: `${'a'.repeat(250)}.com` },
      username: { username: 'u'.repeat(33) },
      ssh: { ssh: 'k'.repeat(16_385) },
      password: { ssh: undefined, password: 'p'.repeat(257) },
      project_id: { project_id: 'a'.repeat(33) },
    },
    wrongType: {
      name: 5,
      hostname: 5,
      ip: 5,
      port: 'twenty-two',
      protocal: 'sftp',
      username: 5,
      ssh: 5,
      hardlink: 'no',
      maintenance: 'no',
      project_id: 5,
    },
    isUserRoute: true,
    url: '/api/falcons/add/acme',
  },
  'add-ssh-access': {
    valid: () => ({
      name: 'Ada',
      access: 'ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIGJ1Y2tldC1vZi1zcGFya2xpbmctd2F0ZXItbm90LWtleQ ada@laptop',
      falcon_id: 1,
      project_id: 'abcdef123456',
    }),
    required: ['name', 'access', 'falcon_id', 'project_id'],
    tooLong: {
      name: { name: 'n'.repeat(51) },
      access: { access: 'a'.repeat(16_385) },
      project_id: { project_id: 'a'.repeat(33) },
    },
    wrongType: { name: 5, access: 5, falcon_id: '1', project_id: 5 },
    isUserRoute: true,
  },
} satisfies Record<string, BodyCase>);

// issue 12: pilots
Object.assign(CASES, {
  'create-pilot': {
    valid: () => ({ reference: 'aer_abcdefghijklmnopqrst' }),
    required: ['reference'],
    tooLong: { reference: { reference: 'a'.repeat(65) } },
    wrongType: { reference: 5 },
    isUserRoute: true,
  },
  'renew-pilot': {
    valid: () => ({ pilot_id: `pil_${'a'.repeat(24)}` }),
    required: ['pilot_id'],
    tooLong: { pilot_id: { pilot_id: `pil_${'a'.repeat(41)}` } },
    wrongType: { pilot_id: 5 },
    isUserRoute: true,
  },
} satisfies Record<string, BodyCase>);

// issue 13: deployments
const SOME_DEPLOYMENT = 'abcdef1234567890';
Object.assign(CASES, {
  'create-deployment': {
    valid: () => ({
      server_id: 1,
      repo_id: 1,
      branch: 'main',
      deploy_path: '/var/www/app',
      project_id: 'abcdef123456',
    }),
    required: ['server_id', 'repo_id', 'branch', 'deploy_path', 'project_id'],
    tooLong: {
      branch: { branch: 'b'.repeat(256) },
      deploy_path: { deploy_path: `/${'p'.repeat(255)}` },
      project_id: { project_id: 'a'.repeat(33) },
      timezone: { timezone: 'Z'.repeat(65) },
    },
    wrongType: {
      server_id: 'one',
      repo_id: '1',
      branch: 5,
      auto_deploy: 1,
      deploy_path: 5,
      project_id: 5,
      schedule: 330,
      timezone: 5,
      push_to_deploy: 'yes',
    },
    isUserRoute: true,
  },
  'update-deployment-settings': {
    valid: () => ({ schedule: '03:30:00', push_to_deploy: false }),
    required: ['schedule', 'push_to_deploy'],
    tooLong: { timezone: { timezone: 'Z'.repeat(65) } },
    wrongType: { schedule: 330, timezone: 5, push_to_deploy: 'no' },
    isUserRoute: true,
    url: `/api/deployments/${SOME_DEPLOYMENT}/settings`,
  },
  'create-commands': {
    valid: () => ({ deployment_id: 1, project_id: 'abcdef123456', commands: 'npm ci' }),
    required: ['deployment_id', 'project_id', 'commands'],
    tooLong: { commands: { commands: 'c'.repeat(20_001) }, project_id: { project_id: 'a'.repeat(33) } },
    wrongType: { deployment_id: '1', project_id: 5, commands: 5 },
    isUserRoute: true,
  },
  'update-commands': {
    valid: () => ({ project_id: 'abcdef123456', deployment_id: 1, commands: 'npm ci' }),
    required: ['project_id', 'deployment_id', 'commands'],
    tooLong: { commands: { commands: 'c'.repeat(20_001) }, project_id: { project_id: 'a'.repeat(33) } },
    wrongType: { project_id: 5, deployment_id: '1', commands: 5, user_id: 'me' },
    isUserRoute: true,
    url: `/api/commands/update/${SOME_DEPLOYMENT}`,
  },
  'save-deployment-variables': {
    valid: () => ({ deployment_id: 1, variables: 'NODE_ENV=production' }),
    required: ['deployment_id', 'variables'],
    tooLong: { variables: { variables: `A=${'v'.repeat(50_000)}` } },
    wrongType: { deployment_id: '1', variables: 5 },
    isUserRoute: true,
    url: `/api/deployments/variables/${SOME_DEPLOYMENT}`,
  },
  // issue 28: release settings — every field but the strategy has a default.
  'update-release-settings': {
    valid: () => ({
      strategy: 'releases',
      shared_paths: ['storage'],
      keep_releases: 5,
      restart_command: 'systemctl reload app',
      health_check_url: 'http://127.0.0.1:3000/health',
      health_check_timeout_seconds: 5,
    }),
    required: ['strategy'],
    tooLong: {
      shared_paths: { shared_paths: Array.from({ length: 21 }, (_, index) => `shared-${index}`) },
      restart_command: { restart_command: 'r'.repeat(2001) },
      health_check_url: { health_check_url: `http://127.0.0.1/${'h'.repeat(2048)}` },
      health_check_command: { health_check_command: 'c'.repeat(2001) },
    },
    wrongType: {
      strategy: 5,
      shared_paths: 'storage',
      keep_releases: '5',
      restart_command: 5,
      health_check_url: 5,
      health_check_command: true,
      health_check_timeout_seconds: '5',
      health_check_retry_seconds: '30',
    },
    isUserRoute: true,
    url: `/api/deployments/${SOME_DEPLOYMENT}/releases`,
  },
} satisfies Record<string, BodyCase>);

// issue 26: notifications — a channel per type; the record's keys and values are checked as one field.
Object.assign(CASES, {
  'update-notification-preferences': {
    valid: () => ({ channels: { 'task.assigned': 'daily' } }),
    required: ['channels'],
    tooLong: { channels: { channels: { 'task.assigned': 'immediately-and-then-again' } } },
    wrongType: { channels: 'off' },
    isUserRoute: true,
  },
} satisfies Record<string, BodyCase>);

// issue 26: outgoing webhooks
const WEBHOOK_BODY = { url: 'https://hooks.example.com/aerie', events: ['deployment.failed'], format: 'slack' };
const LONG_WEBHOOK_URL = `https://hooks.example.com/${'p'.repeat(2048)}`;
Object.assign(CASES, {
  'create-webhook': {
    valid: () => ({ ...WEBHOOK_BODY }),
    required: ['url', 'events'],
    tooLong: { url: { url: LONG_WEBHOOK_URL } },
    wrongType: { url: 5, events: 'deployment.failed', format: 'teams', active: 'yes' },
    isUserRoute: true,
    url: '/api/projects/abcdef123456/webhooks',
  },
  'update-webhook': {
    valid: () => ({ active: false }),
    required: [],
    tooLong: { url: { url: LONG_WEBHOOK_URL } },
    wrongType: { url: 5, events: 'deployment.failed', format: 'teams', active: 'yes' },
    isUserRoute: true,
    url: '/api/webhooks/1',
  },
} satisfies Record<string, BodyCase>);

// issue 27: labels
Object.assign(CASES, {
  'create-label': {
    valid: () => ({ name: 'Bug', color: 'red' }),
    required: ['name', 'color'],
    tooLong: { name: { name: 'x'.repeat(31) } },
    wrongType: { name: 5, color: 'crimson' },
    isUserRoute: true,
    url: '/api/projects/abcdef123456/labels',
  },
  'update-label': {
    valid: () => ({ name: 'Bug' }),
    required: [],
    tooLong: { name: { name: 'x'.repeat(31) } },
    wrongType: { name: 5, color: 7 },
    isUserRoute: true,
    url: '/api/labels/1',
  },
  'set-task-labels': {
    valid: () => ({ label_ids: [1, 2] }),
    required: ['label_ids'],
    tooLong: { label_ids: { label_ids: Array.from({ length: 11 }, (_, index) => index + 1) } },
    wrongType: { label_ids: '1,2' },
    isUserRoute: true,
    url: '/api/tasks/1/labels',
  },
} satisfies Record<string, BodyCase>);

// issue 32: a workspace's domains
Object.assign(CASES, {
  'add-domain': {
    valid: () => ({ name: 'www.example.com' }),
    required: ['name'],
    tooLong: { name: { name: `${'abcdefghij'.repeat(6)}.`.repeat(5) + 'com' } },
    wrongType: { name: 5 },
    isUserRoute: true,
    url: '/api/workspaces/some-workspace/domains',
  },
  'set-domain-host': {
    valid: () => ({ host: 'www.example.com', target: { kind: 'site', uuid: SAMPLE_WEBSITE } }),
    required: ['host', 'target'],
    tooLong: { host: { host: `${'abcdefghij'.repeat(6)}.`.repeat(5) + 'com' } },
    wrongType: { host: 5, target: 'site' },
    isUserRoute: true,
    url: '/api/domains/1/hosts',
  },
} satisfies Record<string, BodyCase>);

const BODY_ROUTES = ROUTES.filter((route) => 'body' in route);

function send(name: string, options: { body?: unknown; headers?: Record<string, string> } = {}) {
  const route = BODY_ROUTES.find((candidate) => candidate.name === name)!;
  const onStore = route.host === 'store';
  const token = CASES[name]!.isUserRoute ? userToken : onStore && route.access === 'seller' ? shop.token : undefined;
  const url = CASES[name]!.url ?? fullPath(route);
  const headers = { ...(onStore ? { host: shop.host } : {}), ...options.headers };
  return t.call({ method: route.method, url, token, remoteAddress: uniqueAddress(), ...options, headers });
}

/** 400 `validation_failed` with errors under exactly `field`, and a message that says which field. */
async function expectFieldRefused(name: string, body: unknown, field: string, message?: string) {
  const reply = await send(name, { body });
  expect(reply.statusCode, `${name} ${field}: ${reply.body}`).toBe(400);
  const json = reply.json();
  expect(json).toEqual({
    success: false,
    error: 'validation_failed',
    message: expect.any(String),
    errors: { [field]: expect.any(Array) },
  });
  expect(json.errors[field].length).toBeGreaterThan(0);
  if (message) expect(json.errors[field]).toContain(message);
  const lower = json.message.toLowerCase();
  expect(
    lower.includes(field) || lower.includes(field.replaceAll('_', ' ')),
    `message "${json.message}" names ${field}`,
  ).toBe(true);
}

it('covers every body-taking route of the contract', () => {
  expect(Object.keys(CASES).sort()).toEqual(BODY_ROUTES.map((route) => route.name).sort());
});

describe.each(Object.keys(CASES))('%s', (name) => {
  const entry = CASES[name]!;

  it('answers 400 bad_request to malformed JSON and to an empty JSON body', async () => {
    for (const payload of ['{"email":', '']) {
      const reply = await send(name, { body: payload, headers: { 'content-type': 'application/json' } });
      expect(reply.statusCode).toBe(400);
      expect(reply.json()).toEqual({
        success: false,
        error: 'bad_request',
        message: expect.stringMatching(/JSON|empty/),
      });
    }
  });

  it('answers 400 validation_failed on "body" to no body, null, an array or plain text', async () => {
    const bodies: Array<{ body?: unknown; headers?: Record<string, string> }> = [
      {},
      { body: 'null', headers: { 'content-type': 'application/json' } },
      { body: [entry.valid()] },
      { body: 'email=a@example.com', headers: { 'content-type': 'text/plain' } },
    ];
    for (const options of bodies) {
      const reply = await send(name, options);
      expect(reply.statusCode).toBe(400);
      expect(reply.json()).toEqual({
        success: false,
        error: 'validation_failed',
        message: expect.stringMatching(/^body: /),
        errors: { body: [expect.any(String)] },
      });
    }
  });

  it.each(entry.required)('refuses a body without %s', async (field) => {
    const body = entry.valid();
    delete body[field];
    await expectFieldRefused(name, body, field);
  });

  it('refuses an unknown extra field by name', async () => {
    await expectFieldRefused(name, { ...entry.valid(), is_admin: true }, 'is_admin', 'Unknown field is_admin');
  });

  it.each(Object.keys(entry.wrongType))('refuses a value of the wrong type in %s', async (field) => {
    await expectFieldRefused(name, { ...entry.valid(), [field]: entry.wrongType[field] }, field);
  });

  it.each(Object.keys(entry.tooLong))('refuses an over-long %s', async (field) => {
    await expectFieldRefused(name, { ...entry.valid(), ...entry.tooLong[field] }, field);
  });

  it('answers 413 payload_too_large to a body over its limit (1 MiB unless the route says)', async () => {
    const route = BODY_ROUTES.find((candidate) => candidate.name === name)!;
    const limit = ('bodyLimit' in route ? route.bodyLimit : undefined) ?? 1024 * 1024;
    const message = ('tooLargeMessage' in route ? route.tooLargeMessage : undefined) ?? 'The request is too large.';
    const reply = await send(name, { body: { ...entry.valid(), padding: 'x'.repeat(limit) } });
    expect(reply.statusCode).toBe(413);
    expect(reply.json()).toEqual({ success: false, error: 'payload_too_large', message });
  });
});

it('accepts values exactly at the limits (254-character e-mail, 128-character password)', async () => {
  const reply = await send('login', { body: { email: LONG_EMAIL.slice(1), password: LONG_PASSWORD.slice(1) } });
  expect(reply.statusCode).toBe(401);
  expect(reply.json()).toEqual({ success: false, error: 'unauthorized', message: 'Invalid email or password.' });
});

const EMAIL_ROUTES = Object.keys(CASES).filter((name) => 'email' in CASES[name]!.valid());

it.each(EMAIL_ROUTES)('%s refuses malformed e-mail addresses', async (name) => {
  for (const email of [
    'plainaddress',
    'no-at.example.com',
    'a@',
    '@example.com',
    'a b@example.com',
    'a@b',
    'a@@example.com',
    'a@example..com',
    '<script>@x.com',
  ]) {
    await expectFieldRefused(name, { ...CASES[name]!.valid(), email }, 'email', 'Enter a valid email address');
  }
});

// issue 12: pilots — the pilot payload of transactions/initialize (docs/product.md § Buying a pilot), field by field.
describe('a saved page name over its limit is refused on its own field, not cut (issue 25)', () => {
  it('answers 400 under project_data.pages.0.name with the limit in words', async () => {
    const body = { revision: 1, project_data: { pages: [{ name: 'p'.repeat(61), component: '<h1>Hi</h1>' }] } };
    await expectFieldRefused(
      'save-website-content',
      body,
      'project_data.pages.0.name',
      `Page name must be at most ${LIMITS.pageNameMax} characters`,
    );
  });
});

describe('a pilot payment start refuses bad fields on their name', () => {
  const pilot = {
    type: 'pilot',
    action: 'create.pilot',
    plan_id: 1,
    template_id: 2,
    business_id: 1,
    region: 'LON1',
    project_id: 'abcdef123456',
  };
  const refused = [
    ['plan_id', { plan_id: 0 }],
    ['plan_id', { plan_id: 2 ** 31 }],
    ['template_id', { template_id: 'node' }],
    ['region', { region: 'NYC3' }],
    ['action', { action: 'create.website' }],
    ['project_id', { project_id: 'a'.repeat(33) }],
    ['discount_code', { discount_code: 'x'.repeat(41) }],
    ['discount_code', { discount_code: 5 }],
  ] as const;
  it.each(refused)('refuses %s %j', async (field, overrides) => {
    await expectFieldRefused('initialize-transaction', { ...pilot, ...overrides }, field);
  });

  it('says the promo code limit in words for an over-long code (issue 25)', async () => {
    await expectFieldRefused(
      'initialize-transaction',
      { ...pilot, discount_code: 'x'.repeat(41) },
      'discount_code',
      'Promo code must be at most 40 characters',
    );
  });

  it('refuses a NUL character in the promo code before it reaches the database', async () => {
    const reply = await send('initialize-transaction', { body: { ...pilot, discount_code: 'WELCOME\u000010' } });
    expect(reply.statusCode, reply.body).toBe(400);
    expect(reply.json()).toMatchObject({ error: 'validation_failed', errors: { discount_code: [expect.any(String)] } });
  });

  it('says which choice is missing in the spec’s words', async () => {
    const { plan_id: _plan, ...withoutPlan } = pilot;
    await expectFieldRefused(
      'initialize-transaction',
      withoutPlan,
      'plan_id',
      'There is a problem. Please select a plan and template to continue',
    );
  });
});

describe('register and reset apply the password policy', () => {
  const weak = [
    ['no number', 'only-letters', 'Password must contain a number'],
    ['no letter', '1234567890', 'Password must contain a letter'],
    ['under 8 characters', 'abc1234', 'Password must be at least 8 characters'],
  ] as const;

  it.each(weak)('refuses a password with %s', async (_label, password, message) => {
    await expectFieldRefused('register', registration({ password }), 'password', message);
    await expectFieldRefused(
      'reset-password',
      { ...resetBody, password, confirm_password: password },
      'password',
      message,
    );
  });

  it('refuses register with accept_terms false', async () => {
    await expectFieldRefused(
      'register',
      registration({ accept_terms: false }),
      'accept_terms',
      'You must accept the terms and conditions',
    );
  });
});

describe('a refused registration leaves nothing behind', () => {
  const mailsTo = async (email: string) =>
    ((await t.call({ method: 'GET', url: '/dev/mail.json' })).json() as Array<{ to: string }>).filter(
      (mail) => mail.to.toLowerCase() === email.toLowerCase(),
    );

  it('queues no mail, creates no account, and the address can register afterwards', async () => {
    const body = registration();
    expect((await send('register', { body: { ...body, password: 'short' } })).statusCode).toBe(400);
    expect((await send('register', { body: { ...body, accept_terms: false } })).statusCode).toBe(400);
    expect((await send('register', { body: { ...body, role: 'admin' } })).statusCode).toBe(400);
    expect(await mailsTo(body.email)).toHaveLength(0);
    const accounts = () => t.runtime.ctx.db.select({ id: users.id }).from(users).where(eq(users.email, body.email));
    expect(await accounts()).toHaveLength(0);

    const created = await send('register', { body });
    expect(created.statusCode).toBe(200);
    expect(created.json()).toEqual({ success: true, message: expect.stringContaining('verify'), is_verified: false });
    expect(await mailsTo(body.email)).toHaveLength(1);

    // A taken address is not refused (that would tell anyone it has an account): see auth-flow.test.ts.
    const again = await send('register', { body: { ...body, email: body.email.toUpperCase() } });
    expect(again.json()).toEqual(created.json());
    expect(await accounts()).toHaveLength(1);
  });
});

/**
 * Values PostgreSQL cannot take (a NUL character in text, an integer over 2³¹-1) used to reach it and
 * answer 500. Every string and number the table above sends is tried, so a new field is covered too.
 */
describe('values the database cannot store answer 400 on their field', () => {
  const NUL = '\u0000';
  const TOO_BIG = 2 ** 31;
  /** Fields only in `tooLong` are optional strings that `valid()` leaves out. */
  const stringFields = (name: string) => {
    const valid = CASES[name]!.valid();
    const fields = Object.keys(valid).filter((field) => typeof valid[field] === 'string');
    return [...new Set([...fields, ...Object.keys(CASES[name]!.tooLong).filter((field) => !(field in valid))])];
  };
  const numberFields = (name: string) => {
    const valid = CASES[name]!.valid();
    return Object.keys(valid).filter((field) => typeof valid[field] === 'number');
  };

  const nulCases = Object.keys(CASES).flatMap((name) => stringFields(name).map((field) => [name, field] as const));
  it.each(nulCases)('%s refuses a NUL character in %s', async (name, field) => {
    const valid = CASES[name]!.valid();
    const value = typeof valid[field] === 'string' ? (valid[field] as string) : 'text';
    const middle = Math.ceil(value.length / 2);
    const bad = `${value.slice(0, middle)}${NUL}${value.slice(middle)}`;
    // A new password is sent twice; both copies carry the character, so only the rule itself can object.
    const confirm = field === 'password' && 'confirm_password' in valid ? { confirm_password: bad } : {};
    await expectFieldRefused(name, { ...valid, [field]: bad, ...confirm }, field);
  });

  const bigCases = Object.keys(CASES).flatMap((name) => numberFields(name).map((field) => [name, field] as const));
  it.each(bigCases)('%s refuses 2^31 in %s', async (name, field) => {
    await expectFieldRefused(name, { ...CASES[name]!.valid(), [field]: TOO_BIG }, field);
  });

  it.each([['create-task'], ['assign-task-members']])('%s refuses an id of 2^31 in its assignee list', async (name) => {
    await expectFieldRefused(name, { ...CASES[name]!.valid(), assignees: `1,${TOO_BIG}` }, 'assignees');
  });

  it('set-task-labels refuses a label id of 2^31', async () => {
    await expectFieldRefused('set-task-labels', { label_ids: [1, TOO_BIG] }, 'label_ids');
  });

  it('set-form-recipients refuses a user id of 2^31', async () => {
    await expectFieldRefused('set-form-recipients', { user_ids: [1, TOO_BIG] }, 'user_ids');
  });

  /** A well-formed value for every path and query parameter of the contract. */
  const SAMPLE: Record<string, string> = {
    uid: 'abcdef123456',
    slug: 'acme',
    id: '1',
    memberId: '1',
    token: 'a'.repeat(43),
    reference: 'aer_abcdefghijklmnopqrst',
    transaction_id: 'sbx_1',
    page: '1',
    per_page: '10',
    country: 'united kingdom',
    currency: 'GBP',
    type: 'expert',
    plan: 'air',
    uuid: SOME_WEBSITE,
    name: 'Spring launch',
    domain: 'spring-launch',
    restore: '1',
    link: '00000000-0000-4000-8000-000000000000',
    // issue 29: a publish of a site's history
    publish: '1',
    imageUuid: SOME_WEBSITE,
    q: 'mug',
    status: 'paid',
    // issue 11: Aerie Git, repositories core
    projectUID: 'abcdef123456',
    // issue 26: the bell's cursor and page size
    before: '1',
    limit: '20',
    // issue 31: a rename's redirect, the form inbox's filters and a submission
    redirect_days: '90',
    form: 'contact',
    unread: 'true',
    submission: '1',
  };
  /** Routes whose parameter of a shared name is not the usual one: `getsite/{id}` names a project by uid. */
  const SAMPLE_OF_ROUTE: Record<string, Record<string, string>> = {
    'list-websites': { id: 'abcdef123456' },
    'delete-website': { id: SOME_WEBSITE },
    'delete-website-files': { id: SOME_WEBSITE },
    // `store/one?uuid=` names a project by its uid.
    'list-stores': { uuid: 'abcdef123456' },
    // issue 11: `projects/{id}/repositories` and `repo-activities` name a project by its uid.
    'list-repositories': { id: 'abcdef123456' },
    'list-repo-activities': { id: 'abcdef123456' },
    // issue 12: pilots — `pilot/{id}/…` names a pilot by its pilot_id.
    'provision-pilot': { id: `pil_${'a'.repeat(24)}` },
    'reboot-pilot': { id: `pil_${'a'.repeat(24)}` },
    'power-on-pilot': { id: `pil_${'a'.repeat(24)}` },
    'power-off-pilot': { id: `pil_${'a'.repeat(24)}` },
    // issue 25: cancelling and keeping a pilot name it the same way.
    'cancel-pilot': { id: `pil_${'a'.repeat(24)}` },
    'resume-pilot': { id: `pil_${'a'.repeat(24)}` },
  };
  const sampleOf = (name: string, key: string) => SAMPLE_OF_ROUTE[name]?.[key] ?? SAMPLE[key]!;
  const NUMERIC = new Set(['id', 'memberId', 'page', 'per_page', 'restore']);
  // issue 11: git providers
  Object.assign(SAMPLE, { platform: 'github', business_id: '1', project_id: 'abcdef123456' });
  SAMPLE_OF_ROUTE['get-platform-config'] = { slug: 'github' };
  // issue 12: servers — `falcons/{id}/…` name a project by its uid; the other slugs are servers' and SSH users'.
  Object.assign(SAMPLE, { server: 'abcdef12345678' });
  Object.assign(SAMPLE_OF_ROUTE, {
    'list-servers': { id: 'abcdef123456', type: 'connection' },
    'list-server-logs': { id: 'abcdef123456' },
    'delete-server': { slug: 'abcdef12345678' },
    'list-ssh-access': { slug: 'abcdef12345678' },
    'delete-ssh-access': { slug: 'abcdef12345678' },
  });
  NUMERIC.add('business_id');
  // issue 13: deployments — slugs are deployments' (or their commands' and configs'); `{id}` of
  // `deployments/{id}/all` is a server's, of `deployments/variables/{id}` a deployment's, both numeric.
  Object.assign(SAMPLE, { deployment_id: '1' });
  NUMERIC.add('deployment_id');
  for (const name of [
    'delete-deployment',
    'update-deployment-settings',
    'update-commands',
    'save-deployment-variables',
    'deploy-now',
    'list-runs',
    'update-release-settings',
    'roll-back-run',
  ])
    SAMPLE_OF_ROUTE[name] = { slug: SOME_DEPLOYMENT };
  // issue 28: Roll back names a run of the deployment by its id.
  Object.assign(SAMPLE, { runId: '1' });
  NUMERIC.add('runId');
  SAMPLE_OF_ROUTE['list-project-deployments'] = { id: 'abcdef123456' };
  // issue 26 §2: the activity feeds' page, lane and person (`before` is an event's bigserial id: 2^31 is fine).
  Object.assign(SAMPLE, { before: '1', limit: '20', lane: 'sites', actor: '1' });
  NUMERIC.add('limit').add('actor');
  // issue 33: a board column's page, cursor and filters.
  Object.assign(SAMPLE, {
    after: '0.1',
    search: 'launch',
    assignee: '1',
    priority: 'normal',
    mine: 'true',
    labels: '1,2',
    today: '2026-03-02',
  });
  SAMPLE_OF_ROUTE['list-board-column'] = { status: 'todo' };
  const isNumeric = (name: string, key: string) => NUMERIC.has(key) && !SAMPLE_OF_ROUTE[name]?.[key];
  const shapeKeys = (schema: unknown) => Object.keys((schema as { shape?: object } | undefined)?.shape ?? {});
  const parameterCases = ROUTES.flatMap((route) => [
    ...shapeKeys('params' in route ? route.params : undefined).map((key) => [route.name, 'params', key] as const),
    ...shapeKeys('querystring' in route ? route.querystring : undefined).map(
      (key) => [route.name, 'querystring', key] as const,
    ),
  ]);
  function urlOf(name: string, overrides: Record<string, string>) {
    const route = ROUTES.find((candidate) => candidate.name === name)!;
    const values = (key: string) => encodeURIComponent(overrides[key] ?? sampleOf(name, key));
    const path = fullPath(route).replace(/:([A-Za-z_]+)/g, (_match, key: string) => values(key));
    const query = shapeKeys('querystring' in route ? route.querystring : undefined)
      .map((key) => `${key}=${values(key)}`)
      .join('&');
    return query ? `${path}?${query}` : path;
  }

  it('has a sample value for every path and query parameter', () => {
    expect(parameterCases.filter(([, , key]) => !(key in SAMPLE))).toEqual([]);
  });

  it.each(parameterCases)('%s refuses a NUL character (and 2^31 where numeric) in %s %s', async (name, _part, key) => {
    const route = ROUTES.find((candidate) => candidate.name === name)!;
    const values = [`${sampleOf(name, key)}${NUL}`, ...(isNumeric(name, key) ? [String(TOO_BIG)] : [])];
    for (const value of values) {
      const reply = await t.call({
        method: route.method,
        url: urlOf(name, { [key]: value }),
        token: route.access === 'seller' ? shop.token : userToken,
        headers: route.host === 'store' ? { host: shop.host } : {},
        remoteAddress: uniqueAddress(),
      });
      expect(reply.statusCode, `${name} ${key}=${JSON.stringify(value)}: ${reply.body}`).toBe(400);
      expect(reply.json()).toMatchObject({ success: false, errors: { [key]: [expect.any(String)] } });
    }
  });
});

describe('a label refuses an empty name, an unknown colour and a list that repeats itself (issue 27)', () => {
  it('refuses an empty or blank name, with the limit in words for a long one', async () => {
    for (const name of ['', '   '])
      await expectFieldRefused('create-label', { name, color: 'red' }, 'name', 'Name is required');
    await expectFieldRefused('update-label', { name: '' }, 'name', 'Name is required');
    await expectFieldRefused(
      'create-label',
      { name: 'x'.repeat(31), color: 'red' },
      'name',
      'Name must be at most 30 characters',
    );
  });
  it('refuses a colour outside the palette, naming the palette', async () => {
    for (const color of ['crimson', '#ff0000', '']) {
      await expectFieldRefused('create-label', { name: 'Bug', color }, 'color');
      await expectFieldRefused('update-label', { color }, 'color');
    }
  });
  it('refuses a label twice, more than ten, and ids that are not ids', async () => {
    await expectFieldRefused(
      'set-task-labels',
      { label_ids: [3, 3] },
      'label_ids',
      'Labels lists a label more than once',
    );
    const eleven = Array.from({ length: 11 }, (_, index) => index + 1);
    await expectFieldRefused(
      'set-task-labels',
      { label_ids: eleven },
      'label_ids',
      'A task can have at most 10 labels',
    );
    for (const id of [0, -1, 1.5, '1']) await expectFieldRefused('set-task-labels', { label_ids: [id] }, 'label_ids');
  });
});

describe('a webhook refuses what it cannot send to, on its field (issue 26)', () => {
  const refused = (body: object, field: string, message: string) =>
    expectFieldRefused('create-webhook', { ...WEBHOOK_BODY, ...body }, field, message);
  it('refuses an address that is not a full http(s) URL, or carries a password', async () => {
    for (const url of ['hooks.example.com/aerie', 'ftp://hooks.example.com/', 'javascript:alert(1)', ''])
      await refused({ url }, 'url', url ? 'Enter a full address starting with https://' : 'URL is required');
    await refused({ url: 'https://me:pw@hooks.example.com/' }, 'url', 'URL may not contain a user name or password');
  });
  it('refuses an unknown event type, a workspace or billing event, none, and one twice', async () => {
    await refused({ events: ['deployment.exploded'] }, 'events', 'Unknown event type: deployment.exploded');
    await refused({ events: ['member.joined'] }, 'events', 'Unknown event type: member.joined');
    await refused({ events: ['payment.settled'] }, 'events', 'Unknown event type: payment.settled');
    await refused({ events: [] }, 'events', 'Choose at least one event');
    await refused({ events: ['task.moved', 'task.moved'] }, 'events', 'Events lists an event more than once');
  });
});

// issue 13: deployments — values that reach a shell on the server are refused on their field
// (docs/architecture.md § Shell values).
describe('a deployment refuses branches and paths a shell could misread', () => {
  const deployment = CASES['create-deployment']!.valid;
  it.each([
    ['main;touch /tmp/x'],
    ['--upload-pack=touch /tmp/x'],
    ['-b'],
    ['main && id'],
    ['$(id)'],
    ['`id`'],
    ['main branch'],
    ['../main'],
    ['feature//x'],
    ['main.lock'],
    ['a@{1}'],
  ])('refuses the branch %j', async (branch) => {
    await expectFieldRefused(
      'create-deployment',
      { ...deployment(), branch },
      'branch',
      'Branch must be a git branch name (letters, digits, . _ - /), not starting with -',
    );
  });

  it.each([
    ['var/www/app'],
    ['./app'],
    ['~/app'],
    ['/var/www/../etc'],
    ['/var/www/app;rm -rf /'],
    ['/var/www/my app'],
    ['/var/www/$(id)'],
    ['/var/www/app\nid'],
  ])('refuses the deploy path %j', async (deployPath) => {
    await expectFieldRefused(
      'create-deployment',
      { ...deployment(), deploy_path: deployPath },
      'deploy_path',
      'Deploy path must be an absolute path such as /var/www/app, without .. or spaces',
    );
  });

  it('refuses a schedule that is not a time of day, and a time zone that does not exist', async () => {
    await expectFieldRefused('create-deployment', { ...deployment(), schedule: '24:00:00' }, 'schedule');
    await expectFieldRefused('create-deployment', { ...deployment(), timezone: 'Mars/Olympus' }, 'timezone');
    await expectFieldRefused(
      'create-deployment',
      { ...deployment(), auto_deploy: 1 },
      'auto_deploy',
      'auto_deploy must be 0',
    );
  });
});

// issue 26 §2: the activity feeds' query — a bad lane, cursor, limit or person is a field error, never a 500.
describe('the activity feeds refuse a bad page, lane or person', () => {
  it.each([
    ['lane', 'gardening'],
    ['lane', 'billing'],
    ['before', 'abc'],
    ['before', '0'],
    ['before', '-5'],
    ['before', '1.5'],
    ['limit', '0'],
    ['limit', '51'],
    ['limit', 'ten'],
    ['actor', 'someone'],
    ['actor', '0'],
  ])('refuses %s=%s on its field', async (field, value) => {
    for (const url of ['/api/activity/acme', '/api/projects/abcdef123456/activity']) {
      const reply = await t.call({ method: 'GET', url: `${url}?${field}=${value}`, token: userToken });
      expect(reply.statusCode, `${url} ${field}=${value}: ${reply.body}`).toBe(400);
      expect(reply.json()).toMatchObject({ success: false, errors: { [field]: [expect.any(String)] } });
    }
  });

  it('refuses a query field it does not know', async () => {
    const reply = await t.call({ method: 'GET', url: '/api/activity/acme?page=2', token: userToken });
    expect(reply.statusCode).toBe(400);
  });
});

describe('release settings refuse paths that leave the release, and numbers out of range (issue 28)', () => {
  const settings = (overrides: Record<string, unknown>) => ({ strategy: 'releases', ...overrides });
  it('refuses absolute, .., odd-character, nested, repeated and .git shared paths on shared_paths', async () => {
    const refused: Array<[string[], string]> = [
      [['/etc'], 'Shared paths must be relative to the deploy path: "/etc" starts with /'],
      [['../outside'], 'Shared paths cannot go through . or .. : "../outside" would leave the release'],
      [['storage/../../etc'], 'Shared paths cannot go through . or .. : "storage/../../etc" would leave the release'],
      [['./storage'], 'Shared paths cannot go through . or .. : "./storage" would leave the release'],
      [['up loads'], 'Shared paths may use only letters, digits and . _ - @ + /: "up loads" has another character'],
      [['$(reboot)'], 'Shared paths may use only letters, digits and . _ - @ + /: "$(reboot)" has another character'],
      [['storage//logs'], 'Shared paths cannot have empty parts (//, or a trailing /): "storage//logs"'],
      [['storage', 'storage'], 'Shared paths list "storage" twice'],
      [['storage', 'storage/logs'], 'Shared paths cannot nest: "storage/logs" is inside "storage"'],
      [['.git/hooks'], 'Shared paths cannot include .git: it is the release’s own git checkout'],
      [[' '], 'Shared paths cannot be empty'],
    ];
    for (const [paths, message] of refused)
      await expectFieldRefused('update-release-settings', settings({ shared_paths: paths }), 'shared_paths', message);
  });

  it('keeps between 1 and 50 releases, a timeout of 1–60 s and a retry time of 0–600 s', async () => {
    for (const keep of [0, 51, 2.5])
      await expectFieldRefused('update-release-settings', settings({ keep_releases: keep }), 'keep_releases');
    for (const timeout of [0, 61])
      await expectFieldRefused(
        'update-release-settings',
        settings({ health_check_timeout_seconds: timeout }),
        'health_check_timeout_seconds',
        'Health check timeout must be between 1 and 60 seconds',
      );
    for (const retry of [-1, 601])
      await expectFieldRefused(
        'update-release-settings',
        settings({ health_check_retry_seconds: retry }),
        'health_check_retry_seconds',
        'Health check retry time must be between 0 and 600 seconds',
      );
    await expectFieldRefused('update-release-settings', settings({ strategy: 'blue_green' }), 'strategy');
  });

  it('takes only an http(s) health check URL, and a URL or a command, not both', async () => {
    for (const url of ['ftp://127.0.0.1/health', 'file:///etc/passwd', '127.0.0.1:3000/health', 'javascript:alert(1)'])
      await expectFieldRefused(
        'update-release-settings',
        settings({ health_check_url: url }),
        'health_check_url',
        'Health check URL must be an http:// or https:// address, e.g. http://127.0.0.1:3000/health',
      );
    await expectFieldRefused(
      'update-release-settings',
      settings({ health_check_url: 'http://127.0.0.1:3000/health', health_check_command: 'curl -f localhost' }),
      'health_check_command',
      'Give a health check URL or a health check command, not both',
    );
  });
});

describe('a domain name is read as pasted and refused with a reason (issue 32)', () => {
  const refusals: Array<[string, string]> = [
    ['192.168.1.10', DOMAIN_MESSAGES.ipLiteral],
    ['[::1]', DOMAIN_MESSAGES.ipLiteral],
    ['www..example.com', DOMAIN_MESSAGES.emptyLabel],
    [`${'a'.repeat(64)}.com`, DOMAIN_MESSAGES.labelTooLong],
    [`${'abcdefghij'.repeat(6)}.`.repeat(5) + 'com', DOMAIN_MESSAGES.tooLong],
    ['xn--pypal-4ve.com', DOMAIN_MESSAGES.mixedScripts],
    ['xn--99999999999.com', DOMAIN_MESSAGES.badPunycode],
    ['exa mple.com', DOMAIN_MESSAGES.shape],
  ];
  it.each(refusals)('refuses %s with its reason', async (name, message) => {
    await expectFieldRefused('add-domain', { name }, 'name', message);
    await expectFieldRefused(
      'set-domain-host',
      { host: name, target: { kind: 'site', uuid: SAMPLE_WEBSITE } },
      'host',
      message.replace(/^Domain/, 'Host'),
    );
  });
});
