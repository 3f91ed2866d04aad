import { listRepoActivitiesRoute } from '@aerie/contract';

import { defineHandler } from '../define-handler.js';

// Placeholder until its helper lands (issue 11); never merged to a stop in this state.
export default defineHandler(listRepoActivitiesRoute, async () => {
  throw new Error('Not built yet');
});
