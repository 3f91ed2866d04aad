import { z } from 'zod';

import { defineRoute } from '../route.js';
import { pilotIdParam, ServerSchema } from './hosting.js';

const pilotAnswer = z.object({ success: z.literal(true), message: z.string(), data: ServerSchema });

/**
 * Cancels a pilot at the end of its paid month (issue 25): it keeps running until `expires_at`, the owner
 * is e-mailed a warning three days before, and then its server and everything on it are destroyed. The
 * payments stay in the billing history. POST: it changes what will happen, unlike the spec's GET actions.
 */
export const cancelPilotRoute = defineRoute({
  name: 'cancel-pilot',
  method: 'POST',
  host: 'api',
  path: '/pilot/:id/cancel',
  access: 'user',
  summary: 'Cancel a pilot at the end of its paid month (its server is destroyed then, after an e-mail)',
  params: z.strictObject({ id: pilotIdParam }),
  response: pilotAnswer,
});

/** Undoes a cancellation while the paid month runs: no warning, no destruction; the pilot renews as before. */
export const resumePilotRoute = defineRoute({
  name: 'resume-pilot',
  method: 'POST',
  host: 'api',
  path: '/pilot/:id/resume',
  access: 'user',
  summary: 'Keep a cancelled pilot (before the end of its paid month)',
  params: z.strictObject({ id: pilotIdParam }),
  response: pilotAnswer,
});
