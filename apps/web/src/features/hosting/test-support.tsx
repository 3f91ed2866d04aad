import type { PilotPlan, PilotTemplate, Server, ServerLog, SshAccess } from '@aerie/contract';

import { fakeNetwork, type FakeCall } from '@/lib/testing/fake-network';
import { aServer, OWNER_ID } from '@/lib/testing/project-page';

export { fakeNetwork, withQueryClient, type FakeCall } from '@/lib/testing/fake-network';
export { aServer, OWNER_ID, pageOf, PROJECT_UID, showProjectPage, WORKSPACE } from '@/lib/testing/project-page';

/** The user's own server: pilot_id null. */
export function aConnection(overrides: Partial<Server> = {}): Server {
  return aServer({
    id: 21,
    slug: 'c0nn3ct10nab',
    name: 'office-box',
    hostname: 'Hetzner',
    ip: '198.51.100.4',
    pilot_id: null,
    auth_method: 'key',
    fingerprint: 'SHA256:abc',
    provider: null,
    plan: null,
    template: null,
    expires_at: null,
    ...overrides,
  });
}

export function aLog(overrides: Partial<ServerLog> = {}): ServerLog {
  return {
    id: 1,
    server_id: 9,
    server_name: 'shop-pilot',
    action: 'reboot',
    outcome: 'success',
    message: 'Pilot is rebooting.',
    user: { id: OWNER_ID, first: 'Ada', last: 'Baker' },
    created_at: '2026-11-21T10:00:00.000Z',
    ...overrides,
  };
}

export function anSshUser(overrides: Partial<SshAccess> = {}): SshAccess {
  return {
    id: 5,
    slug: 'acc3ss5lugab',
    name: 'Ada laptop',
    access: 'ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIAdaLaptopKey ada@laptop',
    fingerprint: 'SHA256:6Xb0lqkqg1Yt8vK1mQ0wq3aF1ybq2m0Jt3W7YyQpXk4',
    falcon_id: 9,
    project_id: 12,
    created_by: { id: OWNER_ID, first: 'Ada', last: 'Baker' },
    created_at: '2026-11-21T10:00:00.000Z',
    ...overrides,
  };
}

export const PLANS: PilotPlan[] = [
  {
    id: 1,
    name: 'Starter',
    dollar_price: 10,
    naira_price: 15000,
    pound_price: 8,
    details: ['1 vCPU', '1 GB memory', '25 GB disk'],
  },
  {
    id: 2,
    name: 'Growth',
    dollar_price: 24,
    naira_price: 36000,
    pound_price: 19,
    details: ['2 vCPUs', '4 GB memory', '80 GB disk'],
  },
];
export const TEMPLATES: PilotTemplate[] = [
  { id: 1, name: 'Ubuntu 24.04', details: 'A clean Ubuntu server.' },
  { id: 2, name: 'Node.js', details: 'Node.js 22 with npm and pm2.' },
];

type Answer = { status?: number; body: unknown };
/** Answers calls by `METHOD /path` (query string ignored); an unexpected call fails the test. */
export function answer(routes: Record<string, (call: FakeCall) => Answer>) {
  return fakeNetwork((call) => {
    const path = new URL(call.path, 'http://app.test').pathname;
    const handler = routes[`${call.method} ${path}`];
    if (!handler) throw new Error(`Unexpected call ${call.method} ${call.path}`);
    return handler(call);
  });
}
