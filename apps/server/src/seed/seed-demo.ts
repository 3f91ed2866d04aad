import { randomBytes } from 'node:crypto';

import { WORKSPACE_TYPE, type SiteTemplateId } from '@aerie/contract';
import { eq, sql } from 'drizzle-orm';

import type { AppContext } from '../context.js';
import { categories, projects, users, workspaceMembers, workspaces, type UserRow } from '../db/schema/index.js';
import { hashPassword } from '../lib/secret-hashing.js';
import { inviteMember } from '../modules/invitations/invite-member.js';
import { addProjectMember } from '../modules/projects/add-project-member.js';
import { createProject } from '../modules/projects/create-project.js';
import { createWebsite } from '../modules/websites/create-website.js';
import { createWorkspace } from '../modules/workspaces/create-workspace.js';

export interface DemoAccount {
  email: string;
  password: string;
}

const DEMO_PHONE = '+44 20 7946 0000';

/** Teammates of the demo workspace. Their passwords are random: they exist to be seen, not to log in. */
const TEAMMATES = [
  { first: 'Maya', last: 'Patel', email: 'maya.patel@aerie.dev', role: 'maintainer' },
  { first: 'Tomás', last: 'Okafor', email: 'tomas.okafor@aerie.dev', role: 'developer' },
  { first: 'Lena', last: 'Fischer', email: 'lena.fischer@aerie.dev', role: 'guest' },
] as const;

/** Projects of the demo workspace, with the teammates (by index) who collaborate on each, and any website. */
const PROJECTS: Array<{
  name: string;
  category: string;
  description: string;
  collaborators: number[];
  website?: SiteTemplateId;
}> = [
  {
    name: 'Northwind Shop',
    category: 'E-commerce',
    description: 'Online store for Northwind Coffee roasters.',
    collaborators: [0, 1],
  },
  {
    name: 'Studio Portfolio',
    category: 'Portfolio',
    description: 'The studio’s own site: case studies and contact.',
    collaborators: [0],
    // A draft site from a starter template, so the websites list and the builder have something to open.
    website: 'agency',
  },
  {
    name: 'Launch Page',
    category: 'Landing page',
    description: 'Waitlist page for the spring product launch.',
    collaborators: [1, 2],
  },
  {
    name: 'Client Blog',
    category: 'Blog',
    description: 'A weekly blog for a client in the travel business.',
    collaborators: [],
  },
];

async function insertVerifiedUser(
  ctx: AppContext,
  person: { first: string; last: string; email: string },
  password: string,
) {
  const [user] = await ctx.db
    .insert(users)
    .values({
      ...person,
      phone: DEMO_PHONE,
      accountType: 'Business',
      passwordHash: await hashPassword(password),
      isVerified: 1,
      country: 'United Kingdom',
      city: 'London',
    })
    .returning();
  return user!;
}

async function categoryId(ctx: AppContext, name: string): Promise<number> {
  const [row] = await ctx.db.select({ id: categories.id }).from(categories).where(eq(categories.name, name));
  return row!.id;
}

/** A living workspace: teammates, projects with collaborators, and one pending invitation (in the dev inbox). */
async function seedDemoWorkspace(ctx: AppContext, owner: UserRow, workspaceId: number): Promise<void> {
  const teammates: UserRow[] = [];
  for (const teammate of TEAMMATES) {
    const user = await insertVerifiedUser(ctx, teammate, randomBytes(18).toString('base64url'));
    await ctx.db.insert(workspaceMembers).values({ workspaceId, userId: user.id, role: teammate.role });
    teammates.push(user);
  }
  for (const project of PROJECTS) {
    const created = await createProject(ctx, {
      ownerId: owner.id,
      workspaceId,
      fields: {
        name: project.name,
        description: project.description,
        category_id: await categoryId(ctx, project.category),
        business_id: workspaceId,
      },
    });
    const [row] = await ctx.db.select().from(projects).where(eq(projects.id, created.id));
    for (const index of project.collaborators)
      await addProjectMember(ctx, { project: row!, userId: teammates[index]!.id, addedById: owner.id });
    if (project.website) {
      await createWebsite(ctx.db, ctx.config, { project: row!, template: project.website, creatorId: owner.id });
    }
  }
  const [workspace] = await ctx.db.select().from(workspaces).where(eq(workspaces.id, workspaceId));
  await inviteMember(ctx, {
    inviter: owner,
    workspace: workspace!,
    input: { email: 'sam.reyes@aerie.dev', name: 'Sam Reyes', role: 'developer', business_id: workspaceId },
  });
}

/**
 * On a first start with an empty database, a verified demo account whose workspace already has a team,
 * projects, collaborators and a pending invitation, so the dashboard can be tried at once. Returns the
 * account when it was created now.
 */
export async function seedDemo(ctx: AppContext): Promise<DemoAccount | null> {
  const [{ count } = { count: 0 }] = await ctx.db.select({ count: sql<number>`count(*)::int` }).from(users);
  if (count > 0) return null;
  const { demoEmail: email, demoPassword: password } = ctx.config;
  const owner = await insertVerifiedUser(ctx, { first: 'Ada', last: 'Demo', email }, password);
  const workspace = await ctx.db.transaction((tx) =>
    createWorkspace(tx, owner.id, { name: 'Demo Studio', email, phone: DEMO_PHONE, type: WORKSPACE_TYPE }),
  );
  // The demo shows a full workspace (four projects), so it is on the unlimited plan.
  await ctx.db.update(workspaces).set({ plan: 'moon' }).where(eq(workspaces.id, workspace.id));
  await seedDemoWorkspace(ctx, owner, workspace.id);
  return { email, password };
}
