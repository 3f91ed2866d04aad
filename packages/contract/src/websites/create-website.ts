import { z } from 'zod';

import { SITE_TEMPLATE_IDS } from '../constants.js';
import { successEnvelope } from '../envelope.js';
import { projectUidField } from '../projects/project.js';
import { defineRoute } from '../route.js';
import { websiteNameField, WebsiteSchema } from './website.js';

/**
 * The builder opened with `type=new` (docs/product.md § Starter templates): a new site from a starter template. The
 * site takes the `name` asked for on the way (the starter's titles, brand and footer are filled from it; without
 * one, the template's name) and a free random subdomain; Settings change both.
 */
export const CreateWebsiteSchema = z.strictObject({
  project_uid: projectUidField,
  template: z.enum(SITE_TEMPLATE_IDS, { error: 'Template is invalid' }),
  name: websiteNameField.optional(),
});
export type CreateWebsite = z.infer<typeof CreateWebsiteSchema>;

export const createWebsiteRoute = defineRoute({
  name: 'create-website',
  method: 'POST',
  host: 'builder',
  path: '/createsite',
  access: 'user',
  summary: 'Create a website in a project from a starter template',
  body: CreateWebsiteSchema,
  response: successEnvelope(WebsiteSchema).extend({ message: z.string() }),
});
