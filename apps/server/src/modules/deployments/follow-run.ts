import { setTimeout as sleep } from 'node:timers/promises';

import type { Queryable } from '../../db/client.js';
import { linesAfter } from './read-run-log.js';
import { isFinished, loadRunSummary } from './run-summary.js';

/** How often the database is asked for new lines; any web process can follow a run any worker executes. */
export const POLL_MS = 250;
/** A comment line this often keeps proxies from closing a quiet stream. */
export const HEARTBEAT_MS = 15_000;
const BATCH = 500;

let following = 0;
/** How many runs are being followed right now in this process (a gauge; the tests see polling stop). */
export const runsFollowed = () => following;

/** One server-sent event as the wire carries it; `data` is always one line of JSON. */
export function sseEvent(event: string, data: unknown, id?: number): string {
  return `${id === undefined ? '' : `id: ${id}\n`}event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;
}

/**
 * Follows a run's stored log from the line after `afterSeq`: every line as `event: line` (its `id` the
 * line's seq, so a reconnect with Last-Event-ID resumes without duplicates), `event: status` first and
 * whenever the status changes (after the lines stored before the change), then `event: end` once the run
 * is finished and every line is out. Polls the database,
 * so no worker has to talk to the web process. Stops when `signal` aborts (the client went away).
 *
 * The status is read BEFORE the lines on each pass: a run seen finished had written all its lines by
 * then, so the lines read after it are the last ones and `end` never cuts a log short.
 */
export async function followRun(
  db: Queryable,
  input: { runId: number; afterSeq: number; write: (text: string) => void; signal: AbortSignal },
): Promise<void> {
  following += 1;
  try {
    await pollRun(db, input);
  } finally {
    following -= 1;
  }
}

async function pollRun(
  db: Queryable,
  input: { runId: number; afterSeq: number; write: (text: string) => void; signal: AbortSignal },
): Promise<void> {
  const { runId, write, signal } = input;
  let afterSeq = input.afterSeq;
  let lastStatus: string | null = null;
  let lastWriteAt = Date.now();
  while (!signal.aborted) {
    const summary = await loadRunSummary(db, runId);
    if (!summary) {
      // The deployment (and with it the run) was deleted while it was followed.
      write(sseEvent('end', { status: 'deleted' }));
      return;
    }
    // The first pass says the status before any line; later changes come after the lines written before them.
    if (lastStatus === null) {
      lastStatus = summary.status;
      write(sseEvent('status', summary));
      lastWriteAt = Date.now();
    }
    let lines = await linesAfter(db, runId, afterSeq, BATCH);
    while (lines.length && !signal.aborted) {
      for (const line of lines) write(sseEvent('line', line, line.seq));
      afterSeq = lines.at(-1)!.seq;
      lastWriteAt = Date.now();
      lines = lines.length === BATCH ? await linesAfter(db, runId, afterSeq, BATCH) : [];
    }
    if (summary.status !== lastStatus) {
      lastStatus = summary.status;
      write(sseEvent('status', summary));
      lastWriteAt = Date.now();
    }
    if (isFinished(summary.status)) {
      write(sseEvent('end', { status: summary.status }));
      return;
    }
    if (Date.now() - lastWriteAt >= HEARTBEAT_MS) {
      write(': heartbeat\n\n');
      lastWriteAt = Date.now();
    }
    await sleep(POLL_MS, undefined, { signal }).catch(() => undefined);
  }
}
