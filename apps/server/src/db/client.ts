import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';

import { startPgliteServer } from './pglite-server.js';
import * as schema from './schema/index.js';

export type Schema = typeof schema;
/** One type for both databases: every query is written once and runs on PGlite and PostgreSQL alike. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
/** A transaction handle; queries take `db: Database | Transaction` so they run inside one or not. */
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
export type Queryable = Database | Transaction;

export interface DatabaseHandle {
  kind: 'pglite' | 'postgres';
  db: Database;
  pool: pg.Pool;
  /** How to open more connections to the same database (the job queue keeps its own). */
  connection: pg.PoolConfig;
  close(): Promise<void>;
}

// From the TypeScript source this file is src/db/client.ts; the production build bundles it into dist/main.js.
export const MIGRATIONS_DIR = fileURLToPath(
  new URL(import.meta.url.endsWith('.ts') ? '../../drizzle' : '../drizzle', import.meta.url),
);

const CONNECT_TIMEOUT_MS = 10_000;

/** Any number of processes may start at once: an advisory lock lets one migrate while the others wait. */
const MIGRATION_LOCK_ID = 7_152_201;
async function migrateWithLock(pool: pg.Pool): Promise<void> {
  const client = await pool.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
    await migrate(drizzle({ client }), { migrationsFolder: MIGRATIONS_DIR });
  } finally {
    await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]).catch(() => {});
    client.release();
  }
}

async function openPool(
  kind: DatabaseHandle['kind'],
  connection: pg.PoolConfig,
  closeServer: () => Promise<void>,
): Promise<DatabaseHandle> {
  const pool = new pg.Pool({ ...connection, max: 10 });
  // An idle connection dropped by the server (restart, failover) must not crash the process: the pool
  // discards it and opens a new one on next use.
  pool.on('error', () => {});
  // A connection that dies while checked out (a transaction in flight when the server stops) fails its
  // queries, and the pool drops it on release; without a listener its 'error' event would end the process.
  pool.on('connect', (client) => client.on('error', () => {}));
  const db = drizzle({ client: pool, schema }) as unknown as Database;
  const close = async () => {
    await pool.end();
    await closeServer();
  };
  try {
    await migrateWithLock(pool);
  } catch (error) {
    await close();
    throw error;
  }
  return { kind, db, pool, connection, close };
}

/**
 * Opens PostgreSQL when a URL is given, else embedded PGlite in `dataDir/pglite` (or in memory for
 * `dataDir: null`, which tests use, optionally started from a dumped `snapshotFile`), and applies the
 * committed migrations. PGlite runs in a worker thread behind the PostgreSQL protocol, so both databases
 * go through the same `pg` driver and code.
 */
export async function openDatabase(options: {
  databaseUrl?: string;
  dataDir: string | null;
  snapshotFile?: string;
}): Promise<DatabaseHandle> {
  if (options.databaseUrl) {
    // A database host that does not answer at all (a failover in progress, a network partition) would hold
    // each request for the kernel's TCP timeout, minutes; this long and the request answers 503 instead.
    const connection = { connectionString: options.databaseUrl, connectionTimeoutMillis: CONNECT_TIMEOUT_MS };
    return openPool('postgres', connection, async () => {});
  }
  let dir: string | null = null;
  if (options.dataDir) {
    dir = join(options.dataDir, 'pglite');
    mkdirSync(dir, { recursive: true });
  }
  const server = await startPgliteServer(dir, options.snapshotFile);
  return openPool('pglite', server.connection, () => server.close());
}
