import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { storeSellerSessions, workspaceMembers } from '../src/db/schema/index.js';
import {
  createProduct,
  insertOrder,
  insertSellerStore,
  sellerCall,
  sellerToken,
  variantRow,
} from './support/seller-fixtures.js';
import { accountWithWorkspace, addCollaborator, createProject, joinWorkspace } from './support/project-fixtures.js';
import { startTestApp, type TestApp } from './support/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
});

type Shop = Awaited<ReturnType<typeof insertSellerStore>>;

/**
 * An owner's workspace with a developer in it, a project with a store, a product (price 1000) and a paid
 * order from a named buyer; the store's seller is signed in with its own password.
 */
async function storeOfTeam() {
  const owner = await accountWithWorkspace(t);
  const developer = await accountWithWorkspace(t);
  await joinWorkspace(t, owner.workspace.id, developer.userId, 'developer');
  const project = await createProject(t, owner.token, owner.workspace.id, { name: 'Shop project' });
  const shop = await insertSellerStore(t, { projectId: project.id });
  const sellerSession = await sellerToken(t, shop);
  const product = await createProduct(
    t,
    { ...shop, token: sellerSession },
    { variants: [{ name: 'Default', price: 1000, stock: 10 }] },
  );
  await insertOrder(t, shop.store, 'paid', [{ variantUuid: product.variants[0]!.uuid, quantity: 1 }]);
  return { owner, developer, project, shop, sellerSession, product };
}

/** Opens the seller admin as the dashboard does; the session token from the address's fragment. */
async function openAdmin(shop: Shop, userToken: string): Promise<string> {
  const reply = await t.call({ method: 'POST', url: `/store-api/seller/open/${shop.store.uuid}`, token: userToken });
  expect(reply.statusCode, reply.body).toBe(200);
  const session = /#session=([A-Za-z0-9_-]{43})$/.exec(reply.json().data.url as string);
  expect(session).not.toBeNull();
  return session![1]!;
}

const readOrders = (shop: Shop, token: string) => sellerCall(t, shop, { method: 'GET', url: '/orders', token });

function setPrice(shop: Shop, token: string, product: Awaited<ReturnType<typeof createProduct>>, price: number) {
  const variant = product.variants[0]!;
  return sellerCall(t, shop, {
    method: 'PUT',
    url: `/products/${product.uuid}`,
    token,
    body: { name: 'Blue Mug', variants: [{ uuid: variant.uuid, name: variant.name, price, stock: variant.stock }] },
  });
}

/** The session works: it reads the buyers' names and changes the price. */
async function expectWorks(
  shop: Shop,
  token: string,
  product: Awaited<ReturnType<typeof createProduct>>,
  price: number,
) {
  const orders = await readOrders(shop, token);
  expect(orders.statusCode, orders.body).toBe(200);
  expect(orders.body).toContain('Bo Buyer');
  const changed = await setPrice(shop, token, product, price);
  expect(changed.statusCode, changed.body).toBe(200);
  expect((await variantRow(t, product.variants[0]!.uuid)).price).toBe(price);
}

/** The session is dead: the seller API refuses it as it refuses any unknown token, and nothing changes. */
async function expectRefused(shop: Shop, token: string, product: Awaited<ReturnType<typeof createProduct>>) {
  const before = (await variantRow(t, product.variants[0]!.uuid)).price;
  const orders = await readOrders(shop, token);
  expect(orders.statusCode, orders.body).toBe(401);
  expect(orders.body).not.toContain('Bo Buyer');
  const changed = await setPrice(shop, token, product, 1);
  expect(changed.statusCode, changed.body).toBe(401);
  expect((await variantRow(t, product.variants[0]!.uuid)).price).toBe(before);
}

async function membershipId(workspaceId: number, userId: number): Promise<number> {
  const [row] = await t.runtime.ctx.db
    .select({ id: workspaceMembers.id })
    .from(workspaceMembers)
    .where(and(eq(workspaceMembers.workspaceId, workspaceId), eq(workspaceMembers.userId, userId)));
  return row!.id;
}

describe('seller sessions opened by a team member end with their membership (issue 24)', () => {
  it('removing a developer from the team refuses the session they opened, at once', async () => {
    const { owner, developer, shop, sellerSession, product } = await storeOfTeam();
    const developerSession = await openAdmin(shop, developer.token);
    const ownerSession = await openAdmin(shop, owner.token);
    await expectWorks(shop, developerSession, product, 1500);

    const removed = await t.call({
      method: 'DELETE',
      url: `/api/teams/remove/${await membershipId(owner.workspace.id, developer.userId)}`,
      token: owner.token,
    });
    expect(removed.statusCode, removed.body).toBe(200);

    await expectRefused(shop, developerSession, product);
    expect((await variantRow(t, product.variants[0]!.uuid)).price).toBe(1500);
    // Only what that membership granted ends: the seller's own password session and the owner's stay.
    await expectWorks(shop, sellerSession, product, 1600);
    await expectWorks(shop, ownerSession, product, 1700);
    // And the removed developer cannot open a new one.
    const reopened = await t.call({
      method: 'POST',
      url: `/store-api/seller/open/${shop.store.uuid}`,
      token: developer.token,
    });
    expect(reopened.statusCode).toBe(404);
  });

  it("removing a collaborator from the project ends the sessions they opened on the project's stores", async () => {
    const { owner, developer, project, shop, sellerSession, product } = await storeOfTeam();
    const collaboratorId = await addCollaborator(t, owner.token, project.id, developer.userId);
    const otherProject = await createProject(t, owner.token, owner.workspace.id, { name: 'Other shop' });
    const otherShop = await insertSellerStore(t, { projectId: otherProject.id });
    const otherProduct = await createProduct(
      t,
      { ...otherShop, token: await sellerToken(t, otherShop) },
      { variants: [{ name: 'Default', price: 1000, stock: 10 }] },
    );
    await insertOrder(t, otherShop.store, 'paid', [{ variantUuid: otherProduct.variants[0]!.uuid, quantity: 1 }]);
    const developerSession = await openAdmin(shop, developer.token);
    const otherSession = await openAdmin(otherShop, developer.token);
    await expectWorks(shop, developerSession, product, 1500);

    const removed = await t.call({
      method: 'DELETE',
      url: `/api/projects/remove-member/${collaboratorId}`,
      token: owner.token,
    });
    expect(removed.statusCode, removed.body).toBe(200);

    await expectRefused(shop, developerSession, product);
    await expectWorks(shop, sellerSession, product, 1600);
    // A store of another project of the workspace is not this membership's: its session stays.
    await expectWorks(otherShop, otherSession, otherProduct, 1800);
  });

  it("transferring the project ends the former owner's sessions on its stores", async () => {
    const { owner, developer, project, shop, sellerSession, product } = await storeOfTeam();
    const collaboratorId = await addCollaborator(t, owner.token, project.id, developer.userId);
    const ownerSession = await openAdmin(shop, owner.token);
    const developerSession = await openAdmin(shop, developer.token);
    await expectWorks(shop, ownerSession, product, 1500);

    const transferred = await t.call({
      method: 'POST',
      url: '/api/projects/transfer-ownership',
      token: owner.token,
      body: { member_id: collaboratorId, user_id: developer.userId },
    });
    expect(transferred.statusCode, transferred.body).toBe(200);

    await expectRefused(shop, ownerSession, product);
    await expectWorks(shop, developerSession, product, 1600);
    await expectWorks(shop, sellerSession, product, 1700);
  });
});

describe.runIf(process.env.DATABASE_URL)('opening the admin while the opener is removed (PostgreSQL)', () => {
  it('leaves no session of the removed member, whichever of the two goes first', async () => {
    for (let round = 0; round < 6; round += 1) {
      const { owner, developer, shop } = await storeOfTeam();
      const membership = await membershipId(owner.workspace.id, developer.userId);
      const [opened, removed] = await Promise.all([
        t.call({ method: 'POST', url: `/store-api/seller/open/${shop.store.uuid}`, token: developer.token }),
        t.call({ method: 'DELETE', url: `/api/teams/remove/${membership}`, token: owner.token }),
      ]);
      expect(removed.statusCode, removed.body).toBe(200);
      // The open either came first (and the removal then ended its session) or found no membership.
      expect([200, 404]).toContain(opened.statusCode);
      const left = await t.runtime.ctx.db
        .select({ id: storeSellerSessions.id })
        .from(storeSellerSessions)
        .where(eq(storeSellerSessions.openedByUserId, developer.userId));
      expect(left, `round ${round}: opened ${opened.statusCode}`).toEqual([]);
    }
  });
});
