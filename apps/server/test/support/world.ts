import { randomBytes } from 'node:crypto';

import { and, eq } from 'drizzle-orm';
import { expect } from 'vitest';

import { domainHosts, storeSellers, workspaceDomains, workspaceMembers } from '../../src/db/schema/index.js';
import { createSession } from '../../src/modules/auth/sessions.js';
import { createSellerSession } from '../../src/modules/stores/seller-sessions.js';
import { createShippingZone } from '../../src/modules/stores/tax-shipping/shipping-zones.js';
import { latestLinkToken, registration, uniqueAddress } from './accounts.js';
import { createDeployment, deploymentBody, deployPathIn } from './deployment-api-fixtures.js';
import { insertNotification } from './notification-fixtures.js';
import { invite, latestInvitation } from './invitations.js';
import { insertPaidPilot } from './pilot-fixtures.js';
import { accountWithWorkspace, addCollaborator, categoryId, createProject, joinWorkspace } from './project-fixtures.js';
import { createAccessToken, createRepository } from './repository-fixtures.js';
import { insertDiscount } from './discount-fixtures.js';
import { createProduct, insertOrder, insertSellerStore } from './seller-fixtures.js';
import { addSshUser, connectBody, connectServer } from './server-fixtures.js';
import { ed25519KeyPair } from './ssh-keys.js';
import type { TestSshd } from './sshd.js';
import { registrationToken } from './store-registration.js';
import { createLabel } from './label-fixtures.js';
import { createComment, createTask } from './task-fixtures.js';
import type { TestApp } from './test-app.js';
import { createWebsite, dataUrl, png } from './website-fixtures.js';
import { createWebhook, insertDelivery, NOWHERE_URL } from './webhook-fixtures.js';

/**
 * One of everything a workspace owner can have, made through the API where the API makes it (directly
 * where another test file owns the flow): a teammate who collaborates, a project with a task, an
 * invitation, a website, a store with its seller, a product with an image and a paid order, an Aerie Git
 * repository, an access token, a server (the test sshd) with an SSH user, a paid pilot and a deployment
 * with its commands and first run. Tests that need a real id for every route's path take it from here.
 */
export async function buildWorld(t: TestApp, sshd: TestSshd) {
  const { db, clock } = t.runtime.ctx;
  const owner = await accountWithWorkspace(t);
  const member = await accountWithWorkspace(t);
  const workspace = owner.workspace;
  await joinWorkspace(t, workspace.id, member.userId, 'developer');
  const [teamRow] = await db
    .select({ id: workspaceMembers.id })
    .from(workspaceMembers)
    .where(and(eq(workspaceMembers.workspaceId, workspace.id), eq(workspaceMembers.userId, member.userId)));

  const project = await createProject(t, owner.token, workspace.id, { name: 'World project' });
  const projectMemberId = await addCollaborator(t, owner.token, project.id, member.userId);
  const task = await createTask(t, owner.token, project.id);
  const comment = await createComment(t, owner.token, task.id, 'A comment of the world');

  const inviteeEmail = `invitee.${randomBytes(4).toString('hex')}@example.com`;
  const invited = await invite(t, owner.token, { business_id: workspace.id, email: inviteeEmail });
  expect(invited.statusCode, invited.body).toBe(200);
  const invitation = { id: invited.json().data.id as number, token: (await latestInvitation(t, inviteeEmail)).token };

  // An account that registered and has not clicked its link yet.
  const unverified = registration();
  await t.call({ method: 'POST', url: '/api/api/user/create', body: unverified, remoteAddress: uniqueAddress() });
  const verifyToken = await latestLinkToken(t, unverified.email, '/verify/');

  const website = await createWebsite(t, owner.token, project.u_id, 'blank');

  const shop = await insertSellerStore(t, { projectId: project.id });
  const [seller] = await db.select().from(storeSellers).where(eq(storeSellers.storeId, shop.store.id));
  const sellerToken = async () => (await createSellerSession(db, seller!.id, clock.now())).token;
  const product = await createProduct(t, { ...shop, token: await sellerToken() });
  const imageReply = await t.call({
    method: 'POST',
    url: `/store-api/seller/products/${product.uuid}/images`,
    token: await sellerToken(),
    headers: { host: shop.host },
    body: { image: dataUrl(png(1, 1)) },
  });
  expect(imageReply.statusCode, imageReply.body).toBe(200);
  const order = await insertOrder(t, shop.store, 'paid', [{ variantUuid: product.variants[0]!.uuid, quantity: 1 }]);
  const rates = [{ name: 'Standard', amount: 500, free_above: null }];
  const zones = await createShippingZone(db, shop.store, { name: 'World zone', countries: ['GB'], rates });
  const discount = await insertDiscount(t, shop.store.id, { code: 'WORLD10' });

  const repository = await createRepository(t, owner.token, workspace.slug, project.u_id, {
    name: `world-${randomBytes(4).toString('hex')}`,
  });
  const accessToken = await createAccessToken(t, owner.token);

  const server = await connectServer(t, owner.token, workspace.slug, connectBody(sshd, project.u_id));
  const sshUser = await addSshUser(t, owner.token, {
    name: 'World key',
    access: ed25519KeyPair().public,
    falcon_id: server.id,
    project_id: project.u_id,
  });
  const pilot = await insertPaidPilot(t, owner, project.id);

  const deployment = await createDeployment(
    t,
    owner.token,
    deploymentBody(
      { serverId: server.id, repositoryId: repository.id, projectUid: project.u_id },
      { deploy_path: deployPathIn(sshd.home) },
    ),
  );
  const commands = await t.call({
    method: 'GET',
    url: `/api/commands/fetch?deployment_id=${deployment.id}&project_id=${project.u_id}`,
    token: owner.token,
  });
  expect(commands.statusCode, commands.body).toBe(200);
  // issue 26: a webhook of the project (to a port nothing listens on) and a delivery of it.
  const webhook = await createWebhook(t, owner.token, project.u_id, { url: NOWHERE_URL });
  const webhookDeliveryId = await insertDelivery(t, webhook.id);
  // issue 27: a label of the project.
  const label = await createLabel(t, owner.token, project.u_id, { name: 'World label' });
  // issue 32: a domain of the workspace, its apex pointed at the website.
  const [domain] = await db
    .insert(workspaceDomains)
    .values({ workspaceId: workspace.id, name: `world-${randomBytes(4).toString('hex')}.example`, token: 'world' })
    .returning();
  const [domainHost] = await db
    .insert(domainHosts)
    .values({ domainId: domain!.id, host: domain!.name, targetKind: 'site', websiteId: website.id })
    .returning();

  return {
    owner,
    member,
    workspace,
    teamMemberId: teamRow!.id,
    project,
    projectMemberId,
    categoryId: await categoryId(t, owner.token),
    task,
    comment,
    invitation,
    verifyToken,
    website,
    shop,
    storeRegistrationToken: await registrationToken(t, owner.token),
    product: { uuid: product.uuid, imageUuid: imageReply.json().data.uuid as string },
    order,
    shippingZone: zones.zones[0]!,
    discount: { uuid: discount.uuid },
    repository,
    accessToken,
    server,
    sshUser,
    pilot,
    deployment: { ...deployment, commandsSlug: commands.json().data.slug as string },
    webhook: { id: webhook.id, deliveryId: webhookDeliveryId },
    label,
    domain: { id: domain!.id, hostId: domainHost!.id },
    /** A new session of the owner's: a call that ends one (logout) ends only its own. */
    ownerSession: () => createSession(db, owner.userId, clock.now()),
    /** A new session of the store's seller, for the seller's calls on the store's host. */
    sellerSession: sellerToken,
    /** issue 26: a notification of the owner's. */
    notificationId: await insertNotification(t, owner.userId, workspace.id),
  };
}

export type World = Awaited<ReturnType<typeof buildWorld>>;
