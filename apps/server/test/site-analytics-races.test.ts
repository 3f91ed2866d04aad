import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { siteAnalyticsCounts, siteAnalyticsVisitors } from '../src/db/schema/index.js';
import type { EncodedBody } from '../src/lib/encoded-body.js';
import { createSiteAnalytics } from '../src/modules/websites/analytics/site-analytics.js';
import type { EncodedAnswer } from '../src/modules/websites/serve/send-encoded.js';
import { startTestApp, type TestApp } from './support/test-app.js';

/*
 * Every web process counts site visits in memory and adds its batch to the same rows (issue 31). PGlite runs
 * one query at a time, so two batches only meet on PostgreSQL (DATABASE_URL set, as in CI): there, two
 * processes' upserts of the same rows must add up, not overwrite each other, and not deadlock.
 */
const ROUNDS = 10;
const DESKTOP = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const PAGE: EncodedAnswer = {
  body: { contentType: 'text/html; charset=utf-8' } as EncodedBody,
  cacheControl: 'no-cache',
};

describe.runIf(process.env.DATABASE_URL)('site analytics written by two processes at once (PostgreSQL)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ role: 'web' });
  });
  afterAll(() => t.close());
  const db = () => t.runtime.ctx.db;

  it('two flushers adding to the same rows sum, and one visitor stays one', async () => {
    const now = () => Date.parse('2026-05-05T10:00:00Z');
    const [first, second] = [0, 1].map(() =>
      createSiteAnalytics({ db: db(), logger: t.runtime.ctx.logger, flushMs: 60_000, now }),
    );
    await Promise.all([first!.start(), second!.start()]);
    for (let round = 0; round < ROUNDS; round += 1) {
      for (const [counter, views] of [
        [first!, 3],
        [second!, 4],
      ] as const) {
        // Many paths per batch, written in opposite orders by the two: sorted rows cannot deadlock.
        const paths = Array.from({ length: 50 }, (_, index) => `/page-${index}`);
        for (const path of counter === first ? paths : paths.reverse()) {
          for (let view = 0; view < views; view += 1) {
            counter.count(7001, path, PAGE, { host: 'x.sites.test', 'user-agent': DESKTOP }, '10.1.1.1');
          }
        }
      }
      await Promise.all([first!.flush(), second!.flush()]);
    }
    await Promise.all([first!.stop(), second!.stop()]);

    const rows = await db().select().from(siteAnalyticsCounts).where(eq(siteAnalyticsCounts.websiteId, 7001));
    const views = rows.filter((row) => row.kind === 'view');
    expect(views).toHaveLength(50);
    for (const row of views) expect(row.n).toBe(ROUNDS * 7);
    expect(rows.find((row) => row.kind === 'device')?.n).toBe(ROUNDS * 7 * 50);
    const visitors = await db().select().from(siteAnalyticsVisitors).where(eq(siteAnalyticsVisitors.websiteId, 7001));
    expect(visitors).toHaveLength(1);
  });
});
