import { and, asc, gt, isNotNull, notLike, sql } from 'drizzle-orm';

import type { Queryable } from '../../db/client.js';
import type { KeyConfig } from './master-key.js';
import type { SealedColumn } from './sealed-columns.js';
import { currentKeyId, resealSecret } from './secret-box.js';

export interface ColumnRotation {
  column: string;
  /** Values re-sealed under the current key. */
  resealed: number;
  /** Values that open under neither key (altered, or sealed under a key no longer given): left as they are. */
  unreadable: Array<{ id: number }>;
}

const BATCH_SIZE = 200;

/**
 * Key rotation: re-seals every value not yet under the current key (SECRET_KEY), opening it under the
 * current or the previous key (SECRET_KEY_PREVIOUS). Idempotent: values already under the current key are
 * not read, so a second run writes nothing. Walks each table by key in batches, so memory stays flat and
 * no long transaction holds rows; each write is conditional on the value it read, so a value a running
 * server changed meanwhile (already sealed under the current key) is kept.
 */
export async function rotateSecrets(
  db: Queryable,
  config: KeyConfig,
  columns: readonly SealedColumn[],
  batchSize = BATCH_SIZE,
): Promise<ColumnRotation[]> {
  const report: ColumnRotation[] = [];
  for (const column of columns) report.push(await rotateColumn(db, config, column, batchSize));
  return report;
}

async function rotateColumn(
  db: Queryable,
  config: KeyConfig,
  column: SealedColumn,
  batchSize: number,
): Promise<ColumnRotation> {
  const result: ColumnRotation = { column: column.name, resealed: 0, unreadable: [] };
  const keyId = currentKeyId(config);
  let afterId = 0;
  for (;;) {
    const rows = (await db
      .select({ ...column.identity, id: column.id, sealed: column.sealed })
      .from(column.table)
      .where(and(gt(column.id, afterId), isNotNull(column.sealed), notLike(column.sealed, `${keyId}.%`)))
      .orderBy(asc(column.id))
      .limit(batchSize)) as Array<Record<string, unknown> & { id: number; sealed: string }>;
    for (const row of rows) {
      let resealed: string | null;
      try {
        resealed = resealSecret(config, row.sealed, column.associatedData(row));
      } catch {
        result.unreadable.push({ id: row.id });
        continue;
      }
      if (resealed === null) continue;
      const written = await db.execute(
        sql`update ${column.table} set ${sql.identifier(column.sealed.name)} = ${resealed}
            where ${column.id} = ${row.id} and ${column.sealed} = ${row.sealed}`,
      );
      result.resealed += (written as unknown as { rowCount: number | null }).rowCount ?? 0;
    }
    if (rows.length < batchSize) return result;
    afterId = rows[rows.length - 1]!.id;
  }
}
