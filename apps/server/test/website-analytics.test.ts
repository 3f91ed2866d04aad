import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';

import { ANALYTICS_DAYS, type WebsiteAnalytics } from '@aerie/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { projectTeam } from './support/project-fixtures.js';
import { startTestApp, type TestApp } from './support/test-app.js';
import { insertWebsite, publish, SITES_HOST, visit } from './support/website-fixtures.js';

/*
 * Site analytics (issue 31): the sites host counts what it serves — through Fastify and on the fast path in
 * front of it — and the builder's call shows a site's last 30 days to the people who see the site.
 */
const DESKTOP = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const PHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';

let t: TestApp;
let team: Awaited<ReturnType<typeof projectTeam>>;
beforeAll(async () => {
  // A long flush interval: the test flushes when it wants the counts written.
  t = await startTestApp({ env: { SITE_ANALYTICS_FLUSH_MS: '60000' } });
  team = await projectTeam(t, 'guest');
});
afterAll(() => t.close());

async function publishedSite() {
  const row = await insertWebsite(t, { projectId: team.project.id, userId: team.owner.userId });
  expect((await publish(t, team.owner.token, row.uuid, row.revision)).statusCode).toBe(200);
  return { uuid: row.uuid, host: `${row.subdomain}.${SITES_HOST}` };
}

async function analyticsOf(uuid: string, token = team.owner.token): Promise<WebsiteAnalytics> {
  const reply = await t.call({ method: 'GET', url: `/builder-api/site/${uuid}/analytics`, token });
  expect(reply.statusCode, reply.body).toBe(200);
  return reply.json().data;
}

/** A real HTTP request, so the fast path (before Fastify, which `inject` skips) answers it. */
function overHttp(port: number, host: string, path: string, headers: Record<string, string>): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: '127.0.0.1', port, path, headers: { host, ...headers } }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode!));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('site analytics', () => {
  it('shows the pages served, once flushed: views, visitors, pages, referrers, devices, 404s and bots', async () => {
    const site = await publishedSite();
    const empty = await analyticsOf(site.uuid);
    expect(empty.days).toHaveLength(ANALYTICS_DAYS);
    expect(empty.totals).toEqual({ views: 0, visitors: 0, not_found: 0, bots: 0 });

    const desktop = { 'user-agent': DESKTOP, referer: 'https://news.example.org/item?id=1' };
    expect((await visit(t, site.host, '/', desktop)).statusCode).toBe(200);
    expect((await visit(t, site.host, '/about--0', { 'user-agent': DESKTOP })).statusCode).toBe(200);
    expect((await visit(t, site.host, '/', { 'user-agent': PHONE })).statusCode).toBe(200);
    expect((await visit(t, site.host, '/missing', { 'user-agent': PHONE })).statusCode).toBe(404);
    expect((await visit(t, site.host, '/robots.txt', { 'user-agent': PHONE })).statusCode).toBe(200);
    expect((await visit(t, site.host, '/', { 'user-agent': 'Googlebot/2.1' })).statusCode).toBe(200);
    // A HEAD is no view.
    expect((await t.app.inject({ method: 'HEAD', url: '/', headers: { host: site.host } })).statusCode).toBe(200);

    // Nothing shows before the batch is written.
    expect((await analyticsOf(site.uuid)).totals.views).toBe(0);
    await t.runtime.siteAnalytics.flush();

    const seen = await analyticsOf(site.uuid);
    expect(seen.totals).toEqual({ views: 3, visitors: 2, not_found: 1, bots: 1 });
    expect(seen.days.at(-1)).toEqual({ day: new Date().toISOString().slice(0, 10), views: 3, visitors: 2 });
    expect(seen.days.slice(0, -1).every((day) => day.views === 0)).toBe(true);
    expect(seen.top_pages).toEqual([
      { path: '/', views: 2 },
      { path: '/about--0', views: 1 },
    ]);
    expect(seen.top_referrers).toEqual([{ host: 'news.example.org', views: 1 }]);
    expect(seen.devices).toEqual({ mobile: 1, tablet: 0, desktop: 2 });
    expect(seen.not_found).toEqual([{ path: '/missing', count: 1 }]);
    // A guest of the project reads them too.
    expect((await analyticsOf(site.uuid, team.member.token)).totals.views).toBe(3);
  });

  it('counts the pages the fast path answers before Fastify', async () => {
    const site = await publishedSite();
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    const headers = { 'user-agent': DESKTOP };
    // The first request loads the site (Fastify answers it); the next ones are the fast path's.
    for (let request = 0; request < 5; request += 1) expect(await overHttp(port, site.host, '/', headers)).toBe(200);
    expect(await overHttp(port, site.host, '/gone', headers)).toBe(404);
    await t.runtime.siteAnalytics.flush();
    const seen = await analyticsOf(site.uuid);
    expect(seen.totals).toEqual({ views: 5, visitors: 1, not_found: 1, bots: 0 });
  });

  it("is another workspace's secret: a stranger gets 404", async () => {
    const site = await publishedSite();
    const reply = await t.call({
      method: 'GET',
      url: `/builder-api/site/${site.uuid}/analytics`,
      token: team.stranger.token,
    });
    expect(reply.statusCode).toBe(404);
  });
});
