import { randomBytes } from 'node:crypto';

import { MESSAGES, type DomainVerification } from '@aerie/contract';
import { and, eq, ne } from 'drizzle-orm';

import type { AppContext } from '../../../context.js';
import { websites } from '../../../db/schema/index.js';
import { fieldError } from '../../../errors.js';
import type { VisibleWebsite } from '../website-access.js';
import { assertPaidSitePlan, domainVerification } from './domain-verification.js';
import { attachSiteDomain, isClaimedElsewhere, isPlatformName } from '../../domains/index.js';

/**
 * Enters a custom domain (paid site plan only): it waits, unserved, until its TXT record is found. The
 * token stays the same while the same domain is entered again, so a record already added stays valid.
 */
export async function setCustomDomain(
  ctx: AppContext,
  visible: VisibleWebsite,
  domain: string,
): Promise<DomainVerification> {
  const { website } = visible;
  assertPaidSitePlan(website);
  if (isPlatformName(ctx.config, domain)) {
    throw fieldError('domain', 'This domain belongs to the platform; enter a domain you own');
  }
  const [owner] = await ctx.db
    .select({ id: websites.id })
    .from(websites)
    .where(and(eq(websites.customDomain, domain), ne(websites.id, website.id)))
    .limit(1);
  // Another site has it, or another workspace verified it on its Domains page.
  if (owner || (await isClaimedElsewhere(ctx.db, visible.project.workspaceId, domain))) {
    throw fieldError('domain', MESSAGES.domainTaken, 'conflict');
  }

  const keepsToken = website.pendingDomain === domain && website.domainToken;
  // The workspace's domain of that name (added now if new) keeps one token for both screens (issue 32).
  const token = await attachSiteDomain(
    ctx.db,
    visible.project.workspaceId,
    website.id,
    domain,
    keepsToken ? website.domainToken! : randomBytes(16).toString('hex'),
  );
  const [row] = await ctx.db
    .update(websites)
    .set({
      pendingDomain: website.customDomain === domain ? null : domain,
      domainToken: website.customDomain === domain ? website.domainToken : token,
      updatedAt: new Date(),
    })
    .where(eq(websites.id, website.id))
    .returning();
  return domainVerification(row!, visible.project.uid, ctx.config.sites);
}
