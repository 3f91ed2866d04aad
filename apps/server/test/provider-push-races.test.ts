import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { deployments } from '../src/db/schema/index.js';
import { startFakeGitProviders } from './support/fake-git-providers.js';
import {
  createCall,
  expectPushRuns,
  hookRows,
  hooksOn,
  providerProject,
  pushEventCount,
  pushRunsOf,
  sendDelivery,
  settingsCall,
} from './support/provider-push-fixtures.js';
import { startTestApp, type TestApp } from './support/test-app.js';

/*
 * Push to deploy from the providers (issue 28) writes after checking: a delivery id not seen before, a
 * repository without a hook, the last deployment on push. PGlite runs one query at a time, so these only
 * race on PostgreSQL (DATABASE_URL set, as in CI).
 */
const ROUNDS = 4;

describe.runIf(process.env.DATABASE_URL)('races on provider push webhooks (PostgreSQL)', () => {
  let t: TestApp;
  let fakes: Awaited<ReturnType<typeof startFakeGitProviders>>;
  let pilotsDir: string;
  beforeAll(async () => {
    fakes = await startFakeGitProviders();
    pilotsDir = mkdtempSync(join(tmpdir(), 'aerie-push-races-'));
    t = await startTestApp({ env: { ...fakes.env, PILOTS_DIR: pilotsDir } });
  });
  afterAll(async () => {
    await t?.close();
    await fakes?.close();
    rmSync(pilotsDir, { recursive: true, force: true });
  });

  it('one delivery sent five times at once queues one run', async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const fake = fakes[(['github', 'gitlab', 'bitbucket'] as const)[round % 3]!];
      const { owner, remote, repositoryId, body } = await providerProject(t, fake);
      const created = (await createCall(t, owner.token, body({ push_to_deploy: true }))).json().data;
      const [delivery] = fake.push(remote);
      const replies = await Promise.all(Array.from({ length: 5 }, () => sendDelivery(t, delivery!)));
      expect(replies.map((reply) => reply.statusCode)).toEqual([200, 200, 200, 200, 200]);
      expect(replies.map((reply) => reply.json().message).sort()).toEqual([
        'Already received.',
        'Already received.',
        'Already received.',
        'Already received.',
        'Push received.',
      ]);
      expect(await pushEventCount(t, repositoryId)).toBe(1);
      await expectPushRuns(t, created.id, 1);
    }
  });

  it('two deployments turning push on at once leave one webhook, at the provider and here', async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const { owner, remote, repositoryId, body } = await providerProject(t, fakes.github);
      const replies = await Promise.all([
        createCall(t, owner.token, body({ push_to_deploy: true })),
        createCall(t, owner.token, body({ push_to_deploy: true })),
      ]);
      expect(replies.map((reply) => reply.statusCode)).toEqual([200, 200]);
      const [hook, ...others] = hooksOn(fakes.github, remote);
      expect(others).toEqual([]);
      const rows = await hookRows(t, repositoryId);
      expect(rows.map((row) => row.providerHookId)).toEqual([hook!.id]);
    }
  });

  it('the last deployment on push going while another turns it on leaves that one with a working webhook', async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const { owner, remote, repositoryId, body } = await providerProject(t, fakes.gitlab);
      const leaving = (await createCall(t, owner.token, body({ push_to_deploy: true }))).json().data;
      const joining = (await createCall(t, owner.token, body())).json().data;
      const [deleted, switched] = await Promise.all([
        t.call({ method: 'DELETE', url: `/api/deployments/${leaving.slug}`, token: owner.token }),
        settingsCall(t, owner.token, joining.slug, true),
      ]);
      expect([deleted.statusCode, switched.statusCode]).toEqual([200, 200]);
      const [row] = await t.runtime.ctx.db.select().from(deployments).where(eq(deployments.id, joining.id));
      expect(row!.pushToDeploy).toBe(true);
      const [hook, ...others] = hooksOn(fakes.gitlab, remote);
      expect(others).toEqual([]);
      expect((await hookRows(t, repositoryId)).map((hookRow) => hookRow.providerHookId)).toEqual([hook!.id]);
      // And it works: the provider's push reaches the deployment.
      const [delivery] = fakes.gitlab.push(remote);
      expect((await sendDelivery(t, delivery!)).statusCode).toBe(200);
      await expectPushRuns(t, joining.id, 1);
      expect(await pushRunsOf(t, leaving.id)).toEqual([]);
    }
  });
});
