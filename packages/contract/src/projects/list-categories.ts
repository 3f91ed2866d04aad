import { z } from 'zod';

import { successEnvelope } from '../envelope.js';
import { defineRoute } from '../route.js';
import { CategorySchema } from './project.js';

export const listCategoriesRoute = defineRoute({
  name: 'list-categories',
  method: 'GET',
  host: 'api',
  path: '/api/categories',
  access: 'user',
  summary: 'Project categories, by name',
  response: successEnvelope(z.array(CategorySchema)),
});
