import { isStorableText } from '@aerie/contract';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { z } from 'zod';

import type { AppContext } from '../context.js';
import { workspaces } from '../db/schema/index.js';
import { runBillingCycle } from '../modules/billing/billing-cycle.js';

const DAY_MS = 24 * 60 * 60 * 1000;

const AdvanceSchema = z.object({
  workspace: z.string().min(1).max(80).refine(isStorableText),
  days: z.number().int().min(0).max(400),
});

/**
 * The development test clock (not production, like the inbox): runs the billing cycle for one workspace
 * as if `days` had passed, as a card provider's test clock does, so a trial's end or a period's end can be
 * tried in a browser without waiting. Only that workspace's due items move; the app's clock does not.
 * RAW_ROUTES gives it loopback reach.
 */
export function registerDevTestClock(app: FastifyInstance, ctx: AppContext): void {
  app.post('/dev/billing/advance-clock', { schema: { hide: true } }, async (request, reply) => {
    const parsed = AdvanceSchema.safeParse(request.body);
    if (!parsed.success) return reply.code(400).send({ message: 'Send { workspace: slug, days: 0–400 }.' });
    const [workspace] = await ctx.db
      .select({ id: workspaces.id })
      .from(workspaces)
      .where(eq(workspaces.slug, parsed.data.workspace));
    if (!workspace) return reply.code(404).send({ message: 'No such workspace.' });
    const now = new Date(ctx.clock.now().getTime() + parsed.data.days * DAY_MS);
    await runBillingCycle(ctx, { now, workspaceId: workspace.id });
    return { now: now.toISOString() };
  });
}
