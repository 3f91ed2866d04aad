import { chown, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { localPilotAccount } from '../src/adapters/server-transport/local-account.js';
import { openLocalSession } from '../src/adapters/server-transport/local-transport.js';
import { registration, uniqueAddress } from './support/accounts.js';
import { startTestApp, type TestApp } from './support/test-app.js';

// Finding 12: the development inbox shows every reset link to anyone who can reach it.
describe('the development inbox', () => {
  let t: TestApp;
  beforeAll(async () => {
    // The callers below are trusted proxies, so request.ip believes their X-Forwarded-For: the inbox still
    // looks at the socket.
    t = await startTestApp({ env: { TRUST_PROXY: '203.0.113.0/24,10.0.0.0/8,192.168.0.0/16,2001:db8::/32' } });
    const body = registration();
    await t.call({ method: 'POST', url: '/api/api/user/create', body, remoteAddress: uniqueAddress() });
  });
  afterAll(() => t.close());

  it('answers a client on this machine (IPv4 and IPv6 loopback)', async () => {
    for (const remoteAddress of ['127.0.0.1', '127.0.0.53', '::1', '::ffff:127.0.0.1']) {
      const json = await t.call({ method: 'GET', url: '/dev/mail.json', remoteAddress });
      expect(json.statusCode, remoteAddress).toBe(200);
      expect(json.json().length).toBeGreaterThan(0);
      const page = await t.call({ method: 'GET', url: '/dev/mail', remoteAddress });
      expect(page.statusCode, remoteAddress).toBe(200);
      expect(page.headers['content-security-policy']).toContain("default-src 'none'");
      expect(page.headers['cache-control']).toBe('no-store');
    }
  });

  it('answers any other client 404, as if it did not exist, whatever X-Forwarded-For says', async () => {
    for (const remoteAddress of ['203.0.113.9', '10.0.0.2', '::ffff:192.168.1.4', '2001:db8::1']) {
      for (const url of ['/dev/mail.json', '/dev/mail']) {
        const reply = await t.call({
          method: 'GET',
          url,
          remoteAddress,
          headers: { 'x-forwarded-for': '127.0.0.1', host: 'aerie.test' },
        });
        expect(reply.statusCode, `${remoteAddress} ${url}`).toBe(404);
        expect(reply.json()).toEqual({ success: false, error: 'not_found', message: `No route for GET ${url}.` });
        expect(reply.body).not.toContain('/password/');
      }
    }
  });
});

/*
 * Issue 24: a local pilot runs on this machine, so it reached the inbox from loopback like the developer.
 * Pilots have an account of their own only when Aerie runs as root (CI and this test's machines do).
 */
describe.runIf(process.getuid?.() === 0)('the development inbox and local pilots', () => {
  let t: TestApp;
  let port: number;
  let directory: string;
  beforeAll(async () => {
    t = await startTestApp();
    await t.call({ method: 'POST', url: '/api/api/user/create', body: registration(), remoteAddress: uniqueAddress() });
    // Both families on one socket: an IPv4 client is seen as ::ffff:127.0.0.1, its own socket as 127.0.0.1.
    await t.app.listen({ port: 0, host: '::' });
    port = (t.app.server.address() as { port: number }).port;
    directory = await mkdtemp(join(tmpdir(), 'aerie-inbox-pilot-'));
  });
  afterAll(async () => {
    await t.close();
    await rm(directory, { recursive: true, force: true });
  });

  /** One HTTP request over bash's /dev/tcp, as a pilot's script could make it; the whole answer. */
  const request = (host: string, path: string) =>
    [
      `exec 3<>/dev/tcp/${host}/${port}`,
      `printf 'GET ${path} HTTP/1.0\\r\\nHost: localhost\\r\\n\\r\\n' >&3`,
      'cat <&3',
    ].join('\n');

  it('answers the developer on this machine, and a local pilot 404 as if it did not exist', async () => {
    const account = localPilotAccount(t.runtime.ctx.config.hosting.localPilotUser)!;
    await chown(directory, account.uid, account.gid);
    const pilot = openLocalSession({ directory, ...account });
    const aerieUser = openLocalSession({ directory });
    for (const host of ['127.0.0.1', '::1']) {
      const own = await aerieUser.run(request(host, '/dev/mail.json'));
      expect(own.stdout.split('\r\n')[0], host).toBe('HTTP/1.1 200 OK');
      expect(own.stdout, host).toContain('/verify/');
      for (const path of ['/dev/mail.json', '/dev/mail']) {
        const stolen = await pilot.run(request(host, path));
        expect(stolen.stdout.split('\r\n')[0], `${host} ${path}`).toBe('HTTP/1.1 404 Not Found');
        expect(stolen.stdout).not.toContain('/verify/');
      }
      // The pilot still reaches the rest of the app, as anyone on the network does.
      expect((await pilot.run(request(host, '/healthz'))).stdout.split('\r\n')[0]).toBe('HTTP/1.1 200 OK');
    }
  });
});
