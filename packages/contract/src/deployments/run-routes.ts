import { z } from 'zod';

import { successEnvelope } from '../envelope.js';
import { defineRoute } from '../route.js';
import {
  DEPLOYMENT_RULES,
  DeploymentSchema,
  deploymentSlugParam,
  RunDetailSchema,
  runIdParam,
  RunSummarySchema,
} from './deployment.js';

/** Designed (issue 13 "Deploy now"): queue a run of the deployment now. Runs of one deployment never overlap. */
export const deployNowRoute = defineRoute({
  name: 'deploy-now',
  method: 'POST',
  host: 'api',
  path: '/deployments/:slug/runs',
  access: 'user',
  summary: 'Queue a run of a deployment now (it waits for a running one to finish)',
  params: z.strictObject({ slug: deploymentSlugParam }),
  response: z.object({ success: z.literal(true), message: z.string(), data: RunSummarySchema }),
});

export const RunPageSchema = z.object({
  data: z.array(RunSummarySchema),
  current_page: z.number().int(),
  per_page: z.literal(DEPLOYMENT_RULES.runsPerPage),
  total: z.number().int(),
  last_page: z.number().int(),
});

/** Designed (issue 13 "Runs"): a deployment's runs, newest first. */
export const listRunsRoute = defineRoute({
  name: 'list-runs',
  method: 'GET',
  host: 'api',
  path: '/deployments/:slug/runs',
  access: 'user',
  summary: "A deployment's runs, newest first, 20 a page",
  params: z.strictObject({ slug: deploymentSlugParam }),
  querystring: z.strictObject({
    page: z.coerce.number().int().min(1, 'Page must be 1 or more').max(100_000, 'Page is invalid').default(1),
  }),
  /** With the deployment itself, for the page's header (a bare link or a reload has nothing else). */
  response: successEnvelope(RunPageSchema.extend({ deployment: DeploymentSchema })),
});

/** Designed: one run with its log so far (the live page then follows the stream from the last line). */
export const getRunRoute = defineRoute({
  name: 'get-run',
  method: 'GET',
  host: 'api',
  path: '/deployment-runs/:id',
  access: 'user',
  summary: 'A run: status, commit, who started it, timings and its log lines so far',
  params: z.strictObject({ id: runIdParam }),
  response: successEnvelope(RunDetailSchema),
});

/** Designed: stop a queued or running run (its script is killed on the server). */
export const cancelRunRoute = defineRoute({
  name: 'cancel-run',
  method: 'POST',
  host: 'api',
  path: '/deployment-runs/:id/cancel',
  access: 'user',
  summary: 'Cancel a queued or running run',
  params: z.strictObject({ id: runIdParam }),
  response: z.object({ success: z.literal(true), message: z.string(), data: RunSummarySchema }),
});

/**
 * The live log stream's events (`GET deployment-runs/{id}/stream`, server-sent events): `status` (a run
 * summary, first and on every change), `line` (id = seq, a RunLogLine), `end` (the final status; 'deleted'
 * when the deployment went away) — then the stream closes.
 */
export const RunStreamEndSchema = z.object({ status: z.union([RunSummarySchema.shape.status, z.literal('deleted')]) });
export type RunStreamEnd = z.infer<typeof RunStreamEndSchema>;
