import type { NodePgPreparedQuery } from 'drizzle-orm/node-postgres';
import type { PgPreparedQuery, PreparedQueryConfig } from 'drizzle-orm/pg-core';

import type { Queryable } from './client.js';

/**
 * Drizzle builds a statement's SQL text from its query builder on every call: about a fifth of the
 * request thread on a short API call (docs/performance.md, issue 33). A statement on every request's path
 * (the session lookup, the visibility checks, the list pages) is built once per database handle instead,
 * with `sql.placeholder(name)` where a value goes, and run with the values as `execute({ name: value })`.
 *
 * Placeholders skip the column's encoder: pass what the driver takes (a Date as `toISOString()`, as
 * Drizzle's timestamp columns do). Values fixed in the builder (`limit(1)`, `eq(users.isActive, 1)`) are
 * bound as usual.
 *
 * The handle matters: a query prepared on the pool runs on the pool, so each transaction gets its own
 * (kept only as long as the transaction object lives). The statement stays unnamed on the wire, as
 * Drizzle's own calls are: PGlite is one backend shared by every connection of the pool
 * (db/pglite-worker.ts), where two connections preparing the same name would clash, and PostgreSQL plans
 * it with the call's own values.
 */
export function preparedQuery<Prepared>(build: (db: Queryable) => { prepare(name: string): Prepared }) {
  const byHandle = new WeakMap<Queryable, Prepared>();
  return (db: Queryable): Prepared => {
    let prepared = byHandle.get(db);
    if (!prepared) {
      prepared = build(db).prepare(UNNAMED);
      byHandle.set(db, prepared);
    }
    return prepared;
  };
}

/** A statement whose where-clause changes per call, built for this call only and unnamed like the rest. */
export function preparedOnce<Prepared>(builder: { prepare(name: string): Prepared }): Prepared {
  return builder.prepare(UNNAMED);
}

/**
 * A prepared statement's rows as pg returns them, skipping Drizzle's mapping of every cell (a fifth of the
 * request thread and most of its garbage on a 1,000-task board, issue 33): keyed by column name (or
 * alias), timestamps as PostgreSQL's text, since Drizzle asks pg not to parse them. For the few statements
 * whose rows are many; `Row` must say what the statement selects, and the callers' tests hold it to that.
 */
export async function driverRows<Row>(
  prepared: PgPreparedQuery<PreparedQueryConfig>,
  values?: Record<string, unknown>,
): Promise<Row[]> {
  // Both databases are reached through node-postgres (db/client.ts), whose statements answer `all` so.
  return (await (prepared as NodePgPreparedQuery<PreparedQueryConfig>).all(values)) as Row[];
}

/** pg sends a statement without a name as PostgreSQL's unnamed statement, re-planned on every call. */
const UNNAMED = '';
