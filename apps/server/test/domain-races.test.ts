import type { Domain } from '@aerie/contract';
import { and, eq, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { websites, workspaceDomains } from '../src/db/schema/index.js';
import { startLocalDns } from './support/local-dns.js';
import { accountWithWorkspace, createProject } from './support/project-fixtures.js';
import { startTestApp, type TestApp } from './support/test-app.js';
import { insertWebsite } from './support/website-fixtures.js';

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

  it("a site's builder and another workspace's Domains page verifying one name at once: exactly one has it", async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const name = `site-race${round}-${Date.now().toString(36)}.example`;
      const [builderSide, pageSide] = await Promise.all([accountWithWorkspace(t), accountWithWorkspace(t)]);
      const project = await createProject(t, builderSide!.token, builderSide!.workspace.id);
      const website = await insertWebsite(t, { projectId: project.id, userId: builderSide!.userId });
      await t.runtime.ctx.db
        .update(websites)
        .set({ plan: 'site-basic', planPaidUntil: new Date(Date.now() + 86_400_000) })
        .where(eq(websites.id, website.id));
      const entered = await t.call({
        method: 'PUT',
        url: `/builder-api/site/${website.uuid}/domain`,
        token: builderSide!.token,
        body: { domain: name },
      });
      expect(entered.statusCode, entered.body).toBe(200);
      const added = await t.call({
        method: 'POST',
        url: `/api/workspaces/${pageSide!.workspace.slug}/domains`,
        token: pageSide!.token,
        body: { name },
      });
      expect(added.statusCode, added.body).toBe(200);
      const domain = added.json().data as Domain;
      dns.records.set(domain.records.txt.name, [entered.json().data.txt_value, domain.records.txt.value]);

      const replies = await Promise.all([
        t.call({ method: 'POST', url: `/builder-api/site/${website.uuid}/domain/verify`, token: builderSide!.token }),
        t.call({ method: 'POST', url: `/api/domains/${domain.id}/verify`, token: pageSide!.token }),
      ]);
      expect(replies.map((reply) => reply.statusCode).sort(), replies.map((reply) => reply.body).join('\n')).toEqual([
        200, 409,
      ]);
      const verified = await t.runtime.ctx.db
        .select({ workspaceId: workspaceDomains.workspaceId })
        .from(workspaceDomains)
        .where(and(eq(workspaceDomains.name, name), isNotNull(workspaceDomains.verifiedAt)));
      expect(verified).toHaveLength(1);
      const [site] = await t.runtime.ctx.db
        .select({ customDomain: websites.customDomain })
        .from(websites)
        .where(eq(websites.id, website.id));
      // The site has the name exactly when its workspace won it.
      expect(site!.customDomain === name).toBe(verified[0]!.workspaceId === builderSide!.workspace.id);
    }
  });
});
