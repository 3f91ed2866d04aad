import type { AppContext } from '../../context.js';
import type { Queryable } from '../../db/client.js';
import type { WebsiteRow } from '../../db/schema/index.js';
import { emitEvent } from '../events/index.js';
import type { VisibleWebsite } from './website-access.js';
import { liveOrigin } from './website-view.js';

/** `site.published` or `site.restored`, in the transaction that published or restored the site. */
export async function emitSiteEvent(
  ports: { db: Queryable; jobs: AppContext['jobs']; config: AppContext['config'] },
  input: {
    name: 'site.published' | 'site.restored';
    visible: VisibleWebsite;
    website: WebsiteRow;
    actorUserId: number;
  },
): Promise<void> {
  const { visible, website } = input;
  await emitEvent(ports.db, {
    name: input.name,
    workspaceId: visible.project.workspaceId,
    projectId: visible.project.id,
    actorUserId: input.actorUserId,
    aggregate: `website:${website.id}`,
    data: { websiteId: website.id, name: website.name, url: liveOrigin(ports.config.sites, website) },
  });
}
