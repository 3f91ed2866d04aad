import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { signedInUser, uniqueAddress } from './support/accounts.js';
import { startTestApp, type TestApp } from './support/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

interface WorkspaceReply {
  id: number;
  name: string;
  slug: string;
  role: string;
  type: string;
  subscription: { business_id: number; plan: string };
}

const details = { email: 'team@acme.example', phone: '+44 20 7946 0000' };
const create = (token: string, body: Record<string, unknown>) =>
  t.call({ method: 'POST', url: '/api/businesses/create', token, body });
const list = async (token: string): Promise<WorkspaceReply[]> => {
  const reply = await t.call({ method: 'GET', url: '/api/users/workspaces', token });
  expect(reply.statusCode).toBe(200);
  expect(reply.json().success).toBe(true);
  return reply.json().data;
};

async function createdSlug(token: string, name: string): Promise<string> {
  const reply = await create(token, { name, ...details });
  expect(reply.statusCode).toBe(200);
  return reply.json().data.slug;
}

describe('create workspace', () => {
  it('returns the workspace, owned by the caller, with the Professional type by default', async () => {
    const user = await signedInUser(t);
    const reply = await create(user.token, { name: '  Acme Studio  ', ...details });
    expect(reply.statusCode).toBe(200);
    const body = reply.json();
    expect(body).toEqual({
      success: true,
      message: 'Workspace created.',
      data: {
        id: expect.any(Number),
        name: 'Acme Studio',
        email: details.email,
        phone: details.phone,
        type: 'Professional',
        slug: expect.stringMatching(/^acme-studio-[a-z0-9]{6}$/),
        role: 'owner',
        subscription: { business_id: body.data.id, plan: 'air' },
        created_at: expect.any(String),
      },
    });
    expect(Number.isNaN(Date.parse(body.data.created_at))).toBe(false);
  });

  it('accepts the type Professional and refuses any other', async () => {
    const user = await signedInUser(t);
    expect((await create(user.token, { name: 'Typed', ...details, type: 'Professional' })).statusCode).toBe(200);
    const refused = await create(user.token, { name: 'Typed', ...details, type: 'Business' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({
      success: false,
      error: 'validation_failed',
      message: 'Type must be Professional',
      errors: { type: ['Type must be Professional'] },
    });
  });

  it('gives equal names different slugs', async () => {
    const user = await signedInUser(t);
    const slugs = [
      await createdSlug(user.token, 'Twin'),
      await createdSlug(user.token, 'Twin'),
      await createdSlug(user.token, 'twin'),
    ];
    for (const slug of slugs) expect(slug).toMatch(/^twin-[a-z0-9]{6}$/);
    expect(new Set(slugs).size).toBe(3);
  });

  it('turns accents and emoji into a clean slug', async () => {
    const user = await signedInUser(t);
    expect(await createdSlug(user.token, 'Café Déjà Vu 🚀')).toMatch(/^cafe-deja-vu-[a-z0-9]{6}$/);
    expect(await createdSlug(user.token, 'Ñandú & Señor')).toMatch(/^nandu-senor-[a-z0-9]{6}$/);
    expect(await createdSlug(user.token, '🚀🚀🚀')).toMatch(/^workspace-[a-z0-9]{6}$/);
    const names = (await list(user.token)).map((workspace) => workspace.name);
    expect(names.slice(-3)).toEqual(['Café Déjà Vu 🚀', 'Ñandú & Señor', '🚀🚀🚀']);
  });

  it('accepts a 60-character name and refuses 61 characters', async () => {
    const user = await signedInUser(t);
    const longest = await create(user.token, { name: 'n'.repeat(60), ...details });
    expect(longest.statusCode).toBe(200);
    expect(longest.json().data.slug).toMatch(new RegExp(`^${'n'.repeat(60)}-[a-z0-9]{6}$`));
    const refused = await create(user.token, { name: 'n'.repeat(61), ...details });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      error: 'validation_failed',
      errors: { name: ['Workspace name must be at most 60 characters'] },
    });
  });
});

describe('list workspaces', () => {
  it('lists the workspaces oldest first; the newest is last and becomes the default business', async () => {
    const user = await signedInUser(t, { business_name: 'First Co' });
    await createdSlug(user.token, 'Second Co');
    const third = await createdSlug(user.token, 'Third Co');

    const workspaces = await list(user.token);
    expect(workspaces.map((workspace) => workspace.name)).toEqual(['First Co', 'Second Co', 'Third Co']);
    for (const workspace of workspaces) {
      expect(workspace).toMatchObject({
        role: 'owner',
        type: 'Professional',
        subscription: { business_id: workspace.id, plan: 'air' },
      });
    }
    expect(workspaces.at(-1)!.slug).toBe(third);

    const me = await t.call({ method: 'GET', url: '/api/users/current-user', token: user.token });
    expect(me.json().data.business).toEqual(workspaces.at(-1));
    const login = await t.call({
      method: 'POST',
      url: '/api/api/login',
      body: { email: user.email, password: user.password },
      remoteAddress: uniqueAddress(),
    });
    expect(login.json().business).toEqual(workspaces.at(-1));
  });

  it("never shows one user another user's workspaces", async () => {
    const alice = await signedInUser(t, { business_name: 'Alice Co' });
    const bob = await signedInUser(t, { business_name: 'Bob Co' });
    const secret = await createdSlug(alice.token, 'Alice Secret');

    const bobs = await list(bob.token);
    expect(bobs.map((workspace) => workspace.name)).toEqual(['Bob Co']);
    expect(bobs.map((workspace) => workspace.slug)).not.toContain(secret);
    expect((await list(alice.token)).map((workspace) => workspace.name)).toEqual(['Alice Co', 'Alice Secret']);

    const bobMe = await t.call({ method: 'GET', url: '/api/users/current-user', token: bob.token });
    expect(bobMe.json().data.business.name).toBe('Bob Co');
  });
});
