import { z } from 'zod';

import { successEnvelope } from '../envelope.js';
import { defineRoute } from '../route.js';
import { FormSubmissionSchema, formSubmissionParams } from './form-submission.js';

export const UpdateFormSubmissionSchema = z.strictObject({
  read: z.boolean({ error: 'Read must be true or false' }),
});

/** Marking read or unread is reading, so anyone who sees the site's project may (a guest too). */
export const updateFormSubmissionRoute = defineRoute({
  name: 'update-form-submission',
  method: 'PATCH',
  host: 'builder',
  path: '/site/:uuid/form-submissions/:submission',
  access: 'user',
  summary: 'Mark a form submission read or unread',
  params: formSubmissionParams,
  body: UpdateFormSubmissionSchema,
  response: successEnvelope(FormSubmissionSchema),
});
