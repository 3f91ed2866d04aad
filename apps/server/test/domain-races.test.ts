import type { Domain } from '@aerie/contract';
import { and, eq, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { workspaceDomains } from '../src/db/schema/index.js';
import { startLocalDns } from './support/local-dns.js';
import { accountWithWorkspace } from './support/project-fixtures.js';
import { startTestApp, type TestApp } from './support/test-app.js';

/*
 * A domain is verified by one workspace only (issue 32): two verifications of one name, in two workspaces,
 * both find their TXT record and write at once. PGlite runs one query at a time, so they only race on
 * PostgreSQL (DATABASE_URL set, as in CI); the partial unique index on verified names lets one win.
 */
const ROUNDS = 8;

describe.runIf(process.env.DATABASE_URL)('races on workspace domains (PostgreSQL)', () => {
  let t: TestApp;
  let dns: Awaited<ReturnType<typeof startLocalDns>>;
  beforeAll(async () => {
    dns = await startLocalDns();
    t = await startTestApp({ env: { DNS_SERVERS: dns.server } });
  });
  afterAll(async () => {
    await t.close();
    await dns.close();
  });

  it('two workspaces verifying one name at once: exactly one has it', async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const name = `race${round}-${Date.now().toString(36)}.example`;
      const accounts = await Promise.all([accountWithWorkspace(t), accountWithWorkspace(t)]);
      const domains: Domain[] = [];
      for (const account of accounts) {
        const reply = await t.call({
          method: 'POST',
          url: `/api/workspaces/${account.workspace.slug}/domains`,
          token: account.token,
          body: { name },
        });
        expect(reply.statusCode, reply.body).toBe(200);
        domains.push(reply.json().data);
      }
      dns.records.set(
        domains[0]!.records.txt.name,
        domains.map((domain) => domain.records.txt.value),
      );
      const replies = await Promise.all(
        accounts.map((account, index) =>
          t.call({ method: 'POST', url: `/api/domains/${domains[index]!.id}/verify`, token: account.token }),
        ),
      );
      expect(replies.map((reply) => reply.statusCode).sort()).toEqual([200, 409]);
      const verified = await t.runtime.ctx.db
        .select({ id: workspaceDomains.id })
        .from(workspaceDomains)
        .where(and(eq(workspaceDomains.name, name), isNotNull(workspaceDomains.verifiedAt)));
      expect(verified).toHaveLength(1);
    }
  });
});
