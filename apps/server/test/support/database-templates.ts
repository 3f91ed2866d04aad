/**
 * Vitest global setup: migrates one database per run, which every test file then copies, instead of
 * running initdb and the migrations again in each (PGlite's initdb alone took ~3 s a file).
 *
 * - PGlite: a migrated in-memory database dumped to a file; each file's PGlite starts from that dump.
 * - PostgreSQL (DATABASE_URL): a migrated template database; each file's database is
 *   `create database … template …`, a file copy on the server.
 *
 * Each file still applies the migrations when it opens its copy, and finds nothing to do: a stale or
 * broken template would fail there, not pass silently.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import type { TestProject } from 'vitest/node';

import { MIGRATIONS_DIR, openDatabase } from '../../src/db/client.js';
import { adminQuery, databaseUrl, dropDatabase } from './postgres-admin.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The migrated PGlite data folder, dumped: every in-memory test database starts from it. */
    pgliteSnapshot: string;
    /** The migrated PostgreSQL template database, when DATABASE_URL is set. */
    postgresTemplate: string | null;
  }
}

async function dumpMigratedPglite(file: string): Promise<void> {
  const pglite = new PGlite();
  try {
    await migrate(drizzle({ client: pglite }), { migrationsFolder: MIGRATIONS_DIR });
    const dump = await pglite.dumpDataDir('none');
    writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  } finally {
    await pglite.close();
  }
}

async function createPostgresTemplate(serverUrl: string): Promise<string> {
  const name = `aerie_template_${randomBytes(6).toString('hex')}`;
  // From template0, not the default template1: a copy fails while anyone is connected to its source, and template1
  // takes connections (a psql left open on it, a tool); template0 takes none.
  await adminQuery(serverUrl, `create database ${name} template template0`);
  const handle = await openDatabase({ databaseUrl: databaseUrl(serverUrl, name), dataDir: null });
  await handle.close();
  return name;
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const folder = mkdtempSync(join(tmpdir(), 'aerie-db-template-'));
  const snapshot = join(folder, 'pglite.tar');
  const serverUrl = process.env.DATABASE_URL;
  const [, template] = await Promise.all([
    dumpMigratedPglite(snapshot),
    serverUrl ? createPostgresTemplate(serverUrl) : null,
  ]);
  project.provide('pgliteSnapshot', snapshot);
  project.provide('postgresTemplate', template);
  return async () => {
    rmSync(folder, { recursive: true, force: true });
    if (serverUrl && template) await dropDatabase(serverUrl, template);
  };
}
