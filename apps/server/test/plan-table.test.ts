import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import {
  MESSAGES,
  PLAN_LIMIT_KEYS,
  PLANS,
  limitLine,
  planLines,
  planRefusal,
  type PlanEntry,
  type PlanLimitKey,
} from '@aerie/contract';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { websites } from '../src/db/schema/index.js';
import { deploymentBody, insertDeployment } from './support/deployment-api-fixtures.js';
import {
  accountWithWorkspace,
  createProject,
  projectBody,
  type Account,
  type WorkspaceRef,
} from './support/project-fixtures.js';
import { createRepository } from './support/repository-fixtures.js';
import { connectBody, insertPilot, PROVISIONED_LOCAL_PILOT } from './support/server-fixtures.js';
import { startSshd, type TestSshd } from './support/sshd.js';
import { startTestApp, type TestApp } from './support/test-app.js';
import { insertWebsite, publish } from './support/website-fixtures.js';

/*
 * "Done when" 1 of issue 25: the plan table of the contract says what each plan gives, and the API does
 * exactly that. For every plan and every limit of the table, the action the limit counts is driven through
 * the API: allowed up to the limit, refused one past it with the table's own refusal and the upgrade error;
 * an unlimited one is allowed past every finite limit of any plan. A limit added to the table without an
 * action here fails this file.
 */

type Owner = Account & { workspace: WorkspaceRef };

let t: TestApp;
let sshd: TestSshd;
let gitDir: string;
beforeAll(async () => {
  gitDir = mkdtempSync(join(tmpdir(), 'aerie-plan-table-git-'));
  // No workers: the deployments made here must not start runs against the pilot.
  [t, sshd] = await Promise.all([startTestApp({ env: { GIT_DIR: gitDir }, role: 'web' }), startSshd()]);
});
afterAll(async () => {
  await Promise.all([t?.close(), sshd?.stop()]);
  rmSync(gitDir, { recursive: true, force: true });
});

/** An unlimited resource is tried this many times: one more than the largest finite limit of any plan. */
const PAST_EVERY_LIMIT = Math.max(...PLANS.flatMap((plan) => PLAN_LIMIT_KEYS.map((key) => plan[key] ?? 0))) + 1;

/** Makes what an action needs in a fresh workspace, then answers a function that tries one more. */
type LimitedAction = (owner: Owner) => Promise<(attempt: number) => Promise<LightMyRequestResponse>>;

let repositoryCount = 0;
/** A project with an Aerie Git repository and a pilot to deploy to: every plan may have a pilot. */
async function deployTargets(owner: Owner) {
  const project = await createProject(t, owner.token, owner.workspace.id, { name: 'Deploys' });
  const pilot = await insertPilot(
    t,
    { id: project.id, workspace: { id: owner.workspace.id } },
    PROVISIONED_LOCAL_PILOT,
  );
  repositoryCount += 1;
  const repository = await createRepository(t, owner.token, owner.workspace.slug, project.u_id, {
    name: `site-${repositoryCount}`,
  });
  return { project, pilot, repository };
}

const ACTIONS: Record<PlanLimitKey, LimitedAction> = {
  projects: async (owner) => {
    const body = await projectBody(t, owner.token, owner.workspace.id);
    return (attempt) =>
      t.call({
        method: 'POST',
        url: '/api/projects/create',
        token: owner.token,
        body: { ...body, name: `Project ${attempt}` },
      });
  },
  deployments: async (owner) => {
    const { project, pilot, repository } = await deployTargets(owner);
    return () =>
      t.call({
        method: 'POST',
        url: '/api/deployments/create',
        token: owner.token,
        body: deploymentBody({ serverId: pilot.id, repositoryId: repository.id, projectUid: project.u_id }),
      });
  },
  // Turning deploy on push on. Each try gets a deployment written directly, so the deployments limit (3 on
  // Earth as well) does not stop the count first: this is the deploy-on-push limit on its own.
  gitDeployments: async (owner) => {
    const { project, pilot, repository } = await deployTargets(owner);
    return async () => {
      const deployment = await insertDeployment(t, {
        projectId: project.id,
        workspaceId: owner.workspace.id,
        serverId: pilot.id,
        repositoryId: repository.id,
      });
      return t.call({
        method: 'POST',
        url: `/api/deployments/${deployment.slug}/settings`,
        token: owner.token,
        body: { schedule: null, push_to_deploy: true },
      });
    };
  },
  ownServers: async (owner) => {
    const project = await createProject(t, owner.token, owner.workspace.id, { name: 'Servers' });
    // A pilot of the workspace is not one of its own servers: it never counts, on any plan.
    await insertPilot(t, { id: project.id, workspace: { id: owner.workspace.id } }, PROVISIONED_LOCAL_PILOT);
    return (attempt) =>
      t.call({
        method: 'POST',
        url: `/api/falcons/add/${owner.workspace.slug}`,
        token: owner.token,
        body: connectBody(sshd, project.u_id, { name: `Web ${attempt}` }),
      });
  },
};

async function meterOf(owner: Owner, key: PlanLimitKey) {
  const reply = await t.call({ method: 'GET', url: `/api/plan-usage/${owner.workspace.slug}`, token: owner.token });
  expect(reply.statusCode, reply.body).toBe(200);
  return (reply.json().data.meters as Array<{ key: string; used: number; limit: number | null }>).find(
    (meter) => meter.key === key,
  );
}

it('has a server action for every limit of the table', () => {
  for (const key of PLAN_LIMIT_KEYS) expect(ACTIONS[key], `no action enforces "${key}"`).toBeTypeOf('function');
});

it('lists on the API the plan cards the table words, and only lines the table knows', async () => {
  const reply = await t.call({ method: 'GET', url: '/api/resources/plans' });
  const listed = reply.json().data as Array<{ id: string; features: string[] }>;
  expect(listed.map((plan) => plan.id)).toEqual(PLANS.map((plan) => plan.id));
  for (const plan of PLANS) {
    const lines = planLines(plan.id);
    expect(listed.find((candidate) => candidate.id === plan.id)!.features).toEqual(lines.map((line) => line.text));
    // Every limit has its line, worded from the limit; any other line is one this file checks below.
    for (const key of PLAN_LIMIT_KEYS) expect(lines).toContainEqual(limitLine(key, plan[key]));
    const others = lines.filter((line) => !(PLAN_LIMIT_KEYS as readonly string[]).includes(line.key));
    expect(others.map((line) => line.key)).toEqual(['customDomains', 'support']);
  }
});

describe.each(PLANS.map((plan) => [plan.name, plan] as [string, PlanEntry]))('the %s plan', (_name, plan) => {
  it.each(PLAN_LIMIT_KEYS.map((key) => [limitLine(key, plan[key]).text, key] as [string, PlanLimitKey]))(
    'does what "%s" says',
    async (_line, key) => {
      const owner = await accountWithWorkspace(t, { plan: plan.id });
      const tryOne = await ACTIONS[key](owner);
      const limit = plan[key];
      const allowed = limit ?? PAST_EVERY_LIMIT;
      for (let attempt = 1; attempt <= allowed; attempt += 1) {
        const reply = await tryOne(attempt);
        expect(reply.statusCode, `try ${attempt} of ${key} on ${plan.name}: ${reply.body}`).toBe(200);
      }
      if (limit === null) {
        expect(await meterOf(owner, key)).toEqual({ key, used: allowed, limit: null });
        return;
      }
      const refused = await tryOne(limit + 1);
      expect(refused.statusCode, refused.body).toBe(403);
      expect(refused.json()).toEqual({
        success: false,
        error: 'forbidden',
        message: planRefusal(plan.id, key),
        errors: { plan: ['upgrade'] },
      });
      // Nothing was made by the refusal: the meter stands at the limit.
      expect(await meterOf(owner, key)).toEqual({ key, used: limit, limit });
    },
  );

  it(`does what "${planLines(plan.id).find((line) => line.key === 'customDomains')!.text}" says`, async () => {
    const owner = await accountWithWorkspace(t, { plan: plan.id });
    const project = await createProject(t, owner.token, owner.workspace.id, { name: 'Site' });
    const website = await insertWebsite(t, { projectId: project.id, userId: owner.userId });
    expect((await publish(t, owner.token, website.uuid, website.revision)).statusCode).toBe(200);
    const setDomain = () =>
      t.call({
        method: 'PUT',
        url: `/builder-api/site/${website.uuid}/domain`,
        token: owner.token,
        body: { domain: `www.${plan.id}-${website.uuid.slice(0, 8)}.example.com` },
      });
    const withoutSitePlan = await setDomain();
    expect(withoutSitePlan.statusCode, withoutSitePlan.body).toBe(403);
    expect(withoutSitePlan.json().message).toBe(MESSAGES.customDomainNeedsPlan);
    // The $5 site plan, as its settlement leaves it (buying it is tested in website-domains.test.ts).
    await t.runtime.ctx.db
      .update(websites)
      .set({ plan: 'site-basic', planPaidUntil: new Date(Date.now() + 86_400_000) })
      .where(eq(websites.id, website.id));
    const withSitePlan = await setDomain();
    expect(withSitePlan.statusCode, withSitePlan.body).toBe(200);
  });
});

describe('plan usage', () => {
  it('answers the plan and a meter for every limit, in the table order, counting only own servers', async () => {
    const owner = await accountWithWorkspace(t, { plan: 'air' });
    await ACTIONS.ownServers(owner);
    const reply = await t.call({ method: 'GET', url: `/api/plan-usage/${owner.workspace.slug}`, token: owner.token });
    expect(reply.statusCode, reply.body).toBe(200);
    expect(reply.json()).toEqual({
      success: true,
      data: {
        plan: 'air',
        meters: [
          { key: 'projects', used: 1, limit: 1 },
          { key: 'deployments', used: 0, limit: 3 },
          { key: 'gitDeployments', used: 0, limit: 0 },
          { key: 'ownServers', used: 0, limit: 0 },
        ],
      },
    });
  });

  it('answers 404 for a workspace the caller is not in', async () => {
    const owner = await accountWithWorkspace(t);
    const stranger = await accountWithWorkspace(t);
    const reply = await t.call({
      method: 'GET',
      url: `/api/plan-usage/${owner.workspace.slug}`,
      token: stranger.token,
    });
    expect(reply.statusCode, reply.body).toBe(404);
  });
});
