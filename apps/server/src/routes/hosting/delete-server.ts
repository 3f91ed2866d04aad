import { deleteServerRoute } from '@aerie/contract';

import { defineHandler } from '../define-handler.js';

// PLACEHOLDER: replaced by the hosting helpers.
export default defineHandler(deleteServerRoute, async () => {
  throw new Error('not implemented');
});
