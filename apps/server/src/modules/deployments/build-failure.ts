/** A failing command is named by its first line, cut here: the reason stays a short summary. */
const NAME_MAX = 60;

export interface BuildFailure {
  /** The run's failure reason: which command failed, with its exit code. */
  reason: string;
  /** The error block for the log: the failing command's last lines, each indented. */
  block: string[];
}

/**
 * What a failed build says (issue 28, "What a new user tripped on"): the failing command and its exit
 * code — not the last line of stderr, which is as often a runtime's version banner as the error — and the
 * last lines that command printed, whichever stream they took. `command` is null when the build stopped
 * before its first command (the deploy path, .env, or a syntax error that bash refuses the script for).
 */
export function describeBuildFailure(
  output: { command: string | null; lastLines: readonly string[] },
  exitCode: number,
): BuildFailure {
  if (output.command === null) {
    return {
      reason: `The build commands failed with exit code ${exitCode} before the first of them ran.`,
      block: lastLinesBlock('The last lines of the build’s output:', 'The build printed nothing.', output.lastLines),
    };
  }
  const name = `\`${commandName(output.command)}\``;
  return {
    reason: `${name} failed with exit code ${exitCode}.`,
    block: lastLinesBlock(`The last lines of ${name}:`, `${name} printed nothing.`, output.lastLines),
  };
}

/** The first line, cut at NAME_MAX; `…` says there is more (a longer line, or more lines). */
export function commandName(command: string): string {
  const [first = '', ...rest] = command.split('\n');
  const cut = first.length > NAME_MAX ? first.slice(0, NAME_MAX).trimEnd() : first;
  return cut !== first || rest.length > 0 ? `${cut}…` : cut;
}

function lastLinesBlock(heading: string, nothing: string, lines: readonly string[]): string[] {
  return lines.length === 0 ? [nothing] : [heading, ...lines.map((line) => `  ${line}`)];
}
