import { and, eq, isNotNull, isNull, lt, or, sql } from 'drizzle-orm';

import type { AppContext } from '../../context.js';
import { domainHosts, workspaceDomains, type DomainHostRow } from '../../db/schema/index.js';

/** Hosts whose certificate was last looked at longer ago than this are looked at again by the periodic check. */
const RECHECK_MS = 6 * 60 * 60_000;
/** How many hosts one tick of the periodic check looks at (each handshake waits up to 10 s). */
const PER_TICK = 20;

/**
 * Looks at the certificate served on one host, as a visitor's browser would, and records what it saw:
 * `issued`, `renewing` once in the last third of its life (when Caddy and Let's Encrypt's clients renew), or
 * `failing` with the reason in words. Behind Caddy's on-demand TLS the handshake is also what asks for the
 * host's first certificate.
 */
export async function checkCertificate(
  ctx: Pick<AppContext, 'db' | 'certificates' | 'clock'>,
  host: Pick<DomainHostRow, 'id' | 'host'>,
): Promise<void> {
  const reading = await ctx.certificates.probe(host.host);
  const now = ctx.clock.now();
  const values = reading.ok
    ? {
        certificateState: isRenewing(reading, now) ? ('renewing' as const) : ('issued' as const),
        certificateIssuer: reading.issuer.slice(0, 200),
        certificateExpiresAt: reading.validTo,
        certificateError: null,
      }
    : {
        certificateState: 'failing' as const,
        certificateIssuer: null,
        certificateExpiresAt: null,
        certificateError: reading.reason.slice(0, 300),
      };
  await ctx.db
    .update(domainHosts)
    .set({ ...values, certificateCheckedAt: now })
    .where(eq(domainHosts.id, host.id));
}

const isRenewing = (reading: { validFrom: Date; validTo: Date }, now: Date) =>
  reading.validTo.getTime() - now.getTime() < (reading.validTo.getTime() - reading.validFrom.getTime()) / 3;

/** The periodic check: hosts of verified domains never looked at, or not for six hours, a few per tick. */
export async function checkDueCertificates(ctx: Pick<AppContext, 'db' | 'certificates' | 'clock'>): Promise<void> {
  const due = await ctx.db
    .select({ id: domainHosts.id, host: domainHosts.host })
    .from(domainHosts)
    .innerJoin(workspaceDomains, eq(workspaceDomains.id, domainHosts.domainId))
    .where(
      and(
        isNotNull(workspaceDomains.verifiedAt),
        or(
          isNull(domainHosts.certificateCheckedAt),
          lt(domainHosts.certificateCheckedAt, new Date(ctx.clock.now().getTime() - RECHECK_MS)),
        ),
      ),
    )
    .orderBy(sql`${domainHosts.certificateCheckedAt} asc nulls first`)
    .limit(PER_TICK);
  for (const host of due) await checkCertificate(ctx, host);
}
