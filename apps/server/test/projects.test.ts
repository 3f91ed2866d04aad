import { LIMITS } from '@aerie/contract';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { projectMembers, projects } from '../src/db/schema/index.js';
import { createProject as createProjectService } from '../src/modules/projects/create-project.js';
import {
  accountWithWorkspace,
  createProject,
  expectRefused,
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
    const { ctx } = t.runtime;
    const taken = (await createProject(t, owner.token, owner.workspace.id)).u_id;
    const fields = await projectBody(t, owner.token, owner.workspace.id, { name: 'Collision' });
    const draws = [taken, 'fresh0uid000'];
    const project = await createProjectService(ctx, {
      ownerId: owner.userId,
      workspaceId: owner.workspace.id,
      fields,
      newUid: () => draws.shift()!,
    });
    expect(project.u_id).toBe('fresh0uid000');
    expect(project.members_count).toBe(1);

    await expect(
      createProjectService(ctx, {
        ownerId: owner.userId,
        workspaceId: owner.workspace.id,
        fields,
        newUid: () => taken,
      }),
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
        // Within its plan: nothing to say (issue 25).
        read_only: null,
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
        message: 'Project uid is invalid',
        errors: { uid: ['Project uid is invalid'] },
      });
    }
    const reply = await get(owner.token, 'zzzzzzzzzzzz');
    expect(reply.statusCode).toBe(404);
    expect(reply.json()).toEqual({ success: false, error: 'not_found', message: 'The project was not found.' });
  });
});
