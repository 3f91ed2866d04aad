/** The failure summary repeats this many of the failing command's last lines. */
export const LAST_LINES_KEPT = 10;

/**
 * The build's output as the run's log reads it: the marker lines buildScript prints before each command
 * say which command runs now, and the last lines each one printed are kept for the failure summary
 * (build-failure.ts), even past the log's line limit, which is where they matter most.
 */
export class BuildOutput {
  /** The index in `pieces` of the command running now; null before the first one starts. */
  current: number | null = null;
  /** The current command's last lines (or, before it, the build's), already masked. */
  lastLines: string[] = [];
  private readonly markerAt: string;

  constructor(
    marker: string,
    readonly pieces: readonly string[],
  ) {
    this.markerAt = `${marker} `;
  }

  /**
   * A line that ends in the marker heads command `index`: `before` is output the previous command left
   * without a newline of its own. Anything else is output (null).
   */
  heading(line: string): { before: string; index: number; command: string } | null {
    const at = line.lastIndexOf(this.markerAt);
    if (at === -1) return null;
    const index = line.slice(at + this.markerAt.length);
    if (!/^\d+$/.test(index) || Number(index) >= this.pieces.length) return null;
    const command = this.pieces[Number(index)]!.replaceAll('\r', '').trimEnd();
    return { before: line.slice(0, at), index: Number(index), command };
  }

  /** Command `index` starts: the lines recorded from now on are its own. */
  start(index: number): void {
    this.current = index;
    this.lastLines = [];
  }

  /** The command running now, as written; null before the first one. */
  get command(): string | null {
    return this.current === null ? null : this.pieces[this.current]!.replaceAll('\r', '').trim();
  }

  record(line: string): void {
    this.lastLines.push(line);
    if (this.lastLines.length > LAST_LINES_KEPT) this.lastLines.shift();
  }
}
