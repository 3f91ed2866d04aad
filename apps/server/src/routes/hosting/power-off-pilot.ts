import { powerOffPilotRoute } from '@aerie/contract';

import { defineHandler } from '../define-handler.js';

// PLACEHOLDER: replaced by the hosting helpers.
export default defineHandler(powerOffPilotRoute, async () => {
  throw new Error('not implemented');
});
