import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { connect as tlsConnect } from 'node:tls';
import { promisify } from 'node:util';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import {
  freePorts,
  makeMinica,
  requireEngines,
  startCaddy,
  startChallengeDns,
  startPebble,
  testCaddyfile,
  type Engine,
  type Pebble,
} from './support/acme-engines.js';
import { createCertificateProbe } from '../src/adapters/certificate-probe/certificate-probe.js';
import { siteWithDomain } from './support/custom-domain-fixtures.js';
import { startTestApp, type TestApp } from './support/test-app.js';
import { visit } from './support/website-fixtures.js';

/*
 * Issue 32 § 2, with the real engines offline (docs/deploy.md § HTTPS for custom domains): Aerie's test app on a real
 * port, Caddy in front with on-demand TLS asking Aerie, Pebble as the ACME CA validating HTTP-01 for real through
 * pebble-challtestsrv's DNS. Every port is free at run time (files run in parallel), every file in one temp folder.
 */

const TOKEN = 'tls-on-demand-ask-token-0123456789abcdef';
const SERVED = 'shop.example.test';
const PENDING = 'pending.example.test';
/** Short enough to renew inside the test (Caddy renews an on-demand certificate in its last third), long enough
 * that nothing renews before the renewal test. */
const VALIDITY_SECONDS = 30;
const run = promisify(execFile);

let work: string;
let t: TestApp;
let aerie: string;
let pebble: Pebble;
let first: { http: number; https: number };
/** The ports of the second Caddy, on the same storage. */
let second: { http: number; https: number };
const engines: Engine[] = [];
let storageDir: string;
let caddyfileFor: (ports: { http: number; https: number }) => string;
let rootFile: string;

beforeAll(async () => {
  requireEngines();
  work = mkdtempSync(join(tmpdir(), 'aerie-tls-'));
  t = await startTestApp({
    env: { TLS_ASK_TOKEN: TOKEN, SITES_URL: 'http://sites.test', STORES_URL: 'http://stores.test' },
  });
  await siteWithDomain(t, SERVED);
  await siteWithDomain(t, PENDING, 'pending');
  // This process serves a custom domain once its in-memory set has it (refreshed on verify, and every 30 s).
  await t.runtime.liveSites.customDomains.refresh();
  aerie = new URL(await t.app.listen({ port: 0, host: '127.0.0.1' })).host;

  const minica = makeMinica(work);
  const [dnsPort, dnsManagement, acme, management, http, https, secondHttp, secondHttps] = await freePorts(8);
  second = { http: secondHttp!, https: secondHttps! };
  const dns = { dns: dnsPort!, management: dnsManagement! };
  engines.push(await startChallengeDns(work, dns));
  first = { http: http!, https: https! };
  pebble = await startPebble(work, {
    minica,
    ports: { acme: acme!, management: management!, dns: dns.dns },
    challengePorts: { http: first.http, tls: first.https },
    validitySeconds: VALIDITY_SECONDS,
  });
  engines.push(pebble);
  rootFile = join(work, 'pebble-root.pem');
  writeFileSync(rootFile, pebble.root);

  storageDir = join(work, 'caddy-storage');
  mkdirSync(storageDir);
  caddyfileFor = (ports) =>
    testCaddyfile({
      ports,
      storageDir,
      askUrl: `http://${aerie}/_tls/ask/${TOKEN}`,
      upstream: aerie,
      pebble: { directoryUrl: pebble.directoryUrl, listenerCaFile: minica.caFile },
    });
  engines.push(await startCaddy(work, 'caddy-1', caddyfileFor(first), first.https));
}, 120_000);

afterAll(async () => {
  for (const engine of engines.reverse()) await engine.stop();
  await t?.close();
  if (work) rmSync(work, { recursive: true, force: true });
});

/** A TLS handshake as a browser makes it (SNI, Pebble's root trusted): the certificate's serial and its end. */
function handshake(name: string, port: number): Promise<{ serial: string; validTo: string }> {
  return new Promise((resolve, reject) => {
    const socket = tlsConnect({ host: '127.0.0.1', port, servername: name, ca: pebble.root }, () => {
      const certificate = socket.getPeerCertificate();
      socket.end();
      resolve({ serial: certificate.serialNumber, validTo: certificate.valid_to });
    });
    // A first handshake waits for issuance (0.5 s here, more on a loaded machine); never forever.
    socket.setTimeout(60_000, () => socket.destroy(new Error(`handshake for ${name} timed out`)));
    socket.once('error', reject);
  });
}

/** `curl --resolve name:port:127.0.0.1 --cacert <Pebble's root>`: its status and body. */
async function curlHttps(name: string, port: number): Promise<{ status: number; body: string }> {
  const { stdout } = await run('curl', [
    '-sS',
    '--max-time',
    '60',
    '--resolve',
    `${name}:${port}:127.0.0.1`,
    '--cacert',
    rootFile,
    '-w',
    '\n%{http_code}',
    `https://${name}:${port}/`,
  ]);
  const at = stdout.lastIndexOf('\n');
  return { status: Number(stdout.slice(at + 1)), body: stdout.slice(0, at) };
}

describe('Caddy in front of Aerie with on-demand TLS (Pebble, real HTTP-01)', () => {
  let firstSerial: string;

  it('gets a certificate for a verified custom domain on its first request and serves the site over HTTPS', async () => {
    const started = Date.now();
    const reply = await curlHttps(SERVED, first.https);
    console.log(`first request with issuance: ${Date.now() - started} ms`);
    expect(reply.status, reply.body).toBe(200);
    expect(reply.body).toBe((await visit(t, SERVED)).body);
    expect(pebble.issuedCount()).toBe(1);
    expect(pebble.log()).toMatch(new RegExp(`Attempting to validate w/ HTTP: http://${SERVED.replace(/\./g, '\\.')}:`));
    firstSerial = (await handshake(SERVED, first.https)).serial;
  }, 90_000);

  it('gets no certificate for a name Aerie does not serve: the handshake fails', async () => {
    for (const name of [PENDING, 'nobody.example.test', 'sites.test']) {
      await expect(handshake(name, first.https), name).rejects.toThrow();
    }
    expect(pebble.issuedCount()).toBe(1);
  }, 90_000);

  it('redirects HTTP to HTTPS', async () => {
    const reply = await new Promise<{ status: number; location?: string }>((resolve, reject) => {
      httpRequest(
        { host: '127.0.0.1', port: first.http, path: '/about?x=1', headers: { host: SERVED } },
        (response) => {
          response.resume();
          resolve({ status: response.statusCode!, location: response.headers.location });
        },
      )
        .once('error', reject)
        .end();
    });
    expect(reply.status).toBe(308);
    // Caddy drops a non-standard port from the redirect (it would be :443 in production).
    expect(reply.location).toBe(`https://${SERVED}/about?x=1`);
  });

  it('a second Caddy sharing the storage folder serves the certificate the first obtained, with no new order', async () => {
    // Pebble validates on the first Caddy's ports only: an order by the second one could not even succeed.
    engines.push(await startCaddy(work, 'caddy-2', caddyfileFor(second), second.https));
    const served = await handshake(SERVED, second.https);
    expect(served.serial).toBe(firstSerial);
    const reply = await curlHttps(SERVED, second.https);
    expect(reply.status, reply.body).toBe(200);
    expect(pebble.issuedCount()).toBe(1);
  }, 90_000);

  it("the certificate port sees what a visitor's browser sees (the Domains page's certificate state)", async () => {
    const probe = (ca?: string) =>
      createCertificateProbe({
        connectTo: { host: '127.0.0.1', port: first.https },
        allowPrivateTargets: true,
        ...(ca ? { ca } : {}),
      });
    const served = await probe(pebble.root).probe(SERVED);
    expect(served).toMatchObject({ ok: true, issuer: expect.stringMatching(/Pebble/i) });
    expect(served.ok && served.validTo.getTime() - served.validFrom.getTime()).toBeLessThanOrEqual(
      (VALIDITY_SECONDS + 1) * 1000,
    );
    // No certificate for a name Aerie does not serve, and none a browser trusts without Pebble's root.
    expect(await probe(pebble.root).probe(PENDING)).toEqual({ ok: false, reason: expect.stringContaining(PENDING) });
    expect(await probe().probe(SERVED)).toEqual({ ok: false, reason: expect.stringMatching(/trusted authority/) });
  }, 60_000);

  it(`renews a ${VALIDITY_SECONDS}-second certificate on a handshake in its last third`, async () => {
    // Caddy 2.6 renews on-demand certificates only on a handshake (serving the old one meanwhile): handshake every
    // second until another certificate comes back. It comes about 2/3 of the lifetime after issuance.
    const deadline = Date.now() + VALIDITY_SECONDS * 2_000;
    let serial = firstSerial;
    while (serial === firstSerial && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      serial = (await handshake(SERVED, first.https)).serial;
    }
    expect(serial).not.toBe(firstSerial);
    expect(pebble.issuedCount()).toBe(2);
    const reply = await curlHttps(SERVED, first.https);
    expect(reply.status, reply.body).toBe(200);
  }, 120_000);
});
