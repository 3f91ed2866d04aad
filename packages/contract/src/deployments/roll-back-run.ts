import { z } from 'zod';

import { defineRoute } from '../route.js';
import { deploymentSlugParam, runIdParam, RunSummarySchema } from './deployment.js';

/**
 * Why a run cannot be rolled back to (issue 28; docs/product.md § Release settings and Roll back), each a 422 whose message
 * says what to do instead.
 */
export const ROLLBACK_MESSAGES = {
  queued: 'A rollback has been queued.',
  inPlace: 'This deployment builds in place, so it has no releases to roll back to. Switch it to releases first.',
  noRelease: (runId: number) => `Run #${runId} built in place, so it has no release to roll back to.`,
  notSucceeded: (runId: number) =>
    `Run #${runId} did not succeed, so its release never went live; pick a run that succeeded.`,
  rolledBack: (runId: number) =>
    `Run #${runId} was rolled back after its health check failed; its release never stayed live.`,
  ofRollback: (runId: number) =>
    `Run #${runId} was itself a rollback; roll back to the run that built its release instead.`,
  pruned: (release: string, keep: number) =>
    `Release ${release} was removed from the server (only the last ${keep} are kept); deploy again instead.`,
  live: (release: string) => `Release ${release} is the one live now.`,
} as const;

/**
 * Designed (issue 28): queue a run that switches `current` back to the release an earlier run built: no clone,
 * no build. It waits, like any run, for a running one of the deployment to finish.
 */
export const rollBackRunRoute = defineRoute({
  name: 'roll-back-run',
  method: 'POST',
  host: 'api',
  path: '/deployments/:slug/runs/:runId/rollback',
  access: 'user',
  summary: "Queue a rollback to an earlier run's release (it is switched to, restarted and health-checked)",
  params: z.strictObject({ slug: deploymentSlugParam, runId: runIdParam }),
  response: z.object({ success: z.literal(true), message: z.string(), data: RunSummarySchema }),
});
