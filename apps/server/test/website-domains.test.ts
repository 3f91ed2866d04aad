import { MESSAGES } from '@aerie/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { websites } from '../src/db/schema/index.js';
import { payAtSandbox, verifyUrl } from './support/billing-fixtures.js';
import { startLocalDns } from './support/local-dns.js';
import {
  accountWithWorkspace,
  createProject,
  expectRefused,
  joinWorkspace,
  type Account,
  type WorkspaceRef,
} from './support/project-fixtures.js';
import { startTestApp, type TestApp } from './support/test-app.js';
import { insertWebsite, publish, SITES_HOST, visit } from './support/website-fixtures.js';

let t: TestApp;
let dns: Awaited<ReturnType<typeof startLocalDns>>;
let owner: Account & { workspace: WorkspaceRef };
let projectId: number;
beforeAll(async () => {
  dns = await startLocalDns();
  t = await startTestApp({ env: { DNS_SERVERS: dns.server } });
  owner = await accountWithWorkspace(t);
  projectId = (await createProject(t, owner.token, owner.workspace.id)).id;
});
afterAll(async () => {
  await t.close();
  await dns.close();
});

const sitePlan = (websiteId: string, businessId = owner.workspace.id, planId = 'site-basic') => ({
  type: 'website',
  plan_id: planId,
  website_id: websiteId,
  business_id: businessId,
});

async function buySitePlan(uuid: string) {
  const started = await t.call({
    method: 'POST',
    url: '/api/transactions/initialize',
    token: owner.token,
    body: sitePlan(uuid),
  });
  expect(started.statusCode, started.body).toBe(200);
  const { reference } = started.json().data;
  const { transactionId } = await payAtSandbox(t, reference);
  const verified = await t.call({ method: 'GET', url: verifyUrl(reference, transactionId), token: owner.token });
  expect(verified.statusCode, verified.body).toBe(200);
  return started.json().data;
}

const domainCall = (method: 'PUT' | 'POST' | 'DELETE', uuid: string, body?: unknown, token = owner.token) =>
  t.call({
    method,
    url: `/builder-api/site/${uuid}/domain${method === 'POST' ? '/verify' : ''}`,
    token,
    body,
  });

async function publishedSite() {
  const website = await insertWebsite(t, { projectId, userId: owner.userId });
  expect((await publish(t, owner.token, website.uuid, website.revision)).statusCode).toBe(200);
  return website;
}

describe('the site plan', () => {
  it('is bought by the workspace owner through the checkout and runs for a month, extended by the next', async () => {
    const website = await publishedSite();
    const data = await buySitePlan(website.uuid);
    expect(data).toMatchObject({ type: 'website', amount: 500, currency: 'USD' });
    const [paid] = await t.runtime.ctx.db.select().from(websites).where(eq(websites.id, website.id));
    expect(paid!.plan).toBe('site-basic');
    const month = paid!.planPaidUntil!.getTime() - Date.now();
    expect(month).toBeGreaterThan(27 * 86_400_000);
    expect(month).toBeLessThan(32 * 86_400_000);
    await buySitePlan(website.uuid);
    const [renewed] = await t.runtime.ctx.db.select().from(websites).where(eq(websites.id, website.id));
    expect(renewed!.planPaidUntil!.getTime() - paid!.planPaidUntil!.getTime()).toBeGreaterThan(27 * 86_400_000);
  });

  it("is refused for another workspace's site, a plan that is not on sale, and a member who is not the owner", async () => {
    const website = await publishedSite();
    const stranger = await accountWithWorkspace(t);
    const elsewhere = await t.call({
      method: 'POST',
      url: '/api/transactions/initialize',
      token: stranger.token,
      body: sitePlan(website.uuid, stranger.workspace.id),
    });
    expect(elsewhere.statusCode, elsewhere.body).toBe(404);
    const notOnSale = await t.call({
      method: 'POST',
      url: '/api/transactions/initialize',
      token: owner.token,
      body: sitePlan(website.uuid, owner.workspace.id, 'site-pro'),
    });
    expectRefused(notOnSale, 'plan_id');
    const member = await accountWithWorkspace(t);
    await joinWorkspace(t, owner.workspace.id, member.userId);
    const byMember = await t.call({
      method: 'POST',
      url: '/api/transactions/initialize',
      token: member.token,
      body: sitePlan(website.uuid),
    });
    expect(byMember.statusCode, byMember.body).toBe(403);
  });
});

describe('custom domains', () => {
  it('needs a paid site plan', async () => {
    const website = await publishedSite();
    const reply = await domainCall('PUT', website.uuid, { domain: 'www.example.com' });
    expect(reply.statusCode, reply.body).toBe(403);
    expect(reply.json().message).toBe(MESSAGES.customDomainNeedsPlan);
  });

  it('refuses the platform own domains', async () => {
    const website = await publishedSite();
    await buySitePlan(website.uuid);
    expectRefused(await domainCall('PUT', website.uuid, { domain: 'mine.sites.localhost' }), 'domain');
    expectRefused(await domainCall('PUT', website.uuid, { domain: 'aerie.test' }), 'domain');
    // The storefronts' domain too: a site there would answer for a store, or the seller admin of one.
    const storesHost = t.runtime.ctx.config.stores.host.split(':')[0]!;
    expectRefused(await domainCall('PUT', website.uuid, { domain: `shop.${storesHost}` }), 'domain');
    expectRefused(await domainCall('PUT', website.uuid, { domain: storesHost }), 'domain');
    expectRefused(await domainCall('PUT', website.uuid, { domain: 'not a domain' }), 'domain');
  });

  it('is served by Host header once its TXT record is found, and no longer once removed', async () => {
    const website = await publishedSite();
    await buySitePlan(website.uuid);
    const domain = 'www.bright-example.com';
    const set = await domainCall('PUT', website.uuid, { domain: 'WWW.Bright-Example.com' });
    expect(set.statusCode, set.body).toBe(200);
    const { txt_name: name, txt_value: value } = set.json().data;
    expect(name).toBe(`_aerie-verification.${domain}`);
    expect(value).toMatch(/^aerie-site-verification=[0-9a-f]{32}$/);
    expect(set.json().data).toMatchObject({ domain, verified: false, website: { pending_domain: domain } });
    // The records come with the site itself, so the builder shows them again when it is reopened.
    const reopened = await t.call({ method: 'GET', url: `/builder-api/site/${website.uuid}`, token: owner.token });
    expect(reopened.json().data.website.domain_records).toEqual({
      txt: { name, value },
      point: { type: 'CNAME', target: SITES_HOST.split(':')[0] },
    });

    // Not verified yet: nothing is served on the domain.
    const early = await domainCall('POST', website.uuid);
    expect(early.statusCode, early.body).toBe(200);
    expect(early.json()).toMatchObject({ message: MESSAGES.domainNotVerified, data: { verified: false } });
    expect((await visit(t, domain)).body).not.toContain('Welcome to Bright');
    dns.records.set(name, ['v=spf1 -all', 'aerie-site-verification=somebody-elses-token']);
    expect((await domainCall('POST', website.uuid)).json().data.verified).toBe(false);

    dns.records.set(name, ['v=spf1 -all', value]);
    const verified = await domainCall('POST', website.uuid);
    expect(verified.statusCode, verified.body).toBe(200);
    expect(verified.json().data).toMatchObject({
      verified: true,
      website: { custom_domain: domain, pending_domain: null, url: `http://${domain}/` },
    });
    const home = await visit(t, domain);
    expect(home.statusCode).toBe(200);
    expect(home.body).toContain('Welcome to Bright');
    expect(home.body).toContain(`<link rel="canonical" href="http://${domain}/">`);
    // The subdomain still answers, naming the domain as the canonical address.
    const sub = await visit(t, `${website.subdomain}.${SITES_HOST}`);
    expect(sub.body).toContain(`<link rel="canonical" href="http://${domain}/">`);

    const removed = await domainCall('DELETE', website.uuid);
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json().data.custom_domain).toBeNull();
    expect((await visit(t, domain)).body).not.toContain('Welcome to Bright');
  });

  it.skipIf(!process.env.DATABASE_URL)(
    'lets exactly one of two sites verifying one domain at once have it (PostgreSQL; PGlite runs one query at a time)',
    async () => {
      const first = await publishedSite();
      const second = await publishedSite();
      await buySitePlan(first.uuid);
      await buySitePlan(second.uuid);
      const domain = 'race.example.org';
      const a = (await domainCall('PUT', first.uuid, { domain })).json().data;
      const b = (await domainCall('PUT', second.uuid, { domain })).json().data;
      dns.records.set(a.txt_name, [a.txt_value, b.txt_value]);
      const replies = await Promise.all([domainCall('POST', first.uuid), domainCall('POST', second.uuid)]);
      const statuses = replies.map((reply) => reply.statusCode).sort();
      expect(statuses).toEqual([200, 409]);
      const loser = replies.find((reply) => reply.statusCode === 409)!;
      expect(loser.json()).toMatchObject({ error: 'conflict', message: MESSAGES.domainTaken });
      const owners = await t.runtime.ctx.db.select().from(websites).where(eq(websites.customDomain, domain));
      expect(owners).toHaveLength(1);
    },
  );

  it("answers 404 to a stranger for another workspace's site", async () => {
    const website = await publishedSite();
    const stranger = await accountWithWorkspace(t);
    const reply = await domainCall('PUT', website.uuid, { domain: 'www.example.net' }, stranger.token);
    expect(reply.statusCode).toBe(404);
  });
});
