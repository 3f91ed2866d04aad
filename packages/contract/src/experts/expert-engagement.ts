import { z } from 'zod';

import { successEnvelope } from '../envelope.js';
import { idField, workspaceSlugField } from '../projects/project.js';
import { defineRoute } from '../route.js';
import { ExpertHireSchema } from './hire-expert.js';

/** The workspace's engagement, or null when it never hired (the page then shows the hire form). */
export const getExpertEngagementRoute = defineRoute({
  name: 'get-expert-engagement',
  method: 'GET',
  host: 'api',
  path: '/experts/engagements/:slug',
  access: 'user',
  summary: "A workspace's expert engagement: status, trial end, brief, monthly amount and period",
  params: z.strictObject({ slug: workspaceSlugField }),
  response: successEnvelope(ExpertHireSchema.nullable()),
});

export const EngagementActionSchema = z.strictObject({ business_id: idField('Workspace') });
export type EngagementAction = z.input<typeof EngagementActionSchema>;

/**
 * Cancel at the period's end (issue 25): during the trial it ends when the trial would have, and nothing is
 * charged; while active it ends at the end of the month already paid for (no refund).
 */
export const cancelExpertEngagementRoute = defineRoute({
  name: 'cancel-expert-engagement',
  method: 'POST',
  host: 'api',
  path: '/experts/engagement/cancel',
  access: 'user',
  summary: "Cancel the workspace's expert engagement at the end of its trial or paid period (owner)",
  body: EngagementActionSchema,
  response: successEnvelope(ExpertHireSchema),
});

/** Undo a cancellation before the engagement ends: it carries on and is charged as before. */
export const resumeExpertEngagementRoute = defineRoute({
  name: 'resume-expert-engagement',
  method: 'POST',
  host: 'api',
  path: '/experts/engagement/resume',
  access: 'user',
  summary: "Resume the workspace's cancelled expert engagement before it ends (owner)",
  body: EngagementActionSchema,
  response: successEnvelope(ExpertHireSchema),
});
