import { z } from 'zod';

import { websiteUuidParam } from '../website.js';

/**
 * Who hears of a site's form submissions (docs/product.md § Site forms): people of the project, chosen per
 * website. Never a form attribute: published pages carry no e-mail address (packages/blocks site-form.ts).
 */
export const FORM_RECIPIENTS_MAX = 20;
export const RECIPIENTS_NOT_ON_PROJECT = 'Only people who can see this project can be told of its messages';

/** A person who sees the project; `selected` when they are told of new messages now. */
export const FormRecipientSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  is_owner: z.boolean(),
  selected: z.boolean(),
});
export type FormRecipient = z.infer<typeof FormRecipientSchema>;

export const FormRecipientsSchema = z.object({
  people: z.array(FormRecipientSchema),
  /** Nobody was chosen (or nobody chosen still sees the project): the project owner is told. */
  is_default: z.boolean(),
});
export type FormRecipients = z.infer<typeof FormRecipientsSchema>;

export const formRecipientsParams = z.strictObject({ uuid: websiteUuidParam });
