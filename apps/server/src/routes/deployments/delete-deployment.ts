import { deleteDeploymentRoute } from '@aerie/contract';

import { defineHandler } from '../define-handler.js';

// PLACEHOLDER: replaced by the deployments helpers.
export default defineHandler(deleteDeploymentRoute, async () => {
  throw new Error('not implemented');
});
