import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';

import type { Database } from '../db/client.js';

/** `GET /healthz`: the process answers and its database does. Never cached, never redirected. */
export function registerHealthCheck(app: FastifyInstance, db: Database): void {
  app.get('/healthz', { schema: { hide: true } }, async (_request, reply) => {
    await db.execute(sql`select 1`);
    reply.header('cache-control', 'no-store');
    return { status: 'ok' };
  });
}
