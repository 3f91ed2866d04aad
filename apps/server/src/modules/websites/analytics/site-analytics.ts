import { hash } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';

import type { Logger } from 'pino';

import type { Database } from '../../../db/client.js';
import type { EncodedAnswer } from '../serve/send-encoded.js';
import { createAgentClasses, referrerHostOf } from './classify-visit.js';
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

export function createSiteAnalytics(options: {
  db: Database;
  logger: Logger;
  flushMs: number;
  now?: () => number;
}): SiteAnalytics {
  const { db, logger, flushMs, now = Date.now } = options;
  let counts = new Map<string, number>();
  let visitors = new Set<string>();
  let salts = new Map<string, string>();
  let dropped = 0;
  let day = '';
  let dayEnds = 0;
  let timer: NodeJS.Timeout | null = null;
  let flushing: Promise<void> = Promise.resolve();
  const agentClasses = createAgentClasses();

  const add = (websiteId: number, kind: string, key: string) => {
    const id = `${websiteId}\t${day}\t${kind}\t${key}`;
    const n = counts.get(id);
    if (n !== undefined) counts.set(id, n + 1);
    else if (counts.size < MAX_PENDING_COUNTS) counts.set(id, 1);
    else dropped += 1;
  };

  const currentDay = () => {
    const at = now();
    if (at >= dayEnds) {
      day = dayOf(at);
      dayEnds = Date.parse(`${day}T00:00:00Z`) + DAY_MS;
    }
    return day;
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
    const userAgent = headers['user-agent'];
    const agent = agentClasses.of(userAgent);
    if (agent === 'bot') return add(websiteId, 'bot', '');
    if (status === 404) return add(websiteId, 'not_found', path.slice(0, MAX_KEY_LENGTH));
    add(websiteId, 'view', pageKey(path));
    add(websiteId, 'device', agent);
    const referrer = referrerHostOf(headers.referer, headers.host ?? '');
    if (referrer) add(websiteId, 'referrer', referrer);
    const salt = salts.get(day);
    // Without the day's salt (its database was out of reach) the view counts, the visitor cannot.
    if (!salt || visitors.size >= MAX_PENDING_VISITORS) return;
    // Keyed by the site too, so one person's hashes on two sites cannot be matched to each other.
    // The one-shot hash: a seventh of createHash's cost per request (docs/performance.md § Site analytics).
    const visitor = hash('sha256', `${salt}\n${websiteId}\n${address ?? ''}\n${userAgent}`, 'base64url').slice(0, 22);
    visitors.add(`${websiteId}\t${day}\t${visitor}`);
  }

  async function write(): Promise<void> {
    const at = now();
    if (!salts.has(dayOf(at + DAY_MS))) salts = await loadSalts(db, at);
    if (counts.size === 0 && visitors.size === 0) return;
    const batch = counts;
    const seen = visitors;
    counts = new Map();
    visitors = new Set();
    if (dropped > 0) logger.warn({ dropped }, 'site analytics: counts dropped, too many distinct keys in one batch');
    dropped = 0;
    const countRows: CountRow[] = [];
    for (const [id, n] of batch) {
      const [websiteId, rowDay, kind, key] = id.split('\t') as [string, string, string, string];
      countRows.push({ websiteId: Number(websiteId), day: rowDay, kind, key, n });
    }
    const visitorRows: VisitorRow[] = [];
    for (const id of seen) {
      const [websiteId, rowDay, hash] = id.split('\t') as [string, string, string];
      visitorRows.push({ websiteId: Number(websiteId), day: rowDay, hash });
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
