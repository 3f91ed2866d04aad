import type { RunLogLine } from '@aerie/contract';
import { clsx } from 'clsx';
import { useLayoutEffect, useRef } from 'react';

import { logLineTone, logTime, type LogLineTone } from '../run-display';

export interface RunLogProps {
  lines: readonly RunLogLine[];
  /** Shown when there are no lines yet. */
  emptyText: string;
}

const TONE_CLASSES: Record<LogLineTone, string> = {
  output: 'text-zinc-100',
  command: 'font-semibold text-sky-300',
  aerie: 'text-zinc-400 italic',
  failure: 'text-rose-300',
};

/** Within this many pixels of the end counts as "at the bottom" (sub-pixel rounding, a last partial line). */
const BOTTOM_SLACK_PX = 24;

/**
 * A run's log: a dark monospace panel, each line with its time; output plain whichever stream it took,
 * each build command's heading bright, Aerie's own lines dimmed, only a failure red (logLineTone).
 * It follows new lines while the reader is at the bottom, and stays put once they scroll up to read.
 */
export function RunLog({ lines, emptyText }: RunLogProps) {
  const panelRef = useRef<HTMLDivElement>(null);
  const isAtBottomRef = useRef(true);

  useLayoutEffect(() => {
    const panel = panelRef.current;
    if (panel && isAtBottomRef.current) panel.scrollTop = panel.scrollHeight;
  }, [lines]);

  const firstSeq = lines[0]?.seq ?? 1;
  return (
    <div
      ref={panelRef}
      role="log"
      aria-label="Run log"
      aria-live="polite"
      tabIndex={0}
      onScroll={(event) => {
        const panel = event.currentTarget;
        isAtBottomRef.current = panel.scrollHeight - panel.scrollTop - panel.clientHeight <= BOTTOM_SLACK_PX;
      }}
      className="h-[60dvh] min-h-64 overflow-auto rounded-xl border border-zinc-800 bg-zinc-950 py-3 font-mono text-xs leading-5 shadow-sm focus-visible:outline-2 focus-visible:outline-accent-500"
    >
      {firstSeq > 1 && (
        <p className="px-4 text-zinc-400 italic">Earlier lines are not shown: the log starts at line {firstSeq}.</p>
      )}
      {lines.length === 0 ? (
        <p className="px-4 text-zinc-400">{emptyText}</p>
      ) : (
        <ol className="min-w-max">
          {lines.map((line) => {
            const tone = logLineTone(line);
            return (
              <li
                key={line.seq}
                data-stream={line.stream}
                data-tone={tone}
                className="flex gap-4 px-4 hover:bg-white/5"
              >
                <time dateTime={line.ts} className="shrink-0 text-zinc-400 select-none">
                  {logTime(line.ts)}
                </time>
                <span className={clsx('whitespace-pre', TONE_CLASSES[tone])}>{line.line}</span>
              </li>
            );
          })}
        </ol>
      )}
    </div>
  );
}
