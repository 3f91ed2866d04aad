import { MessageEnvelopeSchema } from '../envelope.js';
import { defineRoute } from '../route.js';
import { formSubmissionParams } from './form-submission.js';

export const deleteFormSubmissionRoute = defineRoute({
  name: 'delete-form-submission',
  method: 'DELETE',
  host: 'builder',
  path: '/site/:uuid/form-submissions/:submission',
  access: 'user',
  summary: 'Delete a form submission (who may edit the site)',
  params: formSubmissionParams,
  response: MessageEnvelopeSchema,
});
