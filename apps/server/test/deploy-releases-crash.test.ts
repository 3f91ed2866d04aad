import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { ROLLBACK_MESSAGES } from '@aerie/contract';
import { and, eq, like, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';

import type { AppContext } from '../src/context.js';
import { deploymentRunLogs, deploymentRuns } from '../src/db/schema/index.js';
import { enqueueRun } from '../src/modules/deployments/enqueue-run.js';
import { httpRequest } from './support/aerie-process.js';
import { poll, useAerieProcesses } from './support/crash-harness.js';
import { insertDeployment } from './support/deployment-fixtures.js';
import { withJobQueue } from './support/outside-queue.js';
import { accountWithWorkspace, createProject } from './support/project-fixtures.js';
import { liveRelease } from './support/release-fixtures.js';
import { cloneUrl, createAccessToken, createRepository, pushFirstCommit } from './support/repository-fixtures.js';
import { connectBody, connectServer } from './support/server-fixtures.js';
import { startSshd } from './support/sshd.js';

const serverUrl = process.env.DATABASE_URL;

/** Written by the build as its very last step: a release that has it is complete. */
const MARKER = 'release-complete';

// kill -9 needs a real second process on a database it can share (PGlite belongs to one process): this
// runs in the PostgreSQL pass (DATABASE_URL set) only.
describe.skipIf(!serverUrl)('a worker killed in the middle of a releases run', () => {
  const aerie = useAerieProcesses(serverUrl!);

  it('leaves current at a complete release, during the build, after the switch and during a rollback, and nothing is stuck', async () => {
    const sshd = await startSshd();
    const gitDir = mkdtempSync(join(tmpdir(), 'aerie-release-crash-git-'));
    const home = mkdtempSync(join(tmpdir(), 'aerie-release-crash-home-'));
    const holds = `/tmp/aerie-release-crash-${randomBytes(6).toString('hex')}`;
    const holdBuild = `${holds}-build`;
    const holdRestart = `${holds}-restart`;
    const deployPath = `${sshd.home}/deploy-release-crash-${randomBytes(6).toString('hex')}`;
    try {
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
            commands: ['echo building', `while [ -e ${holdBuild} ]; do sleep 0.1; done`, `echo done > ${MARKER}`].join(
              '\n',
            ),
            releases: {
              restartCommand: `echo restarting\nwhile [ -e ${holdRestart} ]; do sleep 0.1; done`,
            },
          });
          const { token } = await createAccessToken(t, owner.token);
          return { owner, deploymentId: deployment.id, slug: deployment.slug, token };
        },
        { GIT_DIR: gitDir },
      );
      const { owner } = fixtures;
      const env = { ALLOW_PRIVATE_TARGETS: 'true', GIT_DIR: gitDir };

      let worker = await aerie.start(env);
      /** Asks to roll back as the runs page does (POST …/rollback). */
      const askRollBack = (targetRunId: number) =>
        httpRequest(worker.url!, {
          method: 'POST',
          path: `/api/deployments/${fixtures.slug}/runs/${targetRunId}/rollback`,
          headers: { authorization: `Bearer ${owner.token}` },
        });
      /** Rolls back: the id of the run it queued. */
      const rollBack = async (targetRunId: number) => {
        const reply = await askRollBack(targetRunId);
        expect(reply.status, reply.body).toBe(200);
        return (JSON.parse(reply.body) as { data: { id: number } }).data.id;
      };
      await pushFirstCommit(cloneUrl(worker.url!, owner.email, fixtures.token, owner.workspace.slug, 'site'), home);
      const first = await ended(await queueRun(fixtures.deploymentId, owner.userId));
      expect(first).toMatchObject({ status: 'succeeded' });
      expect(liveRelease(deployPath)).toBe(first.release);

      // Killed during the build: nothing live has changed.
      writeFileSync(holdBuild, '');
      const duringBuild = await queueRun(fixtures.deploymentId, owner.userId);
      await logLine(duringBuild, 'building');
      await worker.kill();
      expect(liveRelease(deployPath)).toBe(first.release);
      expect(existsSync(join(deployPath, 'current', MARKER))).toBe(true);
      worker = await restartAfterCrash(env, duringBuild);
      rmSync(holdBuild, { force: true });

      // Killed during the restart command, after the switch: current is the new release, whole.
      writeFileSync(holdRestart, '');
      const duringRestart = await queueRun(fixtures.deploymentId, owner.userId);
      await logLine(duringRestart, 'restarting');
      await worker.kill();
      const afterSwitch = liveRelease(deployPath);
      expect(await runRow(duringRestart)).toMatchObject({ release: afterSwitch, wentLiveAt: expect.any(Date) });
      expect(existsSync(join(deployPath, 'current', MARKER))).toBe(true);
      worker = await restartAfterCrash(env, duringRestart);
      rmSync(holdRestart, { force: true });

      // The next run deploys over the leftovers, and prunes the release the build never finished.
      const next = await ended(await queueRun(fixtures.deploymentId, owner.userId));
      expect(next).toMatchObject({ status: 'succeeded' });
      expect(liveRelease(deployPath)).toBe(next.release);
      const unfinished = (await runRow(duringBuild)).release!;
      expect(await runRow(duringBuild)).toMatchObject({ status: 'failed', releasePruned: true });
      expect(existsSync(join(deployPath, 'releases', unfinished))).toBe(false);
      expect(existsSync(join(deployPath, 'releases', afterSwitch!))).toBe(false);
      expect(existsSync(join(deployPath, 'releases', first.release!))).toBe(true);

      // Killed during a rollback's restart command, after its switch: current is the release rolled back to, whole.
      writeFileSync(holdRestart, '');
      const rollback = await rollBack(first.id);
      await logLine(rollback, 'restarting');
      await worker.kill();
      expect(liveRelease(deployPath)).toBe(first.release);
      expect(existsSync(join(deployPath, 'current', MARKER))).toBe(true);
      worker = await restartAfterCrash(env, rollback);
      rmSync(holdRestart, { force: true });
      // Aerie knows the switch happened although the run never ended: the release rolled back to is the live one
      // (a second rollback to it is refused as such), and the release live before can be rolled back to.
      expect(await runRow(rollback)).toMatchObject({ release: first.release, wentLiveAt: expect.any(Date) });
      const again = await askRollBack(first.id);
      expect(again.status).toBe(422);
      expect(again.body).toContain(ROLLBACK_MESSAGES.live(first.release!));
      expect(await ended(await rollBack(next.id))).toMatchObject({ status: 'succeeded', release: next.release });
      expect(liveRelease(deployPath)).toBe(next.release);
    } finally {
      rmSync(holdBuild, { force: true });
      rmSync(holdRestart, { force: true });
      await aerie.stopAll();
      await sshd.stop();
      for (const dir of [gitDir, home, deployPath]) rmSync(dir, { recursive: true, force: true });
    }
  }, 300_000);

  /** Recovery calls a run dead after a minute without a heartbeat: the test moves it back instead. */
  async function restartAfterCrash(env: Record<string, string>, runId: number) {
    expect((await runRow(runId)).status).toBe('running');
    await aerie.handle.db
      .update(deploymentRuns)
      .set({ heartbeatAt: sql`now() - interval '61 seconds'` })
      .where(eq(deploymentRuns.id, runId));
    const started = await aerie.start(env);
    expect(await ended(runId)).toMatchObject({ status: 'failed', failureReason: 'interrupted' });
    return started;
  }

  function queueRun(deploymentId: number, userId: number): Promise<number> {
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

  function ended(runId: number) {
    return poll(`run ${runId} ended`, async () => {
      const row = await runRow(runId);
      return ['queued', 'running'].includes(row.status) ? undefined : row;
    });
  }

  function logLine(runId: number, text: string) {
    return poll(`"${text}" in run ${runId}'s log`, async () => {
      const [line] = await aerie.handle.db
        .select()
        .from(deploymentRunLogs)
        .where(and(eq(deploymentRunLogs.runId, runId), like(deploymentRunLogs.line, text)));
      return line;
    });
  }
});
