import { MESSAGES, type DomainVerification } from '@aerie/contract';
import { and, eq } from 'drizzle-orm';

import type { AppContext } from '../../../context.js';
import { websites } from '../../../db/schema/index.js';
import { AppError } from '../../../errors.js';
import { isUniqueViolation } from '../../../lib/database-errors.js';
import type { VisibleWebsite } from '../website-access.js';
import { assertPaidSitePlan, domainVerification } from './domain-verification.js';
import { isClaimedElsewhere, markSiteDomainVerified, served, txtName, txtValue } from '../../domains/index.js';
import { invalidateLiveSite, refreshCustomDomains } from '../serve/live-sites.js';

/**
 * Looks for the pending domain's TXT record. Found: the domain becomes the site's (served by Host header
 * from now on, in every process within 30 s, in this one at once). Not found yet: nothing changes and
 * `verified` is false — DNS takes time, so that is an answer, not an error.
 */
export async function verifyCustomDomain(
  ctx: AppContext,
  visible: VisibleWebsite,
): Promise<{ verification: DomainVerification; message: string }> {
  const { website } = visible;
  assertPaidSitePlan(website);
  const domain = website.pendingDomain;
  if (!domain) {
    if (!website.customDomain) throw new AppError('bad_request', 'Enter a domain first.');
    return {
      verification: domainVerification(website, visible.project.uid, ctx.config.sites),
      message: 'The domain is verified.',
    };
  }
  const records = await ctx.txtResolver.resolveTxt(txtName(domain));
  const expected = txtValue(website.domainToken ?? '');
  if (!records.some((chunks) => chunks.join('') === expected)) {
    return {
      verification: domainVerification(website, visible.project.uid, ctx.config.sites),
      message: MESSAGES.domainNotVerified,
    };
  }

  // Proven, but another workspace verified it on its Domains page first: it is theirs.
  if (await isClaimedElsewhere(ctx.db, visible.project.workspaceId, domain)) {
    throw new AppError('conflict', MESSAGES.domainTaken);
  }
  // The site's column and the workspace's domain in one transaction: two sites proving the name at once meet on the
  // site column's unique constraint, a site and another workspace's Domains page on the verified-name index —
  // either way exactly one commits, and the loser changes nothing.
  let row;
  try {
    row = await ctx.db.transaction(async (tx) => {
      const [updated] = await tx
        .update(websites)
        .set({ customDomain: domain, pendingDomain: null, domainVerifiedAt: new Date(), updatedAt: new Date() })
        .where(and(eq(websites.id, website.id), eq(websites.pendingDomain, domain)))
        .returning();
      if (updated) await markSiteDomainVerified(tx, visible.project.workspaceId, domain);
      return updated;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('conflict', MESSAGES.domainTaken);
    throw error;
  }
  if (!row) throw new AppError('conflict', 'The domain was changed meanwhile; verify again.');
  await served.refresh();
  await refreshCustomDomains();
  invalidateLiveSite(website.id);
  return {
    verification: domainVerification(row, visible.project.uid, ctx.config.sites),
    message: 'The domain is verified: your site is served there now.',
  };
}
