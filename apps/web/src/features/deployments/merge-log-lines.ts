import type { RunLogLine } from '@aerie/contract';

/**
 * A run's lines from every source the page has — the fetched log, the live stream, a resumed stream, a
 * later fetch — each once, in `seq` order, which is the order the run wrote them (issue 28: the page
 * showed lines out of order). A line already shown is kept as it is; when nothing is new the same array
 * comes back, so React renders nothing.
 */
export function mergeLogLines(shown: readonly RunLogLine[], incoming: readonly RunLogLine[]): readonly RunLogLine[] {
  if (incoming.length === 0) return shown;
  // The usual case, a stream's next lines: all after the last one shown, in order.
  if (isAscending(incoming) && incoming[0]!.seq > (shown.at(-1)?.seq ?? 0)) return [...shown, ...incoming];
  const bySeq = new Map(shown.map((line) => [line.seq, line]));
  let isChanged = false;
  for (const line of incoming) {
    if (bySeq.has(line.seq)) continue;
    bySeq.set(line.seq, line);
    isChanged = true;
  }
  if (!isChanged && isAscending(shown)) return shown;
  return [...bySeq.values()].sort((a, b) => a.seq - b.seq);
}

function isAscending(lines: readonly RunLogLine[]): boolean {
  return lines.every((line, index) => index === 0 || lines[index - 1]!.seq < line.seq);
}
