import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { createHmac } from 'node:crypto';

import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { deployments, providerPushDeliveries, providerPushHooks } from '../src/db/schema/index.js';
import { startFakeGitProviders, type FakeDelivery } from './support/fake-git-providers.js';
import {
  commitShasOf,
  createCall,
  expectPushRuns,
  hookRows,
  hooksOn,
  PROVIDER_PLATFORMS,
  providerProject,
  pushEventCount,
  pushRunsOf,
  sendDelivery,
  settingsCall,
} from './support/provider-push-fixtures.js';
import { startTestApp, type TestApp } from './support/test-app.js';

/*
 * Push to deploy from the providers (issue 28): turning push-to-deploy on makes the repository's webhook at
 * the provider; the provider's signed push queues a run of each deployment following the branch. The fake
 * providers keep the hooks Aerie makes and send the deliveries each provider really sends.
 */
let t: TestApp;
let fakes: Awaited<ReturnType<typeof startFakeGitProviders>>;
let pilotsDir: string;
beforeAll(async () => {
  fakes = await startFakeGitProviders();
  pilotsDir = mkdtempSync(join(tmpdir(), 'aerie-push-pilots-'));
  t = await startTestApp({ env: { ...fakes.env, PILOTS_DIR: pilotsDir } });
});
afterAll(async () => {
  await t?.close();
  await fakes?.close();
  rmSync(pilotsDir, { recursive: true, force: true });
});

/** The same request with its proof of origin taken away or replaced: what a forger can send. */
function forgeries(delivery: FakeDelivery): Array<[string, FakeDelivery]> {
  const without = (names: string[]) =>
    Object.fromEntries(Object.entries(delivery.headers).filter(([name]) => !names.includes(name)));
  const signatureHeaders = ['x-hub-signature-256', 'x-hub-signature', 'x-gitlab-token'];
  const forged: Array<[string, FakeDelivery]> = [
    ['without a signature', { ...delivery, headers: without(signatureHeaders) }],
    [
      'signed with another secret',
      {
        ...delivery,
        headers: {
          ...delivery.headers,
          ...Object.fromEntries(
            signatureHeaders
              .filter((name) => name in delivery.headers)
              .map((name) => [name, name === 'x-gitlab-token' ? 'f'.repeat(64) : `sha256=${'ab'.repeat(32)}`]),
          ),
        },
      },
    ],
  ];
  // GitHub and Bitbucket sign the body: the same signature over other bytes is refused. GitLab's token
  // signs nothing (the provider's own design), so there the token alone is the proof.
  if (!('x-gitlab-token' in delivery.headers))
    forged.push(['with its body changed', { ...delivery, body: `${delivery.body} ` }]);
  return forged;
}

describe.each(PROVIDER_PLATFORMS)('push to deploy from %s', (platform) => {
  const fake = () => fakes[platform];

  it('turning it on makes one webhook with a secret; a signed push queues one run for that branch only', async () => {
    const { owner, remote, repositoryId, body } = await providerProject(t, fake());
    const follows = await createCall(t, owner.token, body({ push_to_deploy: true }));
    expect(follows.statusCode, follows.body).toBe(200);
    expect(follows.json().data.push_to_deploy).toBe(true);
    const staging = await createCall(t, owner.token, body({ push_to_deploy: true, branch: 'staging' }));
    const notOnPush = await createCall(t, owner.token, body({ push_to_deploy: false }));
    for (const reply of [staging, notOnPush]) expect(reply.statusCode, reply.body).toBe(200);

    // One hook for the repository, shared by its deployments, pointing at its own URL with its own secret.
    const [hook, ...others] = hooksOn(fake(), remote);
    expect(others).toEqual([]);
    expect(hook!.url).toMatch(/^http:\/\/aerie\.test\/api\/hooks\/git\/gph[0-9a-f]{24}$/);
    expect(hook!.secret).toMatch(/^[0-9a-f]{64}$/);
    const [row] = await hookRows(t, repositoryId);
    expect(row).toMatchObject({ providerHookId: hook!.id, slug: hook!.url.split('/').at(-1) });
    expect(row!.secretEnc).not.toContain(hook!.secret);

    const [delivery, ...more] = fake().push(remote, { branch: 'main', messages: ['Ship the new page'] });
    expect(more).toEqual([]);
    const reply = await sendDelivery(t, delivery!);
    expect(reply.statusCode, reply.body).toBe(200);
    expect(reply.json()).toMatchObject({ success: true, message: 'Push received.' });

    await expectPushRuns(t, follows.json().data.id, 1);
    const [run] = await pushRunsOf(t, follows.json().data.id);
    expect(run).toMatchObject({ trigger: 'push', startedById: null });
    expect(await pushRunsOf(t, staging.json().data.id)).toEqual([]);
    expect(await pushRunsOf(t, notOnPush.json().data.id)).toEqual([]);
    // The pushed commit is on the Commits tab.
    expect(await commitShasOf(t, repositoryId, 'main')).toContain(remote.commits[0]!.sha);
  });

  it('answers a forged delivery 401 and records and queues nothing', async () => {
    const { owner, remote, repositoryId, body } = await providerProject(t, fake());
    const created = await createCall(t, owner.token, body({ push_to_deploy: true }));
    expect(created.statusCode, created.body).toBe(200);
    const [delivery] = fake().push(remote);
    for (const [how, forged] of forgeries(delivery!)) {
      const reply = await sendDelivery(t, forged);
      expect(reply.statusCode, how).toBe(401);
      expect(reply.json()).toMatchObject({ success: false, error: 'unauthorized' });
    }
    // Another repository's hook URL does not take this repository's signature either.
    const other = await providerProject(t, fake());
    expect((await createCall(t, other.owner.token, other.body({ push_to_deploy: true }))).statusCode).toBe(200);
    const otherUrl = hooksOn(fake(), other.remote)[0]!.url;
    expect((await sendDelivery(t, { ...delivery!, url: otherUrl })).statusCode).toBe(401);

    expect(await pushEventCount(t, repositoryId)).toBe(0);
    expect(await commitShasOf(t, repositoryId, 'main')).not.toContain(remote.commits[0]!.sha);
    const seen = await t.runtime.ctx.db
      .select()
      .from(providerPushDeliveries)
      .where(eq(providerPushDeliveries.deliveryId, delivery!.headers[deliveryHeader(platform)]!));
    expect(seen).toEqual([]);
    expect(await pushRunsOf(t, created.json().data.id)).toEqual([]);
  });

  it('queues nothing for a replayed delivery id', async () => {
    const { owner, remote, repositoryId, body } = await providerProject(t, fake());
    const created = await createCall(t, owner.token, body({ push_to_deploy: true }));
    const [delivery] = fake().push(remote);
    expect((await sendDelivery(t, delivery!)).statusCode).toBe(200);
    const replayed = await sendDelivery(t, delivery!);
    expect(replayed.statusCode, replayed.body).toBe(200);
    expect(replayed.json().message).toBe('Already received.');
    expect(await pushEventCount(t, repositoryId)).toBe(1);
    await expectPushRuns(t, created.json().data.id, 1);
  });

  it('ignores a deleted branch and a tag', async () => {
    const { owner, remote, repositoryId, body } = await providerProject(t, fake());
    await createCall(t, owner.token, body({ push_to_deploy: true }));
    for (const options of [{ branch: 'main', deleted: true }, { tag: 'v1.0.0' }]) {
      const [delivery] = fake().push(remote, options);
      const reply = await sendDelivery(t, delivery!);
      expect(reply.statusCode, reply.body).toBe(200);
      expect(reply.json().message).toBe('Ignored.');
    }
    expect(await pushEventCount(t, repositoryId)).toBe(0);
  });

  it('turning it on in the settings makes the webhook; off on the last deployment, or deleting it, removes it', async () => {
    const { owner, remote, repositoryId, body } = await providerProject(t, fake());
    const first = (await createCall(t, owner.token, body())).json().data;
    const second = (await createCall(t, owner.token, body())).json().data;
    expect(hooksOn(fake(), remote)).toEqual([]);

    for (const deployment of [first, second]) {
      const on = await settingsCall(t, owner.token, deployment.slug, true);
      expect(on.statusCode, on.body).toBe(200);
    }
    expect(hooksOn(fake(), remote)).toHaveLength(1);
    const url = hooksOn(fake(), remote)[0]!.url;

    // A push made while the hook exists, delivered only once it is gone (below).
    const [late] = fake().push(remote);
    // Off on one: the other still deploys on push, the hook stays.
    expect((await settingsCall(t, owner.token, first.slug, false)).statusCode).toBe(200);
    expect(hooksOn(fake(), remote)).toHaveLength(1);
    // Deleting the last one on push takes the hook, at the provider and here.
    const deleted = await t.call({ method: 'DELETE', url: `/api/deployments/${second.slug}`, token: owner.token });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(hooksOn(fake(), remote)).toEqual([]);
    expect(await hookRows(t, repositoryId)).toEqual([]);
    // A delivery to the old URL, signed as it was, is no longer anyone's.
    expect((await sendDelivery(t, late!)).statusCode).toBe(401);
    expect(await pushEventCount(t, repositoryId)).toBe(0);

    // On again, then off again on the only one: made, then removed.
    expect((await settingsCall(t, owner.token, first.slug, true)).statusCode).toBe(200);
    expect(hooksOn(fake(), remote)).toHaveLength(1);
    expect(hooksOn(fake(), remote)[0]!.url).not.toBe(url);
    expect((await settingsCall(t, owner.token, first.slug, false)).statusCode).toBe(200);
    expect(hooksOn(fake(), remote)).toEqual([]);
  });

  it('a provider refusing the webhook is a field error, and nothing is saved', async () => {
    const { owner, project, remote, repositoryId, body } = await providerProject(t, fake());
    const existing = (await createCall(t, owner.token, body())).json().data;
    fake().refuseHooks('Sorry, the URL host aerie.test is not supported because it is not reachable');
    try {
      const created = await createCall(t, owner.token, body({ push_to_deploy: true, deploy_path: '/srv/refused' }));
      expect(created.statusCode, created.body).toBe(400);
      expect(Object.keys(created.json().errors)).toEqual(['push_to_deploy']);
      expect(created.json().errors.push_to_deploy[0]).toMatch(/refused the push webhook: .*not reachable/);
      const switched = await settingsCall(t, owner.token, existing.slug, true);
      expect(switched.statusCode, switched.body).toBe(400);
      expect(Object.keys(switched.json().errors)).toEqual(['push_to_deploy']);
    } finally {
      fake().refuseHooks(null);
    }
    const rows = await t.runtime.ctx.db.select().from(deployments).where(eq(deployments.projectId, project.id));
    expect(rows.map((row) => [row.deployPath, row.pushToDeploy])).toEqual([[existing.deploy_path, false]]);
    expect(await hookRows(t, repositoryId)).toEqual([]);
    expect(hooksOn(fake(), remote)).toEqual([]);
  });

  it('deleting the repository, or removing the integration, removes its webhook at the provider', async () => {
    const byRepository = await providerProject(t, fake());
    await createCall(t, byRepository.owner.token, byRepository.body({ push_to_deploy: true }));
    expect(hooksOn(fake(), byRepository.remote)).toHaveLength(1);
    const removed = await t.call({
      method: 'DELETE',
      url: `/api/projects/${byRepository.project.u_id}/repositories/${byRepository.repositoryId}`,
      token: byRepository.owner.token,
    });
    expect(removed.statusCode, removed.body).toBe(200);
    expect(hooksOn(fake(), byRepository.remote)).toEqual([]);

    const byIntegration = await providerProject(t, fake());
    await createCall(t, byIntegration.owner.token, byIntegration.body({ push_to_deploy: true }));
    expect(hooksOn(fake(), byIntegration.remote)).toHaveLength(1);
    const revoked = await t.call({
      method: 'DELETE',
      url: `/api/repositories/${byIntegration.owner.workspace.slug}/${platform}`,
      token: byIntegration.owner.token,
    });
    expect(revoked.statusCode, revoked.body).toBe(200);
    expect(hooksOn(fake(), byIntegration.remote)).toEqual([]);
    expect(await hookRows(t, byIntegration.repositoryId)).toEqual([]);
  });
});

const deliveryHeader = (platform: string) =>
  ({ github: 'x-github-delivery', gitlab: 'x-gitlab-event-uuid', bitbucket: 'x-request-uuid' })[platform]!;

describe('the push webhook endpoint (hostile input)', () => {
  it('answers a body that is not the push it claims 400, even signed, and records nothing', async () => {
    const { owner, remote, repositoryId, body } = await providerProject(t, fakes.github);
    await createCall(t, owner.token, body({ push_to_deploy: true }));
    const [delivery] = fakes.github.push(remote);
    const hook = delivery!.hook;
    const signed = (raw: string, headers: Record<string, string> = {}): FakeDelivery => ({
      ...delivery!,
      body: raw,
      headers: {
        ...delivery!.headers,
        ...headers,
        'x-hub-signature-256': `sha256=${createHmac('sha256', hook.secret).update(raw).digest('hex')}`,
      },
    });
    for (const raw of ['{"ref": "refs/heads/main", "before": ', '[]', '{"ref": 5, "before": "a", "after": "b"}']) {
      const reply = await sendDelivery(t, signed(raw));
      expect(reply.statusCode, raw).toBe(400);
      expect(reply.json()).toMatchObject({ success: false, error: 'bad_request' });
    }
    // No delivery id: a push that could not be told from its replay is refused.
    const anonymous = signed(delivery!.body, { 'x-github-delivery': '' });
    expect((await sendDelivery(t, anonymous)).statusCode).toBe(400);
    expect(await pushEventCount(t, repositoryId)).toBe(0);
    expect(
      await t.runtime.ctx.db.select().from(providerPushDeliveries).where(eq(providerPushDeliveries.deliveryId, '')),
    ).toEqual([]);

    // GitHub's ping when a hook is made, and any other event: 200, nothing done.
    const ping = signed('{"zen": "Keep it logically awesome.", "hook_id": 1}', { 'x-github-event': 'ping' });
    const pinged = await sendDelivery(t, ping);
    expect(pinged.statusCode, pinged.body).toBe(200);
    expect(pinged.json().message).toBe('Ignored.');
    expect(await pushEventCount(t, repositoryId)).toBe(0);
  });

  it.each(PROVIDER_PLATFORMS)(
    'answers any signed %s push body below 500, and one it refuses records nothing',
    { timeout: 120_000 },
    async (platform) => {
      const fake = fakes[platform];
      const { owner, remote, repositoryId, body } = await providerProject(t, fake);
      await createCall(t, owner.token, body({ push_to_deploy: true }));
      const [delivery] = fake.push(remote, { deleted: true });
      const { secret } = delivery!.hook;
      const signedAs = (raw: string): Record<string, string> =>
        platform === 'gitlab'
          ? {}
          : {
              [platform === 'github' ? 'x-hub-signature-256' : 'x-hub-signature']:
                `sha256=${createHmac('sha256', secret).update(raw).digest('hex')}`,
            };
      const seen = async () => (await t.runtime.ctx.db.select().from(providerPushDeliveries)).length;
      const bodies = fc.oneof(
        fc.jsonValue().map((value) => JSON.stringify(value)),
        fc.string({ maxLength: 200 }),
        // The real shape with hostile values in its fields.
        fc
          .record({
            ref: fc.anything(),
            before: fc.anything(),
            after: fc.anything(),
            commits: fc.anything(),
            push: fc.anything(),
          })
          .map((value) => JSON.stringify(value)),
      );
      await fc.assert(
        fc.asyncProperty(bodies, async (raw) => {
          const before = [await pushEventCount(t, repositoryId), await seen()];
          const reply = await sendDelivery(t, {
            ...delivery!,
            body: raw,
            headers: { ...delivery!.headers, ...signedAs(raw) },
          });
          expect(reply.statusCode, `${raw} → ${reply.body}`).toBeLessThan(500);
          if (reply.statusCode >= 400) expect([await pushEventCount(t, repositoryId), await seen()]).toEqual(before);
        }),
        { numRuns: 25, seed: 28 },
      );
    },
  );

  it('answers an unknown hook 401, and an address that keeps sending refused requests 429', async () => {
    const { owner, remote, body } = await providerProject(t, fakes.gitlab);
    await createCall(t, owner.token, body({ push_to_deploy: true }));
    const [delivery] = fakes.gitlab.push(remote);
    const unknown = { ...delivery!, url: delivery!.url.replace(/gph[0-9a-f]{6}/, 'gph000000') };
    expect((await sendDelivery(t, unknown, '198.51.100.7')).statusCode).toBe(401);
    expect(
      (await sendDelivery(t, { ...delivery!, url: 'http://aerie.test/api/hooks/git/nothing' }, '198.51.100.7'))
        .statusCode,
    ).toBe(401);
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 30; attempt++)
      statuses.push((await sendDelivery(t, unknown, '198.51.100.7')).statusCode);
    expect(statuses.at(-1)).toBe(429);
    // The provider's genuine delivery from elsewhere is not held up by it.
    expect((await sendDelivery(t, delivery!, '192.0.2.44')).statusCode).toBe(200);
  });

  it('keeps the webhook secret sealed: a row whose secret does not open takes no delivery', async () => {
    const { owner, remote, repositoryId, body } = await providerProject(t, fakes.bitbucket);
    await createCall(t, owner.token, body({ push_to_deploy: true }));
    const [other] = await hookRows(t, repositoryId);
    // A ciphertext moved from another hook's row does not open here (the slug is its associated data).
    const second = await providerProject(t, fakes.bitbucket);
    await createCall(t, second.owner.token, second.body({ push_to_deploy: true }));
    const [target] = await hookRows(t, second.repositoryId);
    await t.runtime.ctx.db
      .update(providerPushHooks)
      .set({ secretEnc: other!.secretEnc })
      .where(eq(providerPushHooks.id, target!.id));
    const [delivery] = fakes.bitbucket.push(second.remote);
    expect((await sendDelivery(t, delivery!)).statusCode).toBe(401);
    expect(await pushEventCount(t, second.repositoryId)).toBe(0);
    expect(remote).toBeDefined();
  });
});
