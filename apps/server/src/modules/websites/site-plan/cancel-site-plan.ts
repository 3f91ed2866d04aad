import type { Website } from '@aerie/contract';
import { and, eq, gt, ne } from 'drizzle-orm';

import type { AppContext } from '../../../context.js';
import { websites } from '../../../db/schema/index.js';
import { AppError } from '../../../errors.js';
import type { VisibleWebsite } from '../website-access.js';
import { toWebsite } from '../website-view.js';

// "28 Dec 2026", as the app writes dates.
const day = (date: Date) => date.toUTCString().slice(5, 16);

/**
 * Sets or clears the site plan's cancellation (issue 25) by one conditional update: only a paid plan whose
 * period still runs can change, so a call racing the billing cycle's end of the plan finds it either
 * running or ended, never half. Cancelling twice (or resuming twice) is harmless and says the same.
 */
async function setCancellation(
  ctx: Pick<AppContext, 'db' | 'clock' | 'config'>,
  visible: VisibleWebsite,
  cancel: boolean,
): Promise<Website & { plan_paid_until: string }> {
  const now = ctx.clock.now();
  const [row] = await ctx.db
    .update(websites)
    .set({ planCancelAtPeriodEnd: cancel, updatedAt: now })
    .where(and(eq(websites.id, visible.website.id), ne(websites.plan, 'free'), gt(websites.planPaidUntil, now)))
    .returning();
  if (!row)
    throw new AppError(
      'bad_request',
      cancel
        ? 'This website has no paid site plan running, so there is nothing to cancel.'
        : 'This website’s site plan has ended: buy it again to bring the custom domain back.',
    );
  return {
    ...toWebsite(ctx.config.sites, row, visible.project.uid),
    plan_paid_until: row.planPaidUntil!.toISOString(),
  };
}

/** Until the period ends the custom domain keeps working; then the site stays on its Aerie subdomain only. */
export async function cancelSitePlan(ctx: Pick<AppContext, 'db' | 'clock' | 'config'>, visible: VisibleWebsite) {
  const data = await setCancellation(ctx, visible, true);
  return {
    message: `The site plan is cancelled. The custom domain keeps working until ${day(new Date(data.plan_paid_until))}.`,
    data,
  };
}

export async function resumeSitePlan(ctx: Pick<AppContext, 'db' | 'clock' | 'config'>, visible: VisibleWebsite) {
  const data = await setCancellation(ctx, visible, false);
  return { message: `The site plan is kept. It is paid until ${day(new Date(data.plan_paid_until))}.`, data };
}
