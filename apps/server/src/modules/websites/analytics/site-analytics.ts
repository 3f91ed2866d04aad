import { hash } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';

import type { Logger } from 'pino';

import type { Database } from '../../../db/client.js';
import type { EncodedAnswer } from '../serve/send-encoded.js';
import { createAgentClasses, referrerHostOf, type DeviceClass } from './classify-visit.js';
import { dayOf, loadSalts } from './visitor-salts.js';
import { addCounts, addVisitors, type CountRow, type VisitorRow } from './write-site-analytics.js';

const DAY_MS = 86_400_000;
/** Keys a batch holds at most: a scan of random paths must not grow a process's memory without bound. */
const MAX_PENDING_COUNTS = 20_000;
const MAX_PENDING_VISITORS = 100_000;
const MAX_KEY_LENGTH = 200;

/**
 * Counts the visits of published sites (docs/architecture.md § Site analytics): no cookie and no script, only
 * what a request already says. Counting is a few Map updates and one hash, without an await; the counts are
 * written every few seconds, added to what other processes wrote.
 */
export interface SiteAnalytics {
  /**
   * One answer of a published site. Only GETs of HTML count: a page (200, or 304 — the browser showed the page
   * again from its cache, still a view) or its 404 page; the stylesheet, sitemap and robots.txt do not.
   */
  count(
    websiteId: number,
    path: string,
    answer: EncodedAnswer,
    headers: IncomingHttpHeaders,
    address: string | undefined,
  ): void;
  /** Loads the visitor salts and starts the timer. */
  start(): Promise<void>;
  /** Writes what was counted so far. */
  flush(): Promise<void>;
  /** Stops the timer and writes what is left. */
  stop(): Promise<void>;
}

/** Counting turned off (SITE_ANALYTICS=false): every call does nothing. */
export const NO_SITE_ANALYTICS: SiteAnalytics = {
  count: () => undefined,
  start: () => Promise.resolve(),
  flush: () => Promise.resolve(),
  stop: () => Promise.resolve(),
};

/** One site's counts of one day, as the batch holds them until they are written. */
interface SiteDay {
  /** `kind\tkey` → n: the device and bot keys are constants, so most views build one string (the page's). */
  counts: Map<string, number>;
  visitors: Set<string>;
}

export function createSiteAnalytics(options: {
  db: Database;
  logger: Logger;
  flushMs: number;
  now?: () => number;
}): SiteAnalytics {
  const { db, logger, flushMs, now = Date.now } = options;
  // day → site → its counts. The day's string is made once a day, so its lookup hashes nothing new per view.
  let batch = new Map<string, Map<number, SiteDay>>();
  let pendingCounts = 0;
  let pendingVisitors = 0;
  let salts = new Map<string, string>();
  let dropped = 0;
  let day = '';
  let dayEnds = 0;
  let timer: NodeJS.Timeout | null = null;
  let flushing: Promise<void> = Promise.resolve();
  const agentClasses = createAgentClasses();

  const siteDayOf = (websiteId: number): SiteDay => {
    let sites = batch.get(day);
    if (!sites) batch.set(day, (sites = new Map()));
    let siteDay = sites.get(websiteId);
    if (!siteDay) sites.set(websiteId, (siteDay = { counts: new Map(), visitors: new Set() }));
    return siteDay;
  };

  const add = (siteDay: SiteDay, kindAndKey: string) => {
    const n = siteDay.counts.get(kindAndKey);
    if (n !== undefined) siteDay.counts.set(kindAndKey, n + 1);
    else if (pendingCounts < MAX_PENDING_COUNTS) {
      siteDay.counts.set(kindAndKey, 1);
      pendingCounts += 1;
    } else dropped += 1;
  };

  const currentDay = () => {
    const at = now();
    if (at >= dayEnds) {
      day = dayOf(at);
      dayEnds = Date.parse(`${day}T00:00:00Z`) + DAY_MS;
    }
  };

  function count(
    websiteId: number,
    path: string,
    answer: EncodedAnswer,
    headers: IncomingHttpHeaders,
    address: string | undefined,
  ): void {
    const status = answer.status ?? 200;
    if ((status !== 200 && status !== 404) || !answer.body.contentType.startsWith('text/html')) return;
    currentDay();
    const siteDay = siteDayOf(websiteId);
    const userAgent = headers['user-agent'];
    const agent = agentClasses.of(userAgent);
    if (agent === 'bot') return add(siteDay, BOT_KEY);
    if (status === 404) return add(siteDay, `not_found\t${path.slice(0, MAX_KEY_LENGTH)}`);
    add(siteDay, `view\t${pageKey(path)}`);
    add(siteDay, DEVICE_KEYS[agent]);
    const referrer = referrerHostOf(headers.referer, headers.host ?? '');
    if (referrer) add(siteDay, `referrer\t${referrer}`);
    const salt = salts.get(day);
    // Without the day's salt (its database was out of reach) the view counts, the visitor cannot.
    if (!salt || pendingVisitors >= MAX_PENDING_VISITORS) return;
    // Keyed by the site too, so one person's hashes on two sites cannot be matched to each other.
    // The one-shot hash: a seventh of createHash's cost per request (docs/performance.md § Site analytics).
    const visitor = hash('sha256', `${salt}\n${websiteId}\n${address ?? ''}\n${userAgent}`, 'base64url').slice(0, 22);
    if (siteDay.visitors.has(visitor)) return;
    siteDay.visitors.add(visitor);
    pendingVisitors += 1;
  }

  async function write(): Promise<void> {
    const at = now();
    if (!salts.has(dayOf(at + DAY_MS))) salts = await loadSalts(db, at);
    if (batch.size === 0) return;
    const written = batch;
    batch = new Map();
    pendingCounts = 0;
    pendingVisitors = 0;
    if (dropped > 0) logger.warn({ dropped }, 'site analytics: counts dropped, too many distinct keys in one batch');
    dropped = 0;
    const countRows: CountRow[] = [];
    const visitorRows: VisitorRow[] = [];
    for (const [rowDay, sites] of written) {
      for (const [websiteId, { counts, visitors }] of sites) {
        for (const [kindAndKey, n] of counts) {
          const tab = kindAndKey.indexOf('\t');
          countRows.push({ websiteId, day: rowDay, kind: kindAndKey.slice(0, tab), key: kindAndKey.slice(tab + 1), n });
        }
        for (const visitor of visitors) visitorRows.push({ websiteId, day: rowDay, hash: visitor });
      }
    }
    // A batch that cannot be written is lost (logged): these are statistics, and holding on would grow memory.
    await addCounts(db, countRows);
    await addVisitors(db, visitorRows);
  }

  const flush = () => {
    flushing = flushing.then(write).catch((error: unknown) => {
      logger.warn({ err: error }, 'site analytics could not be written');
    });
    return flushing;
  };

  return {
    count,
    async start() {
      await flush();
      timer = setInterval(() => void flush(), flushMs);
      timer.unref();
    },
    flush,
    async stop() {
      if (timer) clearInterval(timer);
      timer = null;
      await flush();
    },
  };
}

const BOT_KEY = 'bot\t';
const DEVICE_KEYS: Record<DeviceClass, string> = {
  mobile: 'device\tmobile',
  tablet: 'device\ttablet',
  desktop: 'device\tdesktop',
};

/** A page's path as its visitors see it: `/About` and `/about` are one page. */
function pageKey(path: string): string {
  let key = path.toLowerCase();
  if (key.includes('%')) {
    try {
      key = decodeURIComponent(key);
    } catch {
      // Left encoded: siteAnswer found a page, so this does not happen for a page that exists.
    }
  }
  return key.slice(0, MAX_KEY_LENGTH);
}
