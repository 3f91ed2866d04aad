import { spawn } from 'node:child_process';

/**
 * The build commands cut into the commands a reader sees (docs/architecture.md § A run's log): each
 * piece is the smallest run of whole lines bash parses on its own, so `if … fi`, loops, heredocs, a quote
 * or a `\` that spans lines stay one piece. The pieces joined by newlines are the text as written: the
 * script still runs it as one bash script, and `cd` or `export` carry from one piece to the next.
 */

/** Lines bash needs no help with: plain words, no quotes, expansions, operators or backslashes. */
const PLAIN_LINE = /^[\w\-./=:@%+,~ \t]*$/;
/** A plain line starting with one of these opens or closes a construct, so it is asked about like any other. */
const RESERVED_WORDS = new Set(
  'if then else elif fi case esac for select while until do done in function coproc'.split(' '),
);
const BLANK_OR_COMMENT = /^\s*(#.*)?$/;
/** Ends with an odd number of backslashes: the line goes on on the next one (bash -n accepts it at the end). */
const CONTINUED = /(^|[^\\])(\\\\)*\\$/;
/** Each question costs a bash process (~10 ms); past this many the rest is one piece, which runs the same. */
const MAX_CHECKS = 200;
const CHECK_TIMEOUT_MS = 5_000;

export async function splitCommands(commands: string): Promise<string[]> {
  const pieces: string[] = [];
  let open: string[] = [];
  let checks = 0;
  for (const line of commands.split('\n')) {
    open.push(line);
    if (CONTINUED.test(line)) continue;
    const text = open.join('\n');
    if (open.length === 1 && isSimpleLine(line)) {
      pieces.push(text);
      open = [];
    } else if (checks < MAX_CHECKS) {
      checks += 1;
      if (await parsesAlone(text)) {
        pieces.push(text);
        open = [];
      }
    }
  }
  // What never parsed (a syntax error) is the last piece: bash refuses the whole script and says why.
  if (open.length) pieces.push(open.join('\n'));
  return pieces;
}

/** A piece with nothing to run (blank lines, comments) gets no `$` heading. */
export function isRunnable(piece: string): boolean {
  return piece.split('\n').some((line) => !BLANK_OR_COMMENT.test(line));
}

function isSimpleLine(line: string): boolean {
  if (BLANK_OR_COMMENT.test(line)) return true;
  const firstWord = line.trim().split(/[ \t]/)[0]!;
  return PLAIN_LINE.test(line) && !RESERVED_WORDS.has(firstWord);
}

/**
 * Asks bash whether `text` is complete. `bash -n` only parses, it never runs anything, so the user's text
 * is safe to hand it here, on Aerie's own machine. A warning counts as no (bash accepts a heredoc cut off
 * by the end of the text with only a warning). No environment: BASH_ENV and the like stay Aerie's own.
 * Without bash here every answer is no: from the first line that is not plain on, the text is one piece,
 * which runs exactly the same.
 */
function parsesAlone(text: string): Promise<boolean> {
  return new Promise((resolve) => {
    const child = spawn('bash', ['-n', '-O', 'extglob'], {
      env: { PATH: '/usr/local/bin:/usr/bin:/bin' },
      stdio: ['pipe', 'ignore', 'pipe'],
      timeout: CHECK_TIMEOUT_MS,
    });
    let warned = false;
    child.stderr.on('data', () => (warned = true));
    child.on('error', () => resolve(false));
    child.on('close', (code) => resolve(code === 0 && !warned));
    child.stdin.on('error', () => undefined);
    child.stdin.end(`${text}\n`);
  });
}
