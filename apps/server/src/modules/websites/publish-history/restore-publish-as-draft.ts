import type { ProjectData, WebsiteContent } from '@aerie/contract';

import type { AppContext } from '../../../context.js';
import { AppError } from '../../../errors.js';
import type { VisibleWebsite } from '../website-access.js';
import { restoreDraft } from '../website-revisions.js';
import { loadPublish } from './load-publish.js';

export interface RestorePublishAsDraft {
  publishId: number;
  /** The revision the editor is at: restoring over someone else's newer save is refused like a stale save. */
  fromRevision: number;
  userId: number;
}

/**
 * Makes what a publish published the draft again, saved as a new revision (restoreDraft), with the stale-save
 * rule of every save. The live site is left alone.
 */
export function restorePublishAsDraft(
  ports: Pick<AppContext, 'db' | 'jobs' | 'config'>,
  visible: VisibleWebsite,
  request: RestorePublishAsDraft,
): Promise<WebsiteContent> {
  return restoreDraft(ports, visible, request, async (tx) => {
    const publish = await loadPublish(tx, visible.website.id, request.publishId);
    if (publish.projectData === null) {
      throw new AppError(
        'unprocessable',
        'This publish was made before publishes were kept in full, so it can be restored as the live site only.',
      );
    }
    return publish.projectData as ProjectData;
  });
}
