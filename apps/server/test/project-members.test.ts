import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { accountWithWorkspace, addCollaborator, joinWorkspace, projectTeam } from './support/project-fixtures.js';
import { startTestApp, type TestApp } from './support/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const members = (token: string, uid: string) => t.call({ method: 'GET', url: `/api/projects/${uid}/members`, token });
const add = (token: string, body: unknown) => t.call({ method: 'POST', url: '/api/projects/add-member', token, body });
const removeMember = (token: string, id: number | string) =>
  t.call({ method: 'DELETE', url: `/api/projects/remove-member/${id}`, token });

const NOT_FOUND_MEMBER = { success: false, error: 'not_found', message: 'The project member was not found.' };
const NOT_FOUND_PROJECT = { success: false, error: 'not_found', message: 'The project was not found.' };

describe('list project members', () => {
  it('lists the owner first, then collaborators in the order they joined', async () => {
    const { owner, member, project, memberRowId } = await projectTeam(t);
    const third = await accountWithWorkspace(t);
    await joinWorkspace(t, owner.workspace.id, third.userId, 'guest');
    const thirdRowId = await addCollaborator(t, member.token, project.id, third.userId);

    for (const caller of [owner, member, third]) {
      const reply = await members(caller.token, project.u_id);
      expect(reply.statusCode).toBe(200);
      expect(reply.json()).toEqual({
        success: true,
        data: [
          {
            id: expect.any(Number),
            owner: 1,
            created_at: expect.any(String),
            profile: { id: owner.userId, first: owner.first, last: owner.last, email: owner.email, avatar: null },
          },
          expect.objectContaining({
            id: memberRowId,
            owner: 0,
            profile: expect.objectContaining({ id: member.userId }),
          }),
          expect.objectContaining({ id: thirdRowId, owner: 0, profile: expect.objectContaining({ id: third.userId }) }),
        ],
      });
    }
    const detail = await t.call({ method: 'GET', url: `/api/projects/${project.u_id}`, token: member.token });
    expect(detail.json().data.members_count).toBe(3);
    expect(detail.json().data.members).toEqual((await members(owner.token, project.u_id)).json().data);
  });

  it('answers 400 to a malformed uid and 404 to an unknown one', async () => {
    const { owner } = await projectTeam(t);
    expect((await members(owner.token, 'Not_A_Uid')).statusCode).toBe(400);
    const reply = await members(owner.token, 'zzzzzzzzzzzz');
    expect(reply.statusCode).toBe(404);
    expect(reply.json()).toEqual(NOT_FOUND_PROJECT);
  });
});

describe('add project member', () => {
  it('lets any member add someone from the workspace as a collaborator', async () => {
    const { owner, member, project } = await projectTeam(t);
    const newcomer = await accountWithWorkspace(t);
    await joinWorkspace(t, owner.workspace.id, newcomer.userId);
    const reply = await add(member.token, { project_id: project.id, user_id: newcomer.userId });
    expect(reply.statusCode, reply.body).toBe(200);
    expect(reply.json()).toEqual({
      success: true,
      message: 'Collaborator added.',
      data: {
        id: expect.any(Number),
        owner: 0,
        created_at: expect.any(String),
        profile: {
          id: newcomer.userId,
          first: newcomer.first,
          last: newcomer.last,
          email: newcomer.email,
          avatar: null,
        },
      },
    });
    const list = (await members(owner.token, project.u_id)).json().data;
    expect(list.map((row: { profile: { id: number } }) => row.profile.id)).toEqual([
      owner.userId,
      member.userId,
      newcomer.userId,
    ]);
  });

  it('lets a teammate who is not yet a collaborator add people too', async () => {
    const { owner, project } = await projectTeam(t);
    const teammate = await accountWithWorkspace(t);
    await joinWorkspace(t, owner.workspace.id, teammate.userId);
    expect((await add(teammate.token, { project_id: project.id, user_id: teammate.userId })).statusCode).toBe(200);
  });

  it('answers 409 for someone who is already a member, the owner included', async () => {
    const { owner, member, project } = await projectTeam(t);
    for (const userId of [member.userId, owner.userId]) {
      const reply = await add(owner.token, { project_id: project.id, user_id: userId });
      expect(reply.statusCode).toBe(409);
      expect(reply.json()).toEqual({
        success: false,
        error: 'conflict',
        message: 'This person is already a collaborator on this project.',
        errors: { user_id: ['This person is already a collaborator on this project.'] },
      });
    }
    expect((await members(owner.token, project.u_id)).json().data).toHaveLength(2);
  });

  it('refuses someone outside the workspace, or no one at all, on user_id', async () => {
    const { owner, stranger, project } = await projectTeam(t);
    for (const userId of [stranger.userId, 999_999]) {
      const reply = await add(owner.token, { project_id: project.id, user_id: userId });
      expect(reply.statusCode).toBe(400);
      expect(reply.json()).toEqual({
        success: false,
        error: 'validation_failed',
        message: 'Choose a member of this workspace',
        errors: { user_id: ['Choose a member of this workspace'] },
      });
    }
    expect((await members(owner.token, project.u_id)).json().data).toHaveLength(2);
  });

  it('refuses missing and wrongly typed fields, and answers 404 for an unknown project', async () => {
    const { owner, member, project } = await projectTeam(t);
    const cases: Array<[unknown, string]> = [
      [{ user_id: member.userId }, 'project_id'],
      [{ project_id: project.id }, 'user_id'],
      [{ project_id: String(project.id), user_id: member.userId }, 'project_id'],
      [{ project_id: project.id, user_id: 'me' }, 'user_id'],
      [{ project_id: project.id, user_id: -1 }, 'user_id'],
      [{ project_id: project.id, user_id: member.userId, owner: 1 }, 'owner'],
    ];
    for (const [body, field] of cases) {
      const reply = await add(owner.token, body);
      expect(reply.statusCode, JSON.stringify(body)).toBe(400);
      expect(reply.json().errors).toEqual({ [field]: [expect.any(String)] });
    }
    const missing = await add(owner.token, { project_id: 999_999, user_id: member.userId });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual(NOT_FOUND_PROJECT);
  });
});

describe('remove project member', () => {
  it('lets the owner remove a collaborator', async () => {
    const { owner, member, project, memberRowId } = await projectTeam(t);
    const reply = await removeMember(owner.token, memberRowId);
    expect(reply.statusCode).toBe(200);
    expect(reply.json()).toEqual({ success: true, message: 'Collaborator removed.' });
    const list = (await members(owner.token, project.u_id)).json().data;
    expect(list.map((row: { profile: { id: number } }) => row.profile.id)).toEqual([owner.userId]);
    expect((await removeMember(owner.token, memberRowId)).json()).toEqual(NOT_FOUND_MEMBER);
    // Still in the workspace, so the project stays visible, and the member can be added again.
    expect((await members(member.token, project.u_id)).statusCode).toBe(200);
    expect((await add(owner.token, { project_id: project.id, user_id: member.userId })).statusCode).toBe(200);
  });

  it('answers 403 to a member and keeps the collaborator', async () => {
    const { owner, member, project } = await projectTeam(t);
    const third = await accountWithWorkspace(t);
    await joinWorkspace(t, owner.workspace.id, third.userId);
    const thirdRowId = await addCollaborator(t, owner.token, project.id, third.userId);
    const ownerRowId = (await members(owner.token, project.u_id)).json().data[0].id;
    for (const id of [thirdRowId, ownerRowId]) {
      const reply = await removeMember(member.token, id);
      expect(reply.statusCode).toBe(403);
      expect(reply.json()).toEqual({
        success: false,
        error: 'forbidden',
        message: 'Only the project owner can remove collaborators.',
      });
    }
    expect((await members(owner.token, project.u_id)).json().data).toHaveLength(3);
  });

  it("refuses to remove the owner's own row", async () => {
    const { owner, project } = await projectTeam(t);
    const ownerRowId = (await members(owner.token, project.u_id)).json().data[0].id;
    const reply = await removeMember(owner.token, ownerRowId);
    expect(reply.statusCode).toBe(400);
    expect(reply.json()).toEqual({
      success: false,
      error: 'bad_request',
      message: 'The owner cannot be removed. Transfer ownership first.',
    });
    expect((await members(owner.token, project.u_id)).json().data).toHaveLength(2);
  });

  it('answers 400 to a malformed id and 404 to an unknown one', async () => {
    const { owner } = await projectTeam(t);
    for (const id of ['abc', '0', '-3', '1.5']) {
      const reply = await removeMember(owner.token, id);
      expect(reply.statusCode, id).toBe(400);
      expect(reply.json().errors).toEqual({ id: [expect.any(String)] });
    }
    expect((await removeMember(owner.token, 999_999)).json()).toEqual(NOT_FOUND_MEMBER);
  });
});
