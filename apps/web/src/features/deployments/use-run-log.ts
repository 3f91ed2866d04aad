import { RUN_STATUSES, RunLogLineSchema, type RunDetail, type RunLogLine, type RunStatus } from '@aerie/contract';
import { useEffect, useRef, useState } from 'react';

import { streamRunLog } from './api/stream-run-log';
import { mergeLogLines } from './merge-log-lines';
import { isRunActive } from './run-display';
import type { SseEvent } from '@/lib/sse-parser';

/** The first retry after a dropped stream, doubled on each failure up to the maximum. */
export const RECONNECT_FIRST_MS = 1000;
export const RECONNECT_MAX_MS = 15_000;

export type LogConnection = 'connecting' | 'live' | 'reconnecting' | 'closed' | 'refused';

export interface RunLogCallbacks {
  /** The run's status changed (`event: status`, or the final one with `event: end`). */
  onStatus: (status: RunStatus) => void;
  /** The run finished and every line has arrived. */
  onEnd: () => void;
}

export interface RunLog {
  /** In `seq` order, each once: the order the run wrote them. */
  lines: readonly RunLogLine[];
  connection: LogConnection;
  /** Why the server refused the stream (e.g. the run is gone). */
  refusal: string | null;
}

/**
 * A run's log: the lines the run's page loaded, then the live stream while the run is queued or running,
 * and the lines of every later fetch of the run (after a status change, at the end). They all meet in
 * mergeLogLines, by seq: a line shown twice, or one that arrives after later ones (a fetch that returns
 * after the stream ended), still reads in the order the run wrote it. A dropped connection is retried
 * with `Last-Event-ID` = the highest seq seen, so the server resumes right after it.
 */
export function useRunLog(run: RunDetail | undefined, callbacks: RunLogCallbacks): RunLog {
  const [lines, setLines] = useState<readonly RunLogLine[]>([]);
  const [connection, setConnection] = useState<LogConnection>('connecting');
  const [refusal, setRefusal] = useState<string | null>(null);
  const runRef = useRef(run);
  const callbacksRef = useRef(callbacks);
  useEffect(() => {
    runRef.current = run;
    callbacksRef.current = callbacks;
  });
  const runId = run?.id;
  const isLoaded = run !== undefined;
  const fetchedLines = run?.lines;

  useEffect(() => {
    const initial = runRef.current;
    if (!initial || initial.id !== runId) return;
    const controller = new AbortController();
    const { signal } = controller;
    let lastSeq = Math.max(0, ...initial.lines.map((line) => line.seq));
    let pending: RunLogLine[] = [];
    setLines(mergeLogLines([], initial.lines));
    setRefusal(null);

    // Lines of one network chunk arrive together: show them in one render, not one render each.
    const flush = () => {
      if (pending.length === 0 || signal.aborted) return;
      const batch = pending;
      pending = [];
      setLines((previous) => mergeLogLines(previous, batch));
    };
    const handle = (event: SseEvent) => {
      if (event.event === 'line') {
        const line = parseLine(event.data);
        if (!line) return;
        lastSeq = Math.max(lastSeq, line.seq);
        if (pending.length === 0) queueMicrotask(flush);
        pending.push(line);
      } else if (event.event === 'status' || event.event === 'end') {
        const status = parseStatus(event.data);
        if (status) callbacksRef.current.onStatus(status);
      }
    };

    const follow = async () => {
      let delay = RECONNECT_FIRST_MS;
      while (!signal.aborted) {
        let outcome;
        try {
          outcome = await streamRunLog({
            runId: initial.id,
            afterSeq: lastSeq,
            signal,
            onOpen: () => {
              delay = RECONNECT_FIRST_MS;
              setConnection('live');
            },
            onEvent: handle,
          });
        } catch (error) {
          if (signal.aborted) return;
          setConnection('refused');
          setRefusal(error instanceof Error ? error.message : 'The live log is not available.');
          return;
        }
        if (signal.aborted) return;
        flush();
        if (outcome === 'ended') {
          setConnection('closed');
          callbacksRef.current.onEnd();
          return;
        }
        setConnection('reconnecting');
        await pause(delay, signal);
        delay = Math.min(delay * 2, RECONNECT_MAX_MS);
      }
    };

    if (isRunActive(initial.status)) {
      setConnection('connecting');
      void follow();
    } else {
      setConnection('closed');
    }
    return () => controller.abort();
  }, [runId, isLoaded]);

  // A later fetch of the same run (the page asks again when the status changes and at the end) may hold
  // lines the stream did not bring; the run's first fetch was taken by the effect above.
  useEffect(() => {
    if (fetchedLines && runRef.current?.id === runId) setLines((previous) => mergeLogLines(previous, fetchedLines));
  }, [fetchedLines, runId]);

  return { lines, connection, refusal };
}

function parseLine(data: string): RunLogLine | null {
  try {
    const parsed = RunLogLineSchema.safeParse(JSON.parse(data));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** A status frame carries `{"status": …}` (or the bare word); anything else is ignored. */
function parseStatus(data: string): RunStatus | null {
  let value: unknown = data;
  try {
    value = JSON.parse(data);
  } catch {
    // the bare word
  }
  const status = typeof value === 'object' && value !== null ? (value as { status?: unknown }).status : value;
  return RUN_STATUSES.find((known) => known === status) ?? null;
}

function pause(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const timer = window.setTimeout(resolve, ms);
    signal.addEventListener(
      'abort',
      () => {
        window.clearTimeout(timer);
        resolve();
      },
      { once: true },
    );
  });
}
