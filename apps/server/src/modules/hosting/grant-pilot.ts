import { randomInt } from 'node:crypto';

import { eq } from 'drizzle-orm';

import type { Transaction as DbTransaction } from '../../db/client.js';
import { pilotPlans, projects, servers, transactions, type TransactionRow } from '../../db/schema/index.js';
import { recordServerLog } from './server-logs.js';

const LOWER_ALPHANUMERIC = 'abcdefghijklmnopqrstuvwxyz0123456789';
export const randomText = (length: number) =>
  Array.from({ length }, () => LOWER_ALPHANUMERIC[randomInt(LOWER_ALPHANUMERIC.length)]).join('');

/** One calendar month on from `from`: pilots expire a month after payment (issue 12). */
export function oneMonthFrom(from: Date): Date {
  const next = new Date(from);
  next.setUTCMonth(next.getUTCMonth() + 1);
  return next;
}

/**
 * A paid pilot. Runs inside the settlement's transaction, after the conditional update that moved the
 * payment to 'success', so exactly once per payment. A first payment creates the pilot (pilot_id set, not
 * yet at any cloud: the provision call puts it there) and links it to the payment; a renewal adds a month
 * from the end of the paid month, or from now when it has run out — under the pilot's row lock, so two
 * renewals settling at once add two months — and undoes a cancellation (issue 25). Returns false: no workspace plan changed.
 */
export async function grantPilot(tx: DbTransaction, row: TransactionRow, now: Date): Promise<boolean> {
  if (row.serverId) {
    const [pilot] = await tx.select().from(servers).where(eq(servers.id, row.serverId)).for('update');
    // A pilot deleted since keeps nothing; the payment stays in the history.
    if (!pilot) return false;
    const from = pilot.expiresAt && pilot.expiresAt > now ? pilot.expiresAt : now;
    const expiresAt = oneMonthFrom(from);
    // Paying for another month means keeping the pilot: a cancellation and its warning are called off.
    await tx
      .update(servers)
      .set({ expiresAt, cancelAtPeriodEnd: false, destructionWarnedAt: null, updatedAt: now })
      .where(eq(servers.id, pilot.id));
    await recordServerLog(tx, {
      server: pilot,
      userId: row.userId,
      action: 'renew',
      outcome: 'success',
      message: `Renewed until ${expiresAt.toISOString().slice(0, 10)}.`,
    });
    return false;
  }
  if (!row.pilotPlanId || !row.pilotTemplateId || !row.projectId) return false;
  // Shared lock: the project cannot be deleted under the new pilot's row.
  const [project] = await tx
    .select({ id: projects.id })
    .from(projects)
    .where(eq(projects.id, row.projectId))
    .for('share');
  // The project was deleted between checkout and payment: the payment stays in the history, with no pilot.
  if (!project) return false;
  const [plan] = await tx.select({ name: pilotPlans.name }).from(pilotPlans).where(eq(pilotPlans.id, row.pilotPlanId));
  const [pilot] = await tx
    .insert(servers)
    .values({
      slug: randomText(20),
      projectId: row.projectId,
      workspaceId: row.workspaceId,
      // A valid droplet name: letters, digits and dashes.
      name: `${(plan?.name ?? 'pilot').toLowerCase().replace(/[^a-z0-9]+/g, '-')}-${randomText(4)}`,
      hostname: 'Aerie Cloud',
      ip: null,
      active: 0,
      protocol: 'ssh',
      username: 'root',
      authMethod: 'managed',
      pilotId: `pil_${randomText(24)}`,
      planId: row.pilotPlanId,
      templateId: row.pilotTemplateId,
      expiresAt: oneMonthFrom(now),
      createdById: row.userId,
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  await tx.update(transactions).set({ serverId: pilot!.id }).where(eq(transactions.id, row.id));
  return false;
}
