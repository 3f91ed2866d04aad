import { setCustomDomainRoute } from '@aerie/contract';

import { AppError } from '../../errors.js';
import { defineHandler } from '../define-handler.js';

// PLACEHOLDER (issue 9 in progress): replaced by the real handler before this lands.
export default defineHandler(setCustomDomainRoute, async () => {
  throw new AppError('internal', 'Not built yet');
});
