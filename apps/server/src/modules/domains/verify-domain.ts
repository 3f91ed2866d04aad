import { DOMAIN_MESSAGES, type Domain } from '@aerie/contract';
import { and, eq, isNotNull, ne } from 'drizzle-orm';

import type { AppContext } from '../../context.js';
import { workspaceDomains, type WorkspaceDomainRow } from '../../db/schema/index.js';
import { AppError } from '../../errors.js';
import { isUniqueViolation } from '../../lib/database-errors.js';
import { toDomain } from './domain-view.js';
import { served } from './served-hosts.js';
import { holdsProof, txtName } from './txt-proof.js';

/**
 * Looks for the domain's TXT record and records what it found (when, and why not). Found: the domain is
 * the workspace's, and its hosts answer from now on. Not found: `failing` with the reason, not an error —
 * DNS takes time. A name verified by another workspace meanwhile loses: the partial unique index on
 * verified names lets exactly one verification commit.
 */
export async function verifyDomain(
  ctx: Pick<AppContext, 'config' | 'db' | 'txtResolver'>,
  domain: WorkspaceDomainRow,
): Promise<{ domain: Domain; message: string }> {
  if (domain.verifiedAt)
    return { domain: await toDomain(ctx.db, ctx.config, domain), message: 'The domain is verified.' };
  const [other] = await ctx.db
    .select({ id: workspaceDomains.id })
    .from(workspaceDomains)
    .where(
      and(
        eq(workspaceDomains.name, domain.name),
        isNotNull(workspaceDomains.verifiedAt),
        ne(workspaceDomains.id, domain.id),
      ),
    )
    .limit(1);
  if (other) throw new AppError('conflict', DOMAIN_MESSAGES.claimed);

  const records = await ctx.txtResolver.resolveTxt(txtName(domain.name)).catch(() => [] as string[][]);
  const now = new Date();
  if (!holdsProof(records, domain.token)) {
    const [row] = await ctx.db
      .update(workspaceDomains)
      .set({ lastCheckedAt: now, lastError: `No TXT record at ${txtName(domain.name)} holds the value shown.` })
      .where(eq(workspaceDomains.id, domain.id))
      .returning();
    return { domain: await toDomain(ctx.db, ctx.config, row!), message: DOMAIN_MESSAGES.notVerified };
  }

  let row;
  try {
    [row] = await ctx.db
      .update(workspaceDomains)
      .set({ verifiedAt: now, lastCheckedAt: now, lastError: null })
      .where(eq(workspaceDomains.id, domain.id))
      .returning();
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('conflict', DOMAIN_MESSAGES.claimed);
    throw error;
  }
  if (!row) throw new AppError('not_found', 'The domain was removed meanwhile.');
  await served.refresh();
  return { domain: await toDomain(ctx.db, ctx.config, row), message: 'The domain is verified.' };
}
