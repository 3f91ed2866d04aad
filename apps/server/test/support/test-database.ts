import { randomBytes } from 'node:crypto';

import pg from 'pg';

import { openDatabase, type DatabaseHandle } from '../../src/db/client.js';

async function adminQuery(serverUrl: string, sql: string): Promise<void> {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(sql);
  } finally {
    await admin.end();
  }
}

/** A new, empty PostgreSQL database on the server of `serverUrl`; `drop()` removes it again. */
export async function createPostgresDatabase(serverUrl: string): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `aerie_test_${randomBytes(6).toString('hex')}`;
  await adminQuery(serverUrl, `create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => adminQuery(serverUrl, `drop database if exists ${name} with (force)`) };
}

/**
 * A fresh database for one test file: in-memory PGlite by default, or a new PostgreSQL database on the
 * server of DATABASE_URL (dropped again on close), both with the committed migrations applied.
 */
export async function openTestDatabase(): Promise<DatabaseHandle> {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) return openDatabase({ dataDir: null });

  const database = await createPostgresDatabase(serverUrl);
  const handle = await openDatabase({ databaseUrl: database.url, dataDir: null });
  return {
    ...handle,
    async close() {
      await handle.close();
      await database.drop();
    },
  };
}
