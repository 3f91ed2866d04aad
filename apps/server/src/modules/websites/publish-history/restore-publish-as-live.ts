import type { Website } from '@aerie/contract';
import { eq } from 'drizzle-orm';

import type { AppContext } from '../../../context.js';
import { websitePublications, websites } from '../../../db/schema/index.js';
import { notFound } from '../../../errors.js';
import { emitEvent } from '../../events/index.js';
import { invalidateLiveSite } from '../serve/live-sites.js';
import type { VisibleWebsite } from '../website-access.js';
import { liveOrigin, toWebsite } from '../website-view.js';
import { loadPublish } from './load-publish.js';

/**
 * Makes an earlier publish the live site again at once, serving the pages and stylesheet it rendered then (no
 * new render, so it is exactly what was live); the draft is not touched. The website's row is locked first, as
 * a publish's UPDATE locks it, so a publish and a restore (or two restores) of one site take turns and the
 * live publication always matches `published_revision`. `published_at` moves to now: that is what tells every
 * process's copy of the site that it changed.
 */
export async function restorePublishAsLive(
  ports: Pick<AppContext, 'db' | 'jobs' | 'config'>,
  visible: VisibleWebsite,
  input: { publishId: number; actorUserId: number },
): Promise<Website> {
  const websiteId = visible.website.id;
  const updated = await ports.db.transaction(async (tx) => {
    const [locked] = await tx
      .select({ id: websites.id })
      .from(websites)
      .where(eq(websites.id, websiteId))
      .for('update');
    if (!locked) throw notFound('The website');
    const publish = await loadPublish(tx, websiteId, input.publishId);
    const now = new Date();
    const [row] = await tx
      .update(websites)
      .set({ publishedRevision: publish.revision, publishedAt: now })
      .where(eq(websites.id, websiteId))
      .returning();
    const live = {
      publishId: publish.id,
      revision: publish.revision,
      pages: publish.pages,
      css: publish.css,
      favicon: publish.favicon,
    };
    await tx
      .insert(websitePublications)
      .values({ websiteId, ...live, publishedAt: now })
      .onConflictDoUpdate({ target: websitePublications.websiteId, set: { ...live, publishedAt: now } });
    await emitEvent(tx, {
      name: 'site.rolled_back',
      workspaceId: visible.project.workspaceId,
      projectId: visible.project.id,
      actorUserId: input.actorUserId,
      aggregate: `website:${websiteId}`,
      data: { websiteId, name: row!.name, url: liveOrigin(ports.config.sites, row!), revision: publish.revision },
    });
    return row!;
  });
  invalidateLiveSite(websiteId);
  return toWebsite(ports.config.sites, updated, visible.project.uid);
}
