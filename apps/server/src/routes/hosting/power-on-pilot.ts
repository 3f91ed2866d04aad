import { powerOnPilotRoute } from '@aerie/contract';

import { defineHandler } from '../define-handler.js';

// PLACEHOLDER: replaced by the hosting helpers.
export default defineHandler(powerOnPilotRoute, async () => {
  throw new Error('not implemented');
});
