import { and, eq } from 'drizzle-orm';

import type { Queryable } from '../../db/client.js';
import { servers, transactions, type ServerRow } from '../../db/schema/index.js';
import { AppError, notFound } from '../../errors.js';
import { findVisibleProject } from '../projects/index.js';

/**
 * The pilot a pilot payment bought (or renewed), for someone who sees its project: the payment return
 * page's way to its `pilot_id` (docs/product.md § Buying a pilot). The settlement made the pilot, so an unpaid payment
 * has none yet (400, saying so); a payment of a project the caller cannot see is not found, paid or not
 * (docs/architecture.md § Authorization).
 */
export async function findPaidPilot(db: Queryable, userId: number, reference: string): Promise<ServerRow> {
  const [payment] = await db
    .select()
    .from(transactions)
    .where(and(eq(transactions.reference, reference), eq(transactions.type, 'pilot')))
    .limit(1);
  const visible = payment?.projectId ? await findVisibleProject(db, userId, { id: payment.projectId }) : null;
  if (!payment || !visible) throw notFound('The payment');
  if (payment.status !== 'success')
    throw new AppError('bad_request', 'The payment is not complete yet, so there is no pilot for it.');
  const [pilot] = payment.serverId ? await db.select().from(servers).where(eq(servers.id, payment.serverId)) : [];
  if (!pilot) throw notFound('The pilot');
  return pilot;
}
