import { randomBytes } from 'node:crypto';

import { inject } from 'vitest';

import { openDatabase, type DatabaseHandle } from '../../src/db/client.js';
import { adminQuery, databaseUrl, dropDatabase } from './postgres-admin.js';

/**
 * A new PostgreSQL database on the server of `serverUrl`, copied from the run's migrated template when
 * it is that server's (test/support/database-templates.ts); `drop()` removes it again.
 */
export async function createPostgresDatabase(serverUrl: string): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `aerie_test_${randomBytes(6).toString('hex')}`;
  const template = serverUrl === process.env.DATABASE_URL ? inject('postgresTemplate') : null;
  await adminQuery(serverUrl, `create database ${name}${template ? ` template ${template}` : ''}`);
  return { url: databaseUrl(serverUrl, name), drop: () => dropDatabase(serverUrl, name) };
}

/**
 * A fresh database for one test file: in-memory PGlite by default, or a new PostgreSQL database on the
 * server of DATABASE_URL (dropped again on close), both copies of the run's migrated template.
 */
export async function openTestDatabase(): Promise<DatabaseHandle> {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) return openDatabase({ dataDir: null, snapshotFile: inject('pgliteSnapshot') });

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
