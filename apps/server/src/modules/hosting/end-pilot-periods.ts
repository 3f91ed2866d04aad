import { and, eq, isNotNull, isNull, lt, lte, or, type SQL } from 'drizzle-orm';

import type { AppContext } from '../../context.js';
import { projects, servers, users, workspaces, type ServerRow } from '../../db/schema/index.js';
import { queueMail } from '../mail/index.js';
import { destroyPilotsAtCloud } from './destroy-pilot.js';
import { STALE_CLAIM_MS } from './pilot-guards.js';
import { daysAfter, DESTRUCTION_WARNING_DAYS, destructionTime, UNPAID_GRACE_DAYS } from './pilot-period.js';
import { pilotDestructionMail } from './pilot-destruction-mail.js';
import { recordServerLog } from './server-logs.js';

/** The billing cycle's scope (billing-cycle.ts), restated so that billing imports hosting, not both ways. */
interface BillingCycleScope {
  now: Date;
  workspaceId?: number;
}

/** Pilots whose destruction time (pilot-period.ts) is at or before `by`, as SQL. */
function destroyedBy(by: Date): SQL {
  return or(
    and(eq(servers.cancelAtPeriodEnd, true), lte(servers.expiresAt, by)),
    and(eq(servers.cancelAtPeriodEnd, false), lte(servers.expiresAt, daysAfter(by, -UNPAID_GRACE_DAYS))),
  )!;
}

/** The row is still the one that was read: no renewal, cancellation or resumption came in between. */
const unchangedSince = (pilot: ServerRow): SQL =>
  and(
    eq(servers.id, pilot.id),
    eq(servers.expiresAt, pilot.expiresAt!),
    eq(servers.cancelAtPeriodEnd, pilot.cancelAtPeriodEnd),
  )!;

function duePilots(ctx: AppContext, scope: BillingCycleScope, ...conditions: SQL[]): Promise<ServerRow[]> {
  return ctx.db
    .select()
    .from(servers)
    .where(
      and(
        isNotNull(servers.pilotId),
        isNotNull(servers.expiresAt),
        scope.workspaceId === undefined ? undefined : eq(servers.workspaceId, scope.workspaceId),
        ...conditions,
      ),
    );
}

/**
 * Billing cycle step (issue 25): the end of a pilot's paid month. A pilot due for destruction within
 * DESTRUCTION_WARNING_DAYS gets one warning e-mail to the workspace owner — claimed by setting
 * `destruction_warned_at`, the mail queued in the same transaction, so two cycles at once mail once. A
 * warned pilot whose time has come is destroyed: its row is deleted by one conditional delete (the claim:
 * one cycle gets it; a renewal that settled meanwhile changed `expires_at`, so nothing is deleted), then
 * the server is destroyed at its cloud as a deleted pilot's is. Its payments stay in the history
 * (transactions.server_id is set null).
 */
export async function endPilotPeriods(ctx: AppContext, scope: BillingCycleScope): Promise<void> {
  await warnOfDestruction(ctx, scope);
  await destroyDuePilots(ctx, scope);
}

async function warnOfDestruction(ctx: AppContext, scope: BillingCycleScope): Promise<void> {
  const due = await duePilots(
    ctx,
    scope,
    isNull(servers.destructionWarnedAt),
    destroyedBy(daysAfter(scope.now, DESTRUCTION_WARNING_DAYS)),
  );
  for (const pilot of due) {
    await ctx.db.transaction(async (tx) => {
      const [claimed] = await tx
        .update(servers)
        .set({ destructionWarnedAt: scope.now })
        .where(and(unchangedSince(pilot), isNull(servers.destructionWarnedAt)))
        .returning({ id: servers.id });
      if (!claimed) return;
      const [recipient] = await tx
        .select({ email: users.email, first: users.first, projectUid: projects.uid })
        .from(workspaces)
        .innerJoin(users, eq(users.id, workspaces.ownerId))
        .innerJoin(projects, eq(projects.id, pilot.projectId))
        .where(eq(workspaces.id, pilot.workspaceId));
      if (!recipient) return;
      await queueMail(
        tx,
        ctx.jobs,
        recipient.email,
        pilotDestructionMail({
          firstName: recipient.first,
          pilotName: pilot.name,
          destroysAt: destructionTime(pilot)!,
          isCancelled: pilot.cancelAtPeriodEnd,
          url: `${ctx.config.appUrl}/dashboard/project/${recipient.projectUid}/hosting`,
        }),
      );
    });
  }
}

async function destroyDuePilots(ctx: AppContext, scope: BillingCycleScope): Promise<void> {
  const due = await duePilots(ctx, scope, isNotNull(servers.destructionWarnedAt), destroyedBy(scope.now));
  for (const pilot of due) {
    const destroyed = await ctx.db.transaction(async (tx) => {
      const [row] = await tx
        .delete(servers)
        .where(
          and(
            unchangedSince(pilot),
            isNotNull(servers.destructionWarnedAt),
            // A provision or power action under way finishes first; the next tick destroys it.
            or(isNull(servers.busySince), lt(servers.busySince, new Date(scope.now.getTime() - STALE_CLAIM_MS))),
          ),
        )
        .returning();
      if (!row) return null;
      await recordServerLog(tx, {
        server: { id: null, name: row.name, projectId: row.projectId },
        userId: null,
        action: 'delete',
        outcome: 'success',
        message: row.cancelAtPeriodEnd
          ? 'Destroyed at the end of its paid month, as cancelled.'
          : `Destroyed ${UNPAID_GRACE_DAYS} days after its paid month ended unrenewed.`,
      });
      return row;
    });
    if (destroyed) await destroyPilotsAtCloud(ctx, [destroyed]);
  }
}
