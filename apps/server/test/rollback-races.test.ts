import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { ROLLBACK_MESSAGES } from '@aerie/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { deploymentRuns } from '../src/db/schema/index.js';
import { claimRun } from '../src/modules/deployments/run-state.js';
import { accountWithWorkspace } from './support/project-fixtures.js';
import { deploymentWithReleases } from './support/release-api-fixtures.js';
import { startTestApp, type TestApp } from './support/test-app.js';

/*
 * Races on Roll back (issue 28). PGlite runs one query at a time, so these interleavings cannot happen there:
 * the file runs in the PostgreSQL pass (DATABASE_URL set). The app runs no workers: the test claims runs itself.
 */
describe.runIf(process.env.DATABASE_URL)('races on rollbacks (PostgreSQL)', () => {
  let t: TestApp;
  let gitDir: string;
  let owner: Awaited<ReturnType<typeof accountWithWorkspace>>;
  beforeAll(async () => {
    gitDir = mkdtempSync(join(tmpdir(), 'aerie-rollback-git-'));
    t = await startTestApp({ env: { GIT_DIR: gitDir }, role: 'web' });
    owner = await accountWithWorkspace(t);
  });
  afterAll(async () => {
    await t?.close();
    rmSync(gitDir, { force: true, recursive: true });
  });

  const rollBack = (slug: string, runId: number) =>
    t.call({ method: 'POST', url: `/api/deployments/${slug}/runs/${runId}/rollback`, token: owner.token });

  it('queues two rollbacks and a Deploy now sent at once, and lets only one of them run', async () => {
    const { deployment, older } = await deploymentWithReleases(t, owner);
    const replies = await Promise.all([
      rollBack(deployment.slug, older.id),
      rollBack(deployment.slug, older.id),
      t.call({ method: 'POST', url: `/api/deployments/${deployment.slug}/runs`, token: owner.token }),
    ]);
    expect(replies.map((reply) => reply.statusCode)).toEqual([200, 200, 200]);
    const queued = await t.runtime.ctx.db
      .select()
      .from(deploymentRuns)
      .where(and(eq(deploymentRuns.deploymentId, deployment.id), eq(deploymentRuns.status, 'queued')));
    expect(queued.map((run) => run.kind).sort()).toEqual(['deploy', 'rollback', 'rollback']);
    const claims = await Promise.all(queued.map((run) => claimRun(t.runtime.ctx, run.id)));
    expect(claims.filter(Boolean)).toHaveLength(1);
  });

  it('waits for a run marking the release pruned, and refuses it once that commits', async () => {
    const { deployment, older } = await deploymentWithReleases(t, owner);
    let commit!: () => void;
    const held = new Promise<void>((resolve) => (commit = resolve));
    let marked!: () => void;
    const isMarked = new Promise<void>((resolve) => (marked = resolve));
    // The engine pruning old releases: its update holds the run's row until it commits.
    const pruning = t.runtime.ctx.db.transaction(async (tx) => {
      await tx.update(deploymentRuns).set({ releasePruned: true }).where(eq(deploymentRuns.id, older.id));
      marked();
      await held;
    });
    await isMarked;
    const reply = rollBack(deployment.slug, older.id);
    // Without the row lock the check would read the release as present and queue a rollback to nothing.
    await new Promise((resolve) => setTimeout(resolve, 300));
    commit();
    await pruning;
    const answered = await reply;
    expect(answered.statusCode, answered.body).toBe(422);
    expect(answered.json().message).toBe(ROLLBACK_MESSAGES.pruned('1-aaaaaaa', 5));
    const runs = await t.runtime.ctx.db
      .select()
      .from(deploymentRuns)
      .where(eq(deploymentRuns.deploymentId, deployment.id));
    expect(runs.filter((run) => run.kind === 'rollback')).toHaveLength(0);
  });
});
