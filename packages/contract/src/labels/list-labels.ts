import { z } from 'zod';

import { successEnvelope } from '../envelope.js';
import { projectUidField } from '../projects/project.js';
import { defineRoute } from '../route.js';
import { LabelSchema } from './label.js';

export const listLabelsRoute = defineRoute({
  name: 'list-labels',
  method: 'GET',
  host: 'api',
  path: '/projects/:uid/labels',
  access: 'user',
  summary: "A project's labels, by name (any project member)",
  params: z.strictObject({ uid: projectUidField }),
  response: successEnvelope(z.array(LabelSchema)),
});
