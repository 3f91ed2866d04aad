import type { Server } from '@aerie/contract';
import { eq } from 'drizzle-orm';

import type { Queryable } from '../../db/client.js';
import { pilotPlans, pilotTemplates, type ServerRow } from '../../db/schema/index.js';
import { serverView } from './server-view.js';

/** A pilot as the browser sees it, with its plan's and template's names. */
export async function pilotView(db: Queryable, pilot: ServerRow): Promise<Server> {
  const [plan] = pilot.planId
    ? await db.select({ name: pilotPlans.name }).from(pilotPlans).where(eq(pilotPlans.id, pilot.planId))
    : [];
  const [template] = pilot.templateId
    ? await db.select({ name: pilotTemplates.name }).from(pilotTemplates).where(eq(pilotTemplates.id, pilot.templateId))
    : [];
  return serverView(pilot, { plan: plan?.name ?? null, template: template?.name ?? null });
}
