import { LIMITS, type ProjectData } from '@aerie/contract';
import { and, desc, eq, lt } from 'drizzle-orm';

import type { Transaction } from '../../../db/client.js';
import { websitePublications, websitePublishes, type PublishedPage } from '../../../db/schema/index.js';

export interface PublishToRecord {
  websiteId: number;
  revision: number;
  projectData: ProjectData;
  pages: PublishedPage[];
  css: string;
  /** The chosen icon as made at publish time, or null for the generated one. */
  favicon: Buffer | null;
  publishedById: number;
  publishedAt: Date;
}

/**
 * Keeps a publish in the history and makes it the live publication, in the caller's transaction (which holds
 * the website's row lock: publishes and restores of one site never interleave). The history is cut back to
 * the last LIMITS.publishesKept; the publish just made is the newest, so the live one is never cut.
 */
export async function recordPublish(tx: Transaction, publish: PublishToRecord): Promise<number> {
  const { websiteId, revision, pages, css, favicon, publishedAt } = publish;
  const [row] = await tx
    .insert(websitePublishes)
    .values({
      websiteId,
      revision,
      projectData: publish.projectData,
      pages,
      css,
      favicon,
      publishedById: publish.publishedById,
      publishedAt,
    })
    .returning({ id: websitePublishes.id });
  const publishId = row!.id;
  await tx
    .insert(websitePublications)
    .values({ websiteId, publishId, revision, pages, css, favicon, publishedAt })
    .onConflictDoUpdate({
      target: websitePublications.websiteId,
      set: { publishId, revision, pages, css, favicon, publishedAt },
    });
  await pruneHistory(tx, websiteId);
  return publishId;
}

/** Ids only grow, so the oldest kept publish is the LIMITS.publishesKept-th newest; everything below it goes. */
async function pruneHistory(tx: Transaction, websiteId: number): Promise<void> {
  const [oldestKept] = await tx
    .select({ id: websitePublishes.id })
    .from(websitePublishes)
    .where(eq(websitePublishes.websiteId, websiteId))
    .orderBy(desc(websitePublishes.id))
    .offset(LIMITS.publishesKept - 1)
    .limit(1);
  if (!oldestKept) return;
  await tx
    .delete(websitePublishes)
    .where(and(eq(websitePublishes.websiteId, websiteId), lt(websitePublishes.id, oldestKept.id)));
}
