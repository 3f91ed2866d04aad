/**
 * How a run ended, as finishRun records it (its own file: run-state.ts and run-events.ts both use it).
 * `rolledBack`: `current` went back to the release live before the run (its health check failed, or it
 * was stopped after switching).
 */
export type RunEnd =
  | { status: 'succeeded'; commitSha: string | null }
  | { status: 'failed'; reason: string; exitCode?: number | null; commitSha?: string | null; rolledBack?: boolean }
  | { status: 'timed_out' | 'cancelled'; reason: string; commitSha?: string | null; rolledBack?: boolean };
