import { randomBytes } from 'node:crypto';
import { readFile, rm } from 'node:fs/promises';
import { join } from 'node:path';

import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { deploymentRuns, deployments } from '../src/db/schema/index.js';
import { fireDueSchedules } from '../src/modules/deployments/fire-schedules.js';
import { claimRun } from '../src/modules/deployments/run-state.js';
import { runDeployment } from '../src/modules/deployments/run-deployment.js';
import { runLogLines, startDeploySetting, startRun, waitForRun } from './support/deployment-fixtures.js';
import { startSshd, type TestSshd } from './support/sshd.js';

/*
 * Races on deployment runs. PGlite runs one query at a time, so these interleavings cannot happen there:
 * the file runs in the PostgreSQL pass (DATABASE_URL set), where the calls really run at once.
 */
describe.runIf(process.env.DATABASE_URL)('races on deployment runs (PostgreSQL)', () => {
  let sshd: TestSshd;
  let setting: Awaited<ReturnType<typeof startDeploySetting>>;
  beforeAll(async () => {
    sshd = await startSshd();
    setting = await startDeploySetting(sshd);
  });
  afterAll(async () => {
    await setting?.close();
    await sshd?.stop();
  });

  it('never runs two runs of one deployment at once: each build starts after the other ended', async () => {
    const { t, team } = setting;
    // Each build writes when it started and when it ended (nanoseconds) into one file beside the releases.
    const file = join(sshd.home, `intervals-${randomBytes(6).toString('hex')}`);
    const deployment = await setting.deployment({
      commands: `start=$(date +%s%N)\nsleep 1\necho "$start $(date +%s%N)" >> ${file}`,
    });
    const runs = await Promise.all([1, 2, 3].map(() => startRun(t, deployment.id, team.owner.userId)));
    const ended = await Promise.all(runs.map((run) => waitForRun(t, run.id)));
    expect(ended.map((run) => run.status)).toEqual(['succeeded', 'succeeded', 'succeeded']);
    const intervals = (await readFile(file, 'utf8'))
      .trim()
      .split('\n')
      .map((line) => line.split(' ').map(BigInt) as [bigint, bigint])
      .sort((a, b) => (a[0] < b[0] ? -1 : 1));
    await rm(file, { force: true });
    expect(intervals).toHaveLength(3);
    for (let index = 1; index < intervals.length; index += 1) {
      expect(intervals[index]![0] >= intervals[index - 1]![1]).toBe(true);
    }
  });

  it('starts a run once when two workers take its job at once', async () => {
    const { t, team } = setting;
    const deployment = await setting.deployment({ commands: 'echo built' });
    // A run whose job the app's own worker would also take: it is claimed by the first of the three.
    const [run] = await t.runtime.ctx.db
      .insert(deploymentRuns)
      .values({ deploymentId: deployment.id, trigger: 'manual', startedById: team.owner.userId })
      .returning();
    await Promise.all([1, 2, 3].map(() => runDeployment(t.runtime.ctx, run!.id)));
    expect(await waitForRun(t, run!.id)).toMatchObject({ status: 'succeeded' });
    const lines = await runLogLines(t, run!.id);
    expect(lines.filter((line) => line.line.startsWith('Connecting to'))).toHaveLength(1);
    expect(lines.filter((line) => line.line === 'built')).toHaveLength(1);
  });

  it('lets one of two queued runs of a deployment claim the running place', async () => {
    const { t } = setting;
    for (let round = 0; round < 5; round += 1) {
      const deployment = await setting.deployment();
      const queued = await t.runtime.ctx.db
        .insert(deploymentRuns)
        .values([1, 2, 3, 4].map(() => ({ deploymentId: deployment.id, trigger: 'manual' as const })))
        .returning();
      const claims = await Promise.all(queued.map((run) => claimRun(t.runtime.ctx, run.id)));
      expect(claims.filter(Boolean)).toHaveLength(1);
      // Leave nothing running for the app's worker to wait on.
      await t.runtime.ctx.db.delete(deploymentRuns).where(eq(deploymentRuns.deploymentId, deployment.id));
    }
  });

  it('fires a due schedule once when two cron passes run at once, and moves it to the next day', async () => {
    const { t } = setting;
    const now = new Date();
    const due = await setting.deployment({
      schedule: '03:30:00',
      timezone: 'Europe/Paris',
      nextRunAt: new Date(now.getTime() - 60_000),
      commands: 'true',
    });
    const fired = await Promise.all([fireDueSchedules(t.runtime.ctx, now), fireDueSchedules(t.runtime.ctx, now)]);
    const runs = await t.runtime.ctx.db.select().from(deploymentRuns).where(eq(deploymentRuns.deploymentId, due.id));
    expect(runs).toHaveLength(1);
    expect(runs[0]).toMatchObject({ trigger: 'schedule', startedById: null });
    expect(fired.reduce((sum, count) => sum + count, 0)).toBeLessThanOrEqual(1);
    const [moved] = await t.runtime.ctx.db.select().from(deployments).where(eq(deployments.id, due.id));
    expect(moved!.nextRunAt!.getTime()).toBeGreaterThan(now.getTime());
    await waitForRun(t, runs[0]!.id);
  });
});
