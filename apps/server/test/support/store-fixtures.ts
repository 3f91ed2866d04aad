import { randomBytes } from 'node:crypto';

import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';

import {
  storeOrders,
  storeProductImages,
  storeProducts,
  storeSellers,
  stores,
  storeVariants,
} from '../../src/db/schema/index.js';
import { storeMediaPrefix } from '../../src/modules/stores/store-media.js';
import { uniqueAddress } from './accounts.js';
import { accountWithWorkspace, createProject } from './project-fixtures.js';
import type { TestApp } from './test-app.js';
import { png } from './website-fixtures.js';

/** The stores domain of the tests: storefronts answer at `{domain}.stores.test`. */
export const STORES_URL = 'http://stores.test';
export const storeHost = (domain: string) => `${domain}.stores.test`;
export const storeOriginOf = (domain: string) => `http://${storeHost(domain)}`;

export type StoreRow = typeof stores.$inferSelect;

/** A project to hang stores on (made through the API once per test file). */
export async function storeProject(t: TestApp): Promise<{ projectId: number; userId: number }> {
  const owner = await accountWithWorkspace(t);
  const project = await createProject(t, owner.token, owner.workspace.id);
  return { projectId: project.id, userId: owner.userId };
}

/**
 * A store and its seller, written directly: creating stores belongs to the dashboard's part (and its
 * tests); these tests are about what a storefront does once a store exists.
 */
export async function insertStore(
  t: TestApp,
  projectId: number,
  overrides: Partial<typeof stores.$inferInsert> = {},
): Promise<StoreRow & { sellerEmail: string }> {
  const db = t.runtime.ctx.db;
  const [store] = await db
    .insert(stores)
    .values({
      projectId,
      name: 'Corner Shop',
      domain: `shop-${randomBytes(4).toString('hex')}`,
      theme: 'agency',
      currency: 'USD',
      shippingRate: 500,
      colors: { primary: '#112233', accent: '#aa5500' },
      ...overrides,
    })
    .returning();
  const sellerEmail = `seller-${randomBytes(4).toString('hex')}@example.com`;
  await db
    .insert(storeSellers)
    .values({ storeId: store!.id, name: 'Sam Seller', email: sellerEmail, passwordHash: 'x' });
  return { ...store!, sellerEmail };
}

/** Gives a store a logo (a real PNG under the store's own prefix, as an upload stores it); its key. */
export async function insertStoreLogo(t: TestApp, store: Pick<StoreRow, 'id' | 'uuid'>): Promise<string> {
  const { db, files } = t.runtime.ctx;
  const key = `${storeMediaPrefix(store.uuid)}logo/${randomBytes(16).toString('hex')}.png`;
  await files.put(key, png(2, 2), 'image/png');
  await db.update(stores).set({ logoFileKey: key }).where(eq(stores.id, store.id));
  return key;
}

export interface ProductInput {
  name?: string;
  slug?: string;
  description?: string;
  status?: 'draft' | 'active';
  variants?: Array<{ name?: string; price: number; stock: number }>;
  images?: number;
}

/** A product with its variants and images (real PNGs in the files port), written directly. */
export async function insertProduct(t: TestApp, storeId: number, input: ProductInput = {}) {
  const { db, files } = t.runtime.ctx;
  const slug = input.slug ?? `thing-${randomBytes(4).toString('hex')}`;
  const [product] = await db
    .insert(storeProducts)
    .values({
      storeId,
      slug,
      name: input.name ?? 'Blue Mug',
      description: input.description ?? 'A mug for tea.',
      status: input.status ?? 'active',
    })
    .returning();
  const variants = await db
    .insert(storeVariants)
    .values(
      (input.variants ?? [{ price: 1250, stock: 5 }]).map((variant, position) => ({
        productId: product!.id,
        name: variant.name ?? 'Default',
        price: variant.price,
        stock: variant.stock,
        position,
      })),
    )
    .returning();
  // Under the store's own prefix, as uploads are: `/media/{key}` serves only those on the store's origin.
  const [{ uuid: storeUuid } = { uuid: '' }] = await db
    .select({ uuid: stores.uuid })
    .from(stores)
    .where(eq(stores.id, storeId));
  const images = [];
  for (let position = 0; position < (input.images ?? 0); position += 1) {
    const fileKey = `${storeMediaPrefix(storeUuid)}products/${randomBytes(16).toString('hex')}.png`;
    await files.put(fileKey, png(4, 3), 'image/png');
    const [image] = await db
      .insert(storeProductImages)
      .values({
        productId: product!.id,
        fileKey,
        contentType: 'image/png',
        width: 4,
        height: 3,
        alt: 'A mug',
        position,
      })
      .returning();
    images.push(image!);
  }
  return { product: product!, variants, images };
}

type Reply = LightMyRequestResponse;

/**
 * A browser on one storefront: keeps the cart cookie between requests and sends its forms as a browser
 * does (urlencoded, with the store's Origin). Each shopper comes from an address of its own unless one is
 * given: the storefront limits open checkouts per client address, and several browsers behind one
 * address are what some tests are about.
 */
export class Shopper {
  cookie = '';
  constructor(
    private readonly t: TestApp,
    readonly domain: string,
    readonly address: string = uniqueAddress(),
  ) {}

  private remember(reply: Reply): Reply {
    const set = reply.headers['set-cookie'];
    const value = Array.isArray(set) ? set[0] : set;
    if (value) this.cookie = value.split(';')[0]!;
    return reply;
  }

  async get(url: string): Promise<Reply> {
    const headers: Record<string, string> = { host: storeHost(this.domain) };
    if (this.cookie) headers.cookie = this.cookie;
    return this.remember(await this.t.app.inject({ method: 'GET', url, headers, remoteAddress: this.address }));
  }

  async post(url: string, form: Record<string, string>, headers: Record<string, string> = {}): Promise<Reply> {
    return this.remember(
      await this.t.app.inject({
        method: 'POST',
        url,
        remoteAddress: this.address,
        headers: {
          host: storeHost(this.domain),
          origin: storeOriginOf(this.domain),
          'content-type': 'application/x-www-form-urlencoded',
          ...(this.cookie ? { cookie: this.cookie } : {}),
          ...headers,
        },
        payload: new URLSearchParams(form).toString(),
      }),
    );
  }

  async add(variantUuid: string, quantity = 1): Promise<void> {
    const reply = await this.post('/cart/add', { variant: variantUuid, quantity: String(quantity) });
    expect(reply.statusCode, reply.body).toBe(303);
  }

  /** Starts checkout with a buyer's details (plus any extra, ignored fields); the raw reply. */
  checkout(extra: Record<string, string> = {}): Promise<Reply> {
    return this.post('/checkout', { ...BUYER, ...extra });
  }
}

export const BUYER = {
  email: 'buyer@example.com',
  name: 'Bea Buyer',
  line1: '1 High Street',
  line2: '',
  city: 'Lagos',
  postalCode: '100001',
  country: 'NG',
};

/** The reference of a sandbox checkout link (`…/sandbox/checkout/{reference}`). */
/** A variant's row as it is now (its stock and what checkouts hold). */
export async function variantById(t: TestApp, id: number) {
  const [row] = await t.runtime.ctx.db.select().from(storeVariants).where(eq(storeVariants.id, id));
  return row!;
}

/** The order a checkout's payment reference belongs to. */
export async function orderByReference(t: TestApp, reference: string) {
  const [row] = await t.runtime.ctx.db.select().from(storeOrders).where(eq(storeOrders.paymentReference, reference));
  return row!;
}

export const referenceOf = (link: string) => decodeURIComponent(new URL(link).pathname.split('/').pop()!);
