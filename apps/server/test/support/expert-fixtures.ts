import { and, eq } from 'drizzle-orm';

import { expertHires, mailOutbox, transactions, workspaces } from '../../src/db/schema/index.js';
import { runBillingCycle } from '../../src/modules/billing/billing-cycle.js';
import { uniqueAddress } from './accounts.js';
import { accountWithWorkspace } from './project-fixtures.js';
import type { TestApp } from './test-app.js';

export const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * An owner whose workspace, paying in pounds (the spec's expert prices), hired 2 developers, 3 days a week
 * (£4,800 a month), on the sandbox card given.
 */
export async function ownerWithEngagement(t: TestApp, cardNumber = '4242424242424242') {
  const owner = await accountWithWorkspace(t);
  await t.runtime.ctx.db
    .update(workspaces)
    .set({ billingCurrency: 'GBP' })
    .where(eq(workspaces.id, owner.workspace.id));
  const hired = await hireOnTrial(t, owner, cardNumber);
  if (hired.statusCode !== 200) throw new Error(hired.body);
  const hire = hired.json().data.hire as { id: number; trial_ends_at: string };
  return { owner, hire, trialEndsAt: new Date(hire.trial_ends_at) };
}

/** The billing cycle for one workspace at `now`, as the worker or the test clock runs it. */
export const runCycleAt = (t: TestApp, workspaceId: number, now: Date) =>
  runBillingCycle(t.runtime.ctx, { now, workspaceId });

export const billingRows = (t: TestApp, workspaceId: number) =>
  t.runtime.ctx.db.select().from(transactions).where(eq(transactions.workspaceId, workspaceId));

/** What the billing sent `to`: receipts, trial reminders and refused charges (not the sign-up e-mail). */
export const mailsTo = async (t: TestApp, to: string) =>
  (await t.runtime.ctx.db.select().from(mailOutbox).where(eq(mailOutbox.to, to))).filter(
    (mail) => mail.subject !== 'Verify your Aerie account',
  );

export const engagementRow = async (t: TestApp, workspaceId: number) =>
  (
    await t.runtime.ctx.db
      .select()
      .from(expertHires)
      .where(and(eq(expertHires.workspaceId, workspaceId)))
  )[0]!;

/** Tokenizes the sandbox card for the owner's workspace and hires 2 developers, 3 days a week, on a trial. */
export async function hireOnTrial(
  t: TestApp,
  owner: { token: string; workspace: { id: number } },
  cardNumber = '4242424242424242',
) {
  const tokenized = await t.call({
    method: 'POST',
    url: '/api/cards/tokenize',
    token: owner.token,
    body: {
      card_number: cardNumber,
      exp_month: 12,
      exp_year: 2099,
      cvc: '123',
      name: 'Ada Lovelace',
      business_id: owner.workspace.id,
    },
    remoteAddress: uniqueAddress(),
  });
  return t.call({
    method: 'POST',
    url: '/api/experts/hire',
    token: owner.token,
    body: {
      quantity: 2,
      plan_id: 'expert_3d',
      payment_method: tokenized.json().data.token,
      fullname: 'Ada Lovelace',
      email: 'ada@example.com',
      country: 'united kingdom',
      business_id: owner.workspace.id,
      need: 'A React developer for the checkout.',
    },
  });
}
