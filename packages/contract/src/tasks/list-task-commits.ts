import { z } from 'zod';

import { successEnvelope } from '../envelope.js';
import { idParam } from '../projects/project.js';
import { GIT_PLATFORMS } from '../repositories/repository.js';
import { defineRoute } from '../route.js';

/** A deployment run that shipped a commit: the first succeeded run of a deployment with it (docs/product.md § Task keys). */
export const ShippedRunSchema = z.object({
  run_id: z.number().int(),
  deployment_id: z.number().int(),
  server: z.string(),
  finished_at: z.string().nullable(),
});
export type ShippedRun = z.infer<typeof ShippedRunSchema>;

/** A commit linked to a task, with the runs that shipped it. */
export const TaskCommitSchema = z.object({
  sha: z.string(),
  /** The first line of its message. */
  message: z.string(),
  author: z.string(),
  committed_at: z.string(),
  /** It said "fixes", "closes" or "resolves" the key and reached the default branch. */
  closes: z.boolean(),
  repository: z.object({ id: z.number().int(), name: z.string(), platform: z.enum(GIT_PLATFORMS) }),
  /** The commit on its provider; null on Aerie Git, whose commits are on the project's repository page. */
  url: z.string().nullable(),
  shipped: z.array(ShippedRunSchema),
});
export type TaskCommit = z.infer<typeof TaskCommitSchema>;

/** The card detail's commits and deploys, newest commit first; computed only when a card is opened. */
export const listTaskCommitsRoute = defineRoute({
  name: 'list-task-commits',
  method: 'GET',
  host: 'api',
  path: '/tasks/:id/commits',
  access: 'user',
  summary: "A task's linked commits and the deployment runs that shipped them",
  params: z.strictObject({ id: idParam('Task') }),
  response: successEnvelope(z.array(TaskCommitSchema)),
});
