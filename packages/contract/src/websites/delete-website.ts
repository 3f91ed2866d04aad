import { z } from 'zod';

import { MessageEnvelopeSchema } from '../envelope.js';
import { text } from '../fields.js';
import { defineRoute } from '../route.js';
import { websiteUuidParam } from './website.js';

/**
 * Deleting a website is two calls (docs/product.md § Builder host calls): `POST builder/delete/{id}` with
 * `builder_path` takes the site off the air (its published pages and images), then, on 200, `GET deletesite/{id}`
 * deletes the record. `builder_path` is the site's subdomain, a check that the caller deletes the site they think they
 * do. Both are for the project's admin (its owner) only.
 */
export const DeleteWebsiteFilesSchema = z.strictObject({
  builder_path: text('Builder path').min(1, 'Builder path is required').max(63, 'Builder path is invalid'),
});

export const deleteWebsiteFilesRoute = defineRoute({
  name: 'delete-website-files',
  method: 'POST',
  host: 'builder',
  path: '/builder/delete/:id',
  access: 'user',
  summary: 'Unpublish a website and delete its published pages and images (project admin only)',
  params: z.strictObject({ id: websiteUuidParam }),
  body: DeleteWebsiteFilesSchema,
  response: MessageEnvelopeSchema,
});

export const deleteWebsiteRoute = defineRoute({
  name: 'delete-website',
  method: 'GET',
  host: 'builder',
  path: '/deletesite/:id',
  access: 'user',
  summary: 'Delete a website record with its revisions (project admin only)',
  params: z.strictObject({ id: websiteUuidParam }),
  response: MessageEnvelopeSchema,
});
