import { createServer, type AddressInfo } from 'node:net';

import pg from 'pg';
import { describe, expect, it } from 'vitest';

import { isDatabaseUnavailable } from '../src/db/database-unavailable.js';
import { silentPort } from './support/silent-port.js';

/** A port nothing listens on: taken from the kernel, then given back. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** What the driver throws for one query through a pool at `port`. */
async function queryError(port: number, options: pg.PoolConfig = {}): Promise<unknown> {
  const pool = new pg.Pool({ host: '127.0.0.1', port, user: 'aerie', database: 'aerie', ...options });
  try {
    await pool.query('select 1');
    return null;
  } catch (error) {
    return error;
  } finally {
    await pool.end();
  }
}

// The real driver's errors, so a change in how node-postgres reports a lost database is caught here
// rather than as 500s during the next restart.
describe('a database that cannot be reached', () => {
  it('is recognised when the connection is refused (PostgreSQL stopped)', async () => {
    const error = await queryError(await closedPort());
    expect(error).toBeInstanceOf(Error);
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it('is recognised when the host never answers, once the connect timeout is over', async () => {
    const silent = await silentPort();
    try {
      const error = await queryError(silent.port, { connectionTimeoutMillis: 300 });
      expect(error).toBeInstanceOf(Error);
      expect(isDatabaseUnavailable(error)).toBe(true);
    } finally {
      await silent.close();
    }
  });

  it('is recognised inside the wrapper of the query builder (the cause), and not for other errors', () => {
    const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
    expect(isDatabaseUnavailable(new Error('Failed query: select 1', { cause: refused }))).toBe(true);
    const shutdown = Object.assign(new Error('terminating connection due to administrator command'), {
      code: '57P01',
    });
    expect(isDatabaseUnavailable(shutdown)).toBe(true);
    const unique = Object.assign(new Error('duplicate key value violates unique constraint'), { code: '23505' });
    expect(isDatabaseUnavailable(unique)).toBe(false);
    expect(isDatabaseUnavailable(new Error('Cannot read properties of undefined'))).toBe(false);
    expect(isDatabaseUnavailable('ECONNREFUSED')).toBe(false);
  });
});
