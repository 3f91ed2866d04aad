import { and, eq, lte, sql, type SQL } from 'drizzle-orm';

import type { AppContext } from '../../../context.js';
import type { Transaction } from '../../../db/client.js';
import { projects, websites, type WebsiteRow } from '../../../db/schema/index.js';
import { invalidateLiveSite, refreshCustomDomains } from '../serve/live-sites.js';

interface Scope {
  now: Date;
  workspaceId?: number;
}

/**
 * Ends the site plans of the sites `isDue` picks (issue 25). The site goes back to the free plan and stays
 * on its Aerie subdomain; its custom domain is kept but suspended (no longer served) so that buying the
 * plan again brings it back (grant-purchase.ts). Each site is claimed by one conditional update that
 * repeats `isDue`, so two cycles at once, or a payment that committed first, leave it ended once or not at
 * all; `onEnded` runs in the claiming transaction (an e-mail is queued once).
 */
export async function endSitePlansWhere(
  ctx: AppContext,
  scope: Scope,
  isDue: SQL | undefined,
  onEnded?: (tx: Transaction, was: WebsiteRow) => Promise<void>,
): Promise<void> {
  const due = await ctx.db
    .select({ website: websites })
    .from(websites)
    .innerJoin(projects, eq(projects.id, websites.projectId))
    .where(and(isDue, scope.workspaceId === undefined ? undefined : eq(projects.workspaceId, scope.workspaceId)));
  let ended = 0;
  for (const { website } of due) {
    const row = await ctx.db.transaction(async (tx) => {
      const [claimed] = await tx
        .update(websites)
        .set({
          plan: 'free',
          planCancelAtPeriodEnd: false,
          planRenewalRemindedAt: null,
          customDomainSuspendedAt: sql`case when ${websites.customDomain} is null then null else ${scope.now.toISOString()}::timestamptz end`,
          updatedAt: scope.now,
        })
        .where(and(eq(websites.id, website.id), eq(websites.planPaidUntil, website.planPaidUntil!), isDue))
        .returning({ id: websites.id });
      if (claimed && onEnded) await onEnded(tx, website);
      return claimed;
    });
    if (!row) continue;
    ended += 1;
    invalidateLiveSite(row.id);
  }
  // This process stops serving the domains at once; the others within their 30 s refresh.
  if (ended) await refreshCustomDomains();
}

/** Billing cycle step (issue 25): a cancelled site plan ends at the end of its paid period. */
export async function endSitePlans(ctx: AppContext, scope: Scope): Promise<void> {
  await endSitePlansWhere(
    ctx,
    scope,
    and(eq(websites.planCancelAtPeriodEnd, true), lte(websites.planPaidUntil, scope.now)),
  );
}
