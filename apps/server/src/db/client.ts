import { mkdirSync } from 'node:fs';
import { join } from 'node:path';

import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';

import * as schema from './schema/index.js';

export type Schema = typeof schema;
/** One type for both drivers: every query is written once and runs on PGlite and PostgreSQL alike. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
/** A transaction handle; queries take `db: Database | Transaction` so they run inside one or not. */
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
export type Queryable = Database | Transaction;

export type DatabaseHandle =
  | { kind: 'pglite'; db: Database; pglite: PGlite; close(): Promise<void> }
  | { kind: 'postgres'; db: Database; pool: pg.Pool; url: string; close(): Promise<void> };

export const MIGRATIONS_DIR = new URL('../../drizzle', import.meta.url).pathname;

/** Any number of processes may start at once: an advisory lock lets one migrate while the others wait. */
const MIGRATION_LOCK_ID = 7_152_201;
async function migrateWithLock(pool: pg.Pool): Promise<void> {
  const client = await pool.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
    await migratePostgres(drizzlePostgres({ client }), { migrationsFolder: MIGRATIONS_DIR });
  } finally {
    await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]).catch(() => {});
    client.release();
  }
}

/**
 * Opens PostgreSQL when a URL is given, else embedded PGlite in `dataDir/pglite` (or in memory for
 * `dataDir: null`, which tests use), and applies the committed migrations.
 */
export async function openDatabase(options: { databaseUrl?: string; dataDir: string | null }): Promise<DatabaseHandle> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10 });
    // An idle connection dropped by the server (restart, failover) must not crash the process: the pool
    // discards it and opens a new one on next use.
    pool.on('error', () => {});
    const db = drizzlePostgres({ client: pool, schema }) as unknown as Database;
    await migrateWithLock(pool);
    return { kind: 'postgres', db, pool, url: options.databaseUrl, close: () => pool.end() };
  }
  let pglite: PGlite;
  if (options.dataDir) {
    const dir = join(options.dataDir, 'pglite');
    mkdirSync(dir, { recursive: true });
    pglite = new PGlite(dir);
  } else {
    pglite = new PGlite();
  }
  await pglite.waitReady;
  const db = drizzlePglite({ client: pglite, schema }) as unknown as Database;
  await migratePglite(drizzlePglite({ client: pglite }), { migrationsFolder: MIGRATIONS_DIR });
  return { kind: 'pglite', db, pglite, close: () => pglite.close() };
}
