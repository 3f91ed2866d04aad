import { z } from 'zod';

import { successEnvelope } from '../envelope.js';
import { defineRoute } from '../route.js';
import { websiteRevisionParams } from './revision-name.js';

/**
 * A saved revision rendered as its publish would be, on the preview host of the sites domain (never the app's
 * origin). The answer is an address good for an hour; the builder opens it in a new tab.
 */
export const previewWebsiteRevisionRoute = defineRoute({
  name: 'preview-website-revision',
  method: 'POST',
  host: 'builder',
  path: '/site/:uuid/revisions/:restore/preview',
  access: 'user',
  summary: 'An address, good for an hour, where a saved revision is rendered as a publish would render it',
  params: websiteRevisionParams,
  response: successEnvelope(z.object({ url: z.string() })),
});
