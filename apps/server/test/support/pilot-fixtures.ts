import type { Project, Server } from '@aerie/contract';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';

import { servers, transactions } from '../../src/db/schema/index.js';
import { newReference } from '../../src/modules/billing/initialize-transaction.js';
import { grantPilot } from '../../src/modules/hosting/grant-pilot.js';

import { payAtSandbox, verifyUrl } from './billing-fixtures.js';
import type { Account, WorkspaceRef } from './project-fixtures.js';
import type { TestApp } from './test-app.js';

/** The seeded plans and templates, by their seed order: Starter ($6), Basic; Ubuntu 24.04, Node.js. */
export const STARTER_PLAN = 1;
export const NODE_TEMPLATE = 2;

/** The docs/product.md § Buying a pilot payment init payload of a pilot for `project`, with `overrides`. */
export function pilotPurchase(owner: { workspace: WorkspaceRef }, project: Pick<Project, 'u_id'>, overrides = {}) {
  return {
    type: 'pilot',
    action: 'create.pilot',
    plan_id: STARTER_PLAN,
    template_id: NODE_TEMPLATE,
    business_id: owner.workspace.id,
    region: 'LON1',
    project_id: project.u_id,
    ...overrides,
  };
}

/** Starts a pilot purchase through the API; the reply's data (reference, amount, link). */
export async function initializePilot(
  t: TestApp,
  owner: Account & { workspace: WorkspaceRef },
  project: Pick<Project, 'u_id'>,
  overrides = {},
) {
  const reply = await t.call({
    method: 'POST',
    url: '/api/transactions/initialize',
    token: owner.token,
    body: pilotPurchase(owner, project, overrides),
  });
  expect(reply.statusCode, reply.body).toBe(200);
  return reply.json().data as { reference: string; amount: number; currency: string; payment_config: { link: string } };
}

/** Pays a started payment at the sandbox with 4242… and verifies it as the payment return page does. */
export async function payAndVerify(t: TestApp, token: string, reference: string) {
  const { transactionId } = await payAtSandbox(t, reference);
  const verified = await t.call({ method: 'GET', url: verifyUrl(reference, transactionId), token });
  expect(verified.statusCode, verified.body).toBe(200);
  return { transactionId };
}

/**
 * A settled, paid pilot of `project`, bought by `owner` the way a person does: initialize (type pilot) →
 * pay at the sandbox with 4242… → verify → `falcons/pilot`. Not provisioned yet (ip null).
 */
export async function buyPilot(
  t: TestApp,
  owner: Account & { workspace: WorkspaceRef },
  project: Pick<Project, 'u_id'>,
  overrides = {},
): Promise<Server & { reference: string }> {
  const { reference } = await initializePilot(t, owner, project, overrides);
  await payAndVerify(t, owner.token, reference);
  const created = await t.call({ method: 'POST', url: '/api/falcons/pilot', token: owner.token, body: { reference } });
  expect(created.statusCode, created.body).toBe(200);
  return { ...(created.json().data as Server), reference };
}

/** Calls one of a pilot's actions (`provision`, `reboot`, `on`, `off`). */
export function pilotAction(t: TestApp, token: string, pilotId: string, action: 'provision' | 'reboot' | 'on' | 'off') {
  return t.call({ method: 'GET', url: `/api/pilot/${pilotId}/${action}`, token });
}

/** A bought and provisioned pilot (the app's cloud must answer with an address within its wait). */
export async function provisionedPilot(
  t: TestApp,
  owner: Account & { workspace: WorkspaceRef },
  project: Pick<Project, 'u_id'>,
): Promise<Server & { reference: string }> {
  const pilot = await buyPilot(t, owner, project);
  const reply = await pilotAction(t, owner.token, pilot.pilot_id!, 'provision');
  expect(reply.statusCode, reply.body).toBe(200);
  expect(reply.json().data.ip, reply.body).not.toBeNull();
  return { ...(reply.json().data as Server), reference: pilot.reference };
}

/**
 * A paid pilot written without the checkout: a settled payment row, granted by the settlement's own
 * `grantPilot`. For tests that need many pilots and are not about paying (payment starts are rate limited).
 */
export async function insertPaidPilot(
  t: TestApp,
  owner: { userId: number; workspace: WorkspaceRef },
  projectId: number,
): Promise<{ reference: string; pilotId: string }> {
  const { db } = t.runtime.ctx;
  return db.transaction(async (tx) => {
    const [payment] = await tx
      .insert(transactions)
      .values({
        reference: newReference(),
        workspaceId: owner.workspace.id,
        userId: owner.userId,
        type: 'pilot',
        pilotPlanId: STARTER_PLAN,
        pilotTemplateId: NODE_TEMPLATE,
        projectId,
        description: 'Starter pilot (Node.js) — monthly',
        amount: 600,
        currency: 'USD',
        provider: 'sandbox',
        status: 'success',
        settledAt: new Date(),
      })
      .returning();
    await grantPilot(tx, payment!, new Date());
    const [settled] = await tx.select().from(transactions).where(eq(transactions.id, payment!.id));
    const [pilot] = await tx.select().from(servers).where(eq(servers.id, settled!.serverId!));
    return { reference: payment!.reference, pilotId: pilot!.pilotId! };
  });
}
