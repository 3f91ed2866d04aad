import { LIMITS, PAGE_SIZE } from '@aerie/contract';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { projectMembers, projects } from '../src/db/schema/index.js';
import { createProject as createProjectService } from '../src/modules/projects/create-project.js';
import {
  accountWithWorkspace,
  categoryId,
  createProject,
  joinWorkspace,
  projectBody,
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

const create = (token: string, body: unknown) => t.call({ method: 'POST', url: '/api/projects/create', token, body });
const get = (token: string, uid: string) => t.call({ method: 'GET', url: `/api/projects/${uid}`, token });
const update = (token: string, uid: string, body: unknown) =>
  t.call({ method: 'POST', url: `/api/projects/update/${uid}`, token, body });
const list = (token: string, slug: string, query = '') =>
  t.call({ method: 'GET', url: `/api/projects/all/${slug}${query}`, token });

async function expectRefused(reply: Awaited<ReturnType<typeof create>>, field: string, message?: string) {
  expect(reply.statusCode, reply.body).toBe(400);
  expect(reply.json()).toEqual({
    success: false,
    error: 'validation_failed',
    message: expect.any(String),
    errors: { [field]: message ? [message] : [expect.any(String)] },
  });
}

const rowsNamed = (name: string) =>
  t.runtime.ctx.db.select({ id: projects.id }).from(projects).where(eq(projects.name, name));

describe('list categories', () => {
  it('lists the seeded categories by name', async () => {
    const reply = await t.call({ method: 'GET', url: '/api/api/categories', token: owner.token });
    expect(reply.statusCode).toBe(200);
    const { success, data } = reply.json();
    expect(success).toBe(true);
    expect(data.length).toBe(18);
    const names = data.map((category: { name: string }) => category.name);
    expect(names).toEqual([...names].sort((a: string, b: string) => a.localeCompare(b, 'en')));
    expect(names).toEqual(expect.arrayContaining(['Agency', 'Blog', 'E-commerce', 'Portfolio', 'Other']));
    for (const category of data) expect(category).toEqual({ id: expect.any(Number), name: expect.any(String) });
  });
});

describe('create project', () => {
  it('creates an active project owned by the caller, with its category as badge and the owner as member', async () => {
    const category = (await t.call({ method: 'GET', url: '/api/api/categories', token: owner.token })).json().data[2];
    const reply = await create(owner.token, {
      name: '  Spring launch ',
      description: 'Landing pages for the spring launch',
      category_id: category.id,
      business_id: owner.workspace.id,
    });
    expect(reply.statusCode, reply.body).toBe(200);
    const body = reply.json();
    expect(body).toEqual({
      success: true,
      message: 'Project created.',
      data: {
        id: expect.any(Number),
        u_id: expect.stringMatching(/^[a-z0-9]{12}$/),
        name: 'Spring launch',
        description: 'Landing pages for the spring launch',
        status: 'active',
        badges: [category.name],
        category_id: category.id,
        category,
        business_id: owner.userId,
        workspace: { id: owner.workspace.id, slug: owner.workspace.slug, name: expect.any(String) },
        members_count: 1,
        counts: { stores: 0, websites: 0, pilots: 0 },
        created_at: expect.any(String),
        updated_at: expect.any(String),
      },
    });
    const members = await t.runtime.ctx.db
      .select()
      .from(projectMembers)
      .where(eq(projectMembers.projectId, body.data.id));
    expect(members).toEqual([expect.objectContaining({ userId: owner.userId, isOwner: true })]);
  });

  it('gives every project its own uid', async () => {
    const uids = new Set<string>();
    for (let index = 0; index < 5; index += 1) uids.add((await createProject(t, owner.token, owner.workspace.id)).u_id);
    expect(uids.size).toBe(5);
  });

  it('lets any workspace member create a project, which that member then owns', async () => {
    const teammate = await accountWithWorkspace(t);
    await joinWorkspace(t, owner.workspace.id, teammate.userId, 'guest');
    const project = await createProject(t, teammate.token, owner.workspace.id, { name: 'Guest project' });
    expect(project.business_id).toBe(teammate.userId);
    expect(project.workspace.id).toBe(owner.workspace.id);
  });

  it(`accepts a ${LIMITS.projectNameMax}-character name and a ${LIMITS.projectDescriptionMax}-character description`, async () => {
    const body = await projectBody(t, owner.token, owner.workspace.id, {
      name: 'n'.repeat(LIMITS.projectNameMax),
      description: 'd'.repeat(LIMITS.projectDescriptionMax),
    });
    expect((await create(owner.token, body)).statusCode).toBe(200);
  });

  it('refuses over-long, missing, blank, wrongly typed and unknown fields by name', async () => {
    const valid = await projectBody(t, owner.token, owner.workspace.id, { name: 'Refused' });
    await expectRefused(
      await create(owner.token, { ...valid, name: 'n'.repeat(21) }),
      'name',
      'Name must be at most 20 characters',
    );
    await expectRefused(
      await create(owner.token, { ...valid, description: 'd'.repeat(301) }),
      'description',
      'Description must be at most 300 characters',
    );
    await expectRefused(await create(owner.token, { ...valid, name: '   ' }), 'name', 'Name is required');
    for (const field of ['name', 'description', 'category_id', 'business_id']) {
      const body: Record<string, unknown> = { ...valid };
      delete body[field];
      await expectRefused(await create(owner.token, body), field);
    }
    const wrongTypes = { name: 5, description: ['x'], category_id: '1', business_id: String(owner.workspace.id) };
    for (const [field, value] of Object.entries(wrongTypes)) {
      await expectRefused(await create(owner.token, { ...valid, [field]: value }), field);
    }
    await expectRefused(
      await create(owner.token, { ...valid, category_id: 1.5 }),
      'category_id',
      'Category is invalid',
    );
    await expectRefused(await create(owner.token, { ...valid, category_id: 0 }), 'category_id', 'Category is required');
    await expectRefused(await create(owner.token, { ...valid, status: 'inactive' }), 'status', 'Unknown field status');
    expect(await rowsNamed('Refused')).toHaveLength(0);
  });

  it('refuses a category that is not in the list', async () => {
    const body = await projectBody(t, owner.token, owner.workspace.id, { name: 'No category', category_id: 99_999 });
    await expectRefused(await create(owner.token, body), 'category_id', 'Choose a category from the list');
    expect(await rowsNamed('No category')).toHaveLength(0);
  });

  it('answers 404 for a workspace the caller is not in, or that does not exist', async () => {
    const stranger = await accountWithWorkspace(t);
    for (const businessId of [owner.workspace.id, 999_999]) {
      const body = await projectBody(t, stranger.token, businessId, { name: 'Intruder' });
      const reply = await create(stranger.token, body);
      expect(reply.statusCode).toBe(404);
      expect(reply.json()).toEqual({
        success: false,
        error: 'not_found',
        message: 'The workspace was not found.',
      });
    }
    expect(await rowsNamed('Intruder')).toHaveLength(0);
  });

  it('writes nothing when adding the owner member fails after the project row was inserted', async () => {
    const { db } = t.runtime.ctx;
    // A trigger makes the second write of the transaction fail, as a crash or a constraint would.
    await db.execute(sql`create function refuse_member() returns trigger language plpgsql as $$
      begin raise exception 'member insert refused by test'; end $$`);
    await db.execute(sql`create trigger refuse_member before insert on project_members
      for each row execute function refuse_member()`);
    try {
      const body = await projectBody(t, owner.token, owner.workspace.id, { name: 'Half written' });
      const reply = await create(owner.token, body);
      expect(reply.statusCode).toBe(500);
      expect(reply.json()).toEqual({
        success: false,
        error: 'internal',
        message: 'Something went wrong on our side. Please try again.',
      });
    } finally {
      await db.execute(sql`drop trigger refuse_member on project_members`);
      await db.execute(sql`drop function refuse_member()`);
    }
    expect(await rowsNamed('Half written')).toHaveLength(0);
  });

  it('draws a new uid when the first one is taken, and gives up after three collisions', async () => {
    const { db } = t.runtime.ctx;
    const taken = (await createProject(t, owner.token, owner.workspace.id)).u_id;
    const fields = await projectBody(t, owner.token, owner.workspace.id, { name: 'Collision' });
    const draws = [taken, 'fresh0uid000'];
    const project = await createProjectService(db, {
      ownerId: owner.userId,
      workspaceId: owner.workspace.id,
      fields,
      newUid: () => draws.shift()!,
    });
    expect(project.u_id).toBe('fresh0uid000');
    expect(project.members_count).toBe(1);

    await expect(
      createProjectService(db, { ownerId: owner.userId, workspaceId: owner.workspace.id, fields, newUid: () => taken }),
    ).rejects.toThrow();
    expect(await rowsNamed('Collision')).toHaveLength(1);
  });
});

describe('get project', () => {
  it('returns the project with its members', async () => {
    const project = await createProject(t, owner.token, owner.workspace.id, { name: 'Detail' });
    const reply = await get(owner.token, project.u_id);
    expect(reply.statusCode).toBe(200);
    expect(reply.json()).toEqual({
      success: true,
      data: {
        ...project,
        members: [
          {
            id: expect.any(Number),
            owner: 1,
            created_at: expect.any(String),
            profile: { id: owner.userId, first: owner.first, last: owner.last, email: owner.email, avatar: null },
          },
        ],
      },
    });
  });

  it('answers 400 to a malformed uid and 404 to an unknown one', async () => {
    for (const uid of ['ABCDEFGHIJKL', 'abc', 'a'.repeat(33), 'abc_defghijk', 'abc%20defghij']) {
      const reply = await get(owner.token, uid);
      expect(reply.statusCode, uid).toBe(400);
      expect(reply.json()).toEqual({
        success: false,
        error: 'validation_failed',
        message: 'uid: Project id is invalid',
        errors: { uid: ['Project id is invalid'] },
      });
    }
    const reply = await get(owner.token, 'zzzzzzzzzzzz');
    expect(reply.statusCode).toBe(404);
    expect(reply.json()).toEqual({ success: false, error: 'not_found', message: 'The project was not found.' });
  });
});

describe('list projects', () => {
  it(`pages ${PAGE_SIZE.projects} at a time, newest first, with the summary of the whole workspace`, async () => {
    const lead = await accountWithWorkspace(t);
    const names = Array.from({ length: 13 }, (_, index) => `Project ${index + 1}`);
    for (const name of names) await createProject(t, lead.token, lead.workspace.id, { name });
    await t.runtime.ctx.db.update(projects).set({ status: 'inactive' }).where(eq(projects.name, 'Project 1'));
    // A project of the same owner in another workspace stays out of this list.
    const other = await t.call({
      method: 'POST',
      url: '/api/businesses/create',
      token: lead.token,
      body: { name: 'Other Co', email: 'other@example.com', phone: '+44 20 7946 0001' },
    });
    await createProject(t, lead.token, other.json().data.id, { name: 'Elsewhere' });

    const first = await list(lead.token, lead.workspace.slug);
    expect(first.statusCode).toBe(200);
    const firstBody = first.json();
    expect(firstBody.success).toBe(true);
    expect(firstBody.summary).toEqual({ active: 12, total: 13 });
    expect(firstBody.projects).toMatchObject({
      current_page: 1,
      per_page: PAGE_SIZE.projects,
      total: 13,
      last_page: 2,
    });
    expect(firstBody.projects.data.map((project: { name: string }) => project.name)).toEqual(names.slice(2).reverse());
    expect(firstBody.projects.data[0]).toMatchObject({ members_count: 1, status: 'active', business_id: lead.userId });

    const second = (await list(lead.token, lead.workspace.slug, '?page=2')).json();
    expect(second.summary).toEqual({ active: 12, total: 13 });
    expect(second.projects).toMatchObject({ current_page: 2, per_page: 11, total: 13, last_page: 2 });
    expect(
      second.projects.data.map((project: { name: string; status: string }) => [project.name, project.status]),
    ).toEqual([
      ['Project 2', 'active'],
      ['Project 1', 'inactive'],
    ]);

    const past = (await list(lead.token, lead.workspace.slug, '?page=3')).json();
    expect(past.projects).toMatchObject({ data: [], current_page: 3, total: 13, last_page: 2 });

    const small = (await list(lead.token, lead.workspace.slug, '?page=3&per_page=5')).json();
    expect(small.projects).toMatchObject({ current_page: 3, per_page: 5, last_page: 3 });
    expect(small.projects.data.map((project: { name: string }) => project.name)).toEqual([
      'Project 3',
      'Project 2',
      'Project 1',
    ]);
  });

  it('shows a teammate every project of the workspace', async () => {
    const lead = await accountWithWorkspace(t);
    const teammate = await accountWithWorkspace(t);
    await joinWorkspace(t, lead.workspace.id, teammate.userId);
    await createProject(t, lead.token, lead.workspace.id, { name: 'Shared' });
    const reply = await list(teammate.token, lead.workspace.slug);
    expect(reply.statusCode).toBe(200);
    expect(reply.json().projects.data.map((project: { name: string }) => project.name)).toEqual(['Shared']);
  });

  it('answers an empty first page for a workspace without projects', async () => {
    const fresh = await accountWithWorkspace(t);
    expect((await list(fresh.token, fresh.workspace.slug)).json()).toEqual({
      success: true,
      projects: { data: [], current_page: 1, per_page: 11, total: 0, last_page: 1 },
      summary: { active: 0, total: 0 },
    });
  });

  it('refuses bad paging and answers 404 for a workspace the caller is not in', async () => {
    const cases: Array<[string, string]> = [
      ['?page=0', 'page'],
      ['?page=abc', 'page'],
      ['?per_page=0', 'per_page'],
      [`?per_page=${LIMITS.projectsPerPageMax + 1}`, 'per_page'],
      ['?per_page=2.5', 'per_page'],
      ['?sort=name', 'sort'],
    ];
    for (const [query, field] of cases) {
      const reply = await list(owner.token, owner.workspace.slug, query);
      expect(reply.statusCode, query).toBe(400);
      expect(reply.json().errors, query).toEqual({ [field]: [expect.any(String)] });
    }
    expect((await list(owner.token, 'Not_A_Slug')).statusCode).toBe(400);
    const stranger = await accountWithWorkspace(t);
    for (const slug of [owner.workspace.slug, 'no-such-workspace']) {
      const reply = await list(stranger.token, slug);
      expect(reply.statusCode).toBe(404);
      expect(reply.json()).toEqual({ success: false, error: 'not_found', message: 'The workspace was not found.' });
    }
  });
});

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
