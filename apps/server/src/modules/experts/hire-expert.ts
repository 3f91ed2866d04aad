import type { HiredExpert } from '@aerie/contract';
import { EXPERT_HIRE, type HireExpertSchema } from '@aerie/contract';
import type { z } from 'zod';

import { and, eq } from 'drizzle-orm';

import type { AppContext } from '../../context.js';
import type { Queryable } from '../../db/client.js';
import { expertHires, projects, type WorkspaceRow } from '../../db/schema/index.js';
import { AppError, fieldError } from '../../errors.js';
import { isUniqueViolation } from '../../lib/database-errors.js';
import { findEngagement } from './engagement-view.js';
import { lockWorkspacePlan } from '../workspaces/index.js';
import { findExpertPricing } from './expert-pricing.js';
import { assertIssuedPaymentMethod, spendPaymentMethod } from './spend-payment-method.js';

const DAY_MS = 24 * 60 * 60 * 1000;

export const TRIAL_USED = 'This workspace has already had its free trial of hired experts.';
export const NOT_A_WORKSPACE_PROJECT = 'Choose one of this workspace’s projects.';

const trialUsed = () => new AppError('conflict', TRIAL_USED);

/** The brief's project must be one of the hiring workspace's; another workspace's reads as unknown. */
async function assertWorkspaceProject(db: Queryable, workspaceId: number, projectId: number): Promise<void> {
  const [found] = await db
    .select({ id: projects.id })
    .from(projects)
    .where(and(eq(projects.id, projectId), eq(projects.workspaceId, workspaceId)));
  if (!found) throw fieldError('project_id', NOT_A_WORKSPACE_PROJECT);
}

/**
 * Starts a monthly expert engagement on its free trial, with the hire's brief, priced in the workspace's
 * billing currency (issue 25), the one its charges are made in. Nothing is charged now and
 * no billing row is written (issue 25: a trial is not a payment); the billing cycle charges the saved card
 * when the trial ends (expert-billing-step.ts). It is paid with a payment method issued for this
 * workspace, spent here; one free trial per workspace (a unique key, so two hires at once cannot both
 * start one). All or nothing.
 */
export async function hireExpert(
  ctx: Pick<AppContext, 'db' | 'cards' | 'clock'>,
  input: {
    userId: number;
    workspace: WorkspaceRow;
    hire: z.output<typeof HireExpertSchema>;
  },
): Promise<HiredExpert> {
  const { userId, workspace, hire } = input;
  const { db, cards } = ctx;
  const now = ctx.clock.now();
  const [earlier] = await db
    .select({ id: expertHires.id })
    .from(expertHires)
    .where(eq(expertHires.workspaceId, workspace.id));
  if (earlier) throw trialUsed();
  if (hire.project_id) await assertWorkspaceProject(db, workspace.id, hire.project_id);
  const issued = await assertIssuedPaymentMethod(ctx, workspace.id, hire.payment_method);

  const trialEndsAt = new Date(now.getTime() + EXPERT_HIRE.trialDays * DAY_MS);
  await db
    .transaction(async (tx) => {
      // The currency is read under the workspace's plan lock, which a currency change takes too: a change
      // and a hire at once end in one order (the change refused, or the hire priced in the new currency).
      const locked = (await lockWorkspacePlan(tx, workspace.id))!;
      const option = findExpertPricing(hire.plan_id, locked.billingCurrency);
      const { last4 } = await spendPaymentMethod(tx, {
        provider: cards.name,
        workspaceId: workspace.id,
        userId,
        paymentMethod: hire.payment_method,
        last4: issued?.last4 ?? null,
        now,
      });
      await tx.insert(expertHires).values({
        workspaceId: workspace.id,
        userId,
        quantity: hire.quantity,
        daysPerWeek: option.days_per_week,
        amountPerMonth: option.amount * hire.quantity,
        currency: option.currency,
        status: 'trialing',
        trialEndsAt,
        periodEndsAt: trialEndsAt,
        paymentMethod: hire.payment_method,
        cardLast4: last4,
        fullname: hire.fullname,
        email: hire.email,
        briefNeed: hire.need,
        briefDueOn: hire.due_on ?? null,
        briefProjectId: hire.project_id ?? null,
        createdAt: now,
      });
    })
    .catch((error: unknown) => {
      // A second hire that got past the check above at the same moment as the first.
      throw isUniqueViolation(error, 'expert_hires_one_trial_per_workspace_key') ? trialUsed() : error;
    });
  return { hire: (await findEngagement(db, workspace.id))! };
}
