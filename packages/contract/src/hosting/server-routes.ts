import { z } from 'zod';

import { MessageEnvelopeSchema, successEnvelope } from '../envelope.js';
import { projectUidField, workspaceSlugField } from '../projects/project.js';
import { defineRoute } from '../route.js';
import {
  ConnectServerSchema,
  HOSTING_RULES,
  ServerLogSchema,
  ServerPageSchema,
  ServerSchema,
  serverSlugParam,
} from './hosting.js';

const page = z.coerce.number().int().min(1, 'Page must be 1 or more').max(100_000, 'Page is invalid').default(1);

/**
 * docs/product.md § Hosting calls `GET falcons/{x}/all` ({x} = the project's uid): the Pilots tab (`type=pilot`) or the
 * Server Connections tab (`type=connection`), 12 a page, newest first.
 */
export const listServersRoute = defineRoute({
  name: 'list-servers',
  method: 'GET',
  host: 'api',
  path: '/falcons/:id/all',
  access: 'user',
  summary: "A project's pilots or server connections, 12 a page",
  params: z.strictObject({ id: projectUidField }),
  querystring: z.strictObject({
    type: z.enum(['pilot', 'connection'], { error: 'Type must be pilot or connection' }).default('pilot'),
    page,
  }),
  response: successEnvelope(ServerPageSchema),
});

/**
 * docs/product.md § Hosting calls "add server" (workspace slug plus the connect-server body; reply `data.message`): the
 * server is reached over SSH before anything is saved, and its host key is pinned from then on.
 */
export const connectServerRoute = defineRoute({
  name: 'connect-server',
  method: 'POST',
  host: 'api',
  path: '/falcons/add/:slug',
  access: 'user',
  summary: 'Connect your own server: checked over SSH, host key pinned, credentials sealed',
  params: z.strictObject({ slug: workspaceSlugField }),
  body: ConnectServerSchema,
  response: z.object({ success: z.literal(true), message: z.string(), data: ServerSchema }),
});

/** docs/product.md § Hosting calls `DELETE falcon/{id}` (by slug): owner only; a pilot's cloud server is destroyed too. */
export const deleteServerRoute = defineRoute({
  name: 'delete-server',
  method: 'DELETE',
  host: 'api',
  path: '/falcon/:slug',
  access: 'user',
  summary: 'Delete a pilot (its cloud server is destroyed) or a server connection (owner only)',
  params: z.strictObject({ slug: serverSlugParam }),
  response: MessageEnvelopeSchema,
});

export const ServerLogPageSchema = z.object({
  data: z.array(ServerLogSchema),
  current_page: z.number().int(),
  per_page: z.literal(HOSTING_RULES.logsPerPage),
  total: z.number().int(),
  last_page: z.number().int(),
});
export type ServerLogPage = z.infer<typeof ServerLogPageSchema>;

/** docs/product.md § Hosting calls `GET falcon logs/{id}` ({id} = the project's uid): every action on its servers, newest first. */
export const listServerLogsRoute = defineRoute({
  name: 'list-server-logs',
  method: 'GET',
  host: 'api',
  path: '/falcons/logs/:id',
  access: 'user',
  summary: "The history of a project's servers: who did what, when, and how it went",
  params: z.strictObject({ id: projectUidField }),
  querystring: z.strictObject({ page, server: serverSlugParam.optional() }),
  response: successEnvelope(ServerLogPageSchema),
});
