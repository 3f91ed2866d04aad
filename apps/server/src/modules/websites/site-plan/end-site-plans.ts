import { and, eq, lte, sql } from 'drizzle-orm';

import type { AppContext } from '../../../context.js';
import { projects, websites } from '../../../db/schema/index.js';

/**
 * Billing cycle step (issue 25): a cancelled site plan ends at the end of its paid period. The site goes back
 * to the free plan and stays on its Aerie subdomain; its custom domain is kept but suspended (no longer
 * served) so that buying the plan again brings it back (grant-purchase.ts). Each site is claimed by one
 * conditional update, so two cycles at once end it once.
 */
export async function endSitePlans(ctx: AppContext, scope: { now: Date; workspaceId?: number }): Promise<void> {
  const due = await ctx.db
    .select({ id: websites.id })
    .from(websites)
    .innerJoin(projects, eq(projects.id, websites.projectId))
    .where(
      and(
        eq(websites.planCancelAtPeriodEnd, true),
        lte(websites.planPaidUntil, scope.now),
        scope.workspaceId === undefined ? undefined : eq(projects.workspaceId, scope.workspaceId),
      ),
    );
  let ended = 0;
  for (const website of due) {
    const [row] = await ctx.db
      .update(websites)
      .set({
        plan: 'free',
        planCancelAtPeriodEnd: false,
        customDomainSuspendedAt: sql`case when ${websites.customDomain} is null then null else ${scope.now.toISOString()}::timestamptz end`,
        updatedAt: scope.now,
      })
      .where(
        and(
          eq(websites.id, website.id),
          eq(websites.planCancelAtPeriodEnd, true),
          lte(websites.planPaidUntil, scope.now),
        ),
      )
      .returning({ id: websites.id });
    if (!row) continue;
    ended += 1;
    ctx.liveSites.invalidate(row.id);
  }
  // This process stops serving the domains at once; the others within their 30 s refresh.
  if (ended) await ctx.liveSites.customDomains.refresh();
}
