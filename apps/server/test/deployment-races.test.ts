import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { deploymentCommands, deploymentConfigs, deploymentRuns, deployments } from '../src/db/schema/index.js';
import { createDeployment, deploymentBody } from './support/deployment-api-fixtures.js';
import { accountWithWorkspace, createProject, joinWorkspace, projectTeam } from './support/project-fixtures.js';
import { createRepository } from './support/repository-fixtures.js';
import { connectBody, connectServer, insertPilot, PROVISIONED_LOCAL_PILOT } from './support/server-fixtures.js';
import { startSshd, type TestSshd } from './support/sshd.js';
import { startTestApp, type TestApp } from './support/test-app.js';

/*
 * Races on deployments. PGlite runs one query at a time, so these interleavings cannot happen there: the
 * file runs in the PostgreSQL pass (DATABASE_URL set), where the calls really run at once.
 */
const ROUNDS = 3;
const CALLS = 6;

describe.runIf(process.env.DATABASE_URL)('races on deployments (PostgreSQL)', () => {
  let t: TestApp;
  let sshd: TestSshd;
  let gitDir: string;
  let team: Awaited<ReturnType<typeof projectTeam>>;
  beforeAll(async () => {
    gitDir = mkdtempSync(join(tmpdir(), 'aerie-deploy-races-'));
    [t, sshd] = await Promise.all([startTestApp({ env: { GIT_DIR: gitDir } }), startSshd()]);
    team = await projectTeam(t);
  });
  afterAll(async () => {
    await Promise.all([t?.close(), sshd?.stop()]);
    rmSync(gitDir, { recursive: true, force: true });
  });

  let repositories = 0;
  /** `kind: 'pilot'` targets a local pilot: an Air workspace cannot connect its own server, but has pilots. */
  async function targets(owner: typeof team.owner, kind: 'connection' | 'pilot' = 'connection') {
    const project = await createProject(t, owner.token, owner.workspace.id, { name: 'Races' });
    const server =
      kind === 'pilot'
        ? await insertPilot(t, { id: project.id, workspace: { id: owner.workspace.id } }, PROVISIONED_LOCAL_PILOT)
        : await connectServer(t, owner.token, owner.workspace.slug, connectBody(sshd, project.u_id));
    repositories += 1;
    const repository = await createRepository(t, owner.token, owner.workspace.slug, project.u_id, {
      name: `race-${repositories}`,
    });
    return {
      project,
      body: () => deploymentBody({ serverId: server.id, repositoryId: repository.id, projectUid: project.u_id }),
    };
  }

  it('makes exactly as many deployments as the plan allows when creates arrive at once', async () => {
    for (let round = 0; round < ROUNDS; round += 1) {
      // The free plan: 3 deployments. Two people of the workspace create at once.
      const owner = await accountWithWorkspace(t, { plan: 'air' });
      const teammate = await accountWithWorkspace(t);
      await joinWorkspace(t, owner.workspace.id, teammate.userId, 'maintainer');
      const { project, body } = await targets(owner, 'pilot');
      const replies = await Promise.all(
        Array.from({ length: CALLS }, (_, index) =>
          t.call({
            method: 'POST',
            url: '/api/deployments/create',
            token: index % 2 ? teammate.token : owner.token,
            body: body(),
          }),
        ),
      );
      const statuses = replies.map((reply) => reply.statusCode).sort();
      expect(statuses, replies.map((reply) => reply.body).join('\n')).toEqual([200, 200, 200, 403, 403, 403]);
      for (const reply of replies.filter((candidate) => candidate.statusCode === 403))
        expect(reply.json().errors).toEqual({ plan: ['upgrade'] });
      const rows = await t.runtime.ctx.db.select().from(deployments).where(eq(deployments.projectId, project.id));
      expect(rows).toHaveLength(3);
      // Each made deployment has its first run, and no refused one left a run behind.
      for (const row of rows) {
        const runs = await t.runtime.ctx.db
          .select()
          .from(deploymentRuns)
          .where(eq(deploymentRuns.deploymentId, row.id));
        expect(runs.map((run) => run.trigger)).toEqual(['create']);
      }
    }
  });

  it('creates one commands record and one config when the editors are first opened at once', async () => {
    const { project, body } = await targets(team.owner);
    for (let round = 0; round < ROUNDS; round += 1) {
      const deployment = await createDeployment(t, team.owner.token, body());
      const [commands, configs] = await Promise.all([
        Promise.all(
          Array.from({ length: CALLS }, (_, index) =>
            t.call({
              method: 'GET',
              url: `/api/commands/fetch?deployment_id=${deployment.id}&project_id=${project.u_id}`,
              token: index % 2 ? team.member.token : team.owner.token,
            }),
          ),
        ),
        Promise.all(
          Array.from({ length: CALLS }, (_, index) =>
            t.call({
              method: 'GET',
              url: `/api/deployments/variables/${deployment.id}`,
              token: index % 2 ? team.member.token : team.owner.token,
            }),
          ),
        ),
      ]);
      for (const replies of [commands, configs]) {
        for (const reply of replies) expect(reply.statusCode, reply.body).toBe(200);
        expect(new Set(replies.map((reply) => reply.json().data.slug)).size).toBe(1);
      }
      expect(commands[0]!.json().data.commands).toBe('pwd');
      const commandRows = await t.runtime.ctx.db
        .select()
        .from(deploymentCommands)
        .where(eq(deploymentCommands.deploymentId, deployment.id));
      const configRows = await t.runtime.ctx.db
        .select()
        .from(deploymentConfigs)
        .where(eq(deploymentConfigs.deploymentId, deployment.id));
      expect([commandRows.length, configRows.length]).toEqual([1, 1]);
    }
  });

  it('deletes a deployment once when the owner deletes it twice at once; the other call hears 404', async () => {
    const { body } = await targets(team.owner);
    for (let round = 0; round < ROUNDS; round += 1) {
      const deployment = await createDeployment(t, team.owner.token, body());
      const replies = await Promise.all(
        Array.from({ length: 3 }, () =>
          t.call({ method: 'DELETE', url: `/api/deployments/${deployment.slug}`, token: team.owner.token }),
        ),
      );
      const statuses = replies.map((reply) => reply.statusCode).sort();
      expect(statuses[0], replies.map((reply) => reply.body).join('\n')).toBe(200);
      expect(statuses.filter((status) => status === 200)).toHaveLength(1);
      expect(statuses.every((status) => status === 200 || status === 404)).toBe(true);
    }
  });
});
