import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { projectMembers } from '../src/db/schema/index.js';
import {
  accountWithWorkspace,
  categoryId,
  createProject,
  expectRefused,
  joinWorkspace,
  type Account,
  type WorkspaceRef,
} from './support/project-fixtures.js';
import { startTestApp, type TestApp } from './support/test-app.js';

let t: TestApp;
let owner: Account & { workspace: WorkspaceRef };
beforeAll(async () => {
  t = await startTestApp();
  owner = await accountWithWorkspace(t);
});
afterAll(() => t.close());

const get = (token: string, uid: string) => t.call({ method: 'GET', url: `/api/projects/${uid}`, token });
const update = (token: string, uid: string, body: unknown) =>
  t.call({ method: 'POST', url: `/api/projects/update/${uid}`, token, body });

describe('update project', () => {
  it('lets a member change name, description and category; the badge follows the category', async () => {
    const teammate = await accountWithWorkspace(t);
    await joinWorkspace(t, owner.workspace.id, teammate.userId);
    const project = await createProject(t, owner.token, owner.workspace.id, { name: 'Before' });
    const categories = (await t.call({ method: 'GET', url: '/api/api/categories', token: owner.token })).json().data;
    const next = categories[5];
    const reply = await update(teammate.token, project.u_id, {
      project_id: project.id,
      business_id: owner.workspace.id,
      category_id: next.id,
      name: ' After ',
      description: 'A new description',
    });
    expect(reply.statusCode, reply.body).toBe(200);
    const body = reply.json();
    expect(body).toEqual({
      success: true,
      message: 'Project updated.',
      data: {
        ...project,
        name: 'After',
        description: 'A new description',
        category_id: next.id,
        category: next,
        badges: [next.name],
        updated_at: expect.any(String),
      },
    });
    expect(Date.parse(body.data.updated_at)).toBeGreaterThan(Date.parse(project.updated_at));
    expect((await get(owner.token, project.u_id)).json().data.name).toBe('After');
  });

  it('refuses a body that names another project or workspace, an unknown category, and bad fields', async () => {
    const project = await createProject(t, owner.token, owner.workspace.id, { name: 'Stays' });
    const other = await createProject(t, owner.token, owner.workspace.id, { name: 'Other' });
    const valid = {
      project_id: project.id,
      business_id: owner.workspace.id,
      category_id: await categoryId(t, owner.token),
      name: 'Changed',
      description: 'Changed',
    };
    const second = await accountWithWorkspace(t);
    const cases: Array<[Record<string, unknown>, string, string?]> = [
      [{ project_id: other.id }, 'project_id', 'Project does not match the address'],
      [{ business_id: second.workspace.id }, 'business_id', 'A project cannot be moved to another workspace'],
      [{ category_id: 99_999 }, 'category_id', 'Choose a category from the list'],
      [{ name: 'n'.repeat(21) }, 'name', 'Name must be at most 20 characters'],
      [{ description: 'd'.repeat(301) }, 'description', 'Description must be at most 300 characters'],
      [{ project_id: String(project.id) }, 'project_id'],
      [{ name: null }, 'name'],
      [{ owner_id: 1 }, 'owner_id', 'Unknown field owner_id'],
    ];
    for (const [override, field, message] of cases) {
      await expectRefused(await update(owner.token, project.u_id, { ...valid, ...override }), field, message);
    }
    for (const field of Object.keys(valid)) {
      const body: Record<string, unknown> = { ...valid };
      delete body[field];
      await expectRefused(await update(owner.token, project.u_id, body), field);
    }
    expect((await get(owner.token, project.u_id)).json().data.name).toBe('Stays');
    expect((await get(owner.token, other.u_id)).json().data.name).toBe('Other');
  });

  it('answers 400 to a malformed uid and 404 to an unknown one', async () => {
    const body = {
      project_id: 1,
      business_id: owner.workspace.id,
      category_id: await categoryId(t, owner.token),
      name: 'x',
      description: 'x',
    };
    expect((await update(owner.token, 'NOT-A-UID', body)).statusCode).toBe(400);
    const missing = await update(owner.token, 'zzzzzzzzzzzz', body);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('The project was not found.');
  });
});

describe('delete project', () => {
  const remove = (token: string, uid: string, slug: string) =>
    t.call({ method: 'DELETE', url: `/api/projects/${uid}/delete/${slug}`, token });

  it('lets the owner delete a project, with its members', async () => {
    const teammate = await accountWithWorkspace(t);
    await joinWorkspace(t, owner.workspace.id, teammate.userId);
    const project = await createProject(t, owner.token, owner.workspace.id, { name: 'Doomed' });
    await t.call({
      method: 'POST',
      url: '/api/projects/add-member',
      token: owner.token,
      body: { project_id: project.id, user_id: teammate.userId },
    });
    const reply = await remove(owner.token, project.u_id, owner.workspace.slug);
    expect(reply.statusCode).toBe(200);
    expect(reply.json()).toEqual({ success: true, message: 'Project has been successfully deleted.' });
    expect((await get(owner.token, project.u_id)).statusCode).toBe(404);
    const members = await t.runtime.ctx.db
      .select()
      .from(projectMembers)
      .where(eq(projectMembers.projectId, project.id));
    expect(members).toHaveLength(0);
    expect((await remove(owner.token, project.u_id, owner.workspace.slug)).statusCode).toBe(404);
  });

  it("answers 404 under another workspace's slug, 400 to a malformed slug, and keeps the project", async () => {
    const project = await createProject(t, owner.token, owner.workspace.id, { name: 'Kept' });
    const second = await t.call({
      method: 'POST',
      url: '/api/businesses/create',
      token: owner.token,
      body: { name: 'Second Co', email: 'second@example.com', phone: '+44 20 7946 0002' },
    });
    const wrong = await remove(owner.token, project.u_id, second.json().data.slug);
    expect(wrong.statusCode).toBe(404);
    expect(wrong.json()).toEqual({ success: false, error: 'not_found', message: 'The project was not found.' });
    const malformed = await remove(owner.token, project.u_id, 'Bad_Slug');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().errors).toEqual({ slug: ['Workspace is invalid'] });
    expect((await get(owner.token, project.u_id)).statusCode).toBe(200);
  });
});
