import { z } from 'zod';

import { MessageEnvelopeSchema } from '../envelope.js';
import { defineRoute } from '../route.js';
import { projectUidField, workspaceSlugField } from './project.js';

export const deleteProjectRoute = defineRoute({
  name: 'delete-project',
  method: 'DELETE',
  host: 'api',
  path: '/projects/:uid/delete/:slug',
  access: 'user',
  summary: 'Delete a project (owner only)',
  params: z.strictObject({ uid: projectUidField, slug: workspaceSlugField }),
  response: MessageEnvelopeSchema,
});
