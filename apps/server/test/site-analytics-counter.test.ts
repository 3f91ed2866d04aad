import type { IncomingHttpHeaders } from 'node:http';

import { eq } from 'drizzle-orm';
import type { Logger } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { siteAnalyticsCounts, siteAnalyticsSalts, siteAnalyticsVisitors } from '../src/db/schema/index.js';
import { deviceClassOf, isBot, referrerHostOf } from '../src/modules/websites/analytics/classify-visit.js';
import { pruneSiteAnalytics } from '../src/modules/websites/analytics/prune-site-analytics.js';
import { createSiteAnalytics } from '../src/modules/websites/analytics/site-analytics.js';
import type { EncodedAnswer } from '../src/modules/websites/serve/send-encoded.js';
import type { EncodedBody } from '../src/lib/encoded-body.js';
import { startTestApp, type TestApp } from './support/test-app.js';

const CHROME_DESKTOP =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';
const IPAD =
  'Mozilla/5.0 (iPad; CPU OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';
const ANDROID_PHONE =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';
const ANDROID_TABLET =
  'Mozilla/5.0 (Linux; Android 13; SM-X700) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

describe('telling visits apart', () => {
  it('counts crawlers, previewers, tools, headless browsers and an empty user agent as bots', () => {
    for (const agent of [
      'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
      'Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)',
      'facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)',
      'Slackbot-LinkExpanding 1.0 (+https://api.slack.com/robots)',
      'curl/8.5.0',
      'Wget/1.21',
      'python-requests/2.31',
      'Go-http-client/1.1',
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/131.0.0.0 Safari/537.36',
      'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36 Chrome-Lighthouse',
      '',
      undefined,
    ]) {
      expect(isBot(agent), agent).toBe(true);
    }
    for (const agent of [CHROME_DESKTOP, IPHONE, IPAD, ANDROID_PHONE, ANDROID_TABLET]) {
      expect(isBot(agent), agent).toBe(false);
    }
  });

  it('classes devices as mobile, tablet or desktop', () => {
    expect(deviceClassOf(CHROME_DESKTOP)).toBe('desktop');
    expect(deviceClassOf('Mozilla/5.0 (Macintosh; Intel Mac OS X 14_0) AppleWebKit/605.1.15 Safari/605.1.15')).toBe(
      'desktop',
    );
    expect(deviceClassOf(IPHONE)).toBe('mobile');
    expect(deviceClassOf(ANDROID_PHONE)).toBe('mobile');
    expect(deviceClassOf(IPAD)).toBe('tablet');
    expect(deviceClassOf(ANDROID_TABLET)).toBe('tablet');
  });

  it("keeps only a referrer's host, and not the site's own", () => {
    expect(referrerHostOf('https://www.Google.com/search?q=secret', 'bright.sites.test')).toBe('www.google.com');
    expect(referrerHostOf('https://user:pw@news.example.org:8443/a?b', 'bright.sites.test')).toBe('news.example.org');
    expect(referrerHostOf('http://bright.sites.test/about', 'bright.sites.test')).toBeNull();
    expect(referrerHostOf('http://bright.sites.test:8080/about', 'bright.sites.test:8080')).toBeNull();
    expect(referrerHostOf('android-app://com.google.android.gm/', 'bright.sites.test')).toBeNull();
    expect(referrerHostOf('https://exa mple.com/', 'bright.sites.test')).toBeNull();
    expect(referrerHostOf(undefined, 'bright.sites.test')).toBeNull();
    expect(referrerHostOf(`https://${'a'.repeat(300)}.com/`, 'bright.sites.test')).toBeNull();
  });
});

const body = (contentType: string): EncodedBody =>
  ({ contentType, etag: '"x"', identity: Buffer.from(''), gzip: Buffer.from(''), br: Buffer.from('') }) as EncodedBody;
const PAGE: EncodedAnswer = { body: body('text/html; charset=utf-8'), cacheControl: 'no-cache' };
const NOT_FOUND: EncodedAnswer = { ...PAGE, status: 404 };
const CSS: EncodedAnswer = { body: body('text/css; charset=utf-8'), cacheControl: 'no-cache' };
const browser = (extra: IncomingHttpHeaders = {}): IncomingHttpHeaders => ({
  host: 'bright.sites.test',
  'user-agent': CHROME_DESKTOP,
  ...extra,
});

describe('the counter', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ role: 'web' });
  });
  afterAll(() => t.close());
  const db = () => t.runtime.ctx.db;

  const countsOf = async (websiteId: number) =>
    Object.fromEntries(
      (await db().select().from(siteAnalyticsCounts).where(eq(siteAnalyticsCounts.websiteId, websiteId))).map((row) => [
        `${row.day} ${row.kind} ${row.key}`,
        row.n,
      ]),
    );

  it('counts HTML pages and 404s, bots apart, and nothing for the stylesheet', async () => {
    const now = Date.parse('2026-03-10T12:00:00Z');
    const counter = createSiteAnalytics({ db: db(), logger: t.runtime.ctx.logger, flushMs: 60_000, now: () => now });
    await counter.start();
    counter.count(9001, '/', PAGE, browser({ referer: 'https://www.google.com/search?q=x' }), '10.0.0.1');
    counter.count(9001, '/About', PAGE, browser({ referer: 'http://bright.sites.test/' }), '10.0.0.1');
    counter.count(9001, '/about', PAGE, browser({ 'user-agent': IPHONE }), '10.0.0.2');
    counter.count(9001, '/wp-login.php', NOT_FOUND, browser(), '10.0.0.3');
    counter.count(9001, '/site.abc.css', CSS, browser(), '10.0.0.1');
    counter.count(9001, '/', PAGE, browser({ 'user-agent': 'Googlebot/2.1' }), '66.249.0.1');
    counter.count(9001, '/nope', NOT_FOUND, browser({ 'user-agent': 'curl/8' }), '66.249.0.1');
    await counter.stop();
    expect(await countsOf(9001)).toEqual({
      '2026-03-10 view /': 1,
      '2026-03-10 view /about': 2,
      '2026-03-10 device desktop': 2,
      '2026-03-10 device mobile': 1,
      '2026-03-10 referrer www.google.com': 1,
      '2026-03-10 not_found /wp-login.php': 1,
      '2026-03-10 bot ': 2,
    });
    // Two people (two addresses, two agents) saw pages; the 404 and the bots are no visitors.
    const visitors = await db().select().from(siteAnalyticsVisitors).where(eq(siteAnalyticsVisitors.websiteId, 9001));
    expect(visitors).toHaveLength(2);
    for (const { hash } of visitors) {
      expect(hash).toMatch(/^[A-Za-z0-9_-]{22}$/);
      expect(hash).not.toContain('10.0.0');
    }
  });

  it('holds at most 20,000 counters in a batch: keys beyond are dropped and said, known keys still add up', async () => {
    const now = Date.parse('2026-05-05T08:00:00Z');
    const warnings: unknown[] = [];
    const logger = { warn: (fields: unknown) => warnings.push(fields) } as unknown as Logger;
    const counter = createSiteAnalytics({ db: db(), logger, flushMs: 60_000, now: () => now });
    await counter.start();
    for (let n = 0; n < 20_005; n += 1) counter.count(9003, `/scan-${n}`, NOT_FOUND, browser(), '10.0.0.4');
    counter.count(9003, '/scan-0', NOT_FOUND, browser(), '10.0.0.4');
    await counter.stop();
    const counts = await countsOf(9003);
    expect(Object.keys(counts)).toHaveLength(20_000);
    expect(counts['2026-05-05 not_found /scan-0']).toBe(2);
    expect(counts['2026-05-05 not_found /scan-20000']).toBeUndefined();
    expect(warnings).toEqual([{ dropped: 5 }]);
  });

  it('rotates the salt each day: one visitor is one per day, and a past salt is deleted by the prune', async () => {
    let now = Date.parse('2026-04-01T23:59:59Z');
    const counter = createSiteAnalytics({ db: db(), logger: t.runtime.ctx.logger, flushMs: 60_000, now: () => now });
    await counter.start();
    counter.count(9002, '/', PAGE, browser(), '10.0.0.9');
    counter.count(9002, '/about', PAGE, browser(), '10.0.0.9');
    await counter.flush();
    now = Date.parse('2026-04-02T00:00:01Z');
    counter.count(9002, '/', PAGE, browser(), '10.0.0.9');
    await counter.flush();
    // Another process (its own counter, the same database) sees the same visitor the same day: still one.
    const other = createSiteAnalytics({ db: db(), logger: t.runtime.ctx.logger, flushMs: 60_000, now: () => now });
    await other.start();
    other.count(9002, '/contact', PAGE, browser(), '10.0.0.9');
    await other.stop();
    await counter.stop();

    const visitors = await db().select().from(siteAnalyticsVisitors).where(eq(siteAnalyticsVisitors.websiteId, 9002));
    expect(visitors.map((row) => row.day).sort()).toEqual(['2026-04-01', '2026-04-02']);
    // Another day's salt: the same person's hashes of two days do not match.
    expect(visitors[0]!.hash).not.toBe(visitors[1]!.hash);
    const salts = await db().select().from(siteAnalyticsSalts);
    const [first, second] = ['2026-04-01', '2026-04-02'].map((day) => salts.find((row) => row.day === day)?.salt);
    expect(first).toBeTruthy();
    expect(second).toBeTruthy();
    expect(first).not.toBe(second);

    await pruneSiteAnalytics(db(), new Date(now));
    const left = (await db().select().from(siteAnalyticsSalts)).map((row) => row.day);
    expect(left).not.toContain('2026-04-01');
    expect(left).toContain('2026-04-02');
  });
});
