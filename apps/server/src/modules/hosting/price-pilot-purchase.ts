import type { InitializePilotSchema } from '@aerie/contract';
import type { z } from 'zod';

import type { Queryable } from '../../db/client.js';
import type { WorkspaceRow } from '../../db/schema/index.js';
import type { PricedPurchase } from '../billing/price-purchase.js';

/** PLACEHOLDER (helper B): a pilot's first month, priced from its plan and promo code. */
export async function pricePilotPurchase(
  db: Queryable,
  workspace: WorkspaceRow,
  purchase: z.infer<typeof InitializePilotSchema>,
): Promise<PricedPurchase> {
  void db;
  void workspace;
  void purchase;
  throw new Error('not implemented');
}
