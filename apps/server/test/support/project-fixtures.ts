import type { Project } from '@aerie/contract';
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';

import { eq } from 'drizzle-orm';

import { workspaceMembers, workspaces } from '../../src/db/schema/index.js';
import { signedInUser } from './accounts.js';
import type { TestApp } from './test-app.js';

export type Account = Awaited<ReturnType<typeof signedInUser>>;
export interface WorkspaceRef {
  id: number;
  slug: string;
}

/**
 * A signed-in account with the workspace its registration created. The workspace is put on the unlimited
 * plan (written directly) so tests about projects are not about plan limits; `plan: 'air'` keeps the free
 * plan a new workspace really starts on.
 */
export async function accountWithWorkspace(
  t: TestApp,
  options: { plan?: 'air' | 'earth' | 'moon' } = {},
): Promise<Account & { workspace: WorkspaceRef }> {
  const account = await signedInUser(t);
  const me = await t.call({ method: 'GET', url: '/api/users/current-user', token: account.token });
  const { id, slug } = me.json().data.business as WorkspaceRef;
  const plan = options.plan ?? 'moon';
  if (plan !== 'air') await t.runtime.ctx.db.update(workspaces).set({ plan }).where(eq(workspaces.id, id));
  return { ...account, workspace: { id, slug } };
}

/**
 * Puts a user into a workspace by writing the membership row directly. The invitation flow that does this
 * for real is built (and tested) on its own; these tests only need someone who is already in the team.
 */
export async function joinWorkspace(
  t: TestApp,
  workspaceId: number,
  userId: number,
  role: 'maintainer' | 'developer' | 'guest' = 'developer',
): Promise<void> {
  await t.runtime.ctx.db.insert(workspaceMembers).values({ workspaceId, userId, role });
}

let categoryIds: number[] | null = null;
/** The id of a seeded category (the first by name unless `index` says otherwise). */
export async function categoryId(t: TestApp, token: string, index = 0): Promise<number> {
  if (!categoryIds) {
    const reply = await t.call({ method: 'GET', url: '/api/api/categories', token });
    categoryIds = (reply.json().data as Array<{ id: number }>).map((category) => category.id);
  }
  return categoryIds[index]!;
}

export async function projectBody(t: TestApp, token: string, workspaceId: number, overrides = {}) {
  return {
    name: 'Launch site',
    description: 'The spring launch website',
    category_id: await categoryId(t, token),
    business_id: workspaceId,
    ...overrides,
  };
}

/** Creates a project through the API and returns its reply data. */
export async function createProject(
  t: TestApp,
  token: string,
  workspaceId: number,
  overrides: Record<string, unknown> = {},
): Promise<Project> {
  const body = await projectBody(t, token, workspaceId, overrides);
  const reply = await t.call({ method: 'POST', url: '/api/projects/create', token, body });
  expect(reply.statusCode, reply.body).toBe(200);
  return reply.json().data;
}

/** Adds a collaborator through the API and returns the new project member's id. */
export async function addCollaborator(t: TestApp, token: string, projectId: number, userId: number): Promise<number> {
  const reply = await t.call({
    method: 'POST',
    url: '/api/projects/add-member',
    token,
    body: { project_id: projectId, user_id: userId },
  });
  expect(reply.statusCode, reply.body).toBe(200);
  return reply.json().data.id;
}

/**
 * An owner with a project, a teammate who collaborates on it (a developer unless `memberRole` says
 * otherwise), and a stranger from another workspace: the three callers of the access rules.
 */
export async function projectTeam(t: TestApp, memberRole: 'maintainer' | 'developer' | 'guest' = 'developer') {
  const owner = await accountWithWorkspace(t);
  const member = await accountWithWorkspace(t);
  const stranger = await accountWithWorkspace(t);
  await joinWorkspace(t, owner.workspace.id, member.userId, memberRole);
  const project = await createProject(t, owner.token, owner.workspace.id);
  const memberRowId = await addCollaborator(t, owner.token, project.id, member.userId);
  return { owner, member, stranger, project, memberRowId };
}

/** 400 `validation_failed` with errors under exactly `field` (and exactly `message`, when given). */
export function expectRefused(reply: LightMyRequestResponse, field: string, message?: string) {
  expect(reply.statusCode, reply.body).toBe(400);
  expect(reply.json()).toEqual({
    success: false,
    error: 'validation_failed',
    message: expect.any(String),
    errors: { [field]: message ? [message] : [expect.any(String)] },
  });
}
