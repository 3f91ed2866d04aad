import { MESSAGES } from '@aerie/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { invitations, projectMembers, projects, users, workspaceMembers } from '../src/db/schema/index.js';
import { invite, invitedMember } from './support/invitations.js';
import { accountWithWorkspace, addCollaborator, createProject } from './support/project-fixtures.js';
import { startTestApp, type TestApp } from './support/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const db = () => t.runtime.ctx.db;
const listTeam = (token: string, slug: string) => t.call({ method: 'GET', url: `/api/teams/${slug}`, token });
const removeMember = (token: string, id: number | string) =>
  t.call({ method: 'DELETE', url: `/api/teams/remove/${id}`, token });

async function ownerMemberId(workspaceId: number): Promise<number> {
  const [row] = await db()
    .select({ id: workspaceMembers.id })
    .from(workspaceMembers)
    .where(and(eq(workspaceMembers.workspaceId, workspaceId), eq(workspaceMembers.role, 'owner')));
  return row!.id;
}

async function projectMemberUserIds(projectId: number): Promise<number[]> {
  const rows = await db()
    .select({ userId: projectMembers.userId })
    .from(projectMembers)
    .where(eq(projectMembers.projectId, projectId));
  return rows.map((row) => row.userId).sort((a, b) => a - b);
}

describe('list team members', () => {
  it('lists the owner first, then members by joined date, with summary counts', async () => {
    const owner = await accountWithWorkspace(t);
    const maintainer = await invitedMember(t, owner.token, owner.workspace.id, 'maintainer');
    const developer = await invitedMember(t, owner.token, owner.workspace.id, 'developer');
    // An inactive member reads as 2 and is not counted as active.
    await db().update(users).set({ isActive: 0 }).where(eq(users.id, developer.userId));

    // Pending requests: one open invitation counts; an expired, a revoked and an accepted one do not.
    expect(
      (await invite(t, owner.token, { business_id: owner.workspace.id, email: 'open@example.com' })).statusCode,
    ).toBe(200);
    const expired = await invite(t, owner.token, { business_id: owner.workspace.id, email: 'late@example.com' });
    await db()
      .update(invitations)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(invitations.id, expired.json().data.id));
    const revoked = await invite(t, owner.token, { business_id: owner.workspace.id, email: 'gone@example.com' });
    await t.call({ method: 'DELETE', url: `/api/invitations/delete?id=${revoked.json().data.id}`, token: owner.token });

    const reply = await listTeam(maintainer.token, owner.workspace.slug);
    expect(reply.statusCode).toBe(200);
    const body = reply.json();
    expect(body.success).toBe(true);
    expect(body.data.map((member: { role: string }) => member.role)).toEqual(['owner', 'maintainer', 'developer']);
    expect(body.data[0]).toEqual({
      id: await ownerMemberId(owner.workspace.id),
      role: 'owner',
      created_at: expect.any(String),
      profile: { id: owner.userId, first: 'Grace', last: 'Hopper', email: owner.email, avatar: null, is_active: 1 },
    });
    expect(body.data[1]).toMatchObject({ id: maintainer.memberId, profile: { id: maintainer.userId, is_active: 1 } });
    expect(body.data[2]).toMatchObject({ id: developer.memberId, profile: { id: developer.userId, is_active: 2 } });
    expect(body.summary).toEqual({ total: 3, active: 2, pending_invitations: 1 });
  });

  it('lets every member look, and answers 404 to strangers and unknown workspaces', async () => {
    const owner = await accountWithWorkspace(t);
    const guest = await invitedMember(t, owner.token, owner.workspace.id, 'guest');
    const stranger = await accountWithWorkspace(t);

    expect((await listTeam(guest.token, owner.workspace.slug)).statusCode).toBe(200);
    const hidden = await listTeam(stranger.token, owner.workspace.slug);
    expect(hidden.statusCode).toBe(404);
    expect(hidden.json()).toMatchObject({ success: false, error: 'not_found' });
    expect((await listTeam(owner.token, 'no-such-workspace-000000')).statusCode).toBe(404);
    expect((await t.call({ method: 'GET', url: `/api/teams/${owner.workspace.slug}` })).statusCode).toBe(401);
    const bad = await listTeam(owner.token, 'Not_A_Slug!');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ error: 'validation_failed', errors: { slug: ['Workspace is invalid'] } });
  });
});

describe('remove team member', () => {
  it('removes a member and their project memberships in that workspace only', async () => {
    const owner = await accountWithWorkspace(t);
    const member = await invitedMember(t, owner.token, owner.workspace.id, 'developer');
    const project = await createProject(t, owner.token, owner.workspace.id);
    await addCollaborator(t, owner.token, project.id, member.userId);
    // The member's own workspace and project are not touched.
    const ownProject = await createProject(t, member.token, (await accountOf(member.token)).workspaceId);

    const reply = await removeMember(owner.token, member.memberId);
    expect(reply.statusCode).toBe(200);
    expect(reply.json()).toEqual({ success: true, message: MESSAGES.teamMemberRemoved });

    const team = (await listTeam(owner.token, owner.workspace.slug)).json();
    expect(team.data.map((row: { profile: { id: number } }) => row.profile.id)).toEqual([owner.userId]);
    expect(team.summary.total).toBe(1);
    expect(await projectMemberUserIds(project.id)).toEqual([owner.userId]);
    expect(await projectMemberUserIds(ownProject.id)).toEqual([member.userId]);
    // They are out: the workspace now answers them like a stranger.
    expect((await listTeam(member.token, owner.workspace.slug)).statusCode).toBe(404);
    expect((await removeMember(owner.token, member.memberId)).statusCode).toBe(404);
  });

  it('hands projects the removed member owned to the workspace owner', async () => {
    const owner = await accountWithWorkspace(t);
    const member = await invitedMember(t, owner.token, owner.workspace.id, 'maintainer');
    const project = await createProject(t, member.token, owner.workspace.id);
    await addCollaborator(t, member.token, project.id, owner.userId);

    expect((await removeMember(owner.token, member.memberId)).statusCode).toBe(200);
    const [row] = await db().select().from(projects).where(eq(projects.id, project.id));
    expect(row!.ownerId).toBe(owner.userId);
    const members = await db().select().from(projectMembers).where(eq(projectMembers.projectId, project.id));
    expect(members.map((item) => ({ userId: item.userId, isOwner: item.isOwner }))).toEqual([
      { userId: owner.userId, isOwner: true },
    ]);
  });

  it('lets maintainers remove, refuses developers and guests (403), and hides the team from strangers (404)', async () => {
    const owner = await accountWithWorkspace(t);
    const maintainer = await invitedMember(t, owner.token, owner.workspace.id, 'maintainer');
    const developer = await invitedMember(t, owner.token, owner.workspace.id, 'developer');
    const guest = await invitedMember(t, owner.token, owner.workspace.id, 'guest');
    const stranger = await accountWithWorkspace(t);

    for (const caller of [developer, guest]) {
      const refused = await removeMember(caller.token, maintainer.memberId);
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toMatchObject({ success: false, error: 'forbidden' });
    }
    const hidden = await removeMember(stranger.token, developer.memberId);
    expect(hidden.statusCode).toBe(404);
    expect(hidden.json()).toEqual({
      success: false,
      error: 'not_found',
      message: 'The team member was not found.',
    });
    expect((await removeMember(owner.token, 999_999)).json().message).toBe('The team member was not found.');

    expect((await removeMember(maintainer.token, developer.memberId)).statusCode).toBe(200);
    const roles = (await listTeam(owner.token, owner.workspace.slug))
      .json()
      .data.map((row: { role: string }) => row.role);
    expect(roles).toEqual(['owner', 'maintainer', 'guest']);
  });

  it('never removes the owner', async () => {
    const owner = await accountWithWorkspace(t);
    const maintainer = await invitedMember(t, owner.token, owner.workspace.id, 'maintainer');
    const ownerId = await ownerMemberId(owner.workspace.id);
    for (const caller of [owner, maintainer]) {
      const refused = await removeMember(caller.token, ownerId);
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toEqual({
        success: false,
        error: 'bad_request',
        message: 'The workspace owner cannot be removed.',
      });
    }
    expect((await listTeam(owner.token, owner.workspace.slug)).json().summary.total).toBe(2);
  });

  it('refuses bad ids and anonymous callers', async () => {
    const owner = await accountWithWorkspace(t);
    for (const id of ['abc', '0', '-3', '1.5']) {
      const bad = await removeMember(owner.token, id);
      expect(bad.statusCode).toBe(400);
      expect(bad.json()).toMatchObject({ error: 'validation_failed', errors: { id: [expect.any(String)] } });
    }
    expect((await t.call({ method: 'DELETE', url: '/api/teams/remove/1' })).statusCode).toBe(401);
  });
});

async function accountOf(token: string): Promise<{ workspaceId: number }> {
  const workspaces = (await t.call({ method: 'GET', url: '/api/users/workspaces', token })).json().data;
  // The account's own workspace is its first; joined ones come after it.
  return { workspaceId: workspaces[0].id };
}
