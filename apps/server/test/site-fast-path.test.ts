import { request as httpRequest, type IncomingHttpHeaders, type OutgoingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { accountWithWorkspace, createProject } from './support/project-fixtures.js';
import { guardReplies } from './support/reply-guard.js';
import { publishedFormSite } from './support/form-fixtures.js';
import { startTestApp, type TestApp } from './support/test-app.js';
import { insertWebsite, publish, SITES_HOST, visit } from './support/website-fixtures.js';

/** Log lines of the app, so the test can tell which path answered (the fast path logs its own line). */
const logLines: Record<string, unknown>[] = [];
const logStream = new Writable({
  write(chunk: Buffer, _encoding, done) {
    for (const line of chunk.toString().split('\n')) if (line) logLines.push(JSON.parse(line));
    done();
  },
});

const guarded = guardReplies();
let t: TestApp;
let port: number;
let host: string;
let owner: Awaited<ReturnType<typeof accountWithWorkspace>>;
let projectId: number;
beforeAll(async () => {
  t = await startTestApp(guarded({ env: { LOG_LEVEL: 'info' }, logStream }));
  owner = await accountWithWorkspace(t);
  projectId = (await createProject(t, owner.token, owner.workspace.id)).id;
  const website = await insertWebsite(t, { projectId, userId: owner.userId });
  expect((await publish(t, owner.token, website.uuid, website.revision)).statusCode).toBe(200);
  host = `${website.subdomain}.${SITES_HOST}`;
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as AddressInfo).port;
});
afterAll(() => t.close());

interface Reply {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/** A real HTTP request (`inject` skips the server's own request listener, where the fast path sits). */
function get(path: string, headers: Record<string, string> = {}, method = 'GET'): Promise<Reply> {
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: '127.0.0.1', port, path, method, headers: { host, ...headers } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end();
  });
}

const fastPathLines = () => logLines.filter((line) => line.msg === 'site request completed').length;

/** What both paths must agree on: everything but the per-connection and per-moment headers. */
function comparable(reply: { status: number; headers: IncomingHttpHeaders | OutgoingHttpHeaders; body: Buffer }) {
  const { date: _date, connection: _connection, 'keep-alive': _keepAlive, ...headers } = reply.headers;
  return { status: reply.status, headers, body: reply.body.toString('base64') };
}

describe('published pages answered before Fastify', () => {
  const requests: [string, Record<string, string>][] = [
    ['/', {}],
    ['/', { 'accept-encoding': 'gzip' }],
    ['/', { 'accept-encoding': 'gzip, deflate, br' }],
    ['/about--0/', { 'accept-encoding': 'br;q=0, gzip' }],
    ['/no-such-page', {}],
    ['/sitemap.xml', {}],
    ['/robots.txt?x=1', {}],
  ];

  it('send byte for byte the reply the sites host sends, once the site is in memory', async () => {
    // The first request finds no copy in memory: Fastify answers it and loads the site.
    const before = fastPathLines();
    expect((await get('/')).status).toBe(200);
    expect(fastPathLines()).toBe(before);

    for (const [path, headers] of requests) {
      const fast = await get(path, headers);
      const routed = await visit(t, host, path, headers);
      expect(comparable(fast), `${path} ${JSON.stringify(headers)}`).toEqual(
        comparable({ status: routed.statusCode, headers: routed.headers, body: routed.rawPayload }),
      );
    }
    expect(fastPathLines()).toBe(before + requests.length);
  });

  it('answer a revalidation with 304 and no body', async () => {
    const { headers } = await get('/');
    const again = await get('/', { 'if-none-match': headers.etag! });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
    expect(again.headers['content-security-policy']).toContain("default-src 'none'");
  });

  it('leave other methods, unknown sites, assets and the app to Fastify', async () => {
    const before = fastPathLines();
    const head = await get('/', {}, 'HEAD');
    expect(head.status).toBe(200);
    expect(head.body.length).toBe(0);
    expect((await get('/', {}, 'POST')).status).toBe(404);
    expect((await get('/', { host: `nobody-here.${SITES_HOST}` })).status).toBe(404);
    expect((await get('/catalogue/none.svg', { host: `assets.${SITES_HOST}` })).status).toBe(404);
    expect((await get('/healthz', { host: 'aerie.test' })).status).toBe(200);
    expect(fastPathLines()).toBe(before);
  });

  it("leave the forms' thank-you page to Fastify once the site is in memory", async () => {
    const form = await publishedFormSite(t, { projectId, userId: owner.userId, token: owner.token });
    const formHost = { host: form.host };
    // The first request loads the site; from then on its pages are answered by the fast path.
    expect((await get('/', formHost)).status).toBe(200);
    const before = fastPathLines();
    expect((await get('/', formHost)).status).toBe(200);
    expect(fastPathLines()).toBe(before + 1);
    const thanks = await get('/_forms/contact/thanks', formHost);
    expect(thanks.status).toBe(200);
    expect(thanks.body.toString()).toContain('Thanks, we will write back.');
    expect(fastPathLines()).toBe(before + 1);
  });
});
