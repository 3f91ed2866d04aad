import { LABEL_LIMITS } from '@aerie/contract';

import { fieldError } from '../../../errors.js';
import { isUniqueViolation } from '../../../lib/database-errors.js';

export const DUPLICATE_LABEL_NAME = 'A label with this name already exists in this project';
export const TOO_MANY_LABELS = `A project can have at most ${LABEL_LIMITS.perProject} labels`;

/** A name another label of the project already has (ignoring case), found by the unique index. */
export function asDuplicateName(error: unknown): unknown {
  return isUniqueViolation(error, 'labels_project_name_key') ? fieldError('name', DUPLICATE_LABEL_NAME) : error;
}
