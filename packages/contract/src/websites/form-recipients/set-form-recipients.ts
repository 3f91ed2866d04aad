import { z } from 'zod';

import { successEnvelope } from '../../envelope.js';
import { MAX_ID } from '../../fields.js';
import { defineRoute } from '../../route.js';
import {
  FORM_RECIPIENTS_MAX,
  FormRecipientsSchema,
  RECIPIENTS_NOT_ON_PROJECT,
  formRecipientsParams,
} from './form-recipient.js';

export const SetFormRecipientsSchema = z.strictObject({
  /** An empty list goes back to the default: the project owner. */
  // Each id is checked by the list's own rules, so a bad one is reported on `user_ids`, where the checkboxes are.
  user_ids: z
    .array(z.unknown(), { error: 'Choose the people to tell as a list of user ids' })
    .max(FORM_RECIPIENTS_MAX, `Choose at most ${FORM_RECIPIENTS_MAX} people`)
    .refine(
      (ids) => ids.every((id) => typeof id === 'number' && Number.isInteger(id) && id > 0 && id <= MAX_ID),
      RECIPIENTS_NOT_ON_PROJECT,
    )
    .transform((ids) => [...new Set(ids as number[])]),
});
export type SetFormRecipients = z.input<typeof SetFormRecipientsSchema>;

export const setFormRecipientsRoute = defineRoute({
  name: 'set-form-recipients',
  method: 'PUT',
  host: 'builder',
  path: '/site/:uuid/form-recipients',
  access: 'user',
  summary: "Choose who of the project is told of the site's form submissions (none: the project owner)",
  params: formRecipientsParams,
  body: SetFormRecipientsSchema,
  response: successEnvelope(FormRecipientsSchema).extend({ message: z.string() }),
});
