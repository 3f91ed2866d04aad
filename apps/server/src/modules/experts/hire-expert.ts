import type { ExpertHire, HiredExpert } from '@aerie/contract';
import { EXPERT_HIRE, type HireExpertSchema } from '@aerie/contract';
import type { z } from 'zod';

import type { Database } from '../../db/client.js';
import { expertHires, transactions, type ExpertHireRow, type WorkspaceRow } from '../../db/schema/index.js';
import { newReference } from '../billing/initialize-transaction.js';
import { findTransactionView } from '../billing/transaction-view.js';
import { findExpertPricing } from './expert-pricing.js';

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

/**
 * Starts a monthly expert subscription on its free trial and records it in the billing history. Nothing
 * is charged now (the trial comes first), so the billing row is settled at once with the monthly amount
 * the first charge will take. Both rows or neither.
 */
export async function hireExpert(
  db: Database,
  input: {
    userId: number;
    workspace: WorkspaceRow;
    hire: z.output<typeof HireExpertSchema>;
    /** The card provider that made the token. */
    provider: string;
    now?: Date;
  },
): Promise<HiredExpert> {
  const { userId, workspace, hire, provider, now = new Date() } = input;
  const option = findExpertPricing(hire.plan_id);
  const amount = option.amount * hire.quantity;
  const developers = hire.quantity === 1 ? '1 developer' : `${hire.quantity} developers`;
  const row = await db.transaction(async (tx) => {
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
        provider,
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
  });
  return { hire: toExpertHire(row), transaction: await findTransactionView(db, row.transactionId) };
}
