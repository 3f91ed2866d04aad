import type { Deployment, RunSummary } from '@aerie/contract';

import { RUN_TRIGGER_LABELS } from './run-display';

/** What started a run, in words; a rollback reads as one whatever its trigger (issue 28). */
export function runTriggerText(run: Pick<RunSummary, 'kind' | 'trigger'>): string {
  return run.kind === 'rollback' ? 'Roll back' : RUN_TRIGGER_LABELS[run.trigger];
}

/** "release 12-ab12cd3", or null for a run in place (or one that stopped before it made a release). */
export function releaseText(run: Pick<RunSummary, 'release'>): string | null {
  return run.release ? `release ${run.release}` : null;
}

/**
 * The run that put the live release live, as far as `runs` (newest first) tell: the one that switched `current`
 * last (a run killed after its switch too). Undefined when none in view did (a later page): the server then refuses
 * the live one in words.
 */
export function liveRunOf(runs: readonly RunSummary[]): RunSummary | undefined {
  let live: RunSummary | undefined;
  for (const run of runs) {
    if (run.went_live_at !== null && run.release !== null && (!live || run.went_live_at > live.went_live_at!)) {
      live = run;
    }
  }
  return live;
}

/**
 * Whether the runs list offers Roll back on `run` (docs/product.md § Release settings and Roll back): a deploy of a
 * deployment with releases that succeeded, was not rolled back, whose release is still on the server and is not
 * the live one.
 */
export function canRollBackTo(
  run: RunSummary,
  deployment: Pick<Deployment, 'strategy'>,
  liveRelease: string | null,
): boolean {
  return (
    deployment.strategy === 'releases' &&
    run.kind === 'deploy' &&
    run.status === 'succeeded' &&
    !run.rolled_back &&
    run.release_present &&
    run.release !== liveRelease
  );
}
