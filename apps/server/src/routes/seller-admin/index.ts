import { readFile } from 'node:fs/promises';
import { join } from 'node:path';

import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

import type { AppContext } from '../../context.js';
import { AppError } from '../../errors.js';
import { APP_CSP, cspHeader, registerHostHeaders } from '../../plugins/host-headers.js';
import { storeOfHost } from '../../modules/stores/seller-principal.js';
import { registerAdminAssets } from './admin-assets.js';
import { registerStoreMedia } from './store-media.js';

/** The admin's HTML entry in the web build (apps/web/seller.html, a second Vite input). */
export const SELLER_ADMIN_HTML = 'seller.html';
/** The pages the admin's client-side router answers. */
export const SELLER_ADMIN_PAGES = ['/login', '/reset-password/:token', '/admin', '/admin/*'] as const;

/**
 * The admin's pages: the app's CSP (scripts and styles from this origin only, never framed); its calls
 * go to `/store-api/…` on this same origin, so `connect-src 'self'` is all it needs. Store images are
 * on this origin too (`/media/…`).
 */
const SELLER_ADMIN_CSP = { ...APP_CSP };

/**
 * The seller's pages on the store's own origin (`/login`, `/reset-password/{token}`, `/admin…`), the
 * admin's built assets (`/assets/…`, precompressed, immutable) and the store's images (`/media/…`). In a
 * scope of their own, so their headers never touch the storefront's pages. A Host that names no store
 * answers 404 on every page.
 */
export async function registerSellerAdminPages(scope: FastifyInstance, ctx: AppContext): Promise<void> {
  await scope.register(async (admin) => {
    registerHostHeaders(admin, {
      csp: SELLER_ADMIN_CSP,
      isHttps: ctx.config.stores.scheme === 'https:',
    });
    registerStoreMedia(admin, ctx);

    const dist = ctx.config.webDistDir;
    registerAdminAssets(admin, dist);

    // Read once, on first use: a build made after the server started is picked up on the next restart.
    let shell: Promise<string | null> | undefined;
    const loadShell = () =>
      (shell ??= readFile(join(dist, SELLER_ADMIN_HTML), 'utf8').catch(() => {
        shell = undefined;
        return null;
      }));
    const page = async (request: FastifyRequest, reply: FastifyReply) => {
      await storeOfHost(ctx, request);
      const html = await loadShell();
      if (html === null) throw new AppError('not_found', 'The seller admin is not built: run "npm run build".');
      return reply
        .header('cache-control', 'no-cache')
        .header('content-security-policy', cspHeader(SELLER_ADMIN_CSP))
        .type('text/html; charset=utf-8')
        .send(html);
    };
    for (const path of SELLER_ADMIN_PAGES) admin.get(path, { schema: { hide: true } }, page);
  });
}
