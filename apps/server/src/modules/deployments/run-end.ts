/** How a run ended, as finishRun records it (its own file: run-state.ts and run-events.ts both use it). */
export type RunEnd =
  | { status: 'succeeded'; commitSha: string | null }
  | { status: 'failed'; reason: string; exitCode?: number | null; commitSha?: string | null }
  | { status: 'timed_out' | 'cancelled'; reason: string; commitSha?: string | null };
