import type { ProjectData, WebsiteContent } from '@aerie/contract';

import type { AppContext } from '../../../context.js';
import { AppError } from '../../../errors.js';
import { writeDraft } from '../save-website-content.js';
import { emitSiteEvent } from '../site-events.js';
import type { VisibleWebsite } from '../website-access.js';
import { websiteContent } from '../website-content.js';
import { loadPublish } from './load-publish.js';

export interface RestorePublishAsDraft {
  publishId: number;
  /** The revision the editor is at: restoring over someone else's newer save is refused like a stale save. */
  fromRevision: number;
  userId: number;
}

/**
 * Makes what a publish published the draft again, saved as a new revision (history is never rewritten), with
 * the stale-save rule of every save. The live site is left alone.
 */
export async function restorePublishAsDraft(
  ports: Pick<AppContext, 'db' | 'jobs' | 'config'>,
  visible: VisibleWebsite,
  request: RestorePublishAsDraft,
): Promise<WebsiteContent> {
  const saved = await ports.db.transaction(async (tx) => {
    const publish = await loadPublish(tx, visible.website.id, request.publishId);
    if (publish.projectData === null) {
      throw new AppError(
        'unprocessable',
        'This publish was made before publishes were kept in full, so it can be restored as the live site only.',
      );
    }
    const draft = await writeDraft(tx, {
      websiteId: visible.website.id,
      fromRevision: request.fromRevision,
      projectData: publish.projectData as ProjectData,
      userId: request.userId,
    });
    await emitSiteEvent(
      { db: tx, jobs: ports.jobs, config: ports.config },
      { name: 'site.restored', visible, website: draft, actorUserId: request.userId },
    );
    return draft;
  });
  return websiteContent(ports.config, { ...visible, website: saved }, request.userId);
}
