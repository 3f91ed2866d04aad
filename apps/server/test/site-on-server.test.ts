import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, readlinkSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

import { SITE_SERVER_MESSAGES } from '@aerie/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

import { domainHosts, formSubmissions, siteServerTargets, websites, workspaceDomains } from '../src/db/schema/index.js';
import { switchScript } from '../src/modules/deployments/release-script.js';
import { publishedSitesOn } from '../src/modules/deployments/server-caddy/published-caddy-sites.js';
import { uploadReleaseScript } from '../src/modules/deployments/site-releases/site-release-scripts.js';
import { tarArchive } from '../src/modules/deployments/site-releases/tar-archive.js';
import { loadPointedHosts } from '../src/modules/domains/index.js';
import { liveStaticSite } from '../src/modules/websites/index.js';
import { startLocalDns } from './support/local-dns.js';
import { contactFormHtml, postForm, publishedFormSite, VALID_SUBMISSION } from './support/form-fixtures.js';
import { accountWithWorkspace, createProject, type Account, type WorkspaceRef } from './support/project-fixtures.js';
import { connectBody, connectServer } from './support/server-fixtures.js';
import { startSshd, type TestSshd } from './support/sshd.js';
import { startTestApp, type TestApp } from './support/test-app.js';

/*
 * Issue 32 § 4 (docs/product.md § Publish to your own server): the static copy a server gets, the tar it travels in
 * and the release folder it lands in, the Caddy sites it adds, the builder's calls refusing bad input, and the form
 * endpoint taking posts from the site's own host. The whole journey with Caddy and Pebble is site-on-server.spec.ts.
 */
const run = promisify(execFile);
let t: TestApp;
let sshd: TestSshd;
let dns: Awaited<ReturnType<typeof startLocalDns>>;
let owner: Account & { workspace: WorkspaceRef };
let other: Account & { workspace: WorkspaceRef };
let project: { id: number; u_id: string };
let addresses = 0;
const freshAddress = () => `198.51.100.${(addresses += 1)}`;

beforeAll(async () => {
  sshd = await startSshd();
  dns = await startLocalDns();
  t = await startTestApp({ env: { DNS_SERVERS: dns.server } });
  owner = await accountWithWorkspace(t);
  other = await accountWithWorkspace(t);
  project = await createProject(t, owner.token, owner.workspace.id);
}, 120_000);
afterAll(async () => {
  await t?.close();
  await sshd?.stop();
  await dns?.close();
});

const db = () => t.runtime.ctx.db;
const site = (formHtml?: string) =>
  publishedFormSite(t, { projectId: project.id, userId: owner.userId, token: owner.token, formHtml });
let domains = 0;

/** A verified domain of the owner's workspace pointed at the site; the in-memory host map reloaded. */
async function pointVerifiedHost(websiteId: number, verified = true): Promise<string> {
  const name = `own-${(domains += 1)}-${Date.now().toString(36)}.example`;
  const [domain] = await db()
    .insert(workspaceDomains)
    .values({ workspaceId: owner.workspace.id, name, token: 'test', verifiedAt: verified ? new Date() : null })
    .returning();
  await db()
    .insert(domainHosts)
    .values({ domainId: domain!.id, host: `www.${name}`, targetKind: 'site', websiteId });
  await loadPointedHosts(db());
  return `www.${name}`;
}

const stored = (websiteId: number) =>
  db().select().from(formSubmissions).where(eq(formSubmissions.websiteId, websiteId));
const postFrom = (host: string, key: string, origin: string | undefined) =>
  t.app.inject({
    method: 'POST',
    url: `/_forms/${key}`,
    headers: {
      host,
      'content-type': 'application/x-www-form-urlencoded',
      ...(origin ? { origin, referer: `${origin}/contact` } : {}),
    },
    remoteAddress: freshAddress(),
    payload: new URLSearchParams(VALID_SUBMISSION).toString(),
  });

describe('the copy for the server', () => {
  it('is the live publish as static files, its forms posting to the site’s address on Aerie', async () => {
    const { website, host } = await site();
    const copy = await liveStaticSite(t.runtime.ctx, website.id);
    const paths = copy!.files.map((file) => file.path);
    expect(paths).toEqual(expect.arrayContaining(['index.html', '404.html', 'site.css', 'sitemap.xml', 'robots.txt']));
    const home = new TextDecoder().decode(copy!.files.find((file) => file.path === 'index.html')!.bytes);
    expect(home).toContain(`action="http://${host}/_forms/contact" method="post"`);
    expect(home).toContain('href="site.css"');
    expect(copy!.revision).toBe(website.revision);
  });

  it('travels as one tar unpacked into releases/{name}, and current switches to it', async () => {
    const base = mkdtempSync(join(tmpdir(), 'site-release-'));
    try {
      const files = [
        { path: 'index.html', bytes: new TextEncoder().encode('<h1>Home</h1>') },
        { path: `images/${'a'.repeat(90)}.png`, bytes: new Uint8Array([1, 2, 3]) },
        { path: `fonts/${'f'.repeat(60)}/${'g'.repeat(60)}.woff2`, bytes: new Uint8Array(700).fill(7) },
      ];
      const deployPath = join(base, 'site');
      await new Promise<void>((resolve, reject) => {
        const child = execFile('bash', ['-c', uploadReleaseScript(deployPath, '3-abc')], (error) =>
          error ? reject(error) : resolve(),
        );
        child.stdin!.end(tarArchive(files));
      });
      await run('bash', ['-c', switchScript({ deployPath, release: '3-abc', runId: 1 })]);
      expect(readlinkSync(join(deployPath, 'current'))).toBe('releases/3-abc');
      expect(readFileSync(join(deployPath, 'current', 'index.html'), 'utf8')).toBe('<h1>Home</h1>');
      expect(readFileSync(join(deployPath, 'current', files[2]!.path))).toEqual(Buffer.from(files[2]!.bytes));
    } finally {
      rmSync(base, { recursive: true, force: true });
    }
  });
});

describe('the builder’s server target', () => {
  const url = (uuid: string) => `/builder-api/site/${uuid}/server`;
  let serverId: number;
  let foreignServerId: number;
  beforeAll(async () => {
    serverId = (await connectServer(t, owner.token, owner.workspace.slug, connectBody(sshd, project.u_id))).id;
    const elsewhere = await createProject(t, other.token, other.workspace.id);
    foreignServerId = (await connectServer(t, other.token, other.workspace.slug, connectBody(sshd, elsewhere.u_id))).id;
  }, 60_000);

  it('refuses a folder that is not a plain absolute path, and a server of another workspace, on the field', async () => {
    const { website } = await site();
    for (const deploy_path of ['/', 'srv/site', '/srv/../etc', '/srv/my site', '/srv/./x', '/srv/$(id)']) {
      const reply = await t.call({
        method: 'PUT',
        url: url(website.uuid),
        token: owner.token,
        body: { server_id: serverId, deploy_path },
      });
      expect(reply.statusCode, deploy_path).toBe(400);
      expect(reply.json().errors.deploy_path, deploy_path).toBeDefined();
    }
    const foreign = await t.call({
      method: 'PUT',
      url: url(website.uuid),
      token: owner.token,
      body: { server_id: foreignServerId, deploy_path: '/srv/site' },
    });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().errors.server_id).toEqual([SITE_SERVER_MESSAGES.serverNotDeployable]);
    expect(await db().select().from(siteServerTargets).where(eq(siteServerTargets.websiteId, website.id))).toEqual([]);
  });

  it('answers 404 for a rollback to a release it does not have and for removing a target that is not set', async () => {
    const { website } = await site();
    const none = await t.call({ method: 'DELETE', url: url(website.uuid), token: owner.token });
    expect(none.statusCode).toBe(404);
    const rollback = await t.call({
      method: 'POST',
      url: `${url(website.uuid)}/rollback`,
      token: owner.token,
      body: { release: '1-zzzz' },
    });
    expect(rollback.statusCode).toBe(404);
    const bad = await t.call({
      method: 'POST',
      url: `${url(website.uuid)}/rollback`,
      token: owner.token,
      body: { release: '../etc' },
    });
    expect(bad.statusCode).toBe(400);
  });

  it('shows the servers to choose and the hosts pointed at the site; Caddy serves a verified host from current', async () => {
    const { website } = await site();
    const host = await pointVerifiedHost(website.id);
    await pointVerifiedHost(website.id, false);
    const read = await t.call({ method: 'GET', url: url(website.uuid), token: owner.token });
    expect(read.statusCode, read.body).toBe(200);
    expect(read.json().data).toMatchObject({ target: null, hosts: [host], is_published: true });
    expect(read.json().data.servers).toContainEqual({ id: serverId, name: 'Web 1' });
    expect(read.json().data.servers).not.toContainEqual(expect.objectContaining({ id: foreignServerId }));

    await db().insert(siteServerTargets).values({ websiteId: website.id, serverId, deployPath: '/srv/site-a' });
    expect(await publishedSitesOn(db(), serverId)).toContainEqual({ domain: host, root: '/srv/site-a/current' });
    expect((await publishedSitesOn(db(), serverId)).map((entry) => entry.domain)).not.toContain(
      host.replace('own', 'x'),
    );
    const removed = await t.call({ method: 'DELETE', url: url(website.uuid), token: owner.token });
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json().message).toBe(SITE_SERVER_MESSAGES.removed);
    expect((await publishedSitesOn(db(), serverId)).map((entry) => entry.domain)).not.toContain(host);
  });

  it('is asked to sync when a host is pointed at a site on the server, and again when its domain is verified', async () => {
    const { website } = await site();
    await db()
      .update(websites)
      .set({ plan: 'site-basic', planPaidUntil: new Date(Date.now() + 86_400_000) })
      .where(eq(websites.id, website.id));
    await db().insert(siteServerTargets).values({ websiteId: website.id, serverId, deployPath: '/srv/site-sync' });
    // The syncs asked for are recorded, not run: this server's Caddy is not the test's to change.
    const jobs = t.runtime.ctx.jobs;
    const send = jobs.send.bind(jobs);
    const syncs: unknown[] = [];
    const spy = vi.spyOn(jobs, 'send').mockImplementation(async (name, data, options) => {
      if (name !== 'sync-server-caddy') return send(name, data, options);
      syncs.push(data);
      return undefined;
    });
    try {
      const name = `sync-${Date.now().toString(36)}.example`;
      const added = await t.call({
        method: 'POST',
        url: `/api/workspaces/${owner.workspace.slug}/domains`,
        token: owner.token,
        body: { name },
      });
      const domain = added.json().data;
      const pointed = await t.call({
        method: 'PUT',
        url: `/api/domains/${domain.id}/hosts`,
        token: owner.token,
        body: { host: `www.${name}`, target: { kind: 'site', uuid: website.uuid } },
      });
      expect(pointed.statusCode, pointed.body).toBe(200);
      expect(syncs).toEqual([{ serverId }]);
      expect(await publishedSitesOn(db(), serverId)).not.toContainEqual(
        expect.objectContaining({ domain: `www.${name}` }),
      );

      dns.records.set(domain.records.txt.name, [domain.records.txt.value]);
      const verified = await t.call({ method: 'POST', url: `/api/domains/${domain.id}/verify`, token: owner.token });
      expect(verified.json().data.state).toBe('verified');
      expect(syncs).toEqual([{ serverId }, { serverId }]);
      expect(await publishedSitesOn(db(), serverId)).toContainEqual({
        domain: `www.${name}`,
        root: '/srv/site-sync/current',
      });
    } finally {
      spy.mockRestore();
    }
  });
});

describe('a form of a site served from its own host', () => {
  it('takes a post whose Origin is the site’s verified host; the thank-you page stays on Aerie', async () => {
    const { website, host } = await site();
    const own = await pointVerifiedHost(website.id);
    const reply = await postFrom(host, 'contact', `https://${own}`);
    expect(reply.statusCode, reply.body).toBe(303);
    expect(reply.headers.location).toBe('/_forms/contact/thanks');
    const [row] = await stored(website.id);
    expect(row).toMatchObject({ formKey: 'contact', pagePath: '/contact' });
  });

  it('sends the form’s own redirect back to the host the visitor came from', async () => {
    const { website, host } = await site(contactFormHtml({ redirect: '/about--0', name: 'Leads' }));
    const own = await pointVerifiedHost(website.id);
    const reply = await postFrom(host, 'leads', `https://${own}`);
    expect(reply.statusCode, reply.body).toBe(303);
    expect(reply.headers.location).toBe(`https://${own}/about--0`);
  });

  it('refuses a post from any other origin, a host of another site included, and stores nothing', async () => {
    const { website, host } = await site();
    const { website: neighbour } = await site();
    const theirs = await pointVerifiedHost(neighbour.id);
    const unverified = await pointVerifiedHost(website.id, false);
    for (const origin of ['https://evil.example', `https://${theirs}`, `https://${unverified}`, 'not a url']) {
      const reply = await postFrom(host, 'contact', origin);
      expect(reply.statusCode, origin).toBe(403);
      expect(reply.body).toContain('This form can only be sent from its own site.');
    }
    expect(await stored(website.id)).toEqual([]);
  });

  it('still takes a post without an Origin, and one from the site’s own address', async () => {
    const { website, host } = await site();
    expect((await postForm(t, host, 'contact', VALID_SUBMISSION, { address: freshAddress() })).statusCode).toBe(303);
    expect((await postFrom(host, 'contact', `http://${host}`)).statusCode).toBe(303);
    expect(await stored(website.id)).toHaveLength(2);
  });
});
