import { and, eq, isNotNull, isNull } from 'drizzle-orm';

import type { Database } from '../../../db/client.js';
import { websites } from '../../../db/schema/index.js';
import { isServedHost } from '../../domains/index.js';

/**
 * Whether Aerie serves `domain` (normalised: lower case, no trailing dot, no port) as a verified name of
 * something published: today a site's verified, not suspended custom domain, once the site is published.
 * The one place that answers it for certificates (`may-issue-certificate.ts`): the workspace domain
 * manager's deployments (issue 32 § 3) extend this function, nothing else.
 * One query on the unique index of `custom_domain`, then one on the hosts' index: Caddy asks on every handshake for a name it holds no
 * certificate for, with no negative cache.
 */
export async function isServedDomain(db: Database, domain: string): Promise<boolean> {
  const [row] = await db
    .select({ id: websites.id })
    .from(websites)
    .where(
      and(eq(websites.customDomain, domain), isNull(websites.customDomainSuspendedAt), isNotNull(websites.publishedAt)),
    )
    .limit(1);
  return row !== undefined || isServedHost(db, domain);
}
