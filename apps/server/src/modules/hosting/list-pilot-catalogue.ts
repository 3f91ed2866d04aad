import type { PilotPlan, PilotTemplate } from '@aerie/contract';
import { asc, eq } from 'drizzle-orm';

import type { Queryable } from '../../db/client.js';
import { pilotPlans, pilotTemplates } from '../../db/schema/index.js';
import { pilotPriceMinor } from './pilot-price.js';

/**
 * The plans on sale, in their order; prices per month in whole dollars and naira, as docs/product.md § Buying a pilot
 * shows them, and in pounds (issue 25: a workspace billed in pounds sees and pays `pound_price`).
 */
export async function listPilotPlans(db: Queryable): Promise<PilotPlan[]> {
  const rows = await db
    .select()
    .from(pilotPlans)
    .where(eq(pilotPlans.active, true))
    .orderBy(asc(pilotPlans.sortOrder), asc(pilotPlans.id));
  return rows.map((plan) => ({
    id: plan.id,
    name: plan.name,
    dollar_price: plan.dollarPrice / 100,
    naira_price: plan.nairaPrice / 100,
    pound_price: pilotPriceMinor(plan, 'GBP') / 100,
    details: plan.details,
  }));
}

/** The templates on sale, in their order. */
export async function listPilotTemplates(db: Queryable): Promise<PilotTemplate[]> {
  const rows = await db
    .select()
    .from(pilotTemplates)
    .where(eq(pilotTemplates.active, true))
    .orderBy(asc(pilotTemplates.sortOrder), asc(pilotTemplates.id));
  return rows.map((template) => ({ id: template.id, name: template.name, details: template.details }));
}
