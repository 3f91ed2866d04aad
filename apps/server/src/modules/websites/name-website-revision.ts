import type { WebsiteRevision } from '@aerie/contract';
import { and, eq } from 'drizzle-orm';

import type { Queryable } from '../../db/client.js';
import { users, websiteRevisions } from '../../db/schema/index.js';
import { notFound } from '../../errors.js';
import type { VisibleWebsite } from './website-access.js';

/**
 * Names a kept revision ("Before the redesign"); the contract has trimmed the name, and an empty one clears it.
 * A pruned or unknown revision is 404.
 */
export async function nameWebsiteRevision(
  db: Queryable,
  { website }: VisibleWebsite,
  input: { revision: number; name: string },
): Promise<WebsiteRevision> {
  const [row] = await db
    .update(websiteRevisions)
    .set({ name: input.name === '' ? null : input.name })
    .where(and(eq(websiteRevisions.websiteId, website.id), eq(websiteRevisions.revision, input.revision)))
    .returning();
  if (!row) throw notFound('The revision');
  const [author] =
    row.savedById === null
      ? []
      : await db
          .select({ id: users.id, first: users.first, last: users.last })
          .from(users)
          .where(eq(users.id, row.savedById))
          .limit(1);
  return {
    revision: row.revision,
    saved_at: row.savedAt.toISOString(),
    saved_by: author ?? null,
    name: row.name,
    published: row.revision === website.publishedRevision,
  };
}
