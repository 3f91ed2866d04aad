import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { sandboxCharges } from '../src/db/schema/index.js';
import { billingRows, engagementRow, mailsTo, ownerWithEngagement, runCycleAt } from './support/expert-fixtures.js';
import { startTestApp, type TestApp } from './support/test-app.js';

// PGlite runs one query at a time; two billing cycles truly at once need PostgreSQL (CI sets DATABASE_URL).
describe.runIf(process.env.DATABASE_URL)("two billing cycles at a trial's end at once (PostgreSQL)", () => {
  let t: TestApp;
  beforeAll(async () => {
    // No workers: only the cycles this test runs act.
    t = await startTestApp({ role: 'web' });
  });
  afterAll(() => t.close());

  it('charge the card once and send one receipt', async () => {
    for (let round = 0; round < 5; round += 1) {
      const { owner, trialEndsAt } = await ownerWithEngagement(t);
      await Promise.all([
        runCycleAt(t, owner.workspace.id, trialEndsAt),
        runCycleAt(t, owner.workspace.id, trialEndsAt),
        runCycleAt(t, owner.workspace.id, new Date(trialEndsAt.getTime() + 1000)),
      ]);
      const rows = await billingRows(t, owner.workspace.id);
      expect(rows.map((row) => row.status)).toEqual(['success']);
      const ledger = await t.runtime.ctx.db
        .select()
        .from(sandboxCharges)
        .where(eq(sandboxCharges.id, rows[0]!.providerTransactionId!));
      expect(ledger).toHaveLength(1);
      const receipts = (await mailsTo(t, owner.email)).filter((mail) => mail.subject.startsWith('Your Aerie receipt'));
      expect(receipts).toHaveLength(1);
      expect(await engagementRow(t, owner.workspace.id)).toMatchObject({ status: 'active', paidPeriods: 1 });
    }
  });
});
