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

/**
 * Drops a test database once its connections have closed. Forcing it at once would terminate clients that
 * are still shutting down, and such a client reports the termination as an uncaught error.
 */
async function dropDatabase(serverUrl: string, name: string): Promise<void> {
  for (let attempt = 0; attempt < 50; attempt += 1) {
    try {
      await adminQuery(serverUrl, `drop database if exists ${name}`);
      return;
    } catch (error) {
      // 55006: the database is being accessed by other users — wait for them to finish closing.
      if ((error as { code?: string }).code !== '55006') throw error;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  await adminQuery(serverUrl, `drop database if exists ${name} with (force)`);
}

/** A new, empty PostgreSQL database on the server of `serverUrl`; `drop()` removes it again. */
export async function createPostgresDatabase(serverUrl: string): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `aerie_test_${randomBytes(6).toString('hex')}`;
  await adminQuery(serverUrl, `create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => dropDatabase(serverUrl, name) };
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
