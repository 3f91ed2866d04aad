import { LIMITS, PAGE_SIZE } from '@aerie/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { projects } from '../src/db/schema/index.js';
import {
  accountWithWorkspace,
  createProject,
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

const list = (token: string, slug: string, query = '') =>
  t.call({ method: 'GET', url: `/api/projects/all/${slug}${query}`, token });

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
