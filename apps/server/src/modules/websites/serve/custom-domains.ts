import { and, isNotNull, isNull } from 'drizzle-orm';

import type { Database } from '../../../db/client.js';
import { websites } from '../../../db/schema/index.js';
import { loadPointedHosts, siteOfHost } from '../../domains/index.js';

/** How often a process re-reads the verified domains, so one verified by another process is served. */
const REFRESH_MS = 30_000;

export interface CustomDomainSet {
  /** Synchronous: the Host-header routing asks it before any route runs. */
  has(domain: string): boolean;
  refresh(): Promise<void>;
  start(): Promise<void>;
  stop(): void;
}

/**
 * The verified custom domains, in memory: loaded at start, refreshed by this process right after a verify
 * or a removal, and every 30 s for those made by other processes. Pending (unverified) domains are never
 * in it, so they are never served; nor are those of a site whose site plan ended (kept, suspended).
 */
export function createCustomDomainSet(db: Database, onError: (error: unknown) => void): CustomDomainSet {
  let domains = new Set<string>();
  let timer: NodeJS.Timeout | null = null;

  async function refresh() {
    const rows = await db
      .select({ domain: websites.customDomain })
      .from(websites)
      .where(and(isNotNull(websites.customDomain), isNull(websites.customDomainSuspendedAt)));
    domains = new Set(rows.map((row) => row.domain!.toLowerCase()));
    // The workspace domain manager's hosts pointed at sites (issue 32) answer here too.
    await loadPointedHosts(db);
  }

  return {
    has: (domain) => domains.has(domain) || siteOfHost(domain) !== undefined,
    refresh,
    async start() {
      await refresh();
      timer = setInterval(() => refresh().catch(onError), REFRESH_MS);
      timer.unref();
    },
    stop() {
      if (timer) clearInterval(timer);
      timer = null;
    },
  };
}
