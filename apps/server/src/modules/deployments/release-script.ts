import { shellQuote } from './deploy-script.js';

/**
 * The scripts of the `releases` strategy (docs/architecture.md § Releases). As in deploy-script.ts, every value
 * from a row — deploy path, release name, shared path, restart command's directory, health check URL — goes
 * through `shellQuote` here at the sink, whatever the contract already refused.
 *
 * Layout under the deploy path: `releases/{name}` (one checkout per run), `shared/{path}` (linked into every
 * release), `current` (a relative symlink to `releases/{name}`, the only thing a web server points at).
 */

/** A release directory's name as Aerie makes it: `{run id}-{short sha}`, or what `current` may point at. */
export const RELEASE_NAME = /^[A-Za-z0-9_][A-Za-z0-9._-]{0,119}$/;

/** Where a run builds until its commit names the release; a dead run's leftover is removed by the next. */
export const buildingDir = (deployPath: string, runId: number) => `${deployPath}/releases/.building-${runId}`;
export const releaseDir = (deployPath: string, name: string) => `${deployPath}/releases/${name}`;

/**
 * One line: `occupied` (files that are neither releases nor a clone of the in-place strategy), `not-a-link`
 * (`current` is a real directory: switching would need deleting it), or `ok {target of current}`.
 */
export function inspectReleasesScript(deployPath: string): string {
  const path = shellQuote(deployPath);
  return [
    `if [ -e ${path}/current ] && [ ! -L ${path}/current ]; then echo not-a-link`,
    `elif [ -e ${path} ] && [ ! -d ${path}/releases ] && [ ! -d ${path}/.git ] && [ -n "$(ls -A ${path} 2>/dev/null)" ]; then echo occupied`,
    `else echo "ok $(readlink ${path}/current 2>/dev/null || true)"; fi`,
  ].join('\n');
}

/** `ok releases/12-abc1234` → `12-abc1234`; no `current`, or one Aerie did not make → null. */
export function liveRelease(inspected: string): string | null {
  const name = /^ok releases\/([^/]+)$/.exec(inspected)?.[1];
  return name && RELEASE_NAME.test(name) ? name : null;
}

/**
 * Makes `releases/` and `shared/`, removes what a dead run left half-built, and starts this run's directory
 * as a copy of the previous release's checkout when there is one (prints `copied`; its dependencies and
 * build output make the build faster). From the copy go the links of the shared paths and the previous
 * run's `.env`, so that the fetch restores what the repository tracks there and this run's own are written.
 */
export function prepareReleaseScript(input: {
  deployPath: string;
  building: string;
  previous: string | null;
  clearPaths: string[];
}): string {
  const base = shellQuote(input.deployPath);
  const building = shellQuote(input.building);
  const lines = ['set -e', `mkdir -p ${base}/releases ${base}/shared`, `rm -rf -- ${base}/releases/.building-*`];
  if (input.previous) {
    const from = shellQuote(releaseDir(input.deployPath, input.previous));
    lines.push(
      `if [ -d ${from}/.git ]; then`,
      `cp -a ${from} ${building}`,
      ...input.clearPaths.map((path) => {
        const inside = shellQuote(`${input.building}/${path}`);
        return path === '.env' ? `rm -f -- ${inside}` : `if [ -L ${inside} ]; then rm -f -- ${inside}; fi`;
      }),
      'echo copied',
      'fi',
    );
  }
  return lines.join('\n');
}

/** Gives the built directory its name; `-T`: never moved inside a directory of that name. */
export function nameReleaseScript(building: string, release: string): string {
  return `mv -T -- ${shellQuote(building)} ${shellQuote(release)}`;
}

/**
 * A shared path is a file when its name says so (`.env`, `.env.local`, `database.sqlite`), else a directory
 * (`storage`, `public/uploads`); only matters the first time, when neither the repository nor shared/ has it.
 */
export function isSharedFile(path: string): boolean {
  const name = path.split('/').at(-1) ?? path;
  return name === '.env' || name.startsWith('.env.') || name.slice(1).includes('.');
}

/**
 * Links each shared path of the release to `{deployPath}/shared/{path}` (an absolute link, so nested paths
 * need no `../`). The first time, what the repository holds at that path moves to shared/ (so `storage`
 * starts with the repository's skeleton, as Forge does); after that, the release's own copy gives way.
 */
export function linkSharedScript(input: { deployPath: string; release: string; paths: string[] }): string {
  const lines = ['set -e'];
  for (const path of input.paths) {
    const shared = shellQuote(`${input.deployPath}/shared/${path}`);
    const inRelease = shellQuote(`${input.release}/${path}`);
    const create = isSharedFile(path) ? `: > ${shared}` : `mkdir -p ${shared}`;
    lines.push(
      `mkdir -p "$(dirname ${shared})" "$(dirname ${inRelease})"`,
      `if [ ! -e ${shared} ] && [ ! -L ${shared} ]; then`,
      `  if [ -e ${inRelease} ] || [ -L ${inRelease} ]; then mv -T -- ${inRelease} ${shared}; echo ${shellQuote(`Moved ${path} from the repository into shared/.`)}`,
      `  else ${create}; fi`,
      'fi',
      `rm -rf -- ${inRelease}`,
      `ln -s ${shared} ${inRelease}`,
    );
  }
  return lines.join('\n');
}

/**
 * Points `current` at the release in one rename(2): a new link beside it, moved over it. There is never a
 * moment without `current`, and a process killed at any point leaves it at the old release or the new one.
 */
export function switchScript(input: { deployPath: string; release: string; runId: number }): string {
  const temporary = shellQuote(`${input.deployPath}/.current-tmp-${input.runId}`);
  return [
    'set -e',
    `ln -sfn ${shellQuote(`releases/${input.release}`)} ${temporary}`,
    `mv -T -- ${temporary} ${shellQuote(`${input.deployPath}/current`)}`,
  ].join('\n');
}

/** Prints `yes` when the release is on the server. */
export function releaseExistsScript(release: string): string {
  return `if [ -d ${shellQuote(release)} ]; then echo yes; else echo no; fi`;
}

/** The user's restart command, as written, in `current` (the release just switched to). */
export function restartScript(input: { deployPath: string; command: string }): string {
  return ['set -e', `cd ${shellQuote(`${input.deployPath}/current`)}`, input.command].join('\n');
}

/**
 * One health check request from the server itself (so `http://127.0.0.1:3000/health` reaches the app), with
 * curl or else wget, no proxy, within the time limit; prints `HTTP {status}` and exits 0 on a 2xx. Exit 127
 * when neither is installed. The URL starts with http:// or https:// (health-check.ts refuses others).
 */
export function healthUrlScript(input: { url: string; timeoutSeconds: number }): string {
  const url = shellQuote(input.url);
  const seconds = Math.max(1, Math.floor(input.timeoutSeconds));
  return [
    'if command -v curl >/dev/null 2>&1; then',
    `  status=$(curl -sS -o /dev/null -w '%{http_code}' --noproxy '*' --proto =http,https --max-time ${seconds} ${url}) || true`,
    'elif command -v wget >/dev/null 2>&1; then',
    `  status=$(timeout ${seconds + 1} wget -S -O /dev/null -t 1 -T ${seconds} --max-redirect=0 --no-proxy ${url} 2>&1 | awk '/^ *HTTP\\//{code=$2} END{print code}') || true`,
    'else',
    "  echo 'Neither curl nor wget is on the server: install curl or wget for the health check.' >&2",
    '  exit 127',
    'fi',
    'case "$status" in',
    '  2??) echo "HTTP $status"; exit 0 ;;',
    '  ""|000) echo "No answer within the time limit."; exit 1 ;;',
    '  *) echo "HTTP $status"; exit 1 ;;',
    'esac',
  ].join('\n');
}

/** The user's health check command in `current`, stopped at the time limit (exit 124, said in words). */
export function healthCommandScript(input: { deployPath: string; command: string; timeoutSeconds: number }): string {
  const seconds = Math.max(1, Math.floor(input.timeoutSeconds));
  return [
    `cd ${shellQuote(`${input.deployPath}/current`)} || exit 1`,
    `timeout -k 2 ${seconds} bash -c ${shellQuote(input.command)}`,
    'code=$?',
    `if [ "$code" = 124 ]; then echo 'The health check command did not finish within ${seconds} s.' >&2; fi`,
    'exit "$code"',
  ].join('\n');
}

/** Deletes releases by name (never `current`'s: the caller keeps it out). */
export function removeReleasesScript(deployPath: string, names: string[]): string {
  return `rm -rf -- ${names.map((name) => shellQuote(releaseDir(deployPath, name))).join(' ')}`;
}
