import { z } from 'zod';

import { successEnvelope } from '../../envelope.js';
import { idField } from '../../fields.js';
import { defineRoute } from '../../route.js';
import { keepSiteReleasesField, SiteServerSchema, siteDeployPathField, siteServerParams } from './site-server.js';

export const getSiteServerRoute = defineRoute({
  name: 'get-site-server',
  method: 'GET',
  host: 'builder',
  path: '/site/:uuid/server',
  access: 'user',
  summary: 'The server the site is published to, its releases, the hosts it is served under and the servers to choose',
  params: siteServerParams,
  response: successEnvelope(SiteServerSchema),
});

export const SetSiteServerSchema = z.strictObject({
  server_id: idField('Server'),
  deploy_path: siteDeployPathField,
  keep_releases: keepSiteReleasesField.optional(),
});
export type SetSiteServer = z.input<typeof SetSiteServerSchema>;

export const setSiteServerRoute = defineRoute({
  name: 'set-site-server',
  method: 'PUT',
  host: 'builder',
  path: '/site/:uuid/server',
  access: 'user',
  summary: 'Publish the site to a server of the workspace as well: uploaded now (once published) and at every publish',
  params: siteServerParams,
  body: SetSiteServerSchema,
  response: successEnvelope(SiteServerSchema).extend({ message: z.string() }),
});

export const removeSiteServerRoute = defineRoute({
  name: 'remove-site-server',
  method: 'DELETE',
  host: 'builder',
  path: '/site/:uuid/server',
  access: 'user',
  summary: 'Stop publishing the site to its server: Caddy there stops serving it (the files stay)',
  params: siteServerParams,
  response: successEnvelope(SiteServerSchema).extend({ message: z.string() }),
});

export const RollBackSiteServerSchema = z.strictObject({
  release: z
    .string({ error: 'Release is required' })
    .regex(/^[A-Za-z0-9_][A-Za-z0-9._-]{0,119}$/, 'Release is invalid'),
});

export const rollBackSiteServerRoute = defineRoute({
  name: 'roll-back-site-server',
  method: 'POST',
  host: 'builder',
  path: '/site/:uuid/server/rollback',
  access: 'user',
  summary: "Switch the server's copy of the site back to an earlier release, without uploading again",
  params: siteServerParams,
  body: RollBackSiteServerSchema,
  response: successEnvelope(SiteServerSchema).extend({ message: z.string() }),
});
