import { LABEL_LIMITS, type CreateLabel, type Label } from '@aerie/contract';
import { count, eq, sql } from 'drizzle-orm';

import type { Queryable } from '../../../db/client.js';
import { labels } from '../../../db/schema/index.js';
import { fieldError } from '../../../errors.js';
import { asDuplicateName, TOO_MANY_LABELS } from './label-errors.js';
import { toLabel } from './label-queries.js';

/** The advisory lock's first key (the project id is the second): one project's label creates, one at a time. */
const PROJECT_LABELS_LOCK = 0x1ab1;

/**
 * Adds a label to a project (docs/product.md § Labels). The limit is a count then an insert, so both run under
 * a per-project lock: two creates at the 50th label make one (test/label-races.test.ts). A name the project
 * already has, in any case, is refused by the unique index — also when two creates race with one name.
 */
export async function createLabel(db: Queryable, projectId: number, fields: CreateLabel): Promise<Label> {
  return db
    .transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(${PROJECT_LABELS_LOCK}::int, ${projectId}::int)`);
      const [existing] = await tx.select({ count: count() }).from(labels).where(eq(labels.projectId, projectId));
      if ((existing?.count ?? 0) >= LABEL_LIMITS.perProject) throw fieldError('name', TOO_MANY_LABELS);
      const [label] = await tx.insert(labels).values({ projectId, name: fields.name, color: fields.color }).returning();
      return toLabel(label!);
    })
    .catch((error: unknown) => {
      throw asDuplicateName(error);
    });
}
