import { DOMAIN_MESSAGES, MESSAGES, type Domain } from '@aerie/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { websites } from '../src/db/schema/index.js';
import { isServedDomain } from '../src/modules/websites/custom-domain/served-domain.js';
import { startLocalDns } from './support/local-dns.js';
import { accountWithWorkspace, createProject, type Account, type WorkspaceRef } from './support/project-fixtures.js';
import { insertStore, STORES_URL } from './support/store-fixtures.js';
import { startTestApp, type TestApp } from './support/test-app.js';
import { insertWebsite, publish, SITES_HOST, visit } from './support/website-fixtures.js';

let t: TestApp;
let dns: Awaited<ReturnType<typeof startLocalDns>>;
let owner: Account & { workspace: WorkspaceRef };
let other: Account & { workspace: WorkspaceRef };
let projectId: number;
beforeAll(async () => {
  dns = await startLocalDns();
  t = await startTestApp({ env: { DNS_SERVERS: dns.server, STORES_URL } });
  owner = await accountWithWorkspace(t);
  other = await accountWithWorkspace(t);
  projectId = (await createProject(t, owner.token, owner.workspace.id)).id;
});
afterAll(async () => {
  await t.close();
  await dns.close();
});

let made = 0;
const freshName = () => `shop${++made}-${Date.now().toString(36)}.example`;

const addDomain = (name: string, account = owner) =>
  t.call({
    method: 'POST',
    url: `/api/workspaces/${account.workspace.slug}/domains`,
    token: account.token,
    body: { name },
  });
const verify = (id: number, account = owner) =>
  t.call({ method: 'POST', url: `/api/domains/${id}/verify`, token: account.token });
const point = (id: number, host: string, target: { kind: 'site' | 'store'; uuid: string }) =>
  t.call({ method: 'PUT', url: `/api/domains/${id}/hosts`, token: owner.token, body: { host, target } });

async function verifiedDomain(name = freshName()): Promise<Domain> {
  const added = await addDomain(name);
  expect(added.statusCode, added.body).toBe(200);
  const domain = added.json().data as Domain;
  dns.records.set(domain.records.txt.name, [domain.records.txt.value]);
  const verified = await verify(domain.id);
  expect(verified.json().data.state).toBe('verified');
  return verified.json().data;
}

async function paidPublishedSite(account = owner, inProject = projectId) {
  const website = await insertWebsite(t, { projectId: inProject, userId: account.userId });
  await t.runtime.ctx.db
    .update(websites)
    .set({ plan: 'site-basic', planPaidUntil: new Date(Date.now() + 86_400_000) })
    .where(eq(websites.id, website.id));
  expect((await publish(t, account.token, website.uuid, website.revision)).statusCode).toBe(200);
  return website;
}

/** The builder's calls for a site's custom domain, and a workspace's domains. */
const setSiteDomain = (uuid: string, domain: string, account = owner) =>
  t.call({ method: 'PUT', url: `/builder-api/site/${uuid}/domain`, token: account.token, body: { domain } });
const verifySiteDomain = (uuid: string, account = owner) =>
  t.call({ method: 'POST', url: `/builder-api/site/${uuid}/domain/verify`, token: account.token });
const domainsOf = async (account = owner) =>
  (
    await t.call({ method: 'GET', url: `/api/workspaces/${account.workspace.slug}/domains`, token: account.token })
  ).json().data as Domain[];

describe('adding a domain', () => {
  it('reads a pasted address as its name and answers the records to set', async () => {
    const reply = await addDomain('https://www.Example-Paste.test/');
    expect(reply.statusCode, reply.body).toBe(200);
    const domain = reply.json().data as Domain;
    expect(domain).toMatchObject({ name: 'www.example-paste.test', state: 'pending_dns', hosts: [] });
    expect(domain.records.txt.name).toBe('_aerie-verification.www.example-paste.test');
    expect(domain.records.txt.value).toMatch(/^aerie-site-verification=[0-9a-f]{32}$/);
    expect(domain.records.point).toEqual({ type: 'CNAME', target: 'sites.localhost' });
    const again = await addDomain('www.example-paste.test');
    expect(again.statusCode).toBe(409);
    expect(again.json().errors).toEqual({ name: [DOMAIN_MESSAGES.alreadyAdded] });
  });

  it("refuses the platform's own hosts and the names under them", async () => {
    for (const name of ['sites.localhost', 'evil.sites.localhost', 'my-shop.stores.test']) {
      const reply = await addDomain(name);
      expect(reply.statusCode, name).toBe(400);
      expect(reply.json().errors).toEqual({ name: [DOMAIN_MESSAGES.platform] });
    }
  });

  it('lists the workspace domains to its members only', async () => {
    const name = freshName();
    await addDomain(name);
    const list = await t.call({
      method: 'GET',
      url: `/api/workspaces/${owner.workspace.slug}/domains`,
      token: owner.token,
    });
    expect(list.json().data.map((domain: Domain) => domain.name)).toContain(name);
    const stranger = await t.call({
      method: 'GET',
      url: `/api/workspaces/${owner.workspace.slug}/domains`,
      token: other.token,
    });
    expect(stranger.statusCode).toBe(404);
  });
});

describe('verifying a domain', () => {
  it('fails with the reason until the TXT record holds the value, then verifies', async () => {
    const domain = (await addDomain(freshName())).json().data as Domain;
    const early = await verify(domain.id);
    expect(early.json()).toMatchObject({ message: DOMAIN_MESSAGES.notVerified, data: { state: 'failing' } });
    expect(early.json().data.last_error).toContain(domain.records.txt.name);
    expect(early.json().data.last_checked_at).not.toBeNull();
    dns.records.set(domain.records.txt.name, ['v=spf1 -all', domain.records.txt.value]);
    const verified = await verify(domain.id);
    expect(verified.json().data).toMatchObject({ state: 'verified', last_error: null });
  });

  it('cannot be claimed by another workspace once verified', async () => {
    const domain = await verifiedDomain();
    const claim = await addDomain(domain.name, other);
    expect(claim.statusCode).toBe(409);
    expect(claim.json().errors).toEqual({ name: [DOMAIN_MESSAGES.claimed] });
  });

  it('lets only one of two pending workspaces verify the same name', async () => {
    const name = freshName();
    const mine = (await addDomain(name)).json().data as Domain;
    const theirs = (await addDomain(name, other)).json().data as Domain;
    dns.records.set(mine.records.txt.name, [mine.records.txt.value, theirs.records.txt.value]);
    expect((await verify(mine.id)).json().data.state).toBe('verified');
    const late = await verify(theirs.id, other);
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe(DOMAIN_MESSAGES.claimed);
  });
});

describe('pointing hosts', () => {
  it('serves a published site on a host of a verified domain, and certificates are allowed for it', async () => {
    const domain = await verifiedDomain();
    const website = await paidPublishedSite();
    const host = `www.${domain.name}`;
    expect(await isServedDomain(t.runtime.ctx.db, host)).toBe(false);
    const pointed = await point(domain.id, host, { kind: 'site', uuid: website.uuid });
    expect(pointed.statusCode, pointed.body).toBe(200);
    expect(pointed.json().data.hosts).toEqual([
      {
        id: expect.any(Number),
        host,
        target: { kind: 'site', uuid: website.uuid, name: website.name },
        served: true,
        serving: null,
        certificate: { state: 'unchecked', issuer: null, expires_at: null, error: null, checked_at: null },
      },
    ]);
    const page = await visit(t, host);
    expect(page.statusCode).toBe(200);
    expect(page.body).toBe((await visit(t, `${website.subdomain}.${SITES_HOST}`)).body);
    expect(await isServedDomain(t.runtime.ctx.db, host)).toBe(true);
  });

  it('serves a storefront on a host pointed at the store', async () => {
    const domain = await verifiedDomain();
    const store = await insertStore(t, projectId, { name: 'Domain Corner' });
    const pointed = await point(domain.id, domain.name, { kind: 'store', uuid: store.uuid });
    expect(pointed.statusCode, pointed.body).toBe(200);
    const page = await visit(t, domain.name);
    expect(page.statusCode, page.body.slice(0, 200)).toBe(200);
    expect(page.body).toContain('Domain Corner');
    expect(await isServedDomain(t.runtime.ctx.db, domain.name)).toBe(true);
  });

  it('refuses a host outside the domain, and a site of another workspace', async () => {
    const domain = await verifiedDomain();
    const website = await paidPublishedSite();
    const outside = await point(domain.id, 'www.elsewhere.example', { kind: 'site', uuid: website.uuid });
    expect(outside.json().errors).toEqual({ host: [DOMAIN_MESSAGES.hostOutside] });
    const theirProject = await createProject(t, other.token, other.workspace.id);
    const theirs = await insertWebsite(t, { projectId: theirProject.id, userId: other.userId });
    const foreign = await point(domain.id, domain.name, { kind: 'site', uuid: theirs.uuid });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().errors).toHaveProperty('target');
  });

  it('does not serve a host of a domain still pending', async () => {
    const domain = (await addDomain(freshName())).json().data as Domain;
    const website = await paidPublishedSite();
    const pointed = await point(domain.id, domain.name, { kind: 'site', uuid: website.uuid });
    expect(pointed.json().data.hosts[0].served).toBe(false);
    expect((await visit(t, domain.name)).statusCode).not.toBe(200);
    expect(await isServedDomain(t.runtime.ctx.db, domain.name)).toBe(false);
  });
});

describe('what a host can point at', () => {
  it("lists the workspace's sites and stores, a free site with why it cannot be chosen, none of another workspace", async () => {
    const paid = await paidPublishedSite();
    const free = await insertWebsite(t, { projectId, userId: owner.userId });
    const store = await insertStore(t, projectId);
    const foreign = await insertWebsite(t, {
      projectId: (await createProject(t, other.token, other.workspace.id)).id,
      userId: other.userId,
    });
    const reply = await t.call({
      method: 'GET',
      url: `/api/workspaces/${owner.workspace.slug}/domain-targets`,
      token: owner.token,
    });
    expect(reply.statusCode, reply.body).toBe(200);
    const targets = reply.json().data as { kind: string; uuid: string; unavailable: string | null }[];
    expect(targets).toContainEqual(expect.objectContaining({ kind: 'site', uuid: paid.uuid, unavailable: null }));
    expect(targets).toContainEqual(
      expect.objectContaining({ kind: 'site', uuid: free.uuid, unavailable: MESSAGES.customDomainNeedsPlan }),
    );
    expect(targets).toContainEqual(expect.objectContaining({ kind: 'store', uuid: store.uuid, unavailable: null }));
    expect(targets.map((target) => target.uuid)).not.toContain(foreign.uuid);
  });
});

describe('removing', () => {
  it('a domain detaches every host it served', async () => {
    const domain = await verifiedDomain();
    const website = await paidPublishedSite();
    await point(domain.id, domain.name, { kind: 'site', uuid: website.uuid });
    expect((await visit(t, domain.name)).statusCode).toBe(200);
    const removed = await t.call({ method: 'DELETE', url: `/api/domains/${domain.id}`, token: owner.token });
    expect(removed.statusCode).toBe(200);
    expect((await visit(t, domain.name)).statusCode).not.toBe(200);
    expect(await isServedDomain(t.runtime.ctx.db, domain.name)).toBe(false);
  });

  it('a host stops answering when cleared', async () => {
    const domain = await verifiedDomain();
    const website = await paidPublishedSite();
    const pointed = (await point(domain.id, domain.name, { kind: 'site', uuid: website.uuid })).json().data as Domain;
    const cleared = await t.call({
      method: 'DELETE',
      url: `/api/domain-hosts/${pointed.hosts[0]!.id}`,
      token: owner.token,
    });
    expect(cleared.json().data.hosts).toEqual([]);
    expect((await visit(t, domain.name)).statusCode).not.toBe(200);
  });
});

describe("the builder's custom domain", () => {
  it('refuses a name another workspace verified on its Domains page (409 on the field), and changes nothing', async () => {
    const claimed = await verifiedDomain();
    const website = await paidPublishedSite(other, (await createProject(t, other.token, other.workspace.id)).id);
    const set = await setSiteDomain(website.uuid, claimed.name, other);
    expect(set.statusCode, set.body).toBe(409);
    expect(set.json().errors).toEqual({ domain: [MESSAGES.domainTaken] });
    const [row] = await t.runtime.ctx.db.select().from(websites).where(eq(websites.id, website.id));
    expect(row!.pendingDomain).toBeNull();
    expect((await domainsOf(other)).map((domain) => domain.name)).not.toContain(claimed.name);
  });

  it('will not verify a pending name another workspace verified first on its Domains page (409)', async () => {
    const website = await paidPublishedSite();
    const name = freshName();
    const set = await setSiteDomain(website.uuid, name);
    expect(set.statusCode, set.body).toBe(200);
    const theirs = (await addDomain(name, other)).json().data as Domain;
    dns.records.set(theirs.records.txt.name, [theirs.records.txt.value, set.json().data.txt_value]);
    expect((await verify(theirs.id, other)).json().data.state).toBe('verified');
    const late = await verifySiteDomain(website.uuid);
    expect(late.statusCode, late.body).toBe(409);
    expect(late.json().message).toBe(MESSAGES.domainTaken);
    const [row] = await t.runtime.ctx.db.select().from(websites).where(eq(websites.id, website.id));
    expect(row!.customDomain).toBeNull();
    // Nothing serves it until its workspace points a host there: not this site.
    expect(await isServedDomain(t.runtime.ctx.db, name)).toBe(false);
  });

  it('is a domain of the workspace pointed at the site, with the same TXT record, verified by either screen', async () => {
    const website = await paidPublishedSite();
    const name = freshName();
    const set = await setSiteDomain(website.uuid, name);
    expect(set.statusCode, set.body).toBe(200);
    const domain = (await domainsOf()).find((candidate) => candidate.name === name)!;
    expect(domain.records.txt).toEqual({ name: set.json().data.txt_name, value: set.json().data.txt_value });
    expect(domain.hosts).toEqual([
      expect.objectContaining({ host: name, target: expect.objectContaining({ kind: 'site' }) }),
    ]);
    dns.records.set(domain.records.txt.name, [domain.records.txt.value]);
    const verified = await verifySiteDomain(website.uuid);
    expect(verified.json().data.verified).toBe(true);
    expect((await domainsOf()).find((candidate) => candidate.name === name)!.state).toBe('verified');
  });
});
