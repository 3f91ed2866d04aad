import { eq } from 'drizzle-orm';

import { siteServerTargets } from '../../../db/schema/index.js';
import { defineSubscriber } from '../../events/index.js';

/**
 * A site was published, or an earlier publish restored as live: when it is published to a server too
 * (docs/product.md § Publish to your own server), its upload is queued in the subscriber's transaction, with
 * the receipt, so a redelivered event queues nothing twice.
 */
export const publishSiteToServer = defineSubscriber({
  name: 'deployments.publish-site-to-server',
  on: ['site.published', 'site.rolled_back'],
  wakes: ['site-release'],
  async handle(ctx, event, tx) {
    const websiteId = event.data.websiteId;
    const [target] = await tx
      .update(siteServerTargets)
      .set({ releaseState: 'queued', releaseError: null, updatedAt: new Date() })
      .where(eq(siteServerTargets.websiteId, websiteId))
      .returning({ id: siteServerTargets.id });
    if (target) await ctx.jobs.send('site-release', { action: 'publish', websiteId }, { db: tx });
  },
});
