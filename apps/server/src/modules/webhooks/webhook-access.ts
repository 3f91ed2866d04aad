import { eq } from 'drizzle-orm';

import type { Queryable } from '../../db/client.js';
import {
  webhookDeliveries,
  webhookEndpoints,
  type WebhookDeliveryRow,
  type WebhookEndpointRow,
} from '../../db/schema/index.js';
import { AppError, notFound } from '../../errors.js';
import { loadVisibleProject, type ProjectRef, type VisibleProject } from '../projects/index.js';
import { assertRoleMay } from '../workspaces/index.js';

/**
 * A project whose webhooks the caller may configure: who cannot see the project hears 404 (as if it did
 * not exist), a member below maintainer 403 (contract ROLE_TABLE 'configure webhooks').
 */
export async function loadConfigurableProject(db: Queryable, userId: number, ref: ProjectRef): Promise<VisibleProject> {
  const visible = await loadVisibleProject(db, userId, ref);
  assertRoleMay(visible.projectRole, 'configure webhooks');
  return visible;
}

/** A webhook of a project the caller may configure; one of a project they cannot see is an unknown id. */
export async function loadConfigurableWebhook(
  db: Queryable,
  userId: number,
  webhookId: number,
): Promise<VisibleProject & { endpoint: WebhookEndpointRow }> {
  const [endpoint] = await db.select().from(webhookEndpoints).where(eq(webhookEndpoints.id, webhookId)).limit(1);
  if (!endpoint) throw notFound('The webhook');
  return { ...(await asWebhook404(loadConfigurableProject(db, userId, { id: endpoint.projectId }))), endpoint };
}

export async function loadConfigurableDelivery(
  db: Queryable,
  userId: number,
  deliveryId: number,
): Promise<VisibleProject & { endpoint: WebhookEndpointRow; delivery: WebhookDeliveryRow }> {
  const [row] = await db
    .select({ delivery: webhookDeliveries, endpoint: webhookEndpoints })
    .from(webhookDeliveries)
    .innerJoin(webhookEndpoints, eq(webhookEndpoints.id, webhookDeliveries.endpointId))
    .where(eq(webhookDeliveries.id, deliveryId))
    .limit(1);
  if (!row) throw notFound('The delivery');
  const visible = await asWebhook404(
    loadConfigurableProject(db, userId, { id: row.endpoint.projectId }),
    'The delivery',
  );
  return { ...visible, ...row };
}

async function asWebhook404<T>(loading: Promise<T>, what = 'The webhook'): Promise<T> {
  try {
    return await loading;
  } catch (error) {
    throw error instanceof AppError && error.status === 404 ? notFound(what) : error;
  }
}
