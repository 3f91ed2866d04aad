import { and, eq, gt, lte, sql } from 'drizzle-orm';

import type { Queryable } from '../../db/client.js';
import { websiteRedirects } from '../../db/schema/index.js';

/** The advisory lock's first key (the name's hash is the second). */
const SUBDOMAIN_LOCK = 0x5d0a;

/**
 * A subdomain is held by a site (`websites.subdomain`, unique) or by a site's redirect (`website_redirects`, until it
 * expires): two tables, so no constraint can judge a claim alone. Every transaction that claims a name or frees one
 * into a redirect takes this lock on each name first, in one order (no deadlock between a rename a→b and b→a): without
 * it, a site taking `x` could check the redirects a moment before another site's rename away from `x` wrote its
 * redirect, and both would commit (test/site-redirect-races.test.ts).
 */
export async function lockSubdomains(tx: Queryable, names: readonly string[]): Promise<void> {
  for (const name of [...new Set(names)].sort()) {
    await tx.execute(sql`select pg_advisory_xact_lock(${SUBDOMAIN_LOCK}::int, hashtext(${name}))`);
  }
}

/** The site whose unexpired redirect holds the name, or null (expired redirects hold nothing). */
export async function redirectHolderOf(tx: Queryable, subdomain: string, now: Date): Promise<number | null> {
  const [row] = await tx
    .select({ websiteId: websiteRedirects.websiteId })
    .from(websiteRedirects)
    .where(and(eq(websiteRedirects.subdomain, subdomain), gt(websiteRedirects.until, now)))
    .limit(1);
  return row?.websiteId ?? null;
}

/** Expired redirects answer nothing and hold nothing; dropped whenever names change hands, so the table stays small. */
export async function pruneExpiredRedirects(tx: Queryable, now: Date): Promise<void> {
  await tx.delete(websiteRedirects).where(lte(websiteRedirects.until, now));
}
