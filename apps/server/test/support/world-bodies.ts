import { PASSWORD, registration } from './accounts.js';
import { connectBody } from './server-fixtures.js';
import { ed25519KeyPair } from './ssh-keys.js';
import type { TestSshd } from './sshd.js';
import { dataUrl, png } from './website-fixtures.js';
import type { World } from './world.js';

const TASK = {
  title: 'World task',
  description: 'Made by the hostile-input test',
  priority: 'normal',
  status: 'todo',
  start_date: '2026-03-02',
  end_date: '2026-03-06',
};
const PRODUCT = {
  name: 'World mug',
  description: '',
  status: 'active',
  variants: [{ name: 'Default', price: 500, stock: 3 }],
};
const CARD = { card_number: '4242 4242 4242 4242', exp_month: 12, exp_year: 2099, cvc: '123', name: 'World Owner' };

/**
 * Per route that takes a body, one the route accepts for the world's objects (as the browser sends it).
 * The hostile requests change one or two of its fields at a time, so each hostile value meets the code
 * behind the validation too, not only the validation. A route missing here gets hostile objects only.
 */
export function validBodies(world: World, sshd: TestSshd): Record<string, Record<string, unknown>> {
  const { workspace, project, deployment } = world;
  const business_id = workspace.id;
  const image = dataUrl(png(1, 1));
  return {
    login: { email: world.owner.email, password: PASSWORD },
    register: registration(),
    'resend-verification': { email: world.owner.email },
    'forgot-password': { email: world.owner.email },
    'reset-password': { token: 'a'.repeat(43), password: 'new-secret-1', confirm_password: 'new-secret-1' },
    'create-workspace': { name: 'World Co', email: 'world@example.com', phone: '+44 20 7946 0000' },
    'create-project': { name: 'World', description: 'Hostile', category_id: world.categoryId, business_id },
    'update-project': {
      project_id: project.id,
      name: 'World',
      description: 'Hostile',
      category_id: world.categoryId,
      business_id,
    },
    'update-task-key-prefix': { prefix: 'WLD' },
    'add-project-member': { user_id: world.member.userId, project_id: project.id },
    'transfer-ownership': { member_id: world.projectMemberId, user_id: world.member.userId },
    'invite-member': { email: 'invitee@example.com', name: 'Invitee', role: 'developer', business_id },
    'reinvite-member': { id: world.invitation.id },
    'accept-invitation': { token: world.invitation.token },
    'update-profile': { first: 'World', last: 'Owner', phone: '+44 20 7946 0000' },
    'upload-avatar': { image },
    'update-password': { current_password: PASSWORD, password: 'new-secret-1', confirm_password: 'new-secret-1' },
    'create-task': { ...TASK, project_id: project.id, assignees: String(world.owner.userId) },
    'update-task': { ...TASK, project_id: project.id, task_id: world.task.id, position: 0 },
    'assign-task-members': { task_id: world.task.id, assignees: String(world.member.userId) },
    'initialize-transaction': { type: 'subscription', plan_id: 'moon', business_id },
    'activate-subscription': { reference: world.pilot.reference, id: 'sbx_1' },
    'tokenize-card': { ...CARD, business_id },
    'start-card-setup': { business_id },
    'hire-expert': {
      quantity: 1,
      plan_id: 'expert_1d',
      payment_method: 'pm_world',
      fullname: 'World Owner',
      email: world.owner.email,
      country: 'united kingdom',
      business_id,
      need: 'A developer for the world.',
    },
    'cancel-expert-engagement': { business_id },
    'resume-expert-engagement': { business_id },
    'create-website': { project_uid: project.u_id, template: 'blank', name: 'World site' },
    'delete-website-files': { builder_path: world.website.subdomain },
    'save-website-content': { revision: 1, project_data: { pages: [{ name: 'Home', component: '<h1>World</h1>' }] } },
    'restore-website-revision': { revision: 1 },
    'restore-publish-as-draft': { revision: 1 },
    'name-website-revision': { name: 'World revision' },
    'create-share-link': { days: 7 },
    'upload-website-image': { image },
    'publish-website': { revision: 1 },
    'update-form-submission': { read: true },
    'set-form-recipients': { user_ids: [world.owner.userId] },
    'set-site-server': { server_id: world.server.id, deploy_path: '/srv/world-site' },
    'roll-back-site-server': { release: '1-aaaa' },
    'set-custom-domain': { domain: 'www.world.example' },
    'register-store': {
      name: 'World Shop',
      email: 'seller@example.com',
      password: 'seller-secret-1',
      domain: 'world-shop',
      uuid: project.u_id,
      token: world.storeRegistrationToken,
      theme: 'blank',
    },
    'seller-login': { email: world.shop.email, password: PASSWORD },
    'seller-forgot-password': { email: world.shop.email },
    'seller-reset-password': { token: 'a'.repeat(43), password: 'new-secret-1', confirm_password: 'new-secret-1' },
    'create-seller-product': PRODUCT,
    'update-seller-product': PRODUCT,
    'create-seller-discount': { code: 'WORLD-NEW', kind: 'percent', percent: 15 },
    'update-seller-discount': { code: 'WORLD10', kind: 'fixed', amount: 300 },
    'upload-product-image': { image },
    'reorder-product-images': { order: [world.product.imageUuid] },
    'update-order-status': { status: 'shipped' },
    'refund-order': { amount: 1 },
    'update-store-settings': {
      name: 'World Shop',
      currency: 'USD',
      shipping_rate: 0,
      colors: { primary: '#111111', accent: '#222222' },
    },
    'set-checkout-recovery': { delay_hours: 6, discount_code: 'COMEBACK10' },
    'upload-store-logo': { image },
    'update-tax-settings': {
      prices_include_tax: true,
      tax_name: 'VAT',
      tax_shipping: true,
      rates: [{ country: 'GB', region: '', rate: '20' }],
    },
    'create-shipping-zone': {
      name: 'Europe',
      countries: ['FR'],
      rates: [{ name: 'Standard', amount: 900, free_above: null }],
    },
    'update-shipping-zone': {
      name: 'World zone',
      countries: ['GB'],
      rates: [{ name: 'Standard', amount: 500, free_above: null }],
    },
    'create-repository': {
      name: 'world-two',
      description: 'Hostile',
      private: true,
      project_id: project.u_id,
      platform: 'aerie',
    },
    'import-repository': { name: 'imported', platform: 'github', project_id: project.u_id, platform_repo_id: '1' },
    'integrate-platform': { code: 'code', business_id, platform: 'github', state: 's'.repeat(43) },
    'create-access-token': { name: 'World token', expires_in_days: 90 },
    'connect-server': connectBody(sshd, project.u_id),
    'create-pilot': { reference: world.pilot.reference },
    'renew-pilot': { pilot_id: world.pilot.pilotId },
    'add-ssh-access': {
      name: 'World key',
      access: ed25519KeyPair().public,
      falcon_id: world.server.id,
      project_id: project.u_id,
    },
    'create-deployment': {
      server_id: world.server.id,
      repo_id: world.repository.id,
      branch: 'main',
      auto_deploy: 0,
      deploy_path: `${sshd.home}/world-two`,
      project_id: project.u_id,
    },
    'update-deployment-settings': { schedule: '03:30:00', timezone: 'Europe/London', push_to_deploy: true },
    'update-release-settings': {
      strategy: 'releases',
      shared_paths: ['storage', '.env'],
      keep_releases: 3,
      restart_command: 'true',
      health_check_url: 'http://127.0.0.1:3000/health',
    },
    'create-commands': { deployment_id: deployment.id, project_id: project.u_id, commands: 'npm ci' },
    'update-commands': { project_id: project.u_id, deployment_id: deployment.id, commands: 'npm run build' },
    'save-deployment-variables': { deployment_id: deployment.id, variables: 'NODE_ENV=production' },
    // issue 27: labels
    'create-label': { name: 'World bug', color: 'red' },
    'update-label': { name: 'World label', color: 'green' },
    'set-task-labels': { label_ids: [world.label.id] },
  };
}

/** Per route that reads a query, one it accepts for the world's objects. */
export function validQueries(world: World): Record<string, Record<string, string>> {
  return {
    'list-projects': { page: '1', per_page: '10' },
    'delete-invitation': { id: String(world.invitation.id) },
    'verify-payment': { reference: world.pilot.reference, transaction_id: 'sbx_1' },
    'list-transactions': { page: '1', type: 'subscription' },
    'list-expert-pricing': { country: 'united kingdom', currency: 'gbp' },
    'list-stores': { uuid: world.project.u_id, page: '1' },
    'list-seller-products': { q: 'mug', page: '1' },
    'list-seller-orders': { status: 'paid', page: '1' },
    'list-importable-repositories': { platform: 'github', page: '1' },
    'get-platform-config': { business_id: String(world.workspace.id) },
    'list-servers': { type: 'connection', page: '1' },
    'list-server-logs': { page: '1' },
    'fetch-commands': { deployment_id: String(world.deployment.id), project_id: world.project.u_id },
    'list-board-column': { limit: '2', search: 'task', priority: 'normal', today: '2026-03-02' },
  };
}
