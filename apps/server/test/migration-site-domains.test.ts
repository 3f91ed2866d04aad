import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

import { asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { MIGRATIONS_DIR } from '../src/db/client.js';
import { domainHosts, websites, workspaceDomains } from '../src/db/schema/index.js';
import { accountWithWorkspace, createProject } from './support/project-fixtures.js';
import { startTestApp, type TestApp } from './support/test-app.js';
import { insertWebsite } from './support/website-fixtures.js';

/*
 * Migration 0050 (issue 32) on real rows: the sites' custom domains of before the domain manager become domains of
 * their workspaces, pointed at the sites. The database here is migrated already, so the test writes the rows as the
 * old code did — a site's columns only, no workspace domain — and runs the migration's statements again.
 */
const file = readdirSync(MIGRATIONS_DIR).find((name) => name.startsWith('0050_'))!;
const statements = readFileSync(join(MIGRATIONS_DIR, file), 'utf8').split('--> statement-breakpoint');

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('migration 0050: site custom domains into the workspace domains', () => {
  it('keeps verified ones verified with their token, pending ones pending, each pointed at its site', async () => {
    const db = t.runtime.ctx.db;
    const owner = await accountWithWorkspace(t);
    const projectId = (await createProject(t, owner.token, owner.workspace.id)).id;
    const stamp = Date.now().toString(36);
    const live = await insertWebsite(t, { projectId, userId: owner.userId });
    const waiting = await insertWebsite(t, { projectId, userId: owner.userId });
    const plain = await insertWebsite(t, { projectId, userId: owner.userId });
    const verifiedAt = new Date('2026-10-01T10:00:00.000Z');
    await db
      .update(websites)
      .set({ customDomain: `live-${stamp}.example`, domainToken: 'a'.repeat(32), domainVerifiedAt: verifiedAt })
      .where(eq(websites.id, live.id));
    await db
      .update(websites)
      .set({ pendingDomain: `waiting-${stamp}.example`, domainToken: 'b'.repeat(32) })
      .where(eq(websites.id, waiting.id));

    for (const statement of statements) await db.execute(sql.raw(statement));

    const domains = await db
      .select()
      .from(workspaceDomains)
      .where(eq(workspaceDomains.workspaceId, owner.workspace.id))
      .orderBy(asc(workspaceDomains.name));
    expect(domains.map(({ name, token, verifiedAt: at }) => ({ name, token, verifiedAt: at }))).toEqual([
      { name: `live-${stamp}.example`, token: 'a'.repeat(32), verifiedAt },
      { name: `waiting-${stamp}.example`, token: 'b'.repeat(32), verifiedAt: null },
    ]);
    const hosts = await db
      .select({ host: domainHosts.host, kind: domainHosts.targetKind, websiteId: domainHosts.websiteId })
      .from(domainHosts)
      .innerJoin(workspaceDomains, eq(workspaceDomains.id, domainHosts.domainId))
      .where(eq(workspaceDomains.workspaceId, owner.workspace.id))
      .orderBy(asc(domainHosts.host));
    expect(hosts).toEqual([
      { host: `live-${stamp}.example`, kind: 'site', websiteId: live.id },
      { host: `waiting-${stamp}.example`, kind: 'site', websiteId: waiting.id },
    ]);
    expect(hosts.map((host) => host.websiteId)).not.toContain(plain.id);

    // Run twice (a retried deploy): nothing doubles.
    for (const statement of statements) await db.execute(sql.raw(statement));
    expect(
      await db.select().from(workspaceDomains).where(eq(workspaceDomains.workspaceId, owner.workspace.id)),
    ).toHaveLength(2);
  });
});
