import type { ExpertHire, HiredExpert } from '@aerie/contract';
import { EXPERT_HIRE, type HireExpertSchema } from '@aerie/contract';
import type { z } from 'zod';

import { eq } from 'drizzle-orm';

import type { AppContext } from '../../context.js';
import { expertHires, transactions, type ExpertHireRow, type WorkspaceRow } from '../../db/schema/index.js';
import { newReference } from '../billing/initialize-transaction.js';
import { findTransactionView } from '../billing/transaction-view.js';
import { AppError } from '../../errors.js';
import { isUniqueViolation } from '../projects/database-errors.js';
import { findExpertPricing } from './expert-pricing.js';
import { assertIssuedPaymentMethod, spendPaymentMethod } from './spend-payment-method.js';

const DAY_MS = 24 * 60 * 60 * 1000;

export function toExpertHire(row: ExpertHireRow): ExpertHire {
  return {
    id: row.id,
    business_id: row.workspaceId,
    quantity: row.quantity,
    days_per_week: row.daysPerWeek,
    amount_per_month: row.amountPerMonth,
    currency: row.currency,
    status: row.status,
    trial_ends_at: row.trialEndsAt.toISOString(),
    created_at: row.createdAt.toISOString(),
  };
}

export const TRIAL_USED = 'This workspace has already had its free trial of hired experts.';

const trialUsed = () => new AppError('conflict', TRIAL_USED);

/**
 * Starts a monthly expert subscription on its free trial and records it in the billing history. Nothing
 * is charged now (the trial comes first), so the billing row is settled at once with the monthly amount
 * the first charge will take. It is paid with a payment method issued for this workspace, spent here;
 * one free trial per workspace (a unique key, so two hires at once cannot both start one). All or nothing.
 */
export async function hireExpert(
  ctx: Pick<AppContext, 'db' | 'cards'>,
  input: {
    userId: number;
    workspace: WorkspaceRow;
    hire: z.output<typeof HireExpertSchema>;
    now?: Date;
  },
): Promise<HiredExpert> {
  const { userId, workspace, hire, now = new Date() } = input;
  const { db, cards } = ctx;
  const [earlier] = await db
    .select({ id: expertHires.id })
    .from(expertHires)
    .where(eq(expertHires.workspaceId, workspace.id));
  if (earlier) throw trialUsed();
  await assertIssuedPaymentMethod(ctx, workspace.id, hire.payment_method);

  const option = findExpertPricing(hire.plan_id);
  const amount = option.amount * hire.quantity;
  const developers = hire.quantity === 1 ? '1 developer' : `${hire.quantity} developers`;
  const row = await db
    .transaction(async (tx) => {
      await spendPaymentMethod(tx, {
        provider: cards.name,
        workspaceId: workspace.id,
        userId,
        paymentMethod: hire.payment_method,
        now,
      });
      const [transaction] = await tx
        .insert(transactions)
        .values({
          reference: newReference(),
          workspaceId: workspace.id,
          userId,
          type: 'expert',
          description: `Hire an expert: ${developers}, ${option.days_per_week} days a week — first charge after the trial`,
          amount,
          currency: option.currency,
          status: 'success',
          provider: cards.name,
          settledAt: now,
        })
        .returning();
      const [created] = await tx
        .insert(expertHires)
        .values({
          workspaceId: workspace.id,
          userId,
          quantity: hire.quantity,
          daysPerWeek: option.days_per_week,
          amountPerMonth: amount,
          currency: option.currency,
          status: 'trialing',
          trialEndsAt: new Date(now.getTime() + EXPERT_HIRE.trialDays * DAY_MS),
          paymentMethod: hire.payment_method,
          fullname: hire.fullname,
          email: hire.email,
          transactionId: transaction!.id,
          createdAt: now,
        })
        .returning();
      return created!;
    })
    .catch((error: unknown) => {
      // A second hire that got past the check above at the same moment as the first.
      throw isUniqueViolation(error, 'expert_hires_one_trial_per_workspace_key') ? trialUsed() : error;
    });
  return { hire: toExpertHire(row), transaction: await findTransactionView(db, row.transactionId) };
}
