import type { RunLogLine, RunStatus, RunSummary, RunTrigger } from '@aerie/contract';

import type { BadgeTone } from '@/components/ui/badge';

export const RUN_STATUS_LABELS: Record<RunStatus, string> = {
  queued: 'queued',
  running: 'running',
  succeeded: 'succeeded',
  failed: 'failed',
  timed_out: 'timed out',
  cancelled: 'cancelled',
};

export const RUN_STATUS_TONES: Record<RunStatus, BadgeTone> = {
  queued: 'neutral',
  running: 'info',
  succeeded: 'success',
  failed: 'danger',
  timed_out: 'warning',
  cancelled: 'neutral',
};

export const RUN_TRIGGER_LABELS: Record<RunTrigger, string> = {
  create: 'First deploy',
  manual: 'Deploy now',
  schedule: 'Schedule',
  push: 'Push',
};

/**
 * Who a run acts for, in words: the person who started it, or the deployment itself for a schedule or a
 * push (issue 24 §2: no person's rights are used there). A person whose account is gone reads "—".
 */
export function startedByText(run: Pick<RunSummary, 'triggered_by' | 'started_by'>): string {
  if (run.triggered_by === 'deployment') return 'The deployment';
  const name = run.started_by ? `${run.started_by.first} ${run.started_by.last}`.trim() : '';
  return name || '—';
}

/**
 * How often a list with a run still in progress asks again, so its status badges move on to succeeded or
 * failed without a reload (only the run page follows a run live). Lists with nothing in progress stay still.
 */
export const ACTIVE_RUN_REFRESH_MS = 3000;

/**
 * A finished run's reason with its exit code. The engine's own reason for a failed build command already
 * names the code ("`npm run build` failed with exit code 1."), so it is added only when missing.
 */
export function failureText(reason: string, exitCode: number | null): string {
  if (exitCode === null || reason.includes(`exit code ${exitCode}`)) return reason;
  return `${reason} (exit code ${exitCode})`;
}

/** A run still in progress: it can be cancelled and its log is still growing. */
export function isRunActive(status: RunStatus): boolean {
  return status === 'queued' || status === 'running';
}

/** The first 7 characters of a commit, as git shows it; a dash before the run has fetched one. */
export function shortSha(sha: string | null): string {
  return sha ? sha.slice(0, 7) : '—';
}

/** How long a finished run took ("48 s", "2 min 05 s", "1 h 02 min"); a dash while it has not finished. */
export function runDuration(run: Pick<RunSummary, 'started_at' | 'finished_at'>): string {
  if (!run.started_at || !run.finished_at) return '—';
  const ms = new Date(run.finished_at).getTime() - new Date(run.started_at).getTime();
  if (!Number.isFinite(ms) || ms < 0) return '—';
  const seconds = Math.round(ms / 1000);
  if (seconds < 60) return `${seconds} s`;
  const minutes = Math.floor(seconds / 60);
  if (minutes < 60) return `${minutes} min ${String(seconds % 60).padStart(2, '0')} s`;
  return `${Math.floor(minutes / 60)} h ${String(minutes % 60).padStart(2, '0')} min`;
}

const LOG_TIME = new Intl.DateTimeFormat('en-GB', { hour: '2-digit', minute: '2-digit', second: '2-digit' });

/** A log line's time of day (HH:MM:SS, the browser's zone); blank when unreadable. */
export function logTime(ts: string, format: Intl.DateTimeFormat = LOG_TIME): string {
  const date = new Date(ts);
  return Number.isNaN(date.getTime()) ? '' : format.format(date);
}

/**
 * How a log line is shown: `output` (what a command printed), `command` (the `$ command` heading Aerie
 * writes before each build command), `aerie` (Aerie's own steps) or `failure` (Aerie's words about what
 * failed). Colour follows the exit status, not the stream (issue 28): git and npm print their progress on
 * stderr, so a command's output is neutral whichever stream it took, and only the failure is red.
 */
export type LogLineTone = 'output' | 'command' | 'aerie' | 'failure';

export function logLineTone(line: Pick<RunLogLine, 'stream' | 'line'>): LogLineTone {
  if (line.stream === 'error') return 'failure';
  if (line.stream === 'system') return line.line.startsWith('$ ') ? 'command' : 'aerie';
  return 'output';
}
