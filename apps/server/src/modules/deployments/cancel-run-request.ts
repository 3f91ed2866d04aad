import type { RunSummary } from '@aerie/contract';

import type { AppContext } from '../../context.js';
import type { DeploymentRunRow } from '../../db/schema/index.js';
import { AppError, notFound } from '../../errors.js';
import { requestCancel } from './cancel-run.js';
import { isFinished, loadRunSummary } from './run-summary.js';

const alreadyFinished = () => new AppError('conflict', 'This run has already finished.');

/** Cancels a queued or running run; a finished one answers 409 (also when it ended a moment ago). */
export async function cancelRun(ctx: AppContext, run: DeploymentRunRow): Promise<RunSummary> {
  if (isFinished(run.status)) throw alreadyFinished();
  const cancelled = await requestCancel(ctx, run);
  if (!cancelled) throw alreadyFinished();
  const summary = await loadRunSummary(ctx.db, run.id);
  if (!summary) throw notFound('The run');
  return summary;
}
