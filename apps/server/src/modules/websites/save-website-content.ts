import { LIMITS, MESSAGES, type ProjectData } from '@aerie/contract';
import { and, eq, lte, sql } from 'drizzle-orm';

import type { Queryable, Transaction } from '../../db/client.js';
import { websiteRevisions, websites, type WebsiteRow } from '../../db/schema/index.js';
import { AppError } from '../../errors.js';

export interface SaveDraft {
  websiteId: number;
  /** The revision the editor started from. */
  fromRevision: number;
  projectData: ProjectData;
  userId: number;
}

export const staleSave = () => new AppError('conflict', MESSAGES.staleSave);

/**
 * Writes a new draft if, and only if, the site is still at the revision the editor started from: the
 * compare-and-set is the UPDATE's own WHERE, so of two saves from one revision exactly one matches and the
 * other is refused (409) with nothing overwritten. The new revision is kept in the history, which is cut
 * back to the last LIMITS.revisionsKept in the same transaction.
 */
export async function writeDraft(tx: Transaction, draft: SaveDraft): Promise<WebsiteRow> {
  const [saved] = await tx
    .update(websites)
    .set({ revision: sql`${websites.revision} + 1`, projectData: draft.projectData, updatedAt: new Date() })
    .where(and(eq(websites.id, draft.websiteId), eq(websites.revision, draft.fromRevision)))
    .returning();
  if (!saved) throw staleSave();
  await tx.insert(websiteRevisions).values({
    websiteId: saved.id,
    revision: saved.revision,
    projectData: draft.projectData,
    savedById: draft.userId,
    savedAt: saved.updatedAt,
  });
  // Revisions are numbered without gaps, so the last N are exactly those above revision - N.
  await tx
    .delete(websiteRevisions)
    .where(
      and(
        eq(websiteRevisions.websiteId, saved.id),
        lte(websiteRevisions.revision, saved.revision - LIMITS.revisionsKept),
      ),
    );
  return saved;
}

/** Saves the editor's draft (autosave and Save Changes); see writeDraft for the stale-save rule. */
export async function saveWebsiteContent(
  db: Queryable,
  draft: SaveDraft,
): Promise<{ revision: number; saved_at: string }> {
  const saved = await db.transaction((tx) => writeDraft(tx, draft));
  return { revision: saved.revision, saved_at: saved.updatedAt.toISOString() };
}
