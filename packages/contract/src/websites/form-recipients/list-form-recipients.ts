import { successEnvelope } from '../../envelope.js';
import { defineRoute } from '../../route.js';
import { FormRecipientsSchema, formRecipientsParams } from './form-recipient.js';

export const listFormRecipientsRoute = defineRoute({
  name: 'list-form-recipients',
  method: 'GET',
  host: 'builder',
  path: '/site/:uuid/form-recipients',
  access: 'user',
  summary: "The project's people, each marked when they are told of the site's form submissions",
  params: formRecipientsParams,
  response: successEnvelope(FormRecipientsSchema),
});
