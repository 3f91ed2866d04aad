import { sql } from 'drizzle-orm';

import type { Database } from '../../src/db/client.js';

/** Per table of the app's schema, the md5 of all its rows (as text, ordered): equal maps mean equal data. */
export type TableChecksums = Record<string, string>;

const tablesOf = new WeakMap<Database, Promise<string[]>>();

async function appTables(db: Database): Promise<string[]> {
  const { rows } = (await db.execute(sql`
    select table_name from information_schema.tables
    where table_schema = 'public' and table_type = 'BASE TABLE'
    order by table_name`)) as unknown as { rows: Array<{ table_name: string }> };
  return rows.map((row) => row.table_name);
}

export interface ChecksumOptions {
  /** Tables left out entirely. */
  skip?: readonly string[];
  /** Per table, an SQL condition (written by the test, never from input) for the rows left out of its sum. */
  ignoreRows?: Readonly<Record<string, string>>;
  /** Per table, columns left out of every row's text (a timestamp a refusal may touch by design). */
  ignoreColumns?: Readonly<Record<string, readonly string[]>>;
}

/**
 * One round trip over every table of the `public` schema (the app's; the job queue keeps its own schema),
 * minus `skip`. A row's text form covers every column, so any insert, update or delete shows.
 */
export async function tableChecksums(db: Database, options: ChecksumOptions = {}): Promise<TableChecksums> {
  if (!tablesOf.has(db)) tablesOf.set(db, appTables(db));
  const tables = (await tablesOf.get(db)!).filter((table) => !options.skip?.includes(table));
  // Names come from the catalogue, not from input; quoted all the same.
  const parts = tables.map((table) => {
    const name = `"${table.replaceAll('"', '""')}"`;
    const literal = `'${table.replaceAll("'", "''")}'`;
    const ignored = options.ignoreRows?.[table];
    const where = ignored ? `where not (${ignored})` : '';
    const columns = options.ignoreColumns?.[table]?.map((column) => `'${column.replaceAll("'", "''")}'`);
    const rowText = columns?.length ? `(to_jsonb(t) - array[${columns.join(', ')}])::text` : 't::text';
    return `select ${literal} as name, md5(coalesce(string_agg(row_text, E'\\n' order by row_text), '')) as sum
      from (select ${rowText} as row_text from ${name} t ${where}) rows`;
  });
  const { rows } = (await db.execute(sql.raw(parts.join('\nunion all\n')))) as unknown as {
    rows: Array<{ name: string; sum: string }>;
  };
  return Object.fromEntries(rows.map((row) => [row.name, row.sum]));
}

/** The tables whose checksum differs between two snapshots. */
export function changedTables(before: TableChecksums, after: TableChecksums): string[] {
  const names = new Set([...Object.keys(before), ...Object.keys(after)]);
  return [...names].filter((name) => before[name] !== after[name]).sort();
}
