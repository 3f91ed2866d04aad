import { afterAll, beforeAll, describe, expect, it } from 'vitest';

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
