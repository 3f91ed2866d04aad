/**
 * The scripts a run sends to the server (DESIGN §7 Shell). Every value that comes from a user or a row —
 * branch, deploy path, repository url, key file — goes through `shellQuote` right here, at the sink, even
 * though the contract already allows only safe characters: a row written some other way must still never
 * become a command. Credentials never appear in a script: they arrive on standard input.
 */

/** One word for bash: single quotes, and each `'` inside closed, escaped and reopened. */
export function shellQuote(value: string): string {
  return `'${value.replaceAll("'", `'\\''`)}'`;
}

/** git only over these transports: a repository url can never name `ext::` or `file::` commands. */
const GIT_PRELUDE = ['export GIT_TERMINAL_PROMPT=0', 'export GIT_ALLOW_PROTOCOL=http:https:ssh', 'export LC_ALL=C'];

/** How git authenticates: an HTTP header read from standard input, or an SSH key file on the server. */
export type GitAuth = { kind: 'header' } | { kind: 'ssh-key'; keyPath: string } | { kind: 'none' };

function authLines(auth: GitAuth): string[] {
  if (auth.kind === 'header') {
    // The header travels on standard input and into git's environment, never onto a command line (other
    // users can read command lines in `ps`) nor into .git/config.
    return [
      'IFS= read -r __aerie_auth',
      'export GIT_CONFIG_COUNT=1 GIT_CONFIG_KEY_0=http.extraHeader',
      'export GIT_CONFIG_VALUE_0="Authorization: Basic $__aerie_auth"',
      'unset __aerie_auth',
    ];
  }
  if (auth.kind === 'ssh-key') {
    const ssh = `ssh -i ${shellQuote(auth.keyPath)} -o IdentitiesOnly=yes -o StrictHostKeyChecking=accept-new`;
    return [`export GIT_SSH_COMMAND=${shellQuote(ssh)}`];
  }
  return [];
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

/** A shallow clone of the branch into the (new or empty) deploy path. */
export function cloneScript(input: { url: string; branch: string; deployPath: string; auth: GitAuth }): string {
  return [
    'set -e',
    ...GIT_PRELUDE,
    ...authLines(input.auth),
    `mkdir -p ${shellQuote(input.deployPath)}`,
    `git clone --depth 1 --branch ${shellQuote(input.branch)} -- ${shellQuote(input.url)} ${shellQuote(input.deployPath)}`,
  ].join('\n');
}

/**
 * The branch's latest commit into an existing clone: fetched by its full ref name (never read as an
 * option), checked out and the work tree reset to it. Files git does not track (.env, builds) stay.
 */
export function fetchScript(input: { url: string; branch: string; deployPath: string; auth: GitAuth }): string {
  const path = shellQuote(input.deployPath);
  const branch = shellQuote(input.branch);
  return [
    'set -e',
    ...GIT_PRELUDE,
    ...authLines(input.auth),
    `git -C ${path} remote set-url origin ${shellQuote(input.url)}`,
    `git -C ${path} fetch --depth 1 origin ${shellQuote(`refs/heads/${input.branch}`)}`,
    `git -C ${path} checkout -q -B ${branch} FETCH_HEAD`,
    `git -C ${path} reset -q --hard FETCH_HEAD`,
  ].join('\n');
}

export function headCommitScript(deployPath: string): string {
  return `git -C ${shellQuote(deployPath)} rev-parse HEAD`;
}

/**
 * The user's build commands, run as written (they are the user's own code on the user's own server), in
 * the deploy path, stopping at the first failing command, with the variables of `.env` exported.
 */
export function buildScript(input: { deployPath: string; commands: string; hasEnvFile: boolean }): string {
  return [
    'set -e',
    `cd ${shellQuote(input.deployPath)}`,
    ...(input.hasEnvFile ? ['set -a', '. ./.env', 'set +a'] : []),
    input.commands,
  ].join('\n');
}

export function removeFileScript(path: string): string {
  return `rm -f -- ${shellQuote(path)}`;
}
