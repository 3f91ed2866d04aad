import { eq } from 'drizzle-orm';
import { expect } from 'vitest';

import { websites } from '../../src/db/schema/index.js';
import { accountWithWorkspace, createProject } from './project-fixtures.js';
import type { TestApp } from './test-app.js';
import { insertWebsite, publish } from './website-fixtures.js';

export type DomainState = 'verified' | 'pending' | 'suspended' | 'unpublished';

/**
 * A site of a new account with `domain` in the given state, written directly (the TXT check is
 * website-domains.test.ts's): verified and published (served), pending (entered, not verified),
 * suspended (its site plan ended) or verified on a site never published. Returns the site's subdomain.
 */
export async function siteWithDomain(t: TestApp, domain: string, state: DomainState = 'verified'): Promise<string> {
  const owner = await accountWithWorkspace(t);
  const project = await createProject(t, owner.token, owner.workspace.id);
  const website = await insertWebsite(t, { projectId: project.id, userId: owner.userId });
  if (state !== 'unpublished') {
    const reply = await publish(t, owner.token, website.uuid, website.revision);
    expect(reply.statusCode, reply.body).toBe(200);
  }
  const now = new Date();
  await t.runtime.ctx.db
    .update(websites)
    .set(
      state === 'pending'
        ? { pendingDomain: domain, domainToken: 'f'.repeat(32) }
        : { customDomain: domain, domainVerifiedAt: now, customDomainSuspendedAt: state === 'suspended' ? now : null },
    )
    .where(eq(websites.id, website.id));
  return website.subdomain;
}
