import { z } from 'zod';

import type { WebsitePlanId } from '../constants.js';
import { websiteUuidParam } from './website.js';

/**
 * Form submissions of a published site (docs/product.md § Site forms): what a visitor sent through one of its
 * forms, kept in the site's inbox.
 */
export const FormSubmissionSchema = z.object({
  id: z.number().int(),
  /** The form's address on the site (`/_forms/{form_key}`). */
  form_key: z.string(),
  /** What the form was called when it was sent ("Contact"). */
  form_name: z.string(),
  fields: z.array(z.object({ name: z.string(), label: z.string(), value: z.string() })),
  read: z.boolean(),
  page_path: z.string().nullable(),
  created_at: z.string(),
});
export type FormSubmission = z.infer<typeof FormSubmissionSchema>;

/**
 * Submissions a site takes per calendar month (UTC), by its site plan (docs/product.md § Site forms). Over it,
 * a submission is refused (never stored) and the owner is told once that month.
 */
export const FORM_SUBMISSIONS_PER_MONTH: Record<'free' | WebsitePlanId, number> = {
  free: 100,
  'site-basic': 1_000,
  'site-plus': 10_000,
  'site-pro': 50_000,
};

/** The limits of what a form takes, checked before anything is stored. */
export const FORM_RULES = {
  /** The whole body of one submission. */
  maxBodyBytes: 64 * 1024,
  /** Fields in one body, counted before they are read. */
  maxFields: 60,
  valueMax: 5_000,
  shortValueMax: 300,
  /** Submissions one address may send to one site per 10 minutes. */
  perAddressPer10Minutes: 5,
  pageSizeDefault: 50,
  pageSizeMax: 100,
  searchMax: 100,
} as const;

export const formSubmissionParams = z.strictObject({
  uuid: websiteUuidParam,
  submission: z.coerce
    .number({ error: 'Submission is invalid' })
    .int('Submission is invalid')
    .min(1, 'Submission is invalid')
    .max(2_147_483_647, 'Submission is invalid'),
});

/** The inbox as CSV (a raw route: not JSON). */
export const EXPORT_FORM_SUBMISSIONS_PATH = '/site/:uuid/form-submissions.csv';
