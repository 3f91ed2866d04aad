import { z } from 'zod';

import { successEnvelope } from '../envelope.js';
import { defineRoute } from '../route.js';
import { WebsiteSchema, websiteUuidParam } from './website.js';

const websiteAnswer = successEnvelope(WebsiteSchema).extend({ message: z.string() });

/**
 * Cancels a website's paid site plan at the end of its paid period (issue 25). Until then the custom domain
 * keeps working; after it the site is served on its Aerie subdomain only, and the custom domain is kept
 * (not served) so that buying the plan again brings it back.
 */
export const cancelSitePlanRoute = defineRoute({
  name: 'cancel-site-plan',
  method: 'POST',
  host: 'builder',
  path: '/site/:uuid/plan/cancel',
  access: 'user',
  summary: "Cancel a website's site plan at the end of its paid period",
  params: z.strictObject({ uuid: websiteUuidParam }),
  response: websiteAnswer,
});

/** Undoes a cancellation before the paid period ends: the plan and its custom domain carry on. */
export const resumeSitePlanRoute = defineRoute({
  name: 'resume-site-plan',
  method: 'POST',
  host: 'builder',
  path: '/site/:uuid/plan/resume',
  access: 'user',
  summary: 'Keep a cancelled site plan (before the end of its paid period)',
  params: z.strictObject({ uuid: websiteUuidParam }),
  response: websiteAnswer,
});
