import { createHash, randomBytes } from 'node:crypto';

import { STORE_RULES } from '@aerie/contract';
import { and, asc, eq, lt, sql } from 'drizzle-orm';

import type { Queryable } from '../../db/client.js';
import { storeCartLines, storeCarts, storeProducts, storeVariants } from '../../db/schema/index.js';

/** The cart cookie: opaque, random, HttpOnly; only its hash is stored, so a database leak opens no cart. */
export const CART_COOKIE = 'cart';
const CART_COOKIE_DAYS = 30;

export const hashCartToken = (token: string) => createHash('sha256').update(token).digest('hex');

export function cartCookie(token: string, secure: boolean): string {
  const maxAge = CART_COOKIE_DAYS * 24 * 60 * 60;
  return `${CART_COOKIE}=${token}; Path=/; Max-Age=${maxAge}; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`;
}

/** The cart token of a Cookie header (`cart=…`), or null. */
export function cartTokenOf(cookieHeader: string | undefined): string | null {
  for (const part of (cookieHeader ?? '').split(';')) {
    const [name, ...rest] = part.trim().split('=');
    if (name === CART_COOKIE) {
      const value = rest.join('=');
      return /^[A-Za-z0-9_-]{20,64}$/.test(value) ? value : null;
    }
  }
  return null;
}

export async function findCart(db: Queryable, storeId: number, token: string | null): Promise<number | null> {
  if (!token) return null;
  const [cart] = await db
    .select({ id: storeCarts.id })
    .from(storeCarts)
    .where(and(eq(storeCarts.storeId, storeId), eq(storeCarts.tokenHash, hashCartToken(token))))
    .limit(1);
  return cart?.id ?? null;
}

/** The caller's cart, made on first use; `token` is set when a new cookie must be sent. */
export async function ensureCart(
  db: Queryable,
  storeId: number,
  token: string | null,
): Promise<{ cartId: number; newToken: string | null }> {
  const existing = await findCart(db, storeId, token);
  if (existing) return { cartId: existing, newToken: null };
  const newToken = randomBytes(24).toString('base64url');
  const [cart] = await db
    .insert(storeCarts)
    .values({ storeId, tokenHash: hashCartToken(newToken) })
    .returning({ id: storeCarts.id });
  return { cartId: cart!.id, newToken };
}

/** Checked before a uuid column is compared (PostgreSQL refuses a malformed uuid with an error). */
export const isUuid = (value: string) => /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value);

/** A variant the storefront may sell: of an active product of this store. */
async function sellableVariant(db: Queryable, storeId: number, variantUuid: string): Promise<number | null> {
  if (!isUuid(variantUuid)) return null;
  const [row] = await db
    .select({ id: storeVariants.id })
    .from(storeVariants)
    .innerJoin(storeProducts, eq(storeProducts.id, storeVariants.productId))
    .where(
      and(eq(storeVariants.uuid, variantUuid), eq(storeProducts.storeId, storeId), eq(storeProducts.status, 'active')),
    )
    .limit(1);
  return row?.id ?? null;
}

const clampQuantity = (quantity: number) => Math.min(Math.max(quantity, 1), STORE_RULES.cartLineQuantityMax);

/** Adds to a line (one statement: two tabs adding at once both count), capped at the line maximum. */
export async function addToCart(
  db: Queryable,
  storeId: number,
  cartId: number,
  variantUuid: string,
  quantity: number,
): Promise<boolean> {
  const variantId = await sellableVariant(db, storeId, variantUuid);
  if (!variantId) return false;
  await db
    .insert(storeCartLines)
    .values({ cartId, variantId, quantity: clampQuantity(quantity) })
    .onConflictDoUpdate({
      target: [storeCartLines.cartId, storeCartLines.variantId],
      set: { quantity: sql`least(${storeCartLines.quantity} + excluded.quantity, ${STORE_RULES.cartLineQuantityMax})` },
    });
  await db.update(storeCarts).set({ updatedAt: new Date() }).where(eq(storeCarts.id, cartId));
  return true;
}

/** Sets a line's quantity; 0 removes it. A variant not in the cart is left alone. */
export async function setCartQuantity(
  db: Queryable,
  storeId: number,
  cartId: number,
  variantUuid: string,
  quantity: number,
): Promise<void> {
  const variantId = await sellableVariant(db, storeId, variantUuid);
  if (!variantId) return;
  const line = and(eq(storeCartLines.cartId, cartId), eq(storeCartLines.variantId, variantId));
  if (quantity <= 0) await db.delete(storeCartLines).where(line);
  else
    await db
      .update(storeCartLines)
      .set({ quantity: clampQuantity(quantity) })
      .where(line);
}

export interface CartLine {
  variantId: number;
  variantUuid: string;
  variantName: string;
  productName: string;
  productSlug: string;
  unitPrice: number;
  quantity: number;
  available: number;
}

/**
 * The cart's lines at today's prices (never a price remembered from earlier), sellable ones only, in
 * variant order — the order checkout holds stock in, so concurrent checkouts lock rows in one order.
 */
export async function cartLines(db: Queryable, storeId: number, cartId: number): Promise<CartLine[]> {
  const rows = await db
    .select({
      variantId: storeVariants.id,
      variantUuid: storeVariants.uuid,
      variantName: storeVariants.name,
      productName: storeProducts.name,
      productSlug: storeProducts.slug,
      unitPrice: storeVariants.price,
      quantity: storeCartLines.quantity,
      stock: storeVariants.stock,
      held: storeVariants.held,
    })
    .from(storeCartLines)
    .innerJoin(storeVariants, eq(storeVariants.id, storeCartLines.variantId))
    .innerJoin(storeProducts, eq(storeProducts.id, storeVariants.productId))
    .where(
      and(eq(storeCartLines.cartId, cartId), eq(storeProducts.storeId, storeId), eq(storeProducts.status, 'active')),
    )
    .orderBy(asc(storeVariants.id));
  return rows.map(({ stock, held, ...line }) => ({ ...line, available: Math.max(0, stock - held) }));
}

export const cartCount = (lines: CartLine[]) => lines.reduce((sum, line) => sum + line.quantity, 0);
export const subtotalOf = (lines: Array<{ unitPrice: number; quantity: number }>) =>
  lines.reduce((sum, line) => sum + line.unitPrice * line.quantity, 0);

/**
 * Carts untouched for longer than their cookie lives can never be found again: removed by the store
 * orders' scheduled job (an order made from one keeps its lines; its `cart_id` becomes null).
 */
export async function purgeStaleCarts(db: Queryable, now = new Date()): Promise<number> {
  const before = new Date(now.getTime() - CART_COOKIE_DAYS * 24 * 60 * 60 * 1000);
  const removed = await db.delete(storeCarts).where(lt(storeCarts.updatedAt, before)).returning({ id: storeCarts.id });
  return removed.length;
}
