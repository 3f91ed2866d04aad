import type { RunOptions, ServerSession } from '../../adapters/server-transport/server-transport.js';
import type { AppContext } from '../../context.js';
import type { DeploymentRow, DeploymentRunRow, RepositoryRow, ServerRow } from '../../db/schema/index.js';
import type { RunLog } from './run-log.js';
import type { Variable } from './variables.js';

/** A step that failed for a reason the user can act on; `exitCode` when a command said so. */
export class StepFailed extends Error {
  constructor(
    message: string,
    readonly exitCode: number | null = null,
  ) {
    super(message);
  }
}

export interface DeployInput {
  run: DeploymentRunRow;
  deployment: DeploymentRow;
  server: ServerRow;
  repository: RepositoryRow;
  commands: string;
  /** The deployment's variables, or null when it has no config record (then no .env is written). */
  variables: Variable[] | null;
  log: RunLog;
  signal: AbortSignal;
  onCommit(sha: string): Promise<void>;
  /** `current` went back to the release it showed before this run: the run ends "rolled back". */
  onSwitchedBack(): void;
}

export type Run = (
  script: string,
  options?: { stdin?: string; quiet?: boolean },
) => Promise<{ code: number; stdout: string; stderr: string }>;

/**
 * Runs one script of the run: stopped by the run's signal (cancel, time limit, shutdown), its output in
 * the log unless `quiet` (the probes whose answers are for the runner). The transport's own time limit is
 * a safety net a little past the run's, which the runner notices up to a heartbeat late. `unstoppable`: for
 * putting `current` back after the run was stopped, which must still happen, within a minute.
 */
export function runner(
  ctx: AppContext,
  session: ServerSession,
  input: Pick<DeployInput, 'signal' | 'log'>,
  mode: 'stoppable' | 'unstoppable' = 'stoppable',
): Run {
  const { timeoutMs, heartbeatMs } = ctx.config.deployments;
  const started = ctx.clock.now().getTime();
  return (script, options = {}) => {
    const left = timeoutMs - (ctx.clock.now().getTime() - started);
    const runOptions: RunOptions = {
      stdin: options.stdin,
      signal: mode === 'stoppable' ? input.signal : undefined,
      timeoutMs: mode === 'stoppable' ? Math.max(left, 1_000) + heartbeatMs + 5_000 : 60_000,
      onOutput: options.quiet ? undefined : (stream, chunk) => input.log.output(stream, chunk),
    };
    return session.run(script, runOptions);
  };
}

/** A step of Aerie's own (not the user's commands) that must succeed: its last line says why it did not. */
export async function mustSucceed(
  result: Promise<{ code: number; stdout: string; stderr: string }>,
  what: string,
): Promise<{ stdout: string }> {
  const { code, stdout, stderr } = await result;
  if (code === 0) return { stdout };
  const lastLine = (stderr.trim() || stdout.trim()).split('\n').at(-1)?.trim();
  throw new StepFailed(`${what} (exit code ${code})${lastLine ? `: ${lastLine}` : '.'}`, code);
}
