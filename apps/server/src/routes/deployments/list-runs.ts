import { listRunsRoute } from '@aerie/contract';

import { defineHandler } from '../define-handler.js';

// PLACEHOLDER: replaced by the deployments helpers.
export default defineHandler(listRunsRoute, async () => {
  throw new Error('not implemented');
});
