import { z } from 'zod';

import { successEnvelope } from '../envelope.js';
import { text } from '../fields.js';
import { defineRoute } from '../route.js';
import { FORM_RULES, FormSubmissionSchema } from './form-submission.js';
import { websiteUuidParam } from './website.js';

export const ListFormSubmissionsQuerySchema = z.strictObject({
  /** Words to find in any value (case-insensitive). */
  q: text('Search').trim().max(FORM_RULES.searchMax, `Search is at most ${FORM_RULES.searchMax} characters`).optional(),
  /** Only one form's submissions. */
  form: text('Form').trim().max(60, 'Form is invalid').optional(),
  unread: z.enum(['true', 'false'], { error: 'Unread is invalid' }).optional(),
  /** The `next_cursor` of the page before. */
  before: z.coerce.number({ error: 'Before is invalid' }).int('Before is invalid').min(1).max(2_147_483_647).optional(),
});

export const FormInboxSchema = z.object({
  /** The website's name, for the page's heading. */
  name: z.string(),
  submissions: z.array(FormSubmissionSchema),
  next_cursor: z.number().int().nullable(),
  unread: z.number().int(),
  /** The forms that have sent something, for the filter. */
  forms: z.array(z.object({ key: z.string(), name: z.string() })),
  /** This calendar month (UTC) against the site plan's limit; `refused` were turned away over it. */
  month: z.object({ submissions: z.number().int(), limit: z.number().int(), refused: z.number().int() }),
});
export type FormInbox = z.infer<typeof FormInboxSchema>;

export const listFormSubmissionsRoute = defineRoute({
  name: 'list-form-submissions',
  method: 'GET',
  host: 'builder',
  path: '/site/:uuid/form-submissions',
  access: 'user',
  summary: "A website's form inbox, newest first, with this month's use of the plan's limit",
  params: z.strictObject({ uuid: websiteUuidParam }),
  querystring: ListFormSubmissionsQuerySchema,
  response: successEnvelope(FormInboxSchema),
});
