import { RUN_STATUSES, RunLogLineSchema, type RunDetail, type RunLogLine, type RunStatus } from '@aerie/contract';
import { useEffect, useRef, useState } from 'react';

import { streamRunLog } from './api/stream-run-log';
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
  lines: RunLogLine[];
  connection: LogConnection;
  /** Why the server refused the stream (e.g. the run is gone). */
  refusal: string | null;
}

/**
 * A run's log: the lines the run's page loaded, then the live stream while the run is queued or running.
 * A dropped connection is retried with `Last-Event-ID` = the last line's seq, so the server resumes right
 * after it; a line at or before that seq is ignored, so a resumed stream never shows a line twice.
 */
export function useRunLog(run: RunDetail | undefined, callbacks: RunLogCallbacks): RunLog {
  const [lines, setLines] = useState<RunLogLine[]>([]);
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

  useEffect(() => {
    const initial = runRef.current;
    if (!initial || initial.id !== runId) return;
    const controller = new AbortController();
    const { signal } = controller;
    let lastSeq = initial.lines.at(-1)?.seq ?? 0;
    let pending: RunLogLine[] = [];
    setLines(initial.lines);
    setRefusal(null);

    // Lines of one network chunk arrive together: show them in one render, not one render each.
    const flush = () => {
      if (pending.length === 0 || signal.aborted) return;
      const batch = pending;
      pending = [];
      setLines((previous) => [...previous, ...batch]);
    };
    const handle = (event: SseEvent) => {
      if (event.event === 'line') {
        const line = parseLine(event.data);
        if (!line || line.seq <= lastSeq) return;
        lastSeq = line.seq;
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
