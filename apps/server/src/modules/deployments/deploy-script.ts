import { isRunnable } from './command-steps.js';

/**
 * The scripts a run sends to the server (docs/architecture.md § Shell values). Every value that comes from a user or a
 * row — branch, deploy path, repository url, key file — goes through `shellQuote` right here, at the sink, even though
 * the contract already allows only safe characters: a row written some other way must still never become a command.
 * Credentials never appear in a script: they arrive on standard input.
 */

/** One word for bash: single quotes, and each `'` inside closed, escaped and reopened. */
export function shellQuote(value: string): string {
  return `'${value.replaceAll("'", `'\\''`)}'`;
}

/** git only over these transports: a repository url can never name `ext::` or `file::` commands. */
const GIT_PRELUDE = ['export GIT_TERMINAL_PROMPT=0', 'export GIT_ALLOW_PROTOCOL=http:https:ssh', 'export LC_ALL=C'];

/** How git authenticates: an HTTP header read from standard input, or an SSH key file on the server. */
export type GitAuth = { kind: 'header' } | { kind: 'ssh-key'; keyPath: string } | { kind: 'none' };

/** The header arrives on standard input into a variable of this script, never exported. */
function readAuth(auth: GitAuth): string[] {
  return auth.kind === 'header' ? ['IFS= read -r __aerie_auth'] : [];
}

/**
 * The one git command that reaches the repository (issue 24 §2). The credential is in ITS environment
 * only — never exported to the script, never on a command line (`ps`), never in .git/config — and that
 * git reads no configuration of the account or the machine, and runs no hooks: build commands run as the
 * same account and can write those (a proxy, an `insteadOf` that sends the header elsewhere, a hook that
 * prints its environment). It is a best effort, since the account is the user's own; what makes a leak
 * harmless is the credential itself: it reads this one repository, during this git step only.
 */
function remoteGit(auth: GitAuth): string {
  const config: Array<[string, string]> = [['core.hooksPath', '/dev/null']];
  if (auth.kind === 'header') config.push(['http.extraHeader', '"Authorization: Basic $__aerie_auth"']);
  const env = [
    'GIT_CONFIG_NOSYSTEM=1',
    'GIT_CONFIG_GLOBAL=/dev/null',
    `GIT_CONFIG_COUNT=${config.length}`,
    ...config.flatMap(([key, value], index) => [
      `GIT_CONFIG_KEY_${index}=${key}`,
      `GIT_CONFIG_VALUE_${index}=${value}`,
    ]),
  ];
  if (auth.kind === 'ssh-key') {
    const ssh = `ssh -i ${shellQuote(auth.keyPath)} -o IdentitiesOnly=yes -o StrictHostKeyChecking=accept-new`;
    env.push(`GIT_SSH_COMMAND=${shellQuote(ssh)}`);
  }
  return `${env.join(' ')} git`;
}

/** Prints `fetch` (a clone is there), `occupied` (a directory with other files) or `clone`. */
export function inspectPathScript(deployPath: string): string {
  const path = shellQuote(deployPath);
  return [
    `if [ -d ${path}/.git ]; then echo fetch`,
    `elif [ -e ${path} ] && [ -n "$(ls -A ${path} 2>/dev/null)" ]; then echo occupied`,
    'else echo clone; fi',
  ].join('\n');
}

export function gitInstalledScript(): string {
  return 'command -v git >/dev/null 2>&1';
}

/** A shallow clone of the branch into the (new or empty) deploy path: nothing in it yet can act on git. */
export function cloneScript(input: { url: string; branch: string; deployPath: string; auth: GitAuth }): string {
  return [
    'set -e',
    ...GIT_PRELUDE,
    ...readAuth(input.auth),
    `mkdir -p ${shellQuote(input.deployPath)}`,
    `${remoteGit(input.auth)} clone --depth 1 --branch ${shellQuote(input.branch)} -- ${shellQuote(input.url)} ${shellQuote(input.deployPath)}`,
  ].join('\n');
}

/** Where the branch lands in the fetch's own repository. */
const FETCHED_REF = 'refs/heads/aerie-fetched';

/**
 * The branch's latest commit into an existing clone. The clone's .git is the build commands' to write
 * (hooks, config), so the repository is never fetched in it with the credential: it is fetched into a
 * fresh repository of this script's own (by its full ref name, never read as an option), the clone then
 * fetches from that one without any credential, checks the commit out and resets the work tree to it.
 * Files git does not track (.env, builds) stay.
 */
export function fetchScript(input: { url: string; branch: string; deployPath: string; auth: GitAuth }): string {
  const path = shellQuote(input.deployPath);
  const branch = shellQuote(input.branch);
  const fetched = '"$__aerie_fetched"';
  return [
    'set -e',
    ...GIT_PRELUDE,
    ...readAuth(input.auth),
    '__aerie_fetched=$(mktemp -d)',
    `trap 'rm -rf -- ${fetched}' EXIT`,
    `GIT_CONFIG_NOSYSTEM=1 GIT_CONFIG_GLOBAL=/dev/null git init -q --bare --template= ${fetched}`,
    `${remoteGit(input.auth)} -C ${fetched} fetch -q --depth 1 --no-tags -- ${shellQuote(input.url)} ${shellQuote(`+refs/heads/${input.branch}:${FETCHED_REF}`)}`,
    'unset __aerie_auth',
    `GIT_ALLOW_PROTOCOL=file git -C ${path} fetch -q --depth 1 --no-tags ${fetched} ${FETCHED_REF}`,
    `git -C ${path} remote set-url origin ${shellQuote(input.url)}`,
    `git -C ${path} checkout -q -B ${branch} FETCH_HEAD`,
    `git -C ${path} reset -q --hard FETCH_HEAD`,
  ].join('\n');
}

export function headCommitScript(deployPath: string): string {
  return `git -C ${shellQuote(deployPath)} rev-parse HEAD`;
}

/**
 * The user's build commands, run as written (they are the user's own code on the user's own server), in
 * the deploy path, stopping at the first failing command, with the variables of `.env` exported. They
 * stay one script, so `cd` and `export` carry from one command to the next; `pieces` is the text cut into
 * its commands (command-steps.ts), and before each runnable one the script prints `{marker} {index}`
 * for the run's log to turn into a `$ command` heading. The marker is the run's own random word, so no
 * output can pass for a heading. stderr joins stdout: one stream keeps the lines in the order written.
 */
export function buildScript(input: {
  deployPath: string;
  pieces: readonly string[];
  marker: string;
  hasEnvFile: boolean;
}): string {
  return [
    'set -e',
    'exec 2>&1',
    `cd ${shellQuote(input.deployPath)}`,
    ...(input.hasEnvFile ? ['set -a', '. ./.env', 'set +a'] : []),
    ...input.pieces.flatMap((piece, index) =>
      isRunnable(piece) ? [`printf '%s\\n' ${shellQuote(`${input.marker} ${index}`)}`, piece] : [piece],
    ),
  ].join('\n');
}

export function removeFileScript(path: string): string {
  return `rm -f -- ${shellQuote(path)}`;
}
