import { isNotNull } from 'drizzle-orm';

import type { AppContext } from '../../../context.js';
import { websites } from '../../../db/schema/index.js';

export const PLAIN_HTTP_NOTICE =
  'Custom domains are served over plain HTTP: TLS_ASK_TOKEN is not set, so no Caddy in front can get their certificates (docs/deploy.md § HTTPS for custom domains).';

/**
 * The one line a web process logs at start when custom domains would be served without HTTPS: the app
 * is on https (so production) or a custom domain exists, and no ask token lets Caddy issue certificates.
 * Null on a laptop's `npm start` with neither, which needs none of it.
 */
export async function plainHttpNotice(ctx: Pick<AppContext, 'config' | 'db'>): Promise<string | null> {
  if (ctx.config.tlsAskToken !== null) return null;
  if (ctx.config.appUrl.startsWith('https:')) return PLAIN_HTTP_NOTICE;
  const [row] = await ctx.db
    .select({ id: websites.id })
    .from(websites)
    .where(isNotNull(websites.customDomain))
    .limit(1);
  return row ? PLAIN_HTTP_NOTICE : null;
}
