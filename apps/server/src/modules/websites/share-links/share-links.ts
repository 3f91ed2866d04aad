import type { ShareLink } from '@aerie/contract';
import { and, asc, eq, gt, isNull } from 'drizzle-orm';

import type { AppContext } from '../../../context.js';
import type { Queryable } from '../../../db/client.js';
import { websiteShareLinks } from '../../../db/schema/index.js';
import { notFound } from '../../../errors.js';
import { PREVIEW_SUBDOMAIN, siteOrigin } from '../site-address.js';
import type { VisibleWebsite } from '../website-access.js';
import { newShareToken, shareTokenHash } from './share-link-token.js';

const DAY_MS = 24 * 60 * 60 * 1000;

type LinkRow = Pick<typeof websiteShareLinks.$inferSelect, 'uuid' | 'expiresAt' | 'createdAt'>;
const view = (row: LinkRow): ShareLink => ({
  id: row.uuid,
  expires_at: row.expiresAt.toISOString(),
  created_at: row.createdAt.toISOString(),
});
const columns = {
  uuid: websiteShareLinks.uuid,
  expiresAt: websiteShareLinks.expiresAt,
  createdAt: websiteShareLinks.createdAt,
};

/** Where a share token shows the draft: under the preview host, beside the revision previews. */
export const shareLinkUrl = (config: AppContext['config'], token: string) =>
  `${siteOrigin(config.sites, PREVIEW_SUBDOMAIN)}/share/${token}/`;

export async function createShareLink(
  ctx: Pick<AppContext, 'db' | 'config' | 'clock'>,
  { website }: VisibleWebsite,
  input: { days: number; actorUserId: number },
): Promise<ShareLink & { url: string }> {
  const token = newShareToken();
  const now = ctx.clock.now();
  const [row] = await ctx.db
    .insert(websiteShareLinks)
    .values({
      websiteId: website.id,
      tokenHash: shareTokenHash(token),
      expiresAt: new Date(now.getTime() + input.days * DAY_MS),
      createdById: input.actorUserId,
      createdAt: now,
    })
    .returning(columns);
  return { ...view(row!), url: shareLinkUrl(ctx.config, token) };
}

export async function listShareLinks(db: Queryable, websiteId: number, now: Date): Promise<ShareLink[]> {
  const rows = await db
    .select(columns)
    .from(websiteShareLinks)
    .where(
      and(
        eq(websiteShareLinks.websiteId, websiteId),
        isNull(websiteShareLinks.revokedAt),
        gt(websiteShareLinks.expiresAt, now),
      ),
    )
    .orderBy(asc(websiteShareLinks.expiresAt));
  return rows.map(view);
}

/** Revoking twice is harmless; a link of another site is 404, as an unknown one. */
export async function revokeShareLink(db: Queryable, websiteId: number, linkUuid: string, now: Date): Promise<void> {
  const [row] = await db
    .select({ id: websiteShareLinks.id, revokedAt: websiteShareLinks.revokedAt })
    .from(websiteShareLinks)
    .where(and(eq(websiteShareLinks.websiteId, websiteId), eq(websiteShareLinks.uuid, linkUuid)))
    .limit(1);
  if (!row) throw notFound('The share link');
  if (!row.revokedAt) {
    await db.update(websiteShareLinks).set({ revokedAt: now }).where(eq(websiteShareLinks.id, row.id));
  }
}
