import { and, eq } from 'drizzle-orm';

import type { AppContext } from '../../../context.js';
import { websiteRevisions } from '../../../db/schema/index.js';
import { notFound } from '../../../errors.js';
import { PREVIEW_SUBDOMAIN, siteOrigin } from '../site-address.js';
import type { VisibleWebsite } from '../website-access.js';
import { previewToken } from './preview-token.js';

/** Where a kept revision can be previewed for the next hour (preview-token.ts); a pruned or unknown one is 404. */
export async function revisionPreviewUrl(
  ctx: Pick<AppContext, 'db' | 'config' | 'clock'>,
  { website }: VisibleWebsite,
  revision: number,
): Promise<string> {
  const [kept] = await ctx.db
    .select({ revision: websiteRevisions.revision })
    .from(websiteRevisions)
    .where(and(eq(websiteRevisions.websiteId, website.id), eq(websiteRevisions.revision, revision)))
    .limit(1);
  if (!kept) throw notFound('The revision');
  const token = previewToken(ctx.config, { websiteId: website.id, revision }, ctx.clock.now());
  return `${siteOrigin(ctx.config.sites, PREVIEW_SUBDOMAIN)}/revision/${token}/`;
}
