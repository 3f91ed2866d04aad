import type { Label, UpdateLabel } from '@aerie/contract';
import { eq } from 'drizzle-orm';

import type { Queryable } from '../../../db/client.js';
import { labels, type LabelRow } from '../../../db/schema/index.js';
import { notFound } from '../../../errors.js';
import { asDuplicateName } from './label-errors.js';
import { toLabel } from './label-queries.js';

/** Renames or recolours a label; the tasks that have it show the change on their next load. */
export async function updateLabel(db: Queryable, label: LabelRow, fields: UpdateLabel): Promise<Label> {
  const [updated] = await db
    .update(labels)
    .set({ name: fields.name ?? label.name, color: fields.color ?? label.color })
    .where(eq(labels.id, label.id))
    .returning()
    .catch((error: unknown) => {
      throw asDuplicateName(error);
    });
  // Deleted since the caller loaded it.
  if (!updated) throw notFound('The label');
  return toLabel(updated);
}
