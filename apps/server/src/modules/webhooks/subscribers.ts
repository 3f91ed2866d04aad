import { WEBHOOK_EVENTS } from '@aerie/contract';

import { defineSubscriber } from '../events/index.js';
import { makeDeliveries } from './make-deliveries.js';

/** A project's events to its webhooks: deliveries made and queued, once per event (issue 26 §3). */
export const webhookSubscribers = [
  defineSubscriber({
    name: 'webhooks.make-deliveries',
    on: WEBHOOK_EVENTS,
    handle: (ctx, event, tx) => makeDeliveries(ctx, event, tx),
  }),
];
