import type { WorkspaceRole } from '@aerie/contract';

import { forbidden } from '../../errors.js';

/** The plan is the workspace's bill: its owner decides it (the same words as initialize-transaction's). */
export function assertPlanOwner(role: WorkspaceRole): void {
  if (role !== 'owner') throw forbidden("Only the workspace owner can change the workspace's plan.");
}
