import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';

/**
 * One column that holds sealed values, with what its associated data is made of. Each domain that seals
 * declares its own columns beside the code that seals them (the associated data comes from the same
 * function, so the two cannot drift apart); the composition root (src/sealed-columns.ts) lists every
 * domain's, so a key rotation re-seals them all.
 */
export interface SealedColumn {
  /** `table.column`, as the rotation's report names it. */
  name: string;
  table: PgTable;
  /** The row's key, to walk the table in order. */
  id: PgColumn;
  sealed: PgColumn;
  /** The columns the associated data is made of. */
  identity: Record<string, PgColumn>;
  associatedData(row: Record<string, unknown>): string;
}
