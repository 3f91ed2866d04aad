import { LIMITS, type ProjectData, type WebsiteContent, type WebsiteRevision } from '@aerie/contract';
import { and, desc, eq } from 'drizzle-orm';

import type { AppContext } from '../../context.js';
import type { Queryable, Transaction } from '../../db/client.js';
import { users, websiteRevisions } from '../../db/schema/index.js';
import { notFound } from '../../errors.js';
import { emitSiteEvent } from './site-events.js';
import type { VisibleWebsite } from './website-access.js';
import { websiteContent } from './website-content.js';
import { writeDraft } from './save-website-content.js';

/** The saved revisions of a site that can still be restored, newest first, with who saved each. */
export async function listWebsiteRevisions(db: Queryable, { website }: VisibleWebsite): Promise<WebsiteRevision[]> {
  const rows = await db
    .select({
      revision: websiteRevisions.revision,
      savedAt: websiteRevisions.savedAt,
      name: websiteRevisions.name,
      userId: users.id,
      first: users.first,
      last: users.last,
    })
    .from(websiteRevisions)
    .leftJoin(users, eq(users.id, websiteRevisions.savedById))
    .where(eq(websiteRevisions.websiteId, website.id))
    .orderBy(desc(websiteRevisions.revision))
    .limit(LIMITS.revisionsKept);
  return rows.map((row) => ({
    revision: row.revision,
    saved_at: row.savedAt.toISOString(),
    saved_by: row.userId === null ? null : { id: row.userId, first: row.first ?? '', last: row.last ?? '' },
    name: row.name,
    published: row.revision === website.publishedRevision,
  }));
}

export interface RestoreRequest {
  /** The revision to bring back. */
  restore: number;
  /** The revision the editor is at: restoring over someone else's newer save is refused like a stale save. */
  fromRevision: number;
  userId: number;
}

/**
 * Saves the project data `read` finds (inside the same transaction) as a new draft revision and records the
 * restore: history is never rewritten, so the draft being replaced can itself be restored. Shared by restoring a
 * revision and restoring what a publish published.
 */
export async function restoreDraft(
  ports: Pick<AppContext, 'db' | 'jobs' | 'config'>,
  visible: VisibleWebsite,
  request: Omit<RestoreRequest, 'restore'>,
  read: (tx: Transaction) => Promise<ProjectData>,
): Promise<WebsiteContent> {
  const saved = await ports.db.transaction(async (tx) => {
    const draft = await writeDraft(tx, {
      websiteId: visible.website.id,
      fromRevision: request.fromRevision,
      projectData: await read(tx),
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

/** Makes an earlier revision the draft again (restoreDraft). A pruned or unknown revision is 404. */
export function restoreWebsiteRevision(
  ports: Pick<AppContext, 'db' | 'jobs' | 'config'>,
  visible: VisibleWebsite,
  request: RestoreRequest,
): Promise<WebsiteContent> {
  return restoreDraft(ports, visible, request, async (tx) => {
    const [old] = await tx
      .select({ projectData: websiteRevisions.projectData })
      .from(websiteRevisions)
      .where(and(eq(websiteRevisions.websiteId, visible.website.id), eq(websiteRevisions.revision, request.restore)))
      .limit(1);
    if (!old) throw notFound('The revision');
    return old.projectData as ProjectData;
  });
}
