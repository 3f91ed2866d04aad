import { z } from 'zod';

import { idField } from '../fields.js';
import { projectUidField } from '../projects/project.js';
import { defineRoute } from '../route.js';
import { CommandsRecordSchema, commandsField, DeploymentConfigSchema, variablesField } from './deployment.js';

const commandsReply = z.object({ success: z.literal(true), message: z.string(), data: CommandsRecordSchema });
const configReply = z.object({ success: z.literal(true), message: z.string(), data: DeploymentConfigSchema });

/**
 * docs/product.md § Deployment calls `GET commands/fetch?deployment_id=&project_id=`: creates the 'pwd' record on first
 * open (docs/product.md § Build commands and variables).
 */
export const fetchCommandsRoute = defineRoute({
  name: 'fetch-commands',
  method: 'GET',
  host: 'api',
  path: '/commands/fetch',
  access: 'user',
  summary: "A deployment's build commands; the first open creates them as 'pwd'",
  querystring: z.strictObject({
    deployment_id: z.coerce.number().pipe(idField('Deployment')),
    project_id: projectUidField,
  }),
  response: commandsReply,
});

/** docs/product.md § Deployment calls `POST commands/create`: the record, if the deployment has none yet (else 409). */
export const createCommandsRoute = defineRoute({
  name: 'create-commands',
  method: 'POST',
  host: 'api',
  path: '/commands/create',
  access: 'user',
  summary: "Create a deployment's build commands",
  body: z.strictObject({
    deployment_id: idField('Deployment'),
    project_id: projectUidField,
    commands: commandsField,
  }),
  response: commandsReply,
});

/** docs/product.md § Deployment calls `POST commands/update/{slug}` (project_id, deployment_id, commands, user_id). */
export const updateCommandsRoute = defineRoute({
  name: 'update-commands',
  method: 'POST',
  host: 'api',
  path: '/commands/update/:slug',
  access: 'user',
  summary: "Save a deployment's build commands",
  params: z.strictObject({ slug: z.string().regex(/^[a-z0-9]{8,40}$/, 'Commands record is invalid') }),
  body: z.strictObject({
    project_id: projectUidField,
    deployment_id: idField('Deployment'),
    commands: commandsField,
    /** Sent by the spec's browser; the server records the caller instead and ignores it. */
    user_id: idField('User').optional(),
  }),
  response: commandsReply,
});

/**
 * docs/product.md § Deployment calls `GET deployments/variables/{id}` ({id} = the deployment's id): an empty record on
 * first open (docs/product.md § Build commands and variables).
 */
export const getDeploymentVariablesRoute = defineRoute({
  name: 'get-deployment-variables',
  method: 'GET',
  host: 'api',
  path: '/deployments/variables/:id',
  access: 'user',
  summary: "A deployment's environment variables (KEY=VALUE lines); the first open creates an empty record",
  params: z.strictObject({ id: z.coerce.number().pipe(idField('Deployment')) }),
  response: configReply,
});

/** docs/product.md § Deployment calls `POST deployments/variables/{slug}` (deployment_id, variables): sealed at rest. */
export const saveDeploymentVariablesRoute = defineRoute({
  name: 'save-deployment-variables',
  method: 'POST',
  host: 'api',
  path: '/deployments/variables/:slug',
  access: 'user',
  summary: "Save a deployment's environment variables (keys checked; values sealed at rest, masked in logs)",
  params: z.strictObject({ slug: z.string().regex(/^[a-z0-9]{8,40}$/, 'Config is invalid') }),
  body: z.strictObject({ deployment_id: idField('Deployment'), variables: variablesField }),
  response: configReply,
});
