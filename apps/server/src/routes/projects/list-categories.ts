import { listCategoriesRoute } from '@aerie/contract';

import { listCategories } from '../../modules/projects/categories.js';
import { defineHandler } from '../define-handler.js';

export default defineHandler(listCategoriesRoute, async ({ ctx }) => ({
  success: true as const,
  data: await listCategories(ctx.db),
}));
