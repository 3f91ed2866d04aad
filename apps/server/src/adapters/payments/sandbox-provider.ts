import { desc, eq, sql } from 'drizzle-orm';

import type { Queryable } from '../../db/client.js';
import { sandboxCharges, type SandboxChargeRow } from '../../db/schema/index.js';
import { constantTimeEqual, type PaymentProvider } from './payment-provider.js';
import { refundSandboxCharge } from './sandbox-refunds.js';

export interface SandboxOptions {
  db: Queryable;
  appUrl: string;
  /** Webhooks are accepted only when a hash is configured (tests replay them with it). */
  webhookHash: string | null;
}

function toVerifiedCharge(charge: SandboxChargeRow) {
  return {
    id: charge.id,
    status: charge.status,
    txRef: charge.reference,
    amount: charge.amount,
    currency: charge.currency,
    reason: charge.reason,
  };
}

/**
 * The built-in provider: its checkout is our own page (`plugins/sandbox-checkout.ts`) that charges test
 * cards into `sandbox_charges`, and `verify` reads that ledger — so a sandbox payment is settled by exactly
 * the code that settles a Flutterwave one. Its refunds go to its own ledger (`sandbox-refunds.ts`). It never
 * sees a real card.
 */
export function createSandboxProvider(options: SandboxOptions): PaymentProvider {
  const { db, appUrl, webhookHash } = options;
  return {
    name: 'sandbox',

    async createCheckout(request) {
      return { link: `${appUrl}/sandbox/checkout/${encodeURIComponent(request.reference)}` };
    },

    async verify(transactionId) {
      const [charge] = await db.select().from(sandboxCharges).where(eq(sandboxCharges.id, transactionId)).limit(1);
      return charge ? toVerifiedCharge(charge) : null;
    },

    async verifyByReference(reference) {
      const [charge] = await db
        .select()
        .from(sandboxCharges)
        .where(eq(sandboxCharges.reference, reference))
        .orderBy(sql`(${sandboxCharges.status} = 'successful') desc`, desc(sandboxCharges.createdAt))
        .limit(1);
      return charge ? toVerifiedCharge(charge) : null;
    },

    async refund(request) {
      return refundSandboxCharge(db, request);
    },

    isAuthenticWebhook(headers) {
      const given = headers['verif-hash'];
      return webhookHash !== null && typeof given === 'string' && constantTimeEqual(given, webhookHash);
    },
  };
}
