import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';

import type { AppContext } from '../src/context.js';
import { deploymentRunCredentials, deploymentRuns } from '../src/db/schema/index.js';
import { enqueueRun } from '../src/modules/deployments/enqueue-run.js';
import { httpRequest } from './support/aerie-process.js';
import { poll, useAerieProcesses } from './support/crash-harness.js';
import { insertDeployment } from './support/deployment-fixtures.js';
import { withJobQueue } from './support/outside-queue.js';
import { accountWithWorkspace, createProject } from './support/project-fixtures.js';
import { startRecordingProxy } from './support/recording-proxy.js';
import { cloneUrl, createAccessToken, createRepository, pushFirstCommit } from './support/repository-fixtures.js';
import { connectBody, connectServer } from './support/server-fixtures.js';
import { startSshd } from './support/sshd.js';

const serverUrl = process.env.DATABASE_URL;

// kill -9 needs a real second process on a database it can share (PGlite belongs to one process): this
// runs in the PostgreSQL pass (DATABASE_URL set) only.
describe.skipIf(!serverUrl)('the credential of a run whose worker was killed', () => {
  const aerie = useAerieProcesses(serverUrl!);

  it('is dead once recovery has ended the run as "interrupted"', async () => {
    const sshd = await startSshd();
    const gitDir = mkdtempSync(join(tmpdir(), 'aerie-crash-git-'));
    const home = mkdtempSync(join(tmpdir(), 'aerie-crash-home-'));
    // The run's git waits at this proxy (its clone request held) while the worker is killed under it.
    let holding = false;
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const proxy = await startRecordingProxy({
      beforeForward: async (incoming) => {
        if (holding && incoming.headers.authorization) await held;
      },
    });
    const deployPath = `${sshd.home}/deploy-crash-${randomBytes(6).toString('hex')}`;
    try {
      const env = { ALLOW_PRIVATE_TARGETS: 'true', GIT_DIR: gitDir, APP_URL: proxy.url };
      const fixtures = await aerie.withFixtures(
        async (t) => {
          const owner = await accountWithWorkspace(t);
          const project = await createProject(t, owner.token, owner.workspace.id);
          const repository = await createRepository(t, owner.token, owner.workspace.slug, project.u_id, {
            name: 'site',
          });
          const server = await connectServer(t, owner.token, owner.workspace.slug, connectBody(sshd, project.u_id));
          const deployment = await insertDeployment(t, {
            projectId: project.id,
            workspaceId: owner.workspace.id,
            serverId: server.id,
            repositoryId: repository.id,
            createdById: owner.userId,
            deployPath,
          });
          const { token } = await createAccessToken(t, owner.token);
          return { owner, deploymentId: deployment.id, token };
        },
        { GIT_DIR: gitDir },
      );
      const { owner } = fixtures;

      const first = await aerie.start(env);
      proxy.retarget(first.url!);
      await pushFirstCommit(cloneUrl(first.url!, owner.email, fixtures.token, owner.workspace.slug, 'site'), home);
      holding = true;
      const run = await withRunQueued(fixtures.deploymentId, owner.userId);
      const credential = await poll('the run asking for the repository', async () => proxy.authorizations[0]);
      const infoRefs = `/git/${owner.workspace.slug}/site.git/info/refs?service=git-upload-pack`;
      const read = (url: string) => httpRequest(url, { path: infoRefs, headers: { authorization: credential } });
      // While the run lives (its git step waiting), the credential reads the repository.
      expect((await read(first.url!)).status).toBe(200);

      await first.kill();
      expect((await runRow(run)).status).toBe('running');
      // Recovery calls a run dead after a minute without a heartbeat: move the heartbeat back instead.
      await aerie.handle.db
        .update(deploymentRuns)
        .set({ heartbeatAt: sql`now() - interval '61 seconds'` })
        .where(eq(deploymentRuns.id, run));
      const second = await aerie.start(env);
      const ended = await poll('the run ended', async () => {
        const row = await runRow(run);
        return row.status === 'running' ? undefined : row;
      });
      expect(ended).toMatchObject({ status: 'failed', failureReason: 'interrupted' });

      expect((await read(second.url!)).status).toBe(401);
      const left = await aerie.handle.db
        .select()
        .from(deploymentRunCredentials)
        .where(eq(deploymentRunCredentials.runId, run));
      expect(left).toEqual([]);
    } finally {
      release();
      await aerie.stopAll();
      await proxy.close();
      await sshd.stop();
      for (const dir of [gitDir, home, deployPath]) rmSync(dir, { recursive: true, force: true });
    }
  }, 180_000);

  /** Queues a run as the routes do (a row and its job, one transaction); a worker process picks it up. */
  function withRunQueued(deploymentId: number, userId: number): Promise<number> {
    return withJobQueue(aerie.handle, async (jobs) => {
      // enqueueRun reads only the database and the queue of the context.
      const ctx = { db: aerie.handle.db, jobs } as unknown as AppContext;
      return (await enqueueRun(ctx, { deploymentId, trigger: 'manual', userId })).id;
    });
  }

  async function runRow(runId: number) {
    const [row] = await aerie.handle.db.select().from(deploymentRuns).where(eq(deploymentRuns.id, runId));
    return row!;
  }
});
