import { randomBytes } from 'node:crypto';

import { DOMAIN_MESSAGES, type Domain } from '@aerie/contract';
import { and, eq, isNotNull, ne } from 'drizzle-orm';

import type { AppContext } from '../../context.js';
import type { Queryable } from '../../db/client.js';
import { workspaceDomains, type WorkspaceDomainRow } from '../../db/schema/index.js';
import { fieldError } from '../../errors.js';
import { isUniqueViolation } from '../../lib/database-errors.js';
import { toDomain } from './domain-view.js';
import { isPlatformName } from './platform-hosts.js';

/** Whether another workspace holds `name` verified: then it is theirs (issue 32 § 1), on every screen. */
export async function isClaimedElsewhere(db: Queryable, workspaceId: number, name: string): Promise<boolean> {
  const [other] = await db
    .select({ id: workspaceDomains.id })
    .from(workspaceDomains)
    .where(
      and(
        eq(workspaceDomains.name, name),
        isNotNull(workspaceDomains.verifiedAt),
        ne(workspaceDomains.workspaceId, workspaceId),
      ),
    )
    .limit(1);
  return other !== undefined;
}

/** Refuses a name no workspace may add: the platform's own, or one another workspace has verified. */
export async function assertClaimable(
  ctx: Pick<AppContext, 'config'> & { db: Queryable },
  workspaceId: number,
  name: string,
): Promise<void> {
  if (isPlatformName(ctx.config, name)) throw fieldError('name', DOMAIN_MESSAGES.platform);
  if (await isClaimedElsewhere(ctx.db, workspaceId, name))
    throw fieldError('name', DOMAIN_MESSAGES.claimed, 'conflict');
}

/** The workspace's row for `name`, added now (pending DNS, a fresh token) if it had none. */
export async function ensureDomain(
  ctx: Pick<AppContext, 'config'> & { db: Queryable },
  workspaceId: number,
  name: string,
): Promise<WorkspaceDomainRow> {
  await assertClaimable(ctx, workspaceId, name);
  const [added] = await ctx.db
    .insert(workspaceDomains)
    .values({ workspaceId, name, token: randomBytes(16).toString('hex') })
    .onConflictDoNothing()
    .returning();
  if (added) return added;
  const [existing] = await ctx.db
    .select()
    .from(workspaceDomains)
    .where(and(eq(workspaceDomains.workspaceId, workspaceId), eq(workspaceDomains.name, name)))
    .limit(1);
  return existing!;
}

/** Adds a domain to a workspace, once: the TXT record to set comes back with it. */
export async function addDomain(
  ctx: Pick<AppContext, 'config' | 'db'>,
  workspaceId: number,
  name: string,
): Promise<Domain> {
  await assertClaimable(ctx, workspaceId, name);
  try {
    const [row] = await ctx.db
      .insert(workspaceDomains)
      .values({ workspaceId, name, token: randomBytes(16).toString('hex') })
      .returning();
    return toDomain(ctx.db, ctx.config, row!);
  } catch (error) {
    if (isUniqueViolation(error)) throw fieldError('name', DOMAIN_MESSAGES.alreadyAdded, 'conflict');
    throw error;
  }
}
