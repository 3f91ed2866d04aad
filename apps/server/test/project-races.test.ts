import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { projectMembers, projects, workspaceMembers, workspaces } from '../src/db/schema/index.js';
import {
  accountWithWorkspace,
  addCollaborator,
  createProject,
  projectBody,
  type Account,
  type WorkspaceRef,
} from './support/project-fixtures.js';
import { startTestApp, type TestApp } from './support/test-app.js';

/*
 * Races between calls that check who is in a workspace and calls that change it. PGlite runs one query at a
 * time, so these interleavings cannot happen there: the file runs in the PostgreSQL pass (DATABASE_URL set,
 * as in CI), where the calls below really run at once. Each round fires the racing calls together through
 * the app and then checks the invariant, whoever won. Before the locks, each of these failed within a few
 * rounds.
 */
const ROUNDS = 25;

describe.runIf(process.env.DATABASE_URL)('races on workspace membership (PostgreSQL)', () => {
  let t: TestApp;
  let owner: Account & { workspace: WorkspaceRef };
  let member: Account & { workspace: WorkspaceRef };
  beforeAll(async () => {
    t = await startTestApp();
    owner = await accountWithWorkspace(t);
    member = await accountWithWorkspace(t);
  });
  afterAll(() => t.close());

  const db = () => t.runtime.ctx.db;
  const transfer = (memberRowId: number) =>
    t.call({
      method: 'POST',
      url: '/api/projects/transfer-ownership',
      token: owner.token,
      body: { member_id: memberRowId, user_id: member.userId },
    });
  const removeFromTeam = (teamMemberId: number) =>
    t.call({ method: 'DELETE', url: `/api/teams/remove/${teamMemberId}`, token: owner.token });
  const removeFromProject = (memberRowId: number) =>
    t.call({ method: 'DELETE', url: `/api/projects/remove-member/${memberRowId}`, token: owner.token });
  const addToProject = (projectId: number) =>
    t.call({
      method: 'POST',
      url: '/api/projects/add-member',
      token: owner.token,
      body: { project_id: projectId, user_id: member.userId },
    });

  /** Puts the member (back) in the owner's workspace and returns their team member id. */
  async function rejoin(): Promise<number> {
    await db()
      .insert(workspaceMembers)
      .values({ workspaceId: owner.workspace.id, userId: member.userId, role: 'developer' })
      .onConflictDoNothing();
    const [row] = await db()
      .select({ id: workspaceMembers.id })
      .from(workspaceMembers)
      .where(and(eq(workspaceMembers.workspaceId, owner.workspace.id), eq(workspaceMembers.userId, member.userId)));
    return row!.id;
  }

  async function isInWorkspace(userId: number): Promise<boolean> {
    const rows = await db()
      .select({ id: workspaceMembers.id })
      .from(workspaceMembers)
      .where(and(eq(workspaceMembers.workspaceId, owner.workspace.id), eq(workspaceMembers.userId, userId)));
    return rows.length > 0;
  }

  /** A project is owned from inside its workspace, and exactly its owner holds the owner's member row. */
  async function expectOwnedFromInside(projectId: number) {
    const [project] = await db().select().from(projects).where(eq(projects.id, projectId));
    const ownerRows = await db()
      .select({ userId: projectMembers.userId })
      .from(projectMembers)
      .where(and(eq(projectMembers.projectId, projectId), eq(projectMembers.isOwner, true)));
    expect(await isInWorkspace(project!.ownerId)).toBe(true);
    expect(ownerRows).toEqual([{ userId: project!.ownerId }]);
  }

  it('transfer of ownership racing the new owner’s removal from the team never leaves a non-member owner', async () => {
    const outcomes = new Set<string>();
    for (let round = 0; round < ROUNDS; round += 1) {
      const teamMemberId = await rejoin();
      const project = await createProject(t, owner.token, owner.workspace.id);
      const memberRowId = await addCollaborator(t, owner.token, project.id, member.userId);

      const [transferred, removed] = await Promise.all([transfer(memberRowId), removeFromTeam(teamMemberId)]);
      expect(removed.statusCode, removed.body).toBe(200);
      outcomes.add(`${transferred.statusCode}`);
      expect(await isInWorkspace(member.userId)).toBe(false);
      await expectOwnedFromInside(project.id);
    }
    // Either order may win; both were seen or not, the invariant held every time.
    expect([...outcomes].every((status) => ['200', '400', '404'].includes(status))).toBe(true);
  });

  it('transfer of ownership racing the new owner’s removal from the project keeps one owner in the project', async () => {
    await rejoin();
    for (let round = 0; round < ROUNDS; round += 1) {
      const project = await createProject(t, owner.token, owner.workspace.id);
      const memberRowId = await addCollaborator(t, owner.token, project.id, member.userId);

      const [transferred, removed] = await Promise.all([transfer(memberRowId), removeFromProject(memberRowId)]);
      // Exactly one of the two happened; the other found the member gone, or the caller no longer the owner.
      const statuses = [transferred.statusCode, removed.statusCode];
      expect(
        statuses.filter((status) => status === 200),
        `${transferred.body} ${removed.body}`,
      ).toHaveLength(1);
      await expectOwnedFromInside(project.id);
    }
  });

  it('adding a collaborator racing their removal from the team never leaves them with project access', async () => {
    const project = await createProject(t, owner.token, owner.workspace.id);
    for (let round = 0; round < ROUNDS; round += 1) {
      const teamMemberId = await rejoin();

      const [added, removed] = await Promise.all([addToProject(project.id), removeFromTeam(teamMemberId)]);
      expect(removed.statusCode, removed.body).toBe(200);
      expect([200, 400], added.body).toContain(added.statusCode);
      const access = await db()
        .select({ id: projectMembers.id })
        .from(projectMembers)
        .where(and(eq(projectMembers.projectId, project.id), eq(projectMembers.userId, member.userId)));
      expect(access).toEqual([]);
    }
  });

  it('a project created while its creator is removed from the team is never left owned from outside', async () => {
    for (let round = 0; round < ROUNDS; round += 1) {
      const teamMemberId = await rejoin();
      const body = await projectBody(t, member.token, owner.workspace.id, { name: `Race ${round}` });
      const [created, removed] = await Promise.all([
        t.call({ method: 'POST', url: '/api/projects/create', token: member.token, body }),
        removeFromTeam(teamMemberId),
      ]);
      expect(removed.statusCode, removed.body).toBe(200);
      expect([200, 404], created.body).toContain(created.statusCode);
      if (created.statusCode === 200) await expectOwnedFromInside(created.json().data.id);
    }
    const owned = await db()
      .select({ id: projects.id })
      .from(projects)
      .where(and(eq(projects.workspaceId, owner.workspace.id), eq(projects.ownerId, member.userId)));
    expect(owned).toEqual([]);
  });

  it('ten creates at once on a plan of one project make one project', async () => {
    const air = await accountWithWorkspace(t, { plan: 'air' });
    const body = await projectBody(t, air.token, air.workspace.id);
    for (let round = 0; round < 10; round += 1) {
      await db().delete(projects).where(eq(projects.workspaceId, air.workspace.id));
      const replies = await Promise.all(
        Array.from({ length: 10 }, () =>
          t.call({ method: 'POST', url: '/api/projects/create', token: air.token, body }),
        ),
      );
      const statuses = replies.map((reply) => reply.statusCode).sort();
      expect(statuses).toEqual([200, ...Array<number>(9).fill(403)]);
      const made = await db()
        .select({ id: projects.id })
        .from(projects)
        .where(eq(projects.workspaceId, air.workspace.id));
      expect(made).toHaveLength(1);
    }
  });

  it('creates at once on the Earth plan stop at its three projects', async () => {
    const earth = await accountWithWorkspace(t, { plan: 'earth' });
    const body = await projectBody(t, earth.token, earth.workspace.id);
    const replies = await Promise.all(
      Array.from({ length: 10 }, () =>
        t.call({ method: 'POST', url: '/api/projects/create', token: earth.token, body }),
      ),
    );
    expect(replies.filter((reply) => reply.statusCode === 200)).toHaveLength(3);
    const [row] = await db().select().from(workspaces).where(eq(workspaces.id, earth.workspace.id));
    const made = await db().select({ id: projects.id }).from(projects).where(eq(projects.workspaceId, row!.id));
    expect(made).toHaveLength(3);
  });
});
