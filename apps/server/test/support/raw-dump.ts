import { execFile } from 'node:child_process';
import { promisify } from 'node:util';

import { sql, type SQL } from 'drizzle-orm';

import type { Database, DatabaseHandle } from '../../src/db/client.js';

const run = promisify(execFile);

/** Both databases are reached through node-postgres, whose results carry their rows. */
async function rowsOf<T>(db: Database, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

/**
 * Every row of every table in every schema (ours and the job queue's), as JSON text: what someone holding
 * a copy of the database would read. Works on PGlite and PostgreSQL alike.
 */
export async function rowsDump(db: Database): Promise<string> {
  const tables = await rowsOf<{ table_schema: string; table_name: string }>(
    db,
    sql`
    select table_schema, table_name from information_schema.tables
    where table_type = 'BASE TABLE' and table_schema not in ('pg_catalog', 'information_schema')`,
  );
  const lines: string[] = [];
  for (const { table_schema: schema, table_name: table } of tables) {
    const rows = await rowsOf<{ row: string }>(
      db,
      sql`select row_to_json(t)::text as row from ${sql.identifier(schema)}.${sql.identifier(table)} t`,
    );
    lines.push(...rows.map((row) => `${schema}.${table} ${row.row}`));
  }
  return lines.join('\n');
}

/**
 * `pg_dump` of a PostgreSQL test database (the backup an operator would keep); null on PGlite, or where
 * the PostgreSQL client tools are not installed (rowsDump covers the same rows).
 */
export async function pgDump(database: DatabaseHandle): Promise<string | null> {
  const url = database.connection.connectionString;
  if (database.kind !== 'postgres' || !url) return null;
  try {
    const { stdout } = await run('pg_dump', ['--data-only', url], { maxBuffer: 64 * 1024 * 1024 });
    return stdout;
  } catch (error) {
    if ((error as { code?: string }).code === 'ENOENT') return null;
    throw error;
  }
}
