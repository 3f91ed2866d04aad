import { and, eq, isNotNull, isNull, or, type SQL } from 'drizzle-orm';

import type { Config } from '../../../config.js';
import type { Database } from '../../../db/client.js';
import { websitePublications, websites } from '../../../db/schema/index.js';
import { served, siteOfHost } from '../../domains/index.js';
import { cssHashOf } from '../render/render-site.js';
import { liveOrigin } from '../website-view.js';
import { createCustomDomainSet, type CustomDomainSet } from './custom-domains.js';
import { prepareLiveSite, type LiveSite } from './live-site.js';
import { createSiteRedirects, type SiteRedirects } from './site-redirects.js';

/** How long a process trusts its copy of a site before asking the database whether it is still live. */
const REVALIDATE_MS = 2_000;
/** Random Host headers must not grow the cache without bound. */
const MAX_ENTRIES = 5_000;

interface Entry {
  site: LiveSite | null;
  checkedAt: number;
  pending: Promise<LiveSite | null> | null;
}

export type SiteKey = { subdomain: string } | { domain: string };

export interface LiveSites {
  customDomains: CustomDomainSet;
  /** Former subdomains still redirecting, asked when no live site answers a subdomain. */
  redirects: SiteRedirects;
  /** The published site at that address, or null (none there, or never published). */
  find(key: SiteKey): Promise<LiveSite | null>;
  /**
   * This process's copy without waiting (a copy due for its 2-second check is still answered while the
   * check runs in the background); undefined when there is no copy yet and the caller must `find`.
   */
  fresh(key: SiteKey): LiveSite | null | undefined;
  /** Drops this process's copy of a site at once (publish, unpublish, delete, new address). */
  invalidate(websiteId: number): void;
  start(): Promise<void>;
  stop(): void;
}

/** What a copy was built from: a publish, a new address or a custom domain suspended or restored changes it. */
const fingerprintOfRow = (row: {
  id: number;
  publishedAt: Date | null;
  subdomain: string;
  customDomain: string | null;
  customDomainSuspendedAt: Date | null;
}) =>
  `${row.id}|${row.publishedAt!.getTime()}|${row.subdomain}|${row.customDomain ?? ''}|${row.customDomainSuspendedAt ? 'suspended' : ''}`;

const keyOf = (key: SiteKey) => ('subdomain' in key ? `s:${key.subdomain}` : `d:${key.domain}`);

/**
 * The published sites this process serves, keyed by address. Each copy is checked against the database
 * at most every 2 s (one small query), so a publish made by another process is live within that; in this
 * process a publish drops the copy at once. Building a copy (compression) happens once per publish.
 */
export function createLiveSites(
  db: Database,
  sites: Config['sites'],
  onError: (error: unknown) => void,
  now: () => number = Date.now,
): LiveSites {
  const entries = new Map<string, Entry>();
  const customDomains = createCustomDomainSet(db, onError);
  const redirects = createSiteRedirects(db, sites, now);

  /** A host of a workspace domain pointed at a site (issue 32) names it by id, from the in-memory map. */
  const customDomainWhere = (domain: string): SQL => {
    const own = and(eq(websites.customDomain, domain), isNull(websites.customDomainSuspendedAt))!;
    const pointedAt = siteOfHost(domain);
    return pointedAt === undefined ? own : or(own, eq(websites.id, pointedAt))!;
  };

  const whereOf = (key: SiteKey): SQL =>
    and(
      'subdomain' in key ? eq(websites.subdomain, key.subdomain) : customDomainWhere(key.domain),
      isNotNull(websites.publishedAt),
    )!;

  async function fingerprintOf(key: SiteKey): Promise<string | null> {
    const [row] = await db
      .select({
        id: websites.id,
        publishedAt: websites.publishedAt,
        subdomain: websites.subdomain,
        customDomain: websites.customDomain,
        customDomainSuspendedAt: websites.customDomainSuspendedAt,
      })
      .from(websites)
      .where(whereOf(key))
      .limit(1);
    return row ? fingerprintOfRow(row) : null;
  }

  async function load(key: SiteKey): Promise<LiveSite | null> {
    const [row] = await db
      .select({ website: websites, publication: websitePublications })
      .from(websites)
      .innerJoin(websitePublications, eq(websitePublications.websiteId, websites.id))
      .where(whereOf(key))
      .limit(1);
    if (!row) return null;
    const { website, publication } = row;
    return prepareLiveSite({
      websiteId: website.id,
      fingerprint: fingerprintOfRow(website),
      address: liveOrigin(sites, website),
      pages: publication.pages,
      css: publication.css,
      cssHash: cssHashOf(publication.css),
      publishedAt: publication.publishedAt,
      favicon: publication.favicon,
    });
  }

  async function revalidate(key: SiteKey, entry: Entry | undefined): Promise<LiveSite | null> {
    const fingerprint = await fingerprintOf(key);
    if (fingerprint === null) return null;
    if (entry?.site?.fingerprint === fingerprint) return entry.site;
    return load(key);
  }

  function find(key: SiteKey): Promise<LiveSite | null> {
    const id = keyOf(key);
    const entry = entries.get(id);
    if (entry && (entry.pending || now() - entry.checkedAt < REVALIDATE_MS)) {
      return entry.pending ?? Promise.resolve(entry.site);
    }
    if (!entry && entries.size >= MAX_ENTRIES) entries.clear();
    const next: Entry = { site: entry?.site ?? null, checkedAt: entry?.checkedAt ?? 0, pending: null };
    next.pending = revalidate(key, entry).then(
      (site) => {
        if (entries.get(id) === next) Object.assign(next, { site, checkedAt: now(), pending: null });
        return site;
      },
      (error) => {
        if (entries.get(id) === next) entries.delete(id);
        throw error;
      },
    );
    entries.set(id, next);
    return next.pending;
  }

  let stopListening: (() => void) | null = null;
  const liveSites: LiveSites = {
    customDomains,
    redirects,
    find,
    fresh(key) {
      const entry = entries.get(keyOf(key));
      if (!entry || entry.checkedAt === 0) return undefined;
      // A copy due for its check keeps answering while the check runs: no request waits for the
      // database (another process's publish shows within 2 s and one query).
      if (!entry.pending && now() - entry.checkedAt >= REVALIDATE_MS) find(key).catch(onError);
      return entry.site;
    },
    invalidate(websiteId) {
      // A site's change may start, move or end redirects (rare): all answers are asked again.
      redirects.clear();
      for (const [id, entry] of entries) {
        // A copy that says "nothing here" may be the site's own new address: it goes too.
        if (!entry.site || entry.site.websiteId === websiteId) entries.delete(id);
      }
    },
    async start() {
      await customDomains.start();
      servingCaches.add(liveSites);
      // A domain verified or removed, a host pointed or cleared in this process: served at once, and the
      // copies answering on hosts whose target changed are asked again.
      stopListening = served.onChange(async () => {
        await customDomains.refresh();
        for (const [id, entry] of entries) if (id.startsWith('d:') || !entry.site) entries.delete(id);
      });
    },
    stop() {
      servingCaches.delete(liveSites);
      stopListening?.();
      stopListening = null;
      customDomains.stop();
    },
  };
  return liveSites;
}

/**
 * The caches this process serves sites from (one per started web runtime; a worker process has none). A
 * change to a site drops its copy in each of them at once; other processes see it at their next 2-second
 * check. Kept here, not in AppContext: it is the websites domain's own state, not a port.
 */
const servingCaches = new Set<LiveSites>();

/** After a publish, an unpublish, a delete or a new address: this process serves the change at once. */
export function invalidateLiveSite(websiteId: number): void {
  for (const cache of servingCaches) cache.invalidate(websiteId);
}

/** After a custom domain is verified, removed, suspended or restored: this process's hosts know at once. */
export async function refreshCustomDomains(): Promise<void> {
  await Promise.all([...servingCaches].map((cache) => cache.customDomains.refresh()));
}
