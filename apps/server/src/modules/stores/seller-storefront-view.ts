import { STORE_RULES } from '@aerie/contract';
import { and, count, eq } from 'drizzle-orm';

import type { Queryable } from '../../db/client.js';
import { storeProducts } from '../../db/schema/index.js';
import { findSellerSession } from './seller-sessions.js';

/**
 * The seller's own view of their storefront (docs/product.md § Storefront, the empty catalogue): the admin
 * keeps its bearer token in localStorage, which a script-free page cannot read, so `GET /seller/me` also
 * puts the token in this HttpOnly cookie on the store's origin. It is host-only (no Domain), so no other
 * store's origin ever receives it, and nothing but the storefront's hints reads it: the seller API takes the
 * bearer header only, so the cookie authorises no call (no CSRF surface). Logging out clears it.
 */
export const SELLER_VIEW_COOKIE = 'seller_view';

/** It may outlive a shorter session (one opened from the dashboard): a dead token simply finds nothing. */
export function sellerViewCookie(token: string, secure: boolean): string {
  const maxAge = STORE_RULES.sellerSessionDays * 24 * 60 * 60;
  return `${SELLER_VIEW_COOKIE}=${token}; Path=/; Max-Age=${maxAge}; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`;
}

export const clearedSellerViewCookie = (secure: boolean) =>
  `${SELLER_VIEW_COOKIE}=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`;

function sellerViewTokenOf(cookieHeader: string | undefined): string | null {
  for (const part of (cookieHeader ?? '').split(';')) {
    const [name, ...rest] = part.trim().split('=');
    if (name === SELLER_VIEW_COOKIE) {
      const value = rest.join('=');
      return /^[A-Za-z0-9_-]{1,128}$/.test(value) ? value : null;
    }
  }
  return null;
}

/** Whether the request carries a live session of this store's own seller (another store's counts for nothing). */
export async function isOwnSeller(
  db: Queryable,
  cookieHeader: string | undefined,
  storeId: number,
  now: Date,
): Promise<boolean> {
  const token = sellerViewTokenOf(cookieHeader);
  const session = token ? await findSellerSession(db, token, now) : null;
  return session?.store.id === storeId;
}

/**
 * Why an empty catalogue is empty, told to its seller only: a new product starts as a draft, which no
 * storefront path shows. Empty when the store has no drafts either (then "No products found" says it all).
 */
export async function emptyCatalogueHint(db: Queryable, storeId: number): Promise<string> {
  const [row] = await db
    .select({ drafts: count() })
    .from(storeProducts)
    .where(and(eq(storeProducts.storeId, storeId), eq(storeProducts.status, 'draft')));
  const drafts = row?.drafts ?? 0;
  if (drafts === 0)
    return '<p class="hint"><strong>Only you see this.</strong> Your store has no products yet: <a href="/admin/products/new">add a product</a> in the admin and set it Active.</p>';
  const products = drafts === 1 ? 'Your draft product is' : `Your ${drafts} draft products are`;
  return `<p class="hint"><strong>Only you see this.</strong> ${products} not on sale yet — set ${drafts === 1 ? 'it' : 'them'} Active in the <a href="/admin/products">admin</a>.</p>`;
}
