import { chmodSync, existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';

import { HOSTING_MESSAGES } from '@aerie/contract';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createDigitalOceanProvider } from '../src/adapters/cloud/digitalocean-provider.js';
import { localPilotAccount } from '../src/adapters/server-transport/local-account.js';
import { PaymentProviderError } from '../src/adapters/payments/payment-provider.js';
import {
  pilotDiscountCodeUses,
  pilotDiscountCodes,
  serverLogs,
  servers,
  transactions,
} from '../src/db/schema/index.js';
import { withServerSession } from '../src/modules/hosting/server-session.js';
import { openSecret } from '../src/modules/secrets/secret-box.js';
import { payAtSandbox, verifyUrl } from './support/billing-fixtures.js';
import { startFakeDigitalOcean, type FakeDigitalOcean } from './support/fake-digitalocean.js';
import {
  buyPilot,
  initializePilot,
  payAndVerify,
  pilotAction,
  pilotPurchase,
  provisionedPilot,
} from './support/pilot-fixtures.js';
import { accountWithWorkspace, createProject, expectRefused, projectTeam } from './support/project-fixtures.js';
import { startTestApp, type TestApp } from './support/test-app.js';

const POLL = { CLOUD_POLL_SECONDS: '0.05', CLOUD_WAIT_SECONDS: '5' };

type Team = Awaited<ReturnType<typeof projectTeam>>;

async function serverRow(t: TestApp, pilotId: string) {
  const [row] = await t.runtime.ctx.db.select().from(servers).where(eq(servers.pilotId, pilotId));
  return row!;
}

async function logsOf(t: TestApp, serverId: number) {
  return t.runtime.ctx.db
    .select({ action: serverLogs.action, outcome: serverLogs.outcome, userId: serverLogs.userId })
    .from(serverLogs)
    .where(eq(serverLogs.serverId, serverId))
    .orderBy(asc(serverLogs.id));
}

const monthAfter = (date: Date) => {
  const next = new Date(date);
  next.setUTCMonth(next.getUTCMonth() + 1);
  return next;
};

describe('pilots on the local provider', () => {
  let t: TestApp;
  let team: Team;
  let root: string;
  let dataDir: string;
  beforeAll(async () => {
    root = mkdtempSync(join(tmpdir(), 'aerie-pilots-'));
    // The pilot account passes through the test's own directory, as through any parent of DATA_DIR.
    chmodSync(root, 0o711);
    dataDir = join(root, 'data');
    mkdirSync(dataDir, { recursive: true });
    // PILOTS_DIR is left at its default, DATA_DIR/pilots: the case the isolation must hold for.
    t = await startTestApp({ env: { ...POLL, DATA_DIR: dataDir, GIT_DIR: join(dataDir, 'git') } });
    team = await projectTeam(t, 'maintainer');
  });
  afterAll(async () => {
    await t.close();
    rmSync(root, { recursive: true, force: true });
  });

  it('lists the plans with whole-unit prices and the templates, in their order', async () => {
    const plans = await t.call({ method: 'GET', url: '/api/resources/pilots', token: team.member.token });
    expect(plans.statusCode).toBe(200);
    expect(plans.json().data[0]).toEqual({
      id: 1,
      name: 'Starter',
      dollar_price: 6,
      naira_price: 9600,
      pound_price: 5,
      details: ['1 vCPU', '1 GB memory', '25 GB SSD', '1 TB transfer'],
    });
    expect(plans.json().data.map((plan: { name: string }) => plan.name)).toEqual([
      'Starter',
      'Basic',
      'Standard',
      'Pro',
    ]);
    const templates = await t.call({ method: 'GET', url: '/api/resources/pilot-templates', token: team.member.token });
    expect(templates.json().data.map((template: { name: string }) => template.name)).toEqual([
      'Ubuntu 24.04',
      'Node.js',
      'Static site',
      'LAMP',
    ]);
    expect(templates.json().data[0]).toEqual({ id: 1, name: 'Ubuntu 24.04', details: expect.any(String) });
  });

  it('buys, provisions, reboots, powers off and on a pilot, logging each action', async () => {
    const { owner, member, project } = team;
    const { reference, amount, currency } = await initializePilot(t, owner, project);
    expect({ amount, currency }).toEqual({ amount: 600, currency: 'USD' });
    // Before payment there is no pilot to hand out.
    const early = await t.call({ method: 'POST', url: '/api/falcons/pilot', token: owner.token, body: { reference } });
    expect(early.statusCode, early.body).toBe(400);

    const paidAt = new Date();
    await payAndVerify(t, owner.token, reference);
    // Any member of the project finds the pilot its payment bought.
    const created = await t.call({
      method: 'POST',
      url: '/api/falcons/pilot',
      token: member.token,
      body: { reference },
    });
    expect(created.statusCode, created.body).toBe(200);
    const pilot = created.json().data;
    expect(created.json().message).toBe('Pilot created.');
    expect(pilot).toMatchObject({
      pilot_id: expect.stringMatching(/^pil_[a-z0-9]{24}$/),
      slug: expect.stringMatching(/^[a-z0-9]{20}$/),
      name: expect.stringMatching(/^starter-[a-z0-9]{4}$/),
      hostname: 'Aerie Cloud',
      ip: null,
      active: 0,
      is_expired: false,
      plan: 'Starter',
      template: 'Node.js',
      auth_method: 'managed',
      project_id: project.id,
    });
    const expires = new Date(pilot.expires_at).getTime();
    expect(expires).toBeGreaterThanOrEqual(monthAfter(paidAt).getTime() - 60_000);
    expect(expires).toBeLessThanOrEqual(monthAfter(new Date()).getTime());

    // Not provisioned yet: nothing to reboot.
    const early2 = await pilotAction(t, member.token, pilot.pilot_id, 'reboot');
    expect(early2.statusCode).toBe(400);
    expect(early2.json().message).toBe(HOSTING_MESSAGES.pilotNotProvisioned);

    const provisioned = await pilotAction(t, member.token, pilot.pilot_id, 'provision');
    expect(provisioned.statusCode, provisioned.body).toBe(200);
    expect(provisioned.json().message).toBe(HOSTING_MESSAGES.pilotProvisioned);
    expect(provisioned.json().data).toMatchObject({
      ip: '127.0.0.1',
      active: 1,
      provider: 'local',
      hostname: 'Aerie Cloud (this host)',
      fingerprint: 'local',
    });
    const row = await serverRow(t, pilot.pilot_id);
    expect(row.providerServerId).toMatch(/^lp-[a-f0-9]{20}$/);
    expect(existsSync(join(dataDir, 'pilots', row.providerServerId!))).toBe(true);

    const again = await pilotAction(t, member.token, pilot.pilot_id, 'provision');
    expect(again.json()).toMatchObject({ message: 'Pilot is already provisioned.', data: { ip: '127.0.0.1' } });

    const alreadyOn = await pilotAction(t, member.token, pilot.pilot_id, 'on');
    expect(alreadyOn.statusCode).toBe(409);

    const rebooted = await pilotAction(t, member.token, pilot.pilot_id, 'reboot');
    expect(rebooted.json()).toMatchObject({ message: HOSTING_MESSAGES.pilotRebooted, data: { active: 1 } });
    const off = await pilotAction(t, owner.token, pilot.pilot_id, 'off');
    expect(off.json()).toMatchObject({ message: HOSTING_MESSAGES.pilotPoweredOff, data: { active: 0 } });
    expect((await pilotAction(t, owner.token, pilot.pilot_id, 'off')).statusCode).toBe(409);
    // A powered-off local pilot runs nothing.
    const offRow = await serverRow(t, pilot.pilot_id);
    await expect(withServerSession(t.runtime.ctx, offRow, (session) => session.run('true'))).rejects.toMatchObject({
      status: 409,
    });
    const on = await pilotAction(t, member.token, pilot.pilot_id, 'on');
    expect(on.json()).toMatchObject({ message: HOSTING_MESSAGES.pilotPoweredOn, data: { active: 1 } });

    expect(await logsOf(t, row.id)).toEqual([
      { action: 'provision', outcome: 'success', userId: member.userId },
      { action: 'reboot', outcome: 'success', userId: member.userId },
      { action: 'power_off', outcome: 'success', userId: owner.userId },
      { action: 'power_on', outcome: 'success', userId: member.userId },
    ]);
  });

  it('runs a local pilot as the unprivileged account, which cannot read Aerie’s data or keys', async () => {
    const account = localPilotAccount(t.runtime.ctx.config.hosting.localPilotUser);
    // Aerie's own files as they are in DATA_DIR: the master key (0600) and a repository (git's 0755/0644).
    writeFileSync(join(dataDir, 'secret.key'), 'master-key-bytes', { mode: 0o600 });
    const early = join(dataDir, 'git', '1', '1.git');
    mkdirSync(early, { recursive: true, mode: 0o755 });
    writeFileSync(join(early, 'config'), '[core]\n', { mode: 0o644 });
    const pilot = await provisionedPilot(t, team.owner, team.project);
    // …and one made after the pilot (Aerie Git's directory for a later repository).
    const late = join(dataDir, 'late');
    mkdirSync(late, { mode: 0o755 });
    writeFileSync(join(late, 'file'), 'later', { mode: 0o644 });

    const row = await serverRow(t, pilot.pilot_id!);
    expect(row.username).toBe(account ? 'nobody' : 'root');
    const result = await withServerSession(t.runtime.ctx, row, (session) =>
      session.run(
        [
          'id -u',
          'echo probe > own-file && cat own-file',
          `cat '${join(dataDir, 'secret.key')}' && echo READ-KEY`,
          `ls '${dataDir}' && echo LISTED-DATA`,
          `cat '${join(early, 'config')}' && echo READ-GIT`,
          `cat '${join(late, 'file')}' && echo READ-LATE`,
          `ls '${join(dataDir, 'pilots')}' && echo LISTED-PILOTS`,
          'true',
        ].join('\n'),
      ),
    );
    if (!account) return;
    expect(result.stdout.split('\n')[0]).toBe(String(account.uid));
    expect(result.stdout).toContain('probe');
    for (const leak of ['READ-KEY', 'LISTED-DATA', 'READ-GIT', 'READ-LATE', 'LISTED-PILOTS', 'master-key-bytes'])
      expect(result.stdout).not.toContain(leak);
    expect(result.stderr).toContain('Permission denied');
  });

  it('applies a promo code, any case; refuses an unknown or expired one on its field', async () => {
    const { owner, project } = team;
    expect((await initializePilot(t, owner, project, { discount_code: 'WELCOME10' })).amount).toBe(540);
    expect((await initializePilot(t, owner, project, { discount_code: 'launch50' })).amount).toBe(300);
    for (const code of ['SUMMER25', 'NOPE']) {
      const reply = await t.call({
        method: 'POST',
        url: '/api/transactions/initialize',
        token: owner.token,
        body: pilotPurchase(owner, project, { discount_code: code }),
      });
      expectRefused(reply, 'discount_code', HOSTING_MESSAGES.invalidDiscount);
    }
  });

  // Issue 24: promo codes have a total and a per-workspace limit; pilot-races.test.ts races them.
  it('refuses a promo code used up, in total or by this workspace, on its field, leaving no payment', async () => {
    const { db } = t.runtime.ctx;
    const [code] = await db
      .insert(pilotDiscountCodes)
      .values({ code: 'LIMITED20', percentOff: 20, maxUses: 3, maxUsesPerWorkspace: 2 })
      .returning();
    const buyers = [await accountWithWorkspace(t), await accountWithWorkspace(t)];
    const projects = await Promise.all(buyers.map((buyer) => createProject(t, buyer.token, buyer.workspace.id)));
    const start = (index: number) =>
      t.call({
        method: 'POST',
        url: '/api/transactions/initialize',
        token: buyers[index]!.token,
        body: pilotPurchase(buyers[index]!, projects[index]!, { discount_code: 'limited20' }),
      });
    const payments = async () =>
      (await db.select().from(transactions).where(eq(transactions.discountCodeId, code!.id))).length;
    expect((await start(0)).statusCode).toBe(200);
    expect((await start(0)).statusCode).toBe(200);
    // The first workspace has had its two; the second still may, until the code's three are gone.
    expectRefused(await start(0), 'discount_code', HOSTING_MESSAGES.discountUsedUp);
    expect((await start(1)).json().data.amount).toBe(480);
    expect(await payments()).toBe(3);
    expectRefused(await start(1), 'discount_code', HOSTING_MESSAGES.discountUsedUp);
    expect(await payments()).toBe(3);
    const [counted] = await db.select().from(pilotDiscountCodes).where(eq(pilotDiscountCodes.id, code!.id));
    expect(counted!.uses).toBe(3);
    const perWorkspace = await db
      .select({ workspaceId: pilotDiscountCodeUses.workspaceId, uses: pilotDiscountCodeUses.uses })
      .from(pilotDiscountCodeUses)
      .where(eq(pilotDiscountCodeUses.codeId, code!.id))
      .orderBy(asc(pilotDiscountCodeUses.uses));
    expect(perWorkspace).toEqual([
      { workspaceId: buyers[1]!.workspace.id, uses: 1 },
      { workspaceId: buyers[0]!.workspace.id, uses: 2 },
    ]);
  });

  it('gives a promo code’s use back when the provider gives no checkout link', async () => {
    const { db, payments } = t.runtime.ctx;
    const [code] = await db
      .insert(pilotDiscountCodes)
      .values({ code: 'ONCE30', percentOff: 30, maxUses: 1 })
      .returning();
    const buyer = await accountWithWorkspace(t);
    const project = await createProject(t, buyer.token, buyer.workspace.id);
    const createCheckout = payments.createCheckout;
    payments.createCheckout = async () => {
      throw new PaymentProviderError('down');
    };
    const call = () =>
      t.call({
        method: 'POST',
        url: '/api/transactions/initialize',
        token: buyer.token,
        body: pilotPurchase(buyer, project, { discount_code: 'ONCE30' }),
      });
    try {
      expect((await call()).statusCode).toBe(502);
    } finally {
      payments.createCheckout = createCheckout;
    }
    const [counted] = await db.select().from(pilotDiscountCodes).where(eq(pilotDiscountCodes.id, code!.id));
    expect(counted!.uses).toBe(0);
    expect((await call()).json().data.amount).toBe(420);
    expectRefused(await call(), 'discount_code', HOSTING_MESSAGES.discountUsedUp);
  });

  it('gives the seeded LAUNCH50 once per workspace', async () => {
    const buyer = await accountWithWorkspace(t);
    const project = await createProject(t, buyer.token, buyer.workspace.id);
    expect((await initializePilot(t, buyer, project, { discount_code: 'LAUNCH50' })).amount).toBe(300);
    const again = await t.call({
      method: 'POST',
      url: '/api/transactions/initialize',
      token: buyer.token,
      body: pilotPurchase(buyer, project, { discount_code: 'LAUNCH50' }),
    });
    expectRefused(again, 'discount_code', HOSTING_MESSAGES.discountUsedUp);
  });

  it('refuses a missing plan or template with the spec’s text, and another workspace’s project with 404', async () => {
    const { owner, stranger, project } = team;
    const before = await t.runtime.ctx.db.select({ id: transactions.id }).from(transactions);
    const call = (overrides: Record<string, unknown>, who = owner) =>
      t.call({
        method: 'POST',
        url: '/api/transactions/initialize',
        token: who.token,
        body: pilotPurchase(who, project, overrides),
      });
    const noPlan = await call({ plan_id: 999 });
    expectRefused(noPlan, 'plan_id', HOSTING_MESSAGES.missingPlanOrTemplate);
    expect(noPlan.json().message).toBe(HOSTING_MESSAGES.missingPlanOrTemplate);
    expectRefused(await call({ template_id: 999 }), 'template_id', HOSTING_MESSAGES.missingPlanOrTemplate);
    const missing = await call({ plan_id: undefined });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors.plan_id).toEqual([expect.any(String)]);
    // The owner's project bought by the stranger for the stranger's own workspace: not theirs.
    const foreign = await call({}, stranger);
    expect(foreign.statusCode, foreign.body).toBe(404);
    expect(await t.runtime.ctx.db.select({ id: transactions.id }).from(transactions)).toHaveLength(before.length);
  });

  it('hides a pilot from another workspace (404) and refuses a member’s renewal (403)', async () => {
    const { owner, member, stranger, project } = team;
    const pilot = await buyPilot(t, owner, project);
    for (const action of ['provision', 'reboot', 'on', 'off'] as const) {
      const reply = await pilotAction(t, stranger.token, pilot.pilot_id!, action);
      expect(reply.statusCode).toBe(404);
    }
    const byReference = await t.call({
      method: 'POST',
      url: '/api/falcons/pilot',
      token: stranger.token,
      body: { reference: pilot.reference },
    });
    expect(byReference.statusCode).toBe(404);
    const renew = (token: string) =>
      t.call({ method: 'POST', url: '/api/transactions/renew-pilot', token, body: { pilot_id: pilot.pilot_id } });
    expect((await renew(stranger.token)).statusCode).toBe(404);
    expect((await renew(member.token)).statusCode).toBe(403);
    expect((await serverRow(t, pilot.pilot_id!)).busySince).toBeNull();
  });

  it('refuses every action on an expired pilot until it is renewed', async () => {
    const { owner, project } = team;
    const pilot = await provisionedPilot(t, owner, project);
    await t.runtime.ctx.db
      .update(servers)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(servers.pilotId, pilot.pilot_id!));
    for (const action of ['provision', 'reboot', 'on', 'off'] as const) {
      const reply = await pilotAction(t, owner.token, pilot.pilot_id!, action);
      expect(reply.statusCode).toBe(400);
      expect(reply.json().message).toBe(HOSTING_MESSAGES.pilotExpired);
    }
  });

  it('renews for a month from the end of the paid month, or from now once expired', async () => {
    const { owner, project } = team;
    const pilot = await buyPilot(t, owner, project);
    const renew = async () => {
      const reply = await t.call({
        method: 'POST',
        url: '/api/transactions/renew-pilot',
        token: owner.token,
        body: { pilot_id: pilot.pilot_id },
      });
      expect(reply.statusCode, reply.body).toBe(200);
      expect(reply.json().data).toMatchObject({
        reference: expect.any(String),
        type: 'pilot',
        amount: 600,
        currency: 'USD',
        payment_config: { link: expect.any(String) },
      });
      await payAndVerify(t, owner.token, reply.json().data.reference);
      // The return page finds the same pilot by the renewal's reference.
      const found = await t.call({
        method: 'POST',
        url: '/api/falcons/pilot',
        token: owner.token,
        body: { reference: reply.json().data.reference },
      });
      expect(found.json().data.pilot_id).toBe(pilot.pilot_id);
      return serverRow(t, pilot.pilot_id!);
    };
    const paidUntil = (await serverRow(t, pilot.pilot_id!)).expiresAt!;
    expect((await renew()).expiresAt).toEqual(monthAfter(paidUntil));

    await t.runtime.ctx.db
      .update(servers)
      .set({ expiresAt: new Date(Date.now() - 86_400_000) })
      .where(eq(servers.pilotId, pilot.pilot_id!));
    const before = new Date();
    const renewed = (await renew()).expiresAt!;
    expect(renewed.getTime()).toBeGreaterThanOrEqual(monthAfter(before).getTime());
    expect(renewed.getTime()).toBeLessThanOrEqual(monthAfter(new Date()).getTime());
    const row = await serverRow(t, pilot.pilot_id!);
    expect((await logsOf(t, row.id)).map((entry) => entry.action)).toEqual(['renew', 'renew']);
    const servers_ = await t.runtime.ctx.db.select().from(servers).where(eq(servers.projectId, project.id));
    expect(servers_.filter((entry) => entry.pilotId === pilot.pilot_id)).toHaveLength(1);
  });

  it('settles a payment verified twice into one pilot', async () => {
    const { owner } = team;
    const project = await createProject(t, owner.token, owner.workspace.id, { name: 'Twice' });
    const { reference } = await initializePilot(t, owner, project);
    const { transactionId } = await payAtSandbox(t, reference);
    for (let round = 0; round < 2; round += 1) {
      const verified = await t.call({ method: 'GET', url: verifyUrl(reference, transactionId), token: owner.token });
      expect(verified.statusCode, verified.body).toBe(200);
    }
    const rows = await t.runtime.ctx.db.select().from(servers).where(eq(servers.projectId, project.id));
    expect(rows).toHaveLength(1);
    const [payment] = await t.runtime.ctx.db
      .select()
      .from(transactions)
      .where(and(eq(transactions.reference, reference)));
    expect(payment!.serverId).toBe(rows[0]!.id);
  });

  it('removes a deleted project’s local pilots from this host', async () => {
    const { owner } = team;
    const project = await createProject(t, owner.token, owner.workspace.id, { name: 'Short lived' });
    const pilot = await provisionedPilot(t, owner, project);
    const directory = join(dataDir, 'pilots', (await serverRow(t, pilot.pilot_id!)).providerServerId!);
    expect(existsSync(directory)).toBe(true);
    const deleted = await t.call({
      method: 'DELETE',
      url: `/api/projects/${project.u_id}/delete/${owner.workspace.slug}`,
      token: owner.token,
    });
    expect(deleted.statusCode, deleted.body).toBe(200);
    // Destroyed by hosting's subscriber to `project.deleted`, a job hop after the delete.
    await expect.poll(() => existsSync(directory), { timeout: 30_000 }).toBe(false);
  });
});

describe('pilots on DigitalOcean (a fake of its API)', () => {
  let t: TestApp;
  let team: Team;
  let fake: FakeDigitalOcean;
  beforeAll(async () => {
    fake = await startFakeDigitalOcean();
    t = await startTestApp({
      env: { ...fake.env, CLOUD_POLL_SECONDS: '0.05', CLOUD_WAIT_SECONDS: '1', LOG_LEVEL: 'debug' },
      logStream: capture,
    });
    team = await projectTeam(t, 'maintainer');
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });

  /** Every line the app logs, as written: the pilots' keys and the API token must never be among them. */
  const lines: string[] = [];
  const capture = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });

  it('creates one droplet in lon1, waits for its public address, and drives its power', async () => {
    const { owner, member, project } = team;
    const pilot = await buyPilot(t, owner, project);
    const creates = fake.creates().length;
    // The droplet takes longer than the wait: the call answers with no address yet.
    fake.delayAddresses(1_000);
    const waiting = await pilotAction(t, member.token, pilot.pilot_id!, 'provision');
    expect(waiting.statusCode, waiting.body).toBe(200);
    expect(waiting.json()).toMatchObject({ message: HOSTING_MESSAGES.pilotProvisioning, data: { ip: null } });
    // A later call polls the same droplet; it never makes a second one.
    fake.delayAddresses(0);
    const ready = await pilotAction(t, member.token, pilot.pilot_id!, 'provision');
    expect(ready.json()).toMatchObject({
      message: HOSTING_MESSAGES.pilotProvisioned,
      data: {
        ip: expect.stringMatching(/^203\.0\.113\./),
        active: 1,
        provider: 'digitalocean',
        hostname: 'DigitalOcean',
      },
    });
    expect(fake.creates()).toHaveLength(creates + 1);
    const body = fake.creates().at(-1)!.body as Record<string, string>;
    expect(body).toMatchObject({ region: 'lon1', size: 's-1vcpu-1gb', image: 'ubuntu-24-04-x64', name: pilot.name });
    expect(body.user_data).toMatch(/ssh-ed25519 AAAA/);
    expect(body.user_data).toContain('nodejs npm');

    const row = await serverRow(t, pilot.pilot_id!);
    // The private key is sealed at rest and never in a reply.
    expect(row.credentialEnc).toBeTruthy();
    expect(row.credentialEnc).not.toContain('OPENSSH PRIVATE KEY');
    expect(JSON.stringify(ready.json())).not.toContain(row.credentialEnc);
    expect(row.username).toBe('root');
    const privateKey = openSecret(t.runtime.ctx.config, row.credentialEnc!, `server:${row.slug}`);
    expect(privateKey).toContain('OPENSSH PRIVATE KEY');
    expect(body.user_data).not.toContain('PRIVATE KEY');

    const droplet = row.providerServerId!;
    const look = () => createDigitalOceanProvider({ token: fake.token, apiUrl: fake.url }).describe(droplet);
    const rebooted = await pilotAction(t, member.token, pilot.pilot_id!, 'reboot');
    expect(rebooted.json().message).toBe(HOSTING_MESSAGES.pilotRebooted);
    // The reboot still runs at DigitalOcean: its lock answers for the next action.
    const busy = await pilotAction(t, member.token, pilot.pilot_id!, 'off');
    expect(busy.statusCode).toBe(409);
    expect(busy.json().message).toBe(HOSTING_MESSAGES.pilotBusy);
    await look();
    const off = await pilotAction(t, member.token, pilot.pilot_id!, 'off');
    expect(off.json()).toMatchObject({ data: { active: 0 } });
    await look();
    expect((await look()).status).toBe('off');
    const on = await pilotAction(t, member.token, pilot.pilot_id!, 'on');
    expect(on.json()).toMatchObject({ data: { active: 1 } });

    const logged = lines.join('');
    expect(logged).not.toContain(privateKey.split('\n')[1]);
    expect(logged).not.toContain(fake.token);
    expect((await logsOf(t, row.id)).map((entry) => `${entry.action}:${entry.outcome}`)).toEqual([
      'provision:success',
      'reboot:success',
      'power_off:failure',
      'power_off:success',
      'power_on:success',
    ]);
  });

  it('answers 502 when DigitalOcean refuses the token, logs it, and leaves the pilot free', async () => {
    const { owner, project } = team;
    const pilot = await buyPilot(t, owner, project);
    const cloud = t.runtime.ctx.cloud;
    t.runtime.ctx.cloud = createDigitalOceanProvider({ token: 'dop_v1_revoked', apiUrl: fake.url });
    try {
      const reply = await pilotAction(t, owner.token, pilot.pilot_id!, 'provision');
      expect(reply.statusCode).toBe(502);
      expect(reply.body).not.toContain('dop_v1_revoked');
    } finally {
      t.runtime.ctx.cloud = cloud;
    }
    const row = await serverRow(t, pilot.pilot_id!);
    expect(row.busySince).toBeNull();
    expect(row.providerServerId).toBeNull();
    expect(await logsOf(t, row.id)).toEqual([{ action: 'provision', outcome: 'failure', userId: owner.userId }]);
  });

  it('makes a new droplet when the one being provisioned was deleted at DigitalOcean meanwhile', async () => {
    const { owner, project } = team;
    const pilot = await buyPilot(t, owner, project);
    fake.delayAddresses(1_000);
    expect((await pilotAction(t, owner.token, pilot.pilot_id!, 'provision')).json().data.ip).toBeNull();
    fake.delayAddresses(0);
    const first = Number((await serverRow(t, pilot.pilot_id!)).providerServerId);
    fake.droplets.delete(first);
    const gone = await pilotAction(t, owner.token, pilot.pilot_id!, 'provision');
    expect(gone.statusCode).toBe(502);
    const again = await pilotAction(t, owner.token, pilot.pilot_id!, 'provision');
    expect(again.json()).toMatchObject({ message: HOSTING_MESSAGES.pilotProvisioned, data: { active: 1 } });
    const second = Number((await serverRow(t, pilot.pilot_id!)).providerServerId);
    expect(second).not.toBe(first);
    expect(fake.droplets.has(second)).toBe(true);
  });

  it('destroys a deleted project’s droplets', async () => {
    const { owner } = team;
    const project = await createProject(t, owner.token, owner.workspace.id, { name: 'Droplet project' });
    const pilot = await provisionedPilot(t, owner, project);
    const droplet = Number((await serverRow(t, pilot.pilot_id!)).providerServerId);
    expect(fake.droplets.has(droplet)).toBe(true);
    const deleted = await t.call({
      method: 'DELETE',
      url: `/api/projects/${project.u_id}/delete/${owner.workspace.slug}`,
      token: owner.token,
    });
    expect(deleted.statusCode, deleted.body).toBe(200);
    await expect.poll(() => fake.droplets.has(droplet), { timeout: 30_000 }).toBe(false);
  });
});
