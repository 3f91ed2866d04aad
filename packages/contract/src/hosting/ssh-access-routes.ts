import { z } from 'zod';

import { MessageEnvelopeSchema, successEnvelope } from '../envelope.js';
import { defineRoute } from '../route.js';
import {
  accessSlugParam,
  AddSshAccessSchema,
  HOSTING_RULES,
  ServerSchema,
  SshAccessSchema,
  serverSlugParam,
} from './hosting.js';

/** docs/product.md § Hosting calls `POST falcons/access/add`: the key goes into the server user's `~/.ssh/authorized_keys`. */
export const addSshAccessRoute = defineRoute({
  name: 'add-ssh-access',
  method: 'POST',
  host: 'api',
  path: '/falcons/access/add',
  access: 'user',
  summary: "Add an SSH user: the public key is written to the server's authorized_keys with a marker",
  body: AddSshAccessSchema,
  response: z.object({ success: z.literal(true), message: z.string(), data: SshAccessSchema }),
});

export const SshAccessPageSchema = z.object({
  data: z.array(SshAccessSchema),
  current_page: z.number().int(),
  per_page: z.literal(HOSTING_RULES.sshPerPage),
  total: z.number().int(),
  last_page: z.number().int(),
});
export type SshAccessPage = z.infer<typeof SshAccessPageSchema>;

/** docs/product.md § Hosting calls access entries by server slug: 10 a page, with the server they belong to (the page's header). */
export const listSshAccessRoute = defineRoute({
  name: 'list-ssh-access',
  method: 'GET',
  host: 'api',
  path: '/falcons/:slug/access',
  access: 'user',
  summary: "A server's SSH users, 10 a page",
  params: z.strictObject({ slug: serverSlugParam }),
  querystring: z.strictObject({
    page: z.coerce.number().int().min(1, 'Page must be 1 or more').max(100_000, 'Page is invalid').default(1),
  }),
  response: successEnvelope(SshAccessPageSchema.extend({ server: ServerSchema })),
});

/** docs/product.md § Hosting calls, access entry delete (by the entry's slug): owner only; exactly that key's line is removed. */
export const deleteSshAccessRoute = defineRoute({
  name: 'delete-ssh-access',
  method: 'DELETE',
  host: 'api',
  path: '/falcons/access/:slug',
  access: 'user',
  summary: "Remove an SSH user: its line leaves the server's authorized_keys (owner only)",
  params: z.strictObject({ slug: accessSlugParam }),
  response: MessageEnvelopeSchema,
});
