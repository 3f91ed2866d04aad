import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { expertHires, workspaces } from '../src/db/schema/index.js';
import { uniqueAddress } from './support/accounts.js';
import { accountWithWorkspace } from './support/project-fixtures.js';
import { startTestApp, type TestApp } from './support/test-app.js';

// PGlite runs one query at a time; a currency change and a hire truly at once need PostgreSQL.
describe.runIf(process.env.DATABASE_URL)('a currency change and an expert hire at once (PostgreSQL)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('ends in one order: the engagement is always in the currency the workspace keeps', async () => {
    for (let round = 0; round < 4; round += 1) {
      const owner = await accountWithWorkspace(t, { plan: 'air' });
      const tokenized = await t.call({
        method: 'POST',
        url: '/api/cards/tokenize',
        token: owner.token,
        body: {
          card_number: '4242424242424242',
          exp_month: 12,
          exp_year: 2099,
          cvc: '123',
          name: 'Ada Lovelace',
          business_id: owner.workspace.id,
        },
        remoteAddress: uniqueAddress(),
      });
      const [changed, hired] = await Promise.all([
        t.call({
          method: 'PUT',
          url: `/api/workspaces/${owner.workspace.slug}/billing-currency`,
          token: owner.token,
          body: { currency: 'GBP' },
        }),
        t.call({
          method: 'POST',
          url: '/api/experts/hire',
          token: owner.token,
          body: {
            quantity: 1,
            plan_id: 'expert_1d',
            payment_method: tokenized.json().data.token,
            fullname: 'Ada Lovelace',
            email: 'ada@example.com',
            country: 'united kingdom',
            business_id: owner.workspace.id,
            need: 'A React developer for the checkout.',
          },
        }),
      ]);
      expect(hired.statusCode, hired.body).toBe(200);
      expect([200, 409]).toContain(changed.statusCode);
      const db = t.runtime.ctx.db;
      const [workspace] = await db.select().from(workspaces).where(eq(workspaces.id, owner.workspace.id));
      const [hire] = await db.select().from(expertHires).where(eq(expertHires.workspaceId, owner.workspace.id));
      expect(hire!.currency).toBe(workspace!.billingCurrency);
      expect(workspace!.billingCurrency).toBe(changed.statusCode === 200 ? 'GBP' : 'USD');
    }
  });
});
