import { randomBytes } from 'node:crypto';

import { MESSAGES, type DomainVerification } from '@aerie/contract';
import { and, eq, ne } from 'drizzle-orm';

import type { AppContext } from '../../../context.js';
import { websites } from '../../../db/schema/index.js';
import { fieldError } from '../../../errors.js';
import { withoutPort } from '../serve/site-hosts.js';
import type { VisibleWebsite } from '../website-access.js';
import { assertPaidSitePlan, domainVerification } from './domain-verification.js';

/**
 * The platform's own names: the sites and stores domains and the app's and API hosts' (and anything under
 * them). A site on one would answer for the platform, a store or a store's seller admin.
 */
function platformHosts(config: AppContext['config']): string[] {
  const names = [
    config.sites.host,
    config.stores.host,
    new URL(config.appUrl).host,
    ...Object.values(config.hostnames),
  ];
  return names.filter((name): name is string => Boolean(name)).map((name) => withoutPort(name.toLowerCase()));
}

const isUnder = (domain: string, host: string) => domain === host || domain.endsWith(`.${host}`);

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
  if (platformHosts(ctx.config).some((host) => isUnder(domain, host))) {
    throw fieldError('domain', 'This domain belongs to the platform; enter a domain you own');
  }
  const [owner] = await ctx.db
    .select({ id: websites.id })
    .from(websites)
    .where(and(eq(websites.customDomain, domain), ne(websites.id, website.id)))
    .limit(1);
  if (owner) throw fieldError('domain', MESSAGES.domainTaken, 'conflict');

  const keepsToken = website.pendingDomain === domain && website.domainToken;
  const [row] = await ctx.db
    .update(websites)
    .set({
      pendingDomain: website.customDomain === domain ? null : domain,
      domainToken: keepsToken ? website.domainToken : randomBytes(16).toString('hex'),
      updatedAt: new Date(),
    })
    .where(eq(websites.id, website.id))
    .returning();
  return domainVerification(row!, visible.project.uid, ctx.config.sites);
}
