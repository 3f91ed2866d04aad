import { randomBytes } from 'node:crypto';

import { desc, eq, sql } from 'drizzle-orm';

import {
  mailOutbox,
  sandboxCharges,
  storeOrderLines,
  storeOrders,
  storeSellers,
  stores,
  storeVariants,
  type OrderStatus,
} from '../../src/db/schema/index.js';
import { hashPassword } from '../../src/lib/secret-hashing.js';
import { PASSWORD, uniqueAddress } from './accounts.js';
import { accountWithWorkspace, createProject } from './project-fixtures.js';
import type { TestApp } from './test-app.js';

export type StoreRow = typeof stores.$inferSelect;

/** A store as the tests use it: its row, its Host header, and its seller's e-mail (password PASSWORD). */
export interface TestStore {
  store: StoreRow;
  host: string;
  email: string;
}

const projectOf = new WeakMap<TestApp, Promise<number>>();
let passwordHash: Promise<string> | null = null;

/**
 * A store with its seller, written directly (creating one through the dashboard is the dashboard's own
 * issue and tests). Every store hangs off one project of one account made once per test file.
 */
export async function insertSellerStore(
  t: TestApp,
  overrides: Partial<typeof stores.$inferInsert> = {},
): Promise<TestStore> {
  const { db } = t.runtime.ctx;
  if (!projectOf.has(t) && overrides.projectId === undefined) {
    projectOf.set(
      t,
      accountWithWorkspace(t).then(
        async (owner) => (await createProject(t, owner.token, owner.workspace.id, { name: 'Store project' })).id,
      ),
    );
  }
  const projectId = overrides.projectId ?? (await projectOf.get(t)!);
  const domain = `shop-${randomBytes(4).toString('hex')}`;
  const [store] = await db
    .insert(stores)
    .values({ projectId, name: 'Test Shop', domain, theme: 'blank', ...overrides })
    .returning();
  const email = `seller.${randomBytes(4).toString('hex')}@example.com`;
  passwordHash ??= hashPassword(PASSWORD);
  await db
    .insert(storeSellers)
    .values({ storeId: store!.id, name: 'Sam Seller', email, passwordHash: await passwordHash });
  return { store: store!, host: `${store!.domain}.${t.runtime.ctx.config.stores.host}`, email };
}

/** A call to the store host on the store's own origin, as the admin makes it. */
export function sellerCall(
  t: TestApp,
  shop: Pick<TestStore, 'host'>,
  options: {
    method: 'GET' | 'POST' | 'PUT' | 'DELETE';
    url: string;
    token?: string;
    body?: unknown;
    remoteAddress?: string;
  },
) {
  return t.call({
    method: options.method,
    url: `/store-api/seller${options.url}`,
    token: options.token,
    body: options.body,
    remoteAddress: options.remoteAddress ?? uniqueAddress(),
    headers: { host: shop.host },
  });
}

/** Signs the store's seller in; the bearer token. */
export async function sellerToken(t: TestApp, shop: TestStore): Promise<string> {
  const reply = await sellerCall(t, shop, {
    method: 'POST',
    url: '/login',
    body: { email: shop.email, password: PASSWORD },
  });
  if (reply.statusCode !== 200) throw new Error(`seller login failed: ${reply.body}`);
  return reply.json().access_token as string;
}

/** A store with its seller signed in. */
export async function signedInStore(t: TestApp): Promise<TestStore & { token: string }> {
  const shop = await insertSellerStore(t);
  return { ...shop, token: await sellerToken(t, shop) };
}

export const productBody = (overrides: Record<string, unknown> = {}) => ({
  name: 'Blue Mug',
  description: 'A mug, blue.',
  status: 'active',
  variants: [{ name: 'Default', sku: 'MUG-1', price: 1250, stock: 5 }],
  ...overrides,
});

/** Creates a product through the API; its reply data. */
export async function createProduct(t: TestApp, shop: TestStore & { token: string }, overrides = {}) {
  const reply = await sellerCall(t, shop, {
    method: 'POST',
    url: '/products',
    token: shop.token,
    body: productBody(overrides),
  });
  if (reply.statusCode !== 200) throw new Error(`create product failed: ${reply.body}`);
  return reply.json().data as {
    uuid: string;
    variants: Array<{ uuid: string; name: string; price: number; stock: number; held: number }>;
  };
}

/**
 * An order written directly, as checkout (another part of the issue) would leave it: `pending` holds its
 * units (`held += q`), `paid` and later have taken them out of stock (`stock -= q`).
 */
export async function insertOrder(
  t: TestApp,
  store: StoreRow,
  status: OrderStatus,
  lines: Array<{ variantUuid: string; quantity: number }>,
) {
  const { db } = t.runtime.ctx;
  return db.transaction(async (tx) => {
    const [last] = await tx
      .select({ number: storeOrders.number })
      .from(storeOrders)
      .where(eq(storeOrders.storeId, store.id))
      .orderBy(desc(storeOrders.number))
      .limit(1);
    const priced = [];
    for (const line of lines) {
      const [variant] = await tx.select().from(storeVariants).where(eq(storeVariants.uuid, line.variantUuid));
      priced.push({ ...line, variant: variant! });
      await tx
        .update(storeVariants)
        .set(
          status === 'pending'
            ? { held: sql`${storeVariants.held} + ${line.quantity}` }
            : { stock: sql`${storeVariants.stock} - ${line.quantity}` },
        )
        .where(eq(storeVariants.id, variant!.id));
    }
    const subtotal = priced.reduce((sum, line) => sum + line.variant.price * line.quantity, 0);
    const [order] = await tx
      .insert(storeOrders)
      .values({
        storeId: store.id,
        number: (last?.number ?? 1000) + 1,
        status,
        email: `buyer.${randomBytes(3).toString('hex')}@example.com`,
        name: 'Bo Buyer',
        shippingAddress: { line1: '1 High St', line2: '', city: 'Leeds', postalCode: 'LS1 1AA', country: 'GB' },
        currency: store.currency,
        subtotal,
        shipping: 0,
        total: subtotal,
        paymentReference: `test_${randomBytes(8).toString('hex')}`,
        holdExpiresAt: new Date(Date.now() + 15 * 60_000),
        paidAt: status === 'pending' ? null : new Date(),
      })
      .returning();
    if (status !== 'pending') await recordTestCharge(tx, order!);
    await tx.insert(storeOrderLines).values(
      priced.map((line) => ({
        orderId: order!.id,
        variantId: line.variant.id,
        productName: 'Blue Mug',
        variantName: line.variant.name,
        unitPrice: line.variant.price,
        quantity: line.quantity,
      })),
    );
    return order!;
  });
}

/**
 * The sandbox provider's successful charge of a paid order, and its id on the order, as a payment through the
 * sandbox checkout leaves them: what a refund is made against.
 */
async function recordTestCharge(
  tx: Parameters<Parameters<TestApp['runtime']['ctx']['db']['transaction']>[0]>[0],
  order: typeof storeOrders.$inferSelect,
) {
  const id = `sbx_test_${randomBytes(8).toString('hex')}`;
  await tx.insert(sandboxCharges).values({
    id,
    reference: order.paymentReference,
    amount: order.total,
    currency: order.currency,
    status: 'successful',
  });
  await tx.update(storeOrders).set({ providerTransactionId: id }).where(eq(storeOrders.id, order.id));
  order.providerTransactionId = id;
}

export async function variantRow(t: TestApp, uuid: string) {
  const [row] = await t.runtime.ctx.db.select().from(storeVariants).where(eq(storeVariants.uuid, uuid));
  return row!;
}

/** The newest e-mail queued to `to` now (reset links are queued by a worker job: see `nextMailTo`). */
export async function lastMailTo(t: TestApp, to: string) {
  const [mail] = await t.runtime.ctx.db
    .select()
    .from(mailOutbox)
    .where(eq(mailOutbox.to, to))
    .orderBy(desc(mailOutbox.id))
    .limit(1);
  return mail ?? null;
}

/** Waits for an e-mail to `to` newer than `after` (a mail id), as a worker job writes it. */
export async function nextMailTo(t: TestApp, to: string, after = 0) {
  const deadline = Date.now() + 15_000;
  for (;;) {
    const mail = await lastMailTo(t, to);
    if (mail && mail.id > after) return mail;
    if (Date.now() > deadline) throw new Error(`No e-mail to ${to}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
