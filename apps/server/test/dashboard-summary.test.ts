import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { projects, users } from '../src/db/schema/index.js';
import { accountWithWorkspace, createProject, joinWorkspace } from './support/project-fixtures.js';
import { startTestApp, type TestApp } from './support/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const summary = (token: string | undefined, slug: string) =>
  t.call({ method: 'GET', url: `/api/dashboard/summary/${slug}`, token });

describe('dashboard summary', () => {
  it('counts a new workspace: no projects, its owner, and no stores or websites yet', async () => {
    const owner = await accountWithWorkspace(t);
    const reply = await summary(owner.token, owner.workspace.slug);
    expect(reply.statusCode).toBe(200);
    expect(reply.json()).toEqual({
      success: true,
      data: {
        projects: { total: 0, active: 0 },
        team_members: { total: 1, active: 1 },
        stores: { total: 0, active: 0 },
        websites: { total: 0, active: 0 },
      },
    });
  });

  it("counts the workspace's projects and team, with the active ones, for every member alike", async () => {
    const owner = await accountWithWorkspace(t);
    const developer = await accountWithWorkspace(t);
    const guest = await accountWithWorkspace(t);
    const leaver = await accountWithWorkspace(t);
    await joinWorkspace(t, owner.workspace.id, developer.userId);
    await joinWorkspace(t, owner.workspace.id, guest.userId, 'guest');
    await joinWorkspace(t, owner.workspace.id, leaver.userId);
    const { db } = t.runtime.ctx;
    // A deactivated account still belongs to the team, but not to its active count.
    await db.update(users).set({ isActive: 0 }).where(eq(users.id, leaver.userId));

    for (const name of ['One', 'Two', 'Three']) await createProject(t, owner.token, owner.workspace.id, { name });
    const paused = await createProject(t, developer.token, owner.workspace.id, { name: 'Paused' });
    await db.update(projects).set({ status: 'inactive' }).where(eq(projects.id, paused.id));
    // Projects and members of other workspaces never count here.
    await createProject(t, developer.token, developer.workspace.id, { name: 'Elsewhere' });

    const expected = {
      projects: { total: 4, active: 3 },
      team_members: { total: 4, active: 3 },
      stores: { total: 0, active: 0 },
      websites: { total: 0, active: 0 },
    };
    for (const caller of [owner, developer, guest]) {
      const reply = await summary(caller.token, owner.workspace.slug);
      expect(reply.statusCode).toBe(200);
      expect(reply.json()).toEqual({ success: true, data: expected });
    }
    expect((await summary(developer.token, developer.workspace.slug)).json().data).toMatchObject({
      projects: { total: 1, active: 1 },
      team_members: { total: 1, active: 1 },
    });

    const list = await t.call({ method: 'GET', url: `/api/projects/all/${owner.workspace.slug}`, token: owner.token });
    expect(list.json().summary).toEqual({ active: 3, total: 4 });
  });

  it('answers 404 outside the workspace, 400 to a malformed slug and 401 without a session', async () => {
    const owner = await accountWithWorkspace(t);
    const stranger = await accountWithWorkspace(t);
    for (const slug of [owner.workspace.slug, 'no-such-workspace']) {
      const reply = await summary(stranger.token, slug);
      expect(reply.statusCode).toBe(404);
      expect(reply.json()).toEqual({ success: false, error: 'not_found', message: 'The workspace was not found.' });
    }
    const malformed = await summary(owner.token, 'Not_A_Slug');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().errors).toEqual({ slug: ['Workspace is invalid'] });
    expect((await summary(undefined, owner.workspace.slug)).statusCode).toBe(401);
  });
});
