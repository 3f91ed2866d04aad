import { HOSTING_MESSAGES } from '@aerie/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import {
  pilotDiscountCodeUses,
  pilotDiscountCodes,
  serverLogs,
  servers,
  transactions,
} from '../src/db/schema/index.js';
import { uniqueAddress } from './support/accounts.js';
import { payAtSandbox, verifyUrl } from './support/billing-fixtures.js';
import { startFakeDigitalOcean, type FakeDigitalOcean } from './support/fake-digitalocean.js';
import { buyPilot, initializePilot, pilotAction, pilotPurchase, provisionedPilot } from './support/pilot-fixtures.js';
import { accountWithWorkspace, createProject, expectRefused, projectTeam } from './support/project-fixtures.js';
import { startTestApp, type TestApp } from './support/test-app.js';

/*
 * Races on pilots. PGlite runs one query at a time, so these interleavings cannot happen there: the file
 * runs in the PostgreSQL pass (DATABASE_URL set), where the calls really run at once.
 */
const ROUNDS = 4;
const CALLS = 5;

describe.runIf(process.env.DATABASE_URL)('races on pilots (PostgreSQL)', () => {
  let t: TestApp;
  let team: Awaited<ReturnType<typeof projectTeam>>;
  let fake: FakeDigitalOcean;
  beforeAll(async () => {
    fake = await startFakeDigitalOcean();
    t = await startTestApp({ env: { ...fake.env, CLOUD_POLL_SECONDS: '0.05', CLOUD_WAIT_SECONDS: '1' } });
    team = await projectTeam(t, 'maintainer');
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });

  it('creates exactly one droplet for provision calls made at once; the others hear the pilot is busy', async () => {
    const { owner, member, project } = team;
    for (let round = 0; round < ROUNDS; round += 1) {
      const pilot = await buyPilot(t, owner, project);
      const before = fake.creates().length;
      const replies = await Promise.all(
        Array.from({ length: CALLS }, (_, index) =>
          pilotAction(t, index % 2 ? member.token : owner.token, pilot.pilot_id!, 'provision'),
        ),
      );
      expect(fake.creates()).toHaveLength(before + 1);
      for (const reply of replies) {
        expect([200, 409], reply.body).toContain(reply.statusCode);
        if (reply.statusCode === 409) expect(reply.json().message).toBe(HOSTING_MESSAGES.pilotBusy);
      }
      expect(replies.filter((reply) => reply.statusCode === 200).length).toBeGreaterThanOrEqual(1);
      const [row] = await t.runtime.ctx.db.select().from(servers).where(eq(servers.pilotId, pilot.pilot_id!));
      expect(row).toMatchObject({ ip: expect.any(String), active: 1, busySince: null });
      expect(fake.droplets.has(Number(row!.providerServerId))).toBe(true);
    }
  });

  it('applies one of two power-offs sent at once', async () => {
    const { owner, project } = team;
    const pilot = await provisionedPilot(t, owner, project);
    const replies = await Promise.all([
      pilotAction(t, owner.token, pilot.pilot_id!, 'off'),
      pilotAction(t, owner.token, pilot.pilot_id!, 'off'),
    ]);
    expect(replies.map((reply) => reply.statusCode).sort()).toEqual([200, 409]);
    const [row] = await t.runtime.ctx.db.select().from(servers).where(eq(servers.pilotId, pilot.pilot_id!));
    expect(row).toMatchObject({ active: 0, busySince: null });
    const offs = await t.runtime.ctx.db
      .select()
      .from(serverLogs)
      .where(
        and(eq(serverLogs.serverId, row!.id), eq(serverLogs.action, 'power_off'), eq(serverLogs.outcome, 'success')),
      );
    expect(offs).toHaveLength(1);
  });

  it('makes one pilot of a payment verified several times at once', async () => {
    const { owner } = team;
    for (let round = 0; round < ROUNDS; round += 1) {
      const project = await createProject(t, owner.token, owner.workspace.id, { name: `Race ${round}` });
      const { reference } = await initializePilot(t, owner, project);
      const { transactionId } = await payAtSandbox(t, reference);
      const replies = await Promise.all(
        Array.from({ length: CALLS }, () =>
          t.call({ method: 'GET', url: verifyUrl(reference, transactionId), token: owner.token }),
        ),
      );
      for (const reply of replies) expect(reply.statusCode, reply.body).toBe(200);
      const rows = await t.runtime.ctx.db.select().from(servers).where(eq(servers.projectId, project.id));
      expect(rows).toHaveLength(1);
      const [payment] = await t.runtime.ctx.db.select().from(transactions).where(eq(transactions.reference, reference));
      expect(payment!.serverId).toBe(rows[0]!.id);
    }
  });

  it('adds a month for each of two renewals settled at once', async () => {
    const { owner, project } = team;
    const pilot = await buyPilot(t, owner, project);
    const [before] = await t.runtime.ctx.db.select().from(servers).where(eq(servers.pilotId, pilot.pilot_id!));
    const renewals = [];
    for (let index = 0; index < 2; index += 1) {
      const reply = await t.call({
        method: 'POST',
        url: '/api/transactions/renew-pilot',
        token: owner.token,
        body: { pilot_id: pilot.pilot_id },
      });
      expect(reply.statusCode, reply.body).toBe(200);
      const { reference } = reply.json().data as { reference: string };
      renewals.push({ reference, ...(await payAtSandbox(t, reference)) });
    }
    const replies = await Promise.all(
      renewals.map(({ reference, transactionId }) =>
        t.call({ method: 'GET', url: verifyUrl(reference, transactionId), token: owner.token }),
      ),
    );
    for (const reply of replies) expect(reply.statusCode, reply.body).toBe(200);
    const [after] = await t.runtime.ctx.db.select().from(servers).where(eq(servers.pilotId, pilot.pilot_id!));
    // One month after the other, as two renewals one by one would add them.
    const twoMonths = new Date(before!.expiresAt!);
    twoMonths.setUTCMonth(twoMonths.getUTCMonth() + 1);
    twoMonths.setUTCMonth(twoMonths.getUTCMonth() + 1);
    expect(after!.expiresAt).toEqual(twoMonths);
  });

  // Issue 24: a promo code with K uses left, redeemed N times at once, must give exactly K discounts.
  const racePromoCode = async (limits: { maxUses?: number; maxUsesPerWorkspace?: number }, calls: number) => {
    const [code] = await t.runtime.ctx.db
      .insert(pilotDiscountCodes)
      .values({ code: `RACE${Math.random().toString(36).slice(2, 10)}`, percentOff: 20, ...limits })
      .returning();
    // A fresh workspace each time: the calls stay within one person's payment-start rate limit.
    const buyer = await accountWithWorkspace(t);
    const project = await createProject(t, buyer.token, buyer.workspace.id);
    const replies = await Promise.all(
      Array.from({ length: calls }, () =>
        t.call({
          method: 'POST',
          url: '/api/transactions/initialize',
          token: buyer.token,
          body: pilotPurchase(buyer, project, { discount_code: code!.code.toLowerCase() }),
          remoteAddress: uniqueAddress(),
        }),
      ),
    );
    const accepted = replies.filter((reply) => reply.statusCode === 200);
    for (const reply of replies)
      if (reply.statusCode !== 200) expectRefused(reply, 'discount_code', HOSTING_MESSAGES.discountUsedUp);
    for (const reply of accepted) expect(reply.json().data.amount).toBe(480);
    const payments = await t.runtime.ctx.db
      .select()
      .from(transactions)
      .where(eq(transactions.discountCodeId, code!.id));
    const [counted] = await t.runtime.ctx.db
      .select()
      .from(pilotDiscountCodes)
      .where(eq(pilotDiscountCodes.id, code!.id));
    const [perWorkspace] = await t.runtime.ctx.db
      .select()
      .from(pilotDiscountCodeUses)
      .where(eq(pilotDiscountCodeUses.codeId, code!.id));
    return {
      accepted: accepted.length,
      payments: payments.length,
      uses: counted!.uses,
      workspaceUses: perWorkspace?.uses,
    };
  };

  it('gives a promo code with 3 uses left exactly 3 times to 8 checkouts started at once', async () => {
    for (let round = 0; round < 2; round += 1)
      expect(await racePromoCode({ maxUses: 3 }, 8)).toEqual({ accepted: 3, payments: 3, uses: 3, workspaceUses: 3 });
  });

  it('gives a promo code once to one workspace starting 6 checkouts at once with it', async () => {
    for (let round = 0; round < 2; round += 1)
      expect(await racePromoCode({ maxUses: 100, maxUsesPerWorkspace: 1 }, 6)).toEqual({
        accepted: 1,
        payments: 1,
        uses: 1,
        workspaceUses: 1,
      });
  });
});
