import { randomBytes } from 'node:crypto';

import { eq } from 'drizzle-orm';
import { expect } from 'vitest';

import {
  providerPushHooks,
  repositories,
  storeCheckoutReminders,
  websiteRevisions,
  websites,
  websiteShareLinks,
} from '../../src/db/schema/index.js';
import { createSession } from '../../src/modules/auth/sessions.js';
import { sealPushHookSecret } from '../../src/modules/integrations/push-hooks/push-hook-secret.js';
import { unsubscribeToken } from '../../src/modules/notifications/unsubscribe-token.js';
import { hashLinkToken, newLinkToken } from '../../src/modules/stores/recovery/recovery-tokens.js';
import { storefrontStylesheet } from '../../src/modules/stores/storefront-css.js';
import { previewToken } from '../../src/modules/websites/revision-preview/preview-token.js';
import { newShareToken, shareTokenHash } from '../../src/modules/websites/share-links/share-link-token.js';
import { TINY_GIF } from './authorization-world.js';
import { initializePlan } from './billing-fixtures.js';
import { insertDeployment, insertRun } from './deployment-api-fixtures.js';
import { publishedFormSite } from './form-fixtures.js';
import { insertOrder } from './seller-fixtures.js';
import { insertProduct, insertStore, insertStoreLogo } from './store-fixtures.js';
import type { TestApp } from './test-app.js';
import { accountWithWorkspace, createProject } from './project-fixtures.js';
import { createAccessToken, createRepository } from './repository-fixtures.js';
import { insertPilot } from './server-fixtures.js';

/**
 * What the routes outside the contract reach, made the way world.ts makes the JSON routes' objects (through
 * the API where it makes them, written directly where another test owns the flow), but only what these routes
 * read: an owner with a project, an Aerie Git repository and an access token, a deployment with a finished
 * run; a published site with a contact form and a verified custom domain, a share link and a revision
 * preview of it; an uploaded avatar, a pending sandbox checkout, a GitHub repository with a push hook, a
 * notification e-mail's unsubscribe token, and a storefront with a cart, an order, a logo and a reminder.
 */
export async function buildRawWorld(t: TestApp) {
  const { db, config, clock } = t.runtime.ctx;
  const owner = await accountWithWorkspace(t);
  const project = await createProject(t, owner.token, owner.workspace.id, { name: 'Raw project' });
  const repository = await createRepository(t, owner.token, owner.workspace.slug, project.u_id, {
    name: `raw-${randomBytes(4).toString('hex')}`,
  });
  const accessToken = await createAccessToken(t, owner.token);
  // A pilot row is the deployment's server: nothing here connects to it.
  const server = await insertPilot(t, { id: project.id, workspace: owner.workspace });
  const deployment = await insertDeployment(t, {
    projectId: project.id,
    workspaceId: owner.workspace.id,
    serverId: server.id,
    repositoryId: repository.id,
  });
  // A finished run, so its stream ends.
  const run = await insertRun(t, deployment.id, { status: 'succeeded', finishedAt: new Date() });

  const form = await publishedFormSite(t, { projectId: project.id, userId: owner.userId, token: owner.token });
  const customDomain = `www.${form.website.subdomain}.example.org`;
  await db
    .update(websites)
    // On the largest site plan, so long fuzzing runs never meet the month's submission limit (a refusal that counts).
    .set({
      customDomain,
      domainToken: 'raw',
      domainVerifiedAt: new Date(),
      plan: 'site-pro',
      planPaidUntil: new Date(Date.now() + 30 * 86_400_000),
    })
    .where(eq(websites.id, form.website.id));
  const shareToken = newShareToken();
  await db.insert(websiteShareLinks).values({
    websiteId: form.website.id,
    tokenHash: shareTokenHash(shareToken),
    expiresAt: new Date(Date.now() + 86_400_000),
  });
  await db
    .insert(websiteRevisions)
    .values({ websiteId: form.website.id, revision: form.website.revision, projectData: form.website.projectData })
    .onConflictDoNothing();
  const revisionToken = previewToken(
    config,
    { websiteId: form.website.id, revision: form.website.revision },
    clock.now(),
  );

  const avatar = await t.call({
    method: 'POST',
    url: '/api/users/upload-avatar',
    token: owner.token,
    body: { image: TINY_GIF },
  });
  expect(avatar.statusCode, avatar.body).toBe(200);
  const fileKey = new URL(avatar.json().data.avatar as string, config.appUrl).pathname.slice('/files/'.length);

  const sandboxReference = (await initializePlan(t, owner.token, owner.workspace.id, 'earth')).reference;

  // A GitHub repository of the project with its push hook, written directly (no provider is asked for either).
  const [github] = await db
    .insert(repositories)
    .values({
      projectId: project.id,
      workspaceId: owner.workspace.id,
      platform: 'github',
      name: 'raw-hook',
      platformRepoId: '4242',
      fullName: 'octo/raw-hook',
      defaultBranch: 'main',
    })
    .returning();
  const pushHook = { slug: `gph${randomBytes(12).toString('hex')}`, secret: randomBytes(32).toString('hex') };
  await db.insert(providerPushHooks).values({
    slug: pushHook.slug,
    repositoryId: github!.id,
    providerHookId: '1',
    secretEnc: sealPushHookSecret(t.runtime.ctx, pushHook.slug, pushHook.secret),
  });

  return {
    owner,
    /** A new session of the owner's. */
    ownerSession: () => createSession(db, owner.userId, clock.now()),
    project,
    repository,
    accessToken,
    form: { ...form, customDomain, shareToken, revisionToken },
    fileKey,
    sandboxReference,
    pushHook,
    runId: run.id,
    unsubscribeToken: unsubscribeToken(config, owner.userId, 'member.joined'),
    storefront: await storefrontWorld(t, project.id),
  };
}

/** A store of the project with a product, a paid order, a cart and a reminder. */
async function storefrontWorld(t: TestApp, projectId: number) {
  const { db, config } = t.runtime.ctx;
  const store = await insertStore(t, projectId);
  await insertStoreLogo(t, store);
  const { product, variants, images } = await insertProduct(t, store.id, { name: 'Mug', images: 1 });
  const variant = variants[0]!.uuid;
  const order = await insertOrder(t, store, 'paid', [{ variantUuid: variant, quantity: 1 }]);
  const host = `${store.domain}.${config.stores.host}`;
  const origin = `${config.stores.scheme}//${host}`;
  const added = await t.app.inject({
    method: 'POST',
    url: '/cart/add',
    headers: { host, origin, 'content-type': 'application/x-www-form-urlencoded' },
    payload: `variant=${variant}&quantity=1`,
  });
  expect(added.statusCode, added.body).toBe(303);
  const reminderToken = newLinkToken();
  await db.insert(storeCheckoutReminders).values({
    storeId: store.id,
    orderId: order.id,
    email: 'buyer@example.com',
    recoveryTokenHash: hashLinkToken(reminderToken),
    unsubscribeTokenHash: hashLinkToken(reminderToken),
    sentAt: new Date(),
    linkExpiresAt: new Date(Date.now() + 86_400_000),
  });
  return {
    store,
    host,
    origin,
    cookie: String(added.headers['set-cookie']).split(';')[0]!,
    productSlug: product.slug,
    variant,
    order,
    imageKey: images[0]!.fileKey,
    stylesheet: (await storefrontStylesheet()).path.slice('/_assets/'.length),
    reminderToken,
  };
}

export type RawWorld = Awaited<ReturnType<typeof buildRawWorld>>;
