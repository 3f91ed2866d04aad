import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { startPgliteServer, type PgliteServer } from '../src/db/pglite-server.js';

let server: PgliteServer;
let pool: pg.Pool;

beforeAll(async () => {
  server = await startPgliteServer(null);
  pool = new pg.Pool({ ...server.connection, max: 4 });
  await pool.query('create table notes (body text not null)');
});
afterAll(async () => {
  await pool.end();
  await server.close();
});

/** The embedded database's wire-protocol server: many connections, one PGlite session, no interleaving. */
describe('the PGlite socket server', () => {
  it('runs another connection only after a transaction has committed, and then sees its rows', async () => {
    const writer = await pool.connect();
    const events: string[] = [];
    try {
      await writer.query('begin');
      await writer.query(`insert into notes (body) values ('first')`);
      const reader = pool.query<{ count: number }>('select count(*)::int as count from notes').then((result) => {
        events.push('read');
        return result.rows[0]!.count;
      });
      // Let the reader's query reach the server: it must wait there, not run inside the open transaction.
      await writer.query('select pg_sleep(0.05)');
      events.push('commit');
      await writer.query('commit');
      expect(await reader).toBe(1);
      expect(events).toEqual(['commit', 'read']);
    } finally {
      writer.release();
    }
  });

  it('rolls back the transaction of a connection that goes away, and frees the database for the others', async () => {
    const leaver = new pg.Client(server.connection);
    await leaver.connect();
    await leaver.query('begin');
    await leaver.query(`insert into notes (body) values ('never kept')`);
    const waiting = pool.query<{ count: number }>(`select count(*)::int as count from notes where body = 'never kept'`);
    await leaver.end();
    expect((await waiting).rows[0]!.count).toBe(0);
  });

  it('answers an error to one connection without disturbing the next query on another', async () => {
    const [failed, fine] = await Promise.allSettled([
      pool.query('select * from no_such_table'),
      pool.query<{ answer: number }>('select 41 + $1::int as answer', [1]),
    ]);
    expect(failed.status).toBe('rejected');
    expect(fine.status === 'fulfilled' && fine.value.rows[0]!.answer).toBe(42);
    expect((await pool.query<{ ok: number }>('select 1 as ok')).rows[0]!.ok).toBe(1);
  });

  it('runs a PGlite folder with 16 MB of shared buffers rather than 128 MB, keeping its other settings', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'aerie-pglite-test-'));
    const onDisk = await startPgliteServer(dataDir);
    const client = new pg.Client(onDisk.connection);
    try {
      await client.connect();
      const setting = async (name: string) =>
        (await client.query<{ value: string }>('select current_setting($1) as value', [name])).rows[0]!.value;
      expect(await setting('shared_buffers')).toBe('16MB');
      expect(await setting('max_parallel_workers')).toBe('0');
    } finally {
      await client.end();
      await onDisk.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
