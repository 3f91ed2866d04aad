import { randomBytes } from 'node:crypto';

import { WEBHOOK_RULES, type CreateWebhookSchema, type Webhook } from '@aerie/contract';
import { count, eq } from 'drizzle-orm';
import type { z } from 'zod';

import type { AppContext } from '../../context.js';
import { projects, webhookEndpoints } from '../../db/schema/index.js';
import { AppError } from '../../errors.js';
import { newWebhookSecret, sealWebhookSecret } from './webhook-secret.js';
import { assertWebhookUrlAllowed } from './webhook-url.js';
import { webhookView } from './webhook-view.js';

export const TOO_MANY_WEBHOOKS = `A project can have at most ${WEBHOOK_RULES.maxPerProject} webhooks. Remove one to add another.`;

/**
 * Adds a webhook; its secret is in the reply and, sealed, in the row. The project row is locked while the
 * count is taken, so two adds at once cannot both pass the limit (test/webhook-races.test.ts).
 */
export async function createWebhook(
  ctx: Pick<AppContext, 'db' | 'config'>,
  input: { projectId: number; userId: number; body: z.output<typeof CreateWebhookSchema> },
): Promise<Webhook & { secret: string }> {
  assertWebhookUrlAllowed(ctx, input.body.url);
  const secret = newWebhookSecret();
  const slug = `whk${randomBytes(12).toString('hex')}`;
  const endpoint = await ctx.db.transaction(async (tx) => {
    await tx.select({ id: projects.id }).from(projects).where(eq(projects.id, input.projectId)).for('update');
    const [existing] = await tx
      .select({ total: count() })
      .from(webhookEndpoints)
      .where(eq(webhookEndpoints.projectId, input.projectId));
    if ((existing?.total ?? 0) >= WEBHOOK_RULES.maxPerProject) throw new AppError('conflict', TOO_MANY_WEBHOOKS);
    const [row] = await tx
      .insert(webhookEndpoints)
      .values({
        slug,
        projectId: input.projectId,
        url: input.body.url,
        events: input.body.events,
        format: input.body.format,
        active: input.body.active,
        secretEnc: sealWebhookSecret(ctx, slug, secret),
        createdById: input.userId,
      })
      .returning();
    return row!;
  });
  return { ...webhookView(endpoint), secret };
}
