import { z } from 'zod';

import { successEnvelope } from '../envelope.js';
import { defineRoute } from '../route.js';
import { InitializedTransactionSchema } from '../billing/initialize-transaction.js';
import { referenceField } from '../billing/transaction.js';
import { pilotIdParam, PilotPlanSchema, PilotTemplateSchema, ServerSchema } from './hosting.js';

/** docs/product.md § Hosting calls `GET resources/pilots`: the plans, with monthly prices in dollars and naira. */
export const listPilotPlansRoute = defineRoute({
  name: 'list-pilot-plans',
  method: 'GET',
  host: 'api',
  path: '/resources/pilots',
  access: 'user',
  summary: 'Pilot plans with their monthly prices',
  response: successEnvelope(z.array(PilotPlanSchema)),
});

/** docs/product.md § Hosting calls `GET resources/pilot-templates`. */
export const listPilotTemplatesRoute = defineRoute({
  name: 'list-pilot-templates',
  method: 'GET',
  host: 'api',
  path: '/resources/pilot-templates',
  access: 'user',
  summary: 'What a new pilot starts with (Ubuntu, Node.js, static site, LAMP)',
  response: successEnvelope(z.array(PilotTemplateSchema)),
});

/**
 * docs/product.md § Hosting calls `POST falcons/pilot` "create pilot": the pilot a settled payment bought, found by the
 * payment's reference. The settlement itself creates it (once), so no pilot exists that was not paid for; this call is
 * how the payment return page learns its `pilot_id` before provisioning it.
 */
export const createPilotRoute = defineRoute({
  name: 'create-pilot',
  method: 'POST',
  host: 'api',
  path: '/falcons/pilot',
  access: 'user',
  summary: 'The pilot a settled payment bought (by the payment reference)',
  body: z.strictObject({ reference: referenceField }),
  response: z.object({ success: z.literal(true), message: z.string(), data: ServerSchema }),
});

const pilotAction = (action: 'provision' | 'reboot' | 'on' | 'off', summary: string) =>
  defineRoute({
    name: `${action === 'on' ? 'power-on' : action === 'off' ? 'power-off' : action}-pilot` as const,
    method: 'GET',
    host: 'api',
    path: `/pilot/:id/${action}` as const,
    access: 'user',
    summary,
    params: z.strictObject({ id: pilotIdParam }),
    response: z.object({ success: z.literal(true), message: z.string(), data: ServerSchema }),
  });

/**
 * docs/product.md § Hosting calls `GET {pilot}/{id}/provision, /reboot, /on, /off` ({id} = pilot_id). GET, as the spec
 * has them: the bearer token (never a cookie) is what authorises them, so a link cannot trigger one.
 */
export const provisionPilotRoute = pilotAction('provision', 'Create the pilot at its cloud and wait for its IP');
export const rebootPilotRoute = pilotAction('reboot', 'Reboot a pilot');
export const powerOnPilotRoute = pilotAction('on', 'Power a pilot on');
export const powerOffPilotRoute = pilotAction('off', 'Power a pilot off');

/** docs/product.md § Hosting calls `POST transactions/renew-pilot`: a payment for one more month of this pilot. */
export const renewPilotRoute = defineRoute({
  name: 'renew-pilot',
  method: 'POST',
  host: 'api',
  path: '/transactions/renew-pilot',
  access: 'user',
  summary: 'Start the payment for one more month of a pilot',
  body: z.strictObject({ pilot_id: pilotIdParam }),
  response: successEnvelope(InitializedTransactionSchema),
});
