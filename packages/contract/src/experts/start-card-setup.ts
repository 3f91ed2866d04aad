import { z } from 'zod';

import { successEnvelope } from '../envelope.js';
import { idField } from '../projects/project.js';
import { defineRoute } from '../route.js';

export const StartCardSetupSchema = z.strictObject({ business_id: idField('Workspace') });
export type StartCardSetup = z.input<typeof StartCardSetupSchema>;

/**
 * How the card modal collects a card. `sandbox`: our own form posts it to `cards/tokenize` (test cards, no
 * network). `stripe`: the browser loads Stripe.js with the publishable key and confirms the SetupIntent
 * whose client secret this is, so the card goes from the browser to Stripe and never to our server.
 */
export const CardSetupSchema = z.discriminatedUnion('provider', [
  z.object({ provider: z.literal('sandbox') }),
  z.object({ provider: z.literal('stripe'), publishable_key: z.string(), client_secret: z.string() }),
]);
export type CardSetup = z.infer<typeof CardSetupSchema>;

export const startCardSetupRoute = defineRoute({
  name: 'start-card-setup',
  method: 'POST',
  host: 'api',
  path: '/cards/setup',
  access: 'user',
  summary:
    "Start collecting a card for a workspace (owner): the card provider and, with Stripe, a SetupIntent's secret",
  body: StartCardSetupSchema,
  response: successEnvelope(CardSetupSchema),
});
