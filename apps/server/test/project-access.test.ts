import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { workspaceMembers } from '../src/db/schema/index.js';
import { accountWithWorkspace, categoryId, joinWorkspace, projectTeam } from './support/project-fixtures.js';
import { startTestApp, type TestApp } from './support/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

type Team = Awaited<ReturnType<typeof projectTeam>>;

/** Every project call, made with a request that is valid for the project's owner. */
async function projectCalls(team: Team) {
  const { owner, member, project, memberRowId } = team;
  const category = await categoryId(t, owner.token);
  return {
    'get-project': { method: 'GET', url: `/api/projects/${project.u_id}` },
    'list-project-members': { method: 'GET', url: `/api/projects/${project.u_id}/members` },
    'update-project': {
      method: 'POST',
      url: `/api/projects/update/${project.u_id}`,
      body: {
        project_id: project.id,
        business_id: owner.workspace.id,
        category_id: category,
        name: 'Renamed',
        description: 'Renamed',
      },
    },
    'delete-project': { method: 'DELETE', url: `/api/projects/${project.u_id}/delete/${owner.workspace.slug}` },
    'add-project-member': {
      method: 'POST',
      url: '/api/projects/add-member',
      body: { project_id: project.id, user_id: owner.userId },
    },
    'remove-project-member': { method: 'DELETE', url: `/api/projects/remove-member/${memberRowId}` },
    'transfer-ownership': {
      method: 'POST',
      url: '/api/projects/transfer-ownership',
      body: { member_id: memberRowId, user_id: member.userId },
    },
  } as const;
}

describe('a stranger (signed in, outside the workspace)', () => {
  it('hears 404 from every project call, exactly as for a project that does not exist, and changes nothing', async () => {
    const team = await projectTeam(t);
    const calls = await projectCalls(team);
    for (const [name, call] of Object.entries(calls)) {
      const reply = await t.call({ ...call, token: team.stranger.token });
      expect(reply.statusCode, name).toBe(404);
      expect(reply.json().error, name).toBe('not_found');
      expect(reply.json().message, name).toMatch(/^The project( member)? was not found\.$/);
    }
    // Nothing moved: the owner still sees the same project, members and ownership.
    const detail = await t.call({ ...calls['get-project'], token: team.owner.token });
    expect(detail.json().data).toMatchObject({
      name: team.project.name,
      business_id: team.owner.userId,
      members_count: 2,
    });
  });

  it('hears 404 from the workspace calls too', async () => {
    const team = await projectTeam(t);
    const slug = team.owner.workspace.slug;
    for (const url of [`/api/projects/all/${slug}`, `/api/dashboard/summary/${slug}`]) {
      const reply = await t.call({ method: 'GET', url, token: team.stranger.token });
      expect(reply.statusCode, url).toBe(404);
      expect(reply.json()).toEqual({ success: false, error: 'not_found', message: 'The workspace was not found.' });
    }
    const create = await t.call({
      method: 'POST',
      url: '/api/projects/create',
      token: team.stranger.token,
      body: {
        name: 'Intruder',
        description: 'x',
        category_id: await categoryId(t, team.stranger.token),
        business_id: team.owner.workspace.id,
      },
    });
    expect(create.statusCode).toBe(404);
  });

  it('cannot add itself to a project it cannot see', async () => {
    const team = await projectTeam(t);
    const reply = await t.call({
      method: 'POST',
      url: '/api/projects/add-member',
      token: team.stranger.token,
      body: { project_id: team.project.id, user_id: team.stranger.userId },
    });
    expect(reply.statusCode).toBe(404);
  });
});

describe('a member who is not the owner', () => {
  const forbidden = (action: string) => ({
    success: false,
    error: 'forbidden',
    message: `Only the project owner can ${action}.`,
  });

  it('may view, list, update and add, but hears 403 on delete, remove and transfer', async () => {
    const team = await projectTeam(t);
    const calls = await projectCalls(team);
    const token = team.member.token;
    for (const name of ['get-project', 'list-project-members', 'update-project'] as const) {
      expect((await t.call({ ...calls[name], token })).statusCode, name).toBe(200);
    }
    const newcomer = await accountWithWorkspace(t);
    await joinWorkspace(t, team.owner.workspace.id, newcomer.userId);
    const added = await t.call({
      ...calls['add-project-member'],
      body: { project_id: team.project.id, user_id: newcomer.userId },
      token,
    });
    expect(added.statusCode).toBe(200);

    expect((await t.call({ ...calls['delete-project'], token })).json()).toEqual(forbidden('delete this project'));
    const removeNewcomer = {
      ...calls['remove-project-member'],
      url: `/api/projects/remove-member/${added.json().data.id}`,
    };
    expect((await t.call({ ...removeNewcomer, token })).json()).toEqual(forbidden('remove collaborators'));
    expect((await t.call({ ...calls['transfer-ownership'], token })).json()).toEqual(forbidden('transfer ownership'));

    const members = await t.call({ ...calls['list-project-members'], token: team.owner.token });
    expect(members.json().data).toHaveLength(3);
    expect((await t.call({ ...calls['get-project'], token })).json().data.business_id).toBe(team.owner.userId);
  });

  it('is the same for a workspace teammate who is not a collaborator, and for the workspace owner', async () => {
    const team = await projectTeam(t);
    // The project belongs to the member, created in the owner's workspace: the workspace owner is only a viewer.
    const created = await t.call({
      method: 'POST',
      url: '/api/projects/create',
      token: team.member.token,
      body: {
        name: 'Member made',
        description: 'x',
        category_id: await categoryId(t, team.member.token),
        business_id: team.owner.workspace.id,
      },
    });
    const project = created.json().data;
    const viewer = team.owner.token;
    expect((await t.call({ method: 'GET', url: `/api/projects/${project.u_id}`, token: viewer })).statusCode).toBe(200);
    const remove = await t.call({
      method: 'DELETE',
      url: `/api/projects/${project.u_id}/delete/${team.owner.workspace.slug}`,
      token: viewer,
    });
    expect(remove.statusCode).toBe(403);
    expect(remove.json()).toEqual(forbidden('delete this project'));
  });
});

describe('a collaborator who is not in the workspace', () => {
  it("sees the project but not the workspace's list; once removed from both, hears 404", async () => {
    const team = await projectTeam(t);
    const { db } = t.runtime.ctx;
    // The member leaves the workspace but stays a collaborator (e.g. an outside contractor).
    await db
      .delete(workspaceMembers)
      .where(
        and(eq(workspaceMembers.workspaceId, team.owner.workspace.id), eq(workspaceMembers.userId, team.member.userId)),
      );
    const calls = await projectCalls(team);
    const token = team.member.token;
    expect((await t.call({ ...calls['get-project'], token })).statusCode).toBe(200);
    expect((await t.call({ ...calls['list-project-members'], token })).statusCode).toBe(200);
    const list = await t.call({ method: 'GET', url: `/api/projects/all/${team.owner.workspace.slug}`, token });
    expect(list.statusCode).toBe(404);
    // Projects are owned from inside their workspace: the outsider cannot be handed this one.
    const transfer = await t.call({ ...calls['transfer-ownership'], token: team.owner.token });
    expect(transfer.statusCode).toBe(400);
    expect(transfer.json().errors).toEqual({ member_id: ['Choose a member of this workspace'] });

    expect((await t.call({ ...calls['remove-project-member'], token: team.owner.token })).statusCode).toBe(200);
    for (const name of ['get-project', 'list-project-members', 'update-project'] as const) {
      const reply = await t.call({ ...calls[name], token });
      expect(reply.statusCode, name).toBe(404);
      expect(reply.json().message).toBe('The project was not found.');
    }
  });
});
