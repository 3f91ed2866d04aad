import type { Domain } from '@aerie/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { CertificateReading } from '../src/adapters/certificate-probe/certificate-probe.js';
import { checkDueCertificates } from '../src/modules/domains/index.js';
import { startLocalDns } from './support/local-dns.js';
import { accountWithWorkspace, type Account, type WorkspaceRef } from './support/project-fixtures.js';
import { insertStore, STORES_URL } from './support/store-fixtures.js';
import { createProject } from './support/project-fixtures.js';
import { startTestApp, type TestApp } from './support/test-app.js';

/*
 * The certificate state of a domain's hosts (issue 32 § 1): what the certificate port saw, recorded per host and
 * shown on the Domains page. The port is a fake here (each host answers what `readings` says); the real handshake
 * against Caddy and Pebble is in tls-on-demand.test.ts.
 */
const DAY = 86_400_000;
const readings = new Map<string, CertificateReading>();
const probed: string[] = [];

let t: TestApp;
let dns: Awaited<ReturnType<typeof startLocalDns>>;
let owner: Account & { workspace: WorkspaceRef };
let stranger: Account & { workspace: WorkspaceRef };
let storeUuid: string;
beforeAll(async () => {
  dns = await startLocalDns();
  t = await startTestApp({
    env: { DNS_SERVERS: dns.server, STORES_URL },
    certificates: {
      probe: async (host) => {
        probed.push(host);
        return readings.get(host) ?? { ok: false, reason: `Nothing answers HTTPS at ${host} yet.` };
      },
    },
  });
  owner = await accountWithWorkspace(t);
  stranger = await accountWithWorkspace(t);
  const projectId = (await createProject(t, owner.token, owner.workspace.id)).id;
  storeUuid = (await insertStore(t, projectId)).uuid;
});
afterAll(async () => {
  await t.close();
  await dns.close();
});

let made = 0;
async function hostOfVerifiedDomain(verify = true): Promise<{ domain: Domain; hostId: number; host: string }> {
  const name = `cert${++made}-${Date.now().toString(36)}.example`;
  const added = await t.call({
    method: 'POST',
    url: `/api/workspaces/${owner.workspace.slug}/domains`,
    token: owner.token,
    body: { name },
  });
  const domain = added.json().data as Domain;
  if (verify) {
    dns.records.set(domain.records.txt.name, [domain.records.txt.value]);
    expect(
      (await t.call({ method: 'POST', url: `/api/domains/${domain.id}/verify`, token: owner.token })).statusCode,
    ).toBe(200);
  }
  const pointed = await t.call({
    method: 'PUT',
    url: `/api/domains/${domain.id}/hosts`,
    token: owner.token,
    body: { host: `shop.${name}`, target: { kind: 'store', uuid: storeUuid } },
  });
  expect(pointed.statusCode, pointed.body).toBe(200);
  const host = (pointed.json().data as Domain).hosts[0]!;
  return { domain, hostId: host.id, host: host.host };
}

const check = (hostId: number, account = owner) =>
  t.call({ method: 'POST', url: `/api/domain-hosts/${hostId}/certificate`, token: account.token });

describe("a host's certificate", () => {
  it('is unchecked until looked at, then issued with its issuer and end, renewing in its last third', async () => {
    const { hostId, host } = await hostOfVerifiedDomain();
    const listed = await t.call({
      method: 'GET',
      url: `/api/workspaces/${owner.workspace.slug}/domains`,
      token: owner.token,
    });
    const shown = (listed.json().data as Domain[]).flatMap((domain) => domain.hosts).find((each) => each.id === hostId);
    expect(shown!.certificate).toEqual({
      state: 'unchecked',
      issuer: null,
      expires_at: null,
      error: null,
      checked_at: null,
    });

    const validTo = new Date(Date.now() + 80 * DAY);
    readings.set(host, { ok: true, issuer: "Let's Encrypt", validFrom: new Date(Date.now() - 10 * DAY), validTo });
    const issued = await check(hostId);
    expect(issued.statusCode, issued.body).toBe(200);
    expect(issued.json().message).toBe(`${host} has a certificate.`);
    expect(issued.json().data.hosts[0].certificate).toMatchObject({
      state: 'issued',
      issuer: "Let's Encrypt",
      expires_at: validTo.toISOString(),
      error: null,
      checked_at: expect.any(String),
    });

    readings.set(host, {
      ok: true,
      issuer: "Let's Encrypt",
      validFrom: new Date(Date.now() - 70 * DAY),
      validTo: new Date(Date.now() + 20 * DAY),
    });
    expect((await check(hostId)).json().data.hosts[0].certificate.state).toBe('renewing');
  });

  it('is failing with the reason in words when none is served', async () => {
    const { hostId, host } = await hostOfVerifiedDomain();
    const reply = await check(hostId);
    expect(reply.statusCode).toBe(200);
    expect(reply.json().message).toBe(`Nothing answers HTTPS at ${host} yet.`);
    expect(reply.json().data.hosts[0].certificate).toMatchObject({
      state: 'failing',
      issuer: null,
      error: `Nothing answers HTTPS at ${host} yet.`,
    });
  });

  it("of another workspace's host answers 404 and looks at nothing", async () => {
    const { hostId, host } = await hostOfVerifiedDomain();
    const before = probed.length;
    const reply = await check(hostId, stranger);
    expect(reply.statusCode).toBe(404);
    expect(probed.slice(before)).not.toContain(host);
  });

  it('is looked at by the periodic check for verified domains only, then not again for hours', async () => {
    const verified = await hostOfVerifiedDomain();
    const pending = await hostOfVerifiedDomain(false);
    probed.length = 0;
    // Earlier tests' hosts may be due too: a tick takes 20, so run until this one has been looked at.
    for (let tick = 0; tick < 5 && !probed.includes(verified.host); tick++) await checkDueCertificates(t.runtime.ctx);
    expect(probed).toContain(verified.host);
    expect(probed).not.toContain(pending.host);
    probed.length = 0;
    await checkDueCertificates(t.runtime.ctx);
    expect(probed).not.toContain(verified.host);
  });
});
