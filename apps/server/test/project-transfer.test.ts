import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { projectMembers, projects } from '../src/db/schema/index.js';
import { addCollaborator, createProject, projectTeam } from './support/project-fixtures.js';
import { startTestApp, type TestApp } from './support/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const members = (token: string, uid: string) => t.call({ method: 'GET', url: `/api/projects/${uid}/members`, token });
const removeMember = (token: string, id: number | string) =>
  t.call({ method: 'DELETE', url: `/api/projects/remove-member/${id}`, token });
const transfer = (token: string, body: unknown) =>
  t.call({ method: 'POST', url: '/api/projects/transfer-ownership', token, body });
const deleteProject = (token: string, uid: string, slug: string) =>
  t.call({ method: 'DELETE', url: `/api/projects/${uid}/delete/${slug}`, token });

const NOT_FOUND_MEMBER = { success: false, error: 'not_found', message: 'The project member was not found.' };

describe('transfer ownership', () => {
  it('hands the admin rights to the chosen member; the sender stays a collaborator without them', async () => {
    const { owner, member, project, memberRowId } = await projectTeam(t);
    const reply = await transfer(owner.token, { member_id: memberRowId, user_id: member.userId });
    expect(reply.statusCode, reply.body).toBe(200);
    const body = reply.json();
    expect(body).toMatchObject({
      success: true,
      message: 'Ownership transferred.',
      data: { id: project.id, u_id: project.u_id, business_id: member.userId, members_count: 2 },
    });

    const list = (await members(member.token, project.u_id)).json().data;
    expect(list.map((row: { owner: number; profile: { id: number } }) => [row.profile.id, row.owner])).toEqual([
      [member.userId, 1],
      [owner.userId, 0],
    ]);

    // The old owner: no more admin actions.
    const oldOwnerRowId = list[1].id;
    expect((await deleteProject(owner.token, project.u_id, owner.workspace.slug)).statusCode).toBe(403);
    expect((await removeMember(owner.token, memberRowId)).statusCode).toBe(403);
    expect((await transfer(owner.token, { member_id: oldOwnerRowId, user_id: owner.userId })).statusCode).toBe(403);
    // …but still a member: it may view, edit and add.
    expect((await t.call({ method: 'GET', url: `/api/projects/${project.u_id}`, token: owner.token })).statusCode).toBe(
      200,
    );

    // The new owner: every admin action.
    expect((await removeMember(member.token, oldOwnerRowId)).statusCode).toBe(200);
    const deleted = await deleteProject(member.token, project.u_id, owner.workspace.slug);
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toEqual({ success: true, message: 'Project has been successfully deleted.' });
  });

  it('answers 403 to a member, and 400 when user_id is not the chosen member or the member already owns it', async () => {
    const { owner, member, project, memberRowId } = await projectTeam(t);
    const ownerRowId = (await members(owner.token, project.u_id)).json().data[0].id;

    const byMember = await transfer(member.token, { member_id: memberRowId, user_id: member.userId });
    expect(byMember.statusCode).toBe(403);
    expect(byMember.json()).toEqual({
      success: false,
      error: 'forbidden',
      message: 'Only the project owner can transfer ownership.',
    });

    const mismatch = await transfer(owner.token, { member_id: memberRowId, user_id: owner.userId });
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json()).toEqual({
      success: false,
      error: 'validation_failed',
      message: 'User does not match the chosen member',
      errors: { user_id: ['User does not match the chosen member'] },
    });

    const toSelf = await transfer(owner.token, { member_id: ownerRowId, user_id: owner.userId });
    expect(toSelf.statusCode).toBe(400);
    expect(toSelf.json().errors).toEqual({ member_id: ['This member already owns the project'] });

    const [row] = await t.runtime.ctx.db.select().from(projects).where(eq(projects.id, project.id));
    expect(row!.ownerId).toBe(owner.userId);
  });

  it('refuses missing and wrongly typed fields, and answers 404 for an unknown member', async () => {
    const { owner, member, memberRowId } = await projectTeam(t);
    const cases: Array<[unknown, string]> = [
      [{ user_id: member.userId }, 'member_id'],
      [{ member_id: memberRowId }, 'user_id'],
      [{ member_id: `${memberRowId}`, user_id: member.userId }, 'member_id'],
      [{ member_id: memberRowId, user_id: 1.5 }, 'user_id'],
      [{ member_id: memberRowId, user_id: member.userId, project_id: 1 }, 'project_id'],
    ];
    for (const [body, field] of cases) {
      const reply = await transfer(owner.token, body);
      expect(reply.statusCode, JSON.stringify(body)).toBe(400);
      expect(reply.json().errors).toEqual({ [field]: [expect.any(String)] });
    }
    const unknown = await transfer(owner.token, { member_id: 999_999, user_id: member.userId });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual(NOT_FOUND_MEMBER);
  });

  it('changes nothing when flipping the member flags fails half-way', async () => {
    const { owner, member, project, memberRowId } = await projectTeam(t);
    const { db } = t.runtime.ctx;
    // A trigger makes the second write of the transfer fail, after the owner column was already moved.
    await db.execute(sql`create function refuse_flag() returns trigger language plpgsql as $$
      begin raise exception 'flag update refused by test'; end $$`);
    await db.execute(sql`create trigger refuse_flag before update on project_members
      for each row execute function refuse_flag()`);
    try {
      const reply = await transfer(owner.token, { member_id: memberRowId, user_id: member.userId });
      expect(reply.statusCode).toBe(500);
      expect(reply.json().error).toBe('internal');
    } finally {
      await db.execute(sql`drop trigger refuse_flag on project_members`);
      await db.execute(sql`drop function refuse_flag()`);
    }
    const [row] = await db.select().from(projects).where(eq(projects.id, project.id));
    expect(row!.ownerId).toBe(owner.userId);
    const owners = await db
      .select({ userId: projectMembers.userId })
      .from(projectMembers)
      .where(and(eq(projectMembers.projectId, project.id), eq(projectMembers.isOwner, true)));
    expect(owners).toEqual([{ userId: owner.userId }]);
  });

  it('works for a project created by a teammate, in the same workspace', async () => {
    const { owner, member } = await projectTeam(t);
    const own = await createProject(t, member.token, owner.workspace.id, { name: 'Member made' });
    const ownerRowId = await addCollaborator(t, member.token, own.id, owner.userId);
    const reply = await transfer(member.token, { member_id: ownerRowId, user_id: owner.userId });
    expect(reply.statusCode).toBe(200);
    expect(reply.json().data.business_id).toBe(owner.userId);
  });
});
