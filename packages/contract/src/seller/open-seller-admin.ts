import { z } from 'zod';

import { successEnvelope } from '../envelope.js';
import { defineRoute } from '../route.js';
import { uuidParam } from './seller.js';

/**
 * The project's members reach the seller admin from the dashboard too (issue 10). A signed-in member asks
 * for a short-lived seller session of the store; the answer is the admin's address with the token in its
 * fragment, which browsers never send to a server or in a Referer, and which the admin takes out of the
 * address bar at once.
 */
export const OpenSellerAdminSchema = z.object({
  url: z.string(),
  expires_at: z.string(),
});

export const openSellerAdminRoute = defineRoute({
  name: 'open-seller-admin',
  method: 'POST',
  host: 'store',
  path: '/seller/open/:uuid',
  access: 'user',
  summary: "A project member's way into the store's admin: a short seller session, as the admin's address",
  params: z.strictObject({ uuid: uuidParam('Store') }),
  response: successEnvelope(OpenSellerAdminSchema),
});
