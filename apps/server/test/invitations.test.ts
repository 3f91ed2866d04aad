import { INVITATION_LIFETIME_DAYS } from '@aerie/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { invitations, workspaceMembers } from '../src/db/schema/index.js';
import { signedInUser } from './support/accounts.js';
import { inbox, invite, invitedMember, latestInvitation } from './support/invitations.js';
import { accountWithWorkspace } from './support/project-fixtures.js';
import { startTestApp, type TestApp } from './support/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const db = () => t.runtime.ctx.db;
const DAY_MS = 24 * 60 * 60 * 1000;
let counter = 0;
const newEmail = () => `invitee.${Date.now()}.${(counter += 1)}@example.com`;

const listInvitations = (token: string, slug: string) =>
  t.call({ method: 'GET', url: `/api/invitations/${slug}`, token });
const preview = (token: string) => t.call({ method: 'GET', url: `/api/invitations/token/${token}` });
const accept = (sessionToken: string, token: unknown) =>
  t.call({ method: 'POST', url: '/api/invitations/accept', token: sessionToken, body: { token } });
const deleteInvitation = (token: string, id: number | string) =>
  t.call({ method: 'DELETE', url: `/api/invitations/delete?id=${id}`, token });
const reinvite = (token: string, body: Record<string, unknown>) =>
  t.call({ method: 'POST', url: '/api/invitations/reinvite', token, body });

async function expireInvitation(id: number): Promise<void> {
  await db()
    .update(invitations)
    .set({ expiresAt: new Date(Date.now() - 60_000) })
    .where(eq(invitations.id, id));
}

async function memberRole(workspaceId: number, userId: number): Promise<string[]> {
  const rows = await db()
    .select({ role: workspaceMembers.role })
    .from(workspaceMembers)
    .where(and(eq(workspaceMembers.workspaceId, workspaceId), eq(workspaceMembers.userId, userId)));
  return rows.map((row) => row.role);
}

describe('invite member', () => {
  it('creates a pending invitation and e-mails a link built from APP_URL, whatever target_url says', async () => {
    const owner = await accountWithWorkspace(t);
    const email = newEmail();
    const before = Date.now();
    const reply = await invite(t, owner.token, {
      business_id: owner.workspace.id,
      email,
      name: 'Ada Lovelace',
      role: 'maintainer',
      target_url: 'https://evil.example/steal',
    });
    expect(reply.statusCode).toBe(200);
    const body = reply.json();
    expect(body).toEqual({
      success: true,
      message: `Invitation sent to ${email}.`,
      data: {
        id: expect.any(Number),
        name: 'Ada Lovelace',
        email,
        status: 'pending',
        role: 'maintainer',
        active: 0,
        created_at: expect.any(String),
        expires_at: expect.any(String),
      },
    });
    const lifetime = Date.parse(body.data.expires_at) - before;
    expect(Math.abs(lifetime - INVITATION_LIFETIME_DAYS * DAY_MS)).toBeLessThan(60_000);

    const { mail, token } = await latestInvitation(t, email);
    expect(mail.subject).toBe(`Grace invited you to ${await workspaceName(owner.token)} on Aerie`);
    expect(mail.text).toContain(`http://aerie.test/invitation?token=${token}`);
    expect(mail.text).toContain('Hi Ada Lovelace,');
    expect(mail.text + mail.html).not.toContain('evil.example');
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    // Only the hash is stored.
    const [row] = await db().select().from(invitations).where(eq(invitations.id, body.data.id));
    expect(row!.tokenHash).not.toContain(token);
    expect(row!.tokenHash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('refuses bad input with field messages', async () => {
    const owner = await accountWithWorkspace(t);
    const valid = { business_id: owner.workspace.id, email: newEmail(), name: 'Someone', role: 'developer' };
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ ...valid, email: 'not-an-email' }, 'email'],
      [{ ...valid, email: '' }, 'email'],
      [{ ...valid, name: '   ' }, 'name'],
      [{ ...valid, name: 'n'.repeat(81) }, 'name'],
      [{ ...valid, role: 'owner' }, 'role'],
      [{ ...valid, role: undefined }, 'role'],
      [{ ...valid, business_id: String(owner.workspace.id) }, 'business_id'],
      [{ ...valid, target_url: 'x'.repeat(2001) }, 'target_url'],
      [{ ...valid, admin: true }, 'admin'],
    ];
    for (const [body, field] of cases) {
      const reply = await t.call({ method: 'POST', url: '/api/invitations/invite', token: owner.token, body });
      expect(reply.statusCode, field).toBe(400);
      expect(reply.json().error).toBe('validation_failed');
      expect(Object.keys(reply.json().errors)).toContain(field);
    }
    const refusedRole = await invite(t, owner.token, { ...valid, role: 'owner' });
    expect(refusedRole.json().errors.role).toEqual(['Role must be one of maintainer, developer, guest']);
    expect((await listInvitations(owner.token, owner.workspace.slug)).json().data).toEqual([]);
  });

  it('lets owners and maintainers invite, refuses developers and guests (403) and strangers (404)', async () => {
    const owner = await accountWithWorkspace(t);
    const maintainer = await invitedMember(t, owner.token, owner.workspace.id, 'maintainer');
    const developer = await invitedMember(t, owner.token, owner.workspace.id, 'developer');
    const guest = await invitedMember(t, owner.token, owner.workspace.id, 'guest');
    const stranger = await accountWithWorkspace(t);

    expect((await invite(t, maintainer.token, { business_id: owner.workspace.id, email: newEmail() })).statusCode).toBe(
      200,
    );
    for (const caller of [developer, guest]) {
      const refused = await invite(t, caller.token, { business_id: owner.workspace.id, email: newEmail() });
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toEqual({
        success: false,
        error: 'forbidden',
        message: 'Only the workspace owner and maintainers can manage the team.',
      });
    }
    const hidden = await invite(t, stranger.token, { business_id: owner.workspace.id, email: newEmail() });
    expect(hidden.statusCode).toBe(404);
    expect(hidden.json().error).toBe('not_found');
    expect((await invite(t, owner.token, { business_id: 999_999, email: newEmail() })).statusCode).toBe(404);
    expect((await t.call({ method: 'POST', url: '/api/invitations/invite', body: {} })).statusCode).toBe(401);
  });

  it('leaves invitations to the maintainer role to the owner: a maintainer may not send, resend or delete one', async () => {
    const owner = await accountWithWorkspace(t);
    const maintainer = await invitedMember(t, owner.token, owner.workspace.id, 'maintainer');
    const asMaintainer = { business_id: owner.workspace.id, email: newEmail(), role: 'maintainer' };

    const refused = await invite(t, maintainer.token, asMaintainer);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('Only the workspace owner can invite maintainers.');
    const sent = await invite(t, owner.token, asMaintainer);
    expect(sent.statusCode).toBe(200);
    expect((await reinvite(maintainer.token, { id: sent.json().data.id })).statusCode).toBe(403);
    expect((await deleteInvitation(maintainer.token, sent.json().data.id)).statusCode).toBe(403);
    const [row] = await db().select().from(invitations).where(eq(invitations.id, sent.json().data.id));
    expect(row).toMatchObject({ role: 'maintainer', status: 'pending' });
  });

  it('refuses someone already in the team, whatever the case of the address (409)', async () => {
    const owner = await accountWithWorkspace(t);
    const member = await invitedMember(t, owner.token, owner.workspace.id);
    for (const email of [member.email.toUpperCase(), owner.email]) {
      const reply = await invite(t, owner.token, { business_id: owner.workspace.id, email });
      expect(reply.statusCode).toBe(409);
      expect(reply.json()).toEqual({
        success: false,
        error: 'conflict',
        message: 'This person is already in the team.',
        errors: { email: ['This person is already in the team.'] },
      });
    }
  });

  it('replaces a pending invitation of the same address: one pending row, the old link dies', async () => {
    const owner = await accountWithWorkspace(t);
    const email = newEmail();
    const first = await invite(t, owner.token, { business_id: owner.workspace.id, email, role: 'guest' });
    const oldToken = (await latestInvitation(t, email)).token;
    const second = await invite(t, owner.token, {
      business_id: owner.workspace.id,
      email: email.toUpperCase(),
      role: 'maintainer',
      name: 'Renamed',
    });
    expect(second.statusCode).toBe(200);
    expect(second.json().data).toMatchObject({ id: first.json().data.id, role: 'maintainer', name: 'Renamed' });
    const newToken = (await latestInvitation(t, email)).token;
    expect(newToken).not.toBe(oldToken);

    expect((await preview(oldToken)).statusCode).toBe(404);
    expect((await preview(newToken)).json().data).toMatchObject({ role: 'maintainer', status: 'pending' });
    const list = (await listInvitations(owner.token, owner.workspace.slug)).json().data;
    expect(list).toHaveLength(1);
  });

  it('limits invitations per workspace (429)', async () => {
    const owner = await accountWithWorkspace(t);
    for (let sent = 0; sent < 30; sent += 1) {
      expect((await invite(t, owner.token, { business_id: owner.workspace.id, email: newEmail() })).statusCode).toBe(
        200,
      );
    }
    const limited = await invite(t, owner.token, { business_id: owner.workspace.id, email: newEmail() });
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error).toBe('rate_limited');
    expect(limited.headers['retry-after']).toMatch(/^\d+$/);
  });
});

describe('list invitations', () => {
  it('lists newest first with computed statuses, to any member only', async () => {
    const owner = await accountWithWorkspace(t);
    const guest = await invitedMember(t, owner.token, owner.workspace.id, 'guest');
    const stranger = await accountWithWorkspace(t);
    const pending = (await invite(t, owner.token, { business_id: owner.workspace.id, email: newEmail() })).json().data;
    const expired = (await invite(t, owner.token, { business_id: owner.workspace.id, email: newEmail() })).json().data;
    await expireInvitation(expired.id);
    const revoked = (await invite(t, owner.token, { business_id: owner.workspace.id, email: newEmail() })).json().data;
    await deleteInvitation(owner.token, revoked.id);

    const reply = await listInvitations(guest.token, owner.workspace.slug);
    expect(reply.statusCode).toBe(200);
    const rows = reply.json().data as Array<{ id: number; email: string; status: string; active: number }>;
    expect(rows.map((row) => [row.email, row.status, row.active])).toEqual([
      [revoked.email, 'revoked', 1],
      [expired.email, 'expired', 1],
      [pending.email, 'pending', 0],
      [guest.email, 'accepted', 1],
    ]);
    expect((await listInvitations(stranger.token, owner.workspace.slug)).statusCode).toBe(404);
    expect((await listInvitations(owner.token, 'BAD SLUG')).statusCode).toBe(400);
    expect((await t.call({ method: 'GET', url: `/api/invitations/${owner.workspace.slug}` })).statusCode).toBe(401);
  });
});

describe('get invitation (public preview)', () => {
  it('shows what the link offers, with has_account', async () => {
    const owner = await accountWithWorkspace(t);
    const email = newEmail();
    await invite(t, owner.token, { business_id: owner.workspace.id, email, name: 'Ada', role: 'guest' });
    const { token } = await latestInvitation(t, email);

    const reply = await preview(token);
    expect(reply.statusCode).toBe(200);
    expect(reply.json()).toEqual({
      success: true,
      data: {
        workspace: { name: await workspaceName(owner.token), slug: owner.workspace.slug },
        email,
        name: 'Ada',
        role: 'guest',
        status: 'pending',
        invited_by: { first: 'Grace', last: 'Hopper' },
        expires_at: expect.any(String),
        has_account: false,
      },
    });

    // An account registered with the address in another case counts.
    await signedInUser(t, { email: email.toUpperCase() });
    expect((await preview(token)).json().data.has_account).toBe(true);

    const [row] = await db().select().from(invitations).where(eq(invitations.workspaceId, owner.workspace.id));
    await expireInvitation(row!.id);
    expect((await preview(token)).json().data.status).toBe('expired');
  });

  it('answers 404 for unknown tokens and 400 for absurd ones', async () => {
    const unknown = await preview('A'.repeat(43));
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ success: false, error: 'not_found' });
    expect((await preview('A'.repeat(129))).statusCode).toBe(400);
  });
});

describe('accept invitation', () => {
  it('lets the invited user join once; the invitation is accepted and leaves the pending list', async () => {
    const owner = await accountWithWorkspace(t);
    const invitee = await signedInUser(t);
    await invite(t, owner.token, {
      business_id: owner.workspace.id,
      email: invitee.email.toUpperCase(),
      role: 'guest',
    });
    const { token } = await latestInvitation(t, invitee.email);

    const reply = await accept(invitee.token, token);
    expect(reply.statusCode).toBe(200);
    const name = await workspaceName(owner.token);
    expect(reply.json()).toEqual({
      success: true,
      message: `You joined ${name}.`,
      data: expect.objectContaining({ id: owner.workspace.id, slug: owner.workspace.slug, name, role: 'guest' }),
    });

    const team = (
      await t.call({ method: 'GET', url: `/api/teams/${owner.workspace.slug}`, token: owner.token })
    ).json();
    expect(team.data.map((row: { profile: { id: number }; role: string }) => [row.profile.id, row.role])).toEqual([
      [owner.userId, 'owner'],
      [invitee.userId, 'guest'],
    ]);
    expect(team.summary.pending_invitations).toBe(0);
    const list = (await listInvitations(owner.token, owner.workspace.slug)).json().data;
    expect(list).toMatchObject([{ status: 'accepted', active: 1 }]);
    // The joined workspace is the newest, so it becomes the default business.
    const me = await t.call({ method: 'GET', url: '/api/users/current-user', token: invitee.token });
    expect(me.json().data.business).toMatchObject({ slug: owner.workspace.slug, role: 'guest' });

    const again = await accept(invitee.token, token);
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({
      success: false,
      error: 'invalid_token',
      message: 'This invitation has already been used.',
      errors: { token: ['This invitation has already been used.'] },
    });
    expect(await memberRole(owner.workspace.id, invitee.userId)).toEqual(['guest']);
  });

  it('works once when two requests race', async () => {
    const owner = await accountWithWorkspace(t);
    const invitee = await signedInUser(t);
    await invite(t, owner.token, { business_id: owner.workspace.id, email: invitee.email });
    const { token } = await latestInvitation(t, invitee.email);
    const replies = await Promise.all([accept(invitee.token, token), accept(invitee.token, token)]);
    expect(replies.map((reply) => reply.statusCode).sort()).toEqual([200, 400]);
    expect(await memberRole(owner.workspace.id, invitee.userId)).toEqual(['developer']);
  });

  it('refuses a signed-in user with another e-mail (403) and leaves the link working', async () => {
    const owner = await accountWithWorkspace(t);
    const invitee = await signedInUser(t);
    const intruder = await signedInUser(t);
    await invite(t, owner.token, { business_id: owner.workspace.id, email: invitee.email });
    const { token } = await latestInvitation(t, invitee.email);

    const refused = await accept(intruder.token, token);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({
      success: false,
      error: 'forbidden',
      message: 'This invitation was sent to another email address.',
    });
    expect(await memberRole(owner.workspace.id, intruder.userId)).toEqual([]);
    expect((await accept(invitee.token, token)).statusCode).toBe(200);
  });

  it('refuses expired and revoked links (400), unknown ones (404), bad input (400) and anonymous callers (401)', async () => {
    const owner = await accountWithWorkspace(t);
    const invitee = await signedInUser(t);
    const sent = await invite(t, owner.token, { business_id: owner.workspace.id, email: invitee.email });
    const { token } = await latestInvitation(t, invitee.email);

    await expireInvitation(sent.json().data.id);
    const expired = await accept(invitee.token, token);
    expect(expired.statusCode).toBe(400);
    expect(expired.json()).toMatchObject({
      error: 'invalid_token',
      message: 'This invitation has expired. Ask the person who invited you to send a new one.',
      errors: { token: [expect.stringContaining('expired')] },
    });

    await reinvite(owner.token, { id: sent.json().data.id });
    const fresh = (await latestInvitation(t, invitee.email)).token;
    expect((await deleteInvitation(owner.token, sent.json().data.id)).statusCode).toBe(200);
    const revoked = await accept(invitee.token, fresh);
    expect(revoked.statusCode).toBe(400);
    expect(revoked.json()).toMatchObject({
      error: 'invalid_token',
      errors: { token: [expect.stringContaining('withdrawn')] },
    });
    expect(await memberRole(owner.workspace.id, invitee.userId)).toEqual([]);

    const unknown = await accept(invitee.token, 'B'.repeat(43));
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error).toBe('not_found');
    expect((await accept(invitee.token, '')).statusCode).toBe(400);
    expect((await accept(invitee.token, 42)).statusCode).toBe(400);
    expect((await t.call({ method: 'POST', url: '/api/invitations/accept', body: { token: fresh } })).statusCode).toBe(
      401,
    );
  });

  it('answers 200 without a second row when the user is already a member', async () => {
    const owner = await accountWithWorkspace(t);
    const invitee = await signedInUser(t);
    const sent = await invite(t, owner.token, { business_id: owner.workspace.id, email: invitee.email, role: 'guest' });
    const { token } = await latestInvitation(t, invitee.email);
    // They joined some other way in the meantime, as a maintainer.
    await db()
      .insert(workspaceMembers)
      .values({ workspaceId: owner.workspace.id, userId: invitee.userId, role: 'maintainer' });

    const reply = await accept(invitee.token, token);
    expect(reply.statusCode).toBe(200);
    expect(reply.json().data.role).toBe('maintainer');
    expect(await memberRole(owner.workspace.id, invitee.userId)).toEqual(['maintainer']);
    const [row] = await db().select().from(invitations).where(eq(invitations.id, sent.json().data.id));
    expect(row!.status).toBe('accepted');
  });
});

describe('delete invitation', () => {
  it('revokes the invitation: owner or maintainer only, 404 outside the workspace', async () => {
    const owner = await accountWithWorkspace(t);
    const maintainer = await invitedMember(t, owner.token, owner.workspace.id, 'maintainer');
    const developer = await invitedMember(t, owner.token, owner.workspace.id, 'developer');
    const stranger = await accountWithWorkspace(t);
    const email = newEmail();
    const sent = (await invite(t, owner.token, { business_id: owner.workspace.id, email })).json().data;
    const { token } = await latestInvitation(t, email);

    expect((await deleteInvitation(developer.token, sent.id)).statusCode).toBe(403);
    const hidden = await deleteInvitation(stranger.token, sent.id);
    expect(hidden.statusCode).toBe(404);
    expect(hidden.json().message).toBe('The invitation was not found.');
    expect((await deleteInvitation(owner.token, 999_999)).json().message).toBe('The invitation was not found.');
    expect((await deleteInvitation(owner.token, 'abc')).statusCode).toBe(400);
    expect((await t.call({ method: 'DELETE', url: '/api/invitations/delete', token: owner.token })).statusCode).toBe(
      400,
    );
    expect((await preview(token)).json().data.status).toBe('pending');

    const reply = await deleteInvitation(maintainer.token, sent.id);
    expect(reply.statusCode).toBe(200);
    expect(reply.json()).toEqual({ success: true, message: 'Invitation deleted.' });
    expect((await preview(token)).json().data.status).toBe('revoked');
    expect(
      (await t.call({ method: 'GET', url: `/api/teams/${owner.workspace.slug}`, token: owner.token })).json().summary,
    ).toMatchObject({ pending_invitations: 0 });
  });

  it('refuses to delete an accepted invitation', async () => {
    const owner = await accountWithWorkspace(t);
    await invitedMember(t, owner.token, owner.workspace.id);
    const [row] = await db().select().from(invitations).where(eq(invitations.workspaceId, owner.workspace.id));
    const reply = await deleteInvitation(owner.token, row!.id);
    expect(reply.statusCode).toBe(400);
    expect(reply.json().message).toBe('This invitation has already been accepted. Remove the team member instead.');
  });
});

describe('reinvite member', () => {
  it('sends a new link with a new expiry; the old link stops working', async () => {
    const owner = await accountWithWorkspace(t);
    const invitee = await signedInUser(t);
    const sent = (
      await invite(t, owner.token, { business_id: owner.workspace.id, email: invitee.email, name: 'Ada' })
    ).json().data;
    const oldToken = (await latestInvitation(t, invitee.email)).token;
    await expireInvitation(sent.id);

    const reply = await reinvite(owner.token, { id: sent.id, target_url: 'https://evil.example' });
    expect(reply.statusCode).toBe(200);
    expect(reply.json()).toEqual({
      success: true,
      message: `Invitation sent again to ${invitee.email}.`,
      data: expect.objectContaining({ id: sent.id, name: 'Ada', status: 'pending', active: 0 }),
    });
    expect(Date.parse(reply.json().data.expires_at)).toBeGreaterThan(
      Date.now() + (INVITATION_LIFETIME_DAYS - 1) * DAY_MS,
    );
    const { mail, token: newToken } = await latestInvitation(t, invitee.email);
    expect(newToken).not.toBe(oldToken);
    expect(mail.text).toContain('http://aerie.test/invitation?token=');
    expect(mail.text).not.toContain('evil.example');

    expect((await accept(invitee.token, oldToken)).statusCode).toBe(404);
    expect((await accept(invitee.token, newToken)).statusCode).toBe(200);
    const used = await reinvite(owner.token, { id: sent.id });
    expect(used.statusCode).toBe(400);
    expect(used.json().message).toBe('This invitation has already been accepted.');
  });

  it('brings a revoked invitation back; refuses developers (403), strangers (404) and bad input (400)', async () => {
    const owner = await accountWithWorkspace(t);
    const developer = await invitedMember(t, owner.token, owner.workspace.id, 'developer');
    const stranger = await accountWithWorkspace(t);
    const email = newEmail();
    const sent = (await invite(t, owner.token, { business_id: owner.workspace.id, email })).json().data;
    await deleteInvitation(owner.token, sent.id);

    expect((await reinvite(developer.token, { id: sent.id })).statusCode).toBe(403);
    expect((await reinvite(stranger.token, { id: sent.id })).statusCode).toBe(404);
    expect((await reinvite(owner.token, { id: 999_999 })).statusCode).toBe(404);
    expect((await reinvite(owner.token, { id: String(sent.id) })).statusCode).toBe(400);
    expect((await reinvite(owner.token, {})).statusCode).toBe(400);

    const mailsBefore = (await inbox(t)).filter((mail) => mail.to === email).length;
    const reply = await reinvite(owner.token, { id: sent.id });
    expect(reply.statusCode).toBe(200);
    expect(reply.json().data.status).toBe('pending');
    expect((await inbox(t)).filter((mail) => mail.to === email)).toHaveLength(mailsBefore + 1);
  });
});

describe('register with an invitation', () => {
  it('creates a verified account that joins the workspace, which becomes its default', async () => {
    const owner = await accountWithWorkspace(t);
    const email = newEmail();
    await invite(t, owner.token, { business_id: owner.workspace.id, email, role: 'maintainer' });
    const { token } = await latestInvitation(t, email);

    const body = {
      first: 'Ada',
      last: 'Lovelace',
      email: email.toUpperCase(),
      phone: '+44 7700 900456',
      account_type: 'Freelance',
      password: 'analytical-engine-1',
      accept_terms: true,
      invitation_token: token,
    };
    const created = await t.call({ method: 'POST', url: '/api/api/user/create', body, remoteAddress: '198.19.0.1' });
    expect(created.statusCode).toBe(200);
    const name = await workspaceName(owner.token);
    expect(created.json()).toEqual({
      success: true,
      message: `Account created. You joined ${name}.`,
      is_verified: true,
    });
    expect((await inbox(t)).some((mail) => mail.to.toLowerCase() === email && mail.text.includes('/verify/'))).toBe(
      false,
    );

    const login = await t.call({
      method: 'POST',
      url: '/api/api/login',
      body: { email, password: body.password },
      remoteAddress: '198.19.0.1',
    });
    expect(login.statusCode).toBe(200);
    expect(login.json().business).toMatchObject({
      id: owner.workspace.id,
      slug: owner.workspace.slug,
      role: 'maintainer',
    });
    expect(login.json().data.is_verify).toBe(1);
    const workspaces = (
      await t.call({ method: 'GET', url: '/api/users/workspaces', token: login.json().access_token })
    ).json().data;
    expect(workspaces.map((workspace: { name: string; role: string }) => [workspace.name, workspace.role])).toEqual([
      ["Ada's workspace", 'owner'],
      [name, 'maintainer'],
    ]);
    expect((await preview(token)).json().data.status).toBe('accepted');
  });

  it('runs the normal unverified flow for a token of another address or a bad token', async () => {
    const owner = await accountWithWorkspace(t);
    const invited = newEmail();
    await invite(t, owner.token, { business_id: owner.workspace.id, email: invited });
    const { token } = await latestInvitation(t, invited);

    for (const invitationToken of [token, 'C'.repeat(43)]) {
      const email = newEmail();
      const body = {
        first: 'Eve',
        last: 'Other',
        email,
        phone: '+44 7700 900789',
        account_type: 'Student',
        password: 'not-invited-1',
        accept_terms: true,
        invitation_token: invitationToken,
      };
      const created = await t.call({ method: 'POST', url: '/api/api/user/create', body, remoteAddress: '198.19.0.2' });
      expect(created.statusCode).toBe(200);
      expect(created.json()).toEqual({
        success: true,
        message: 'Thanks for registering. Check your email for a link to verify your account.',
        is_verified: false,
      });
      expect((await inbox(t)).some((mail) => mail.to === email && mail.text.includes('/verify/'))).toBe(true);
      const login = await t.call({
        method: 'POST',
        url: '/api/api/login',
        body: { email, password: body.password },
        remoteAddress: '198.19.0.2',
      });
      expect(login.statusCode).toBe(403);
    }
    expect((await preview(token)).json().data.status).toBe('pending');
    const team = (
      await t.call({ method: 'GET', url: `/api/teams/${owner.workspace.slug}`, token: owner.token })
    ).json();
    expect(team.summary).toEqual({ total: 1, active: 1, pending_invitations: 1 });
  });
});

async function workspaceName(token: string): Promise<string> {
  const me = await t.call({ method: 'GET', url: '/api/users/current-user', token });
  return me.json().data.business.name;
}
