import type { ServerSession } from '../../adapters/server-transport/server-transport.js';
import type { AppContext } from '../../context.js';
import {
  buildingDir,
  inspectReleasesScript,
  linkSharedScript,
  nameReleaseScript,
  liveRelease,
  prepareReleaseScript,
  releaseDir,
} from './release-script.js';
import { recordRelease } from './run-state.js';
import { mustSucceed, StepFailed, type DeployInput, type Run } from './step-runner.js';
import { envFileContent } from './variables.js';

/** Where this run builds, and what the build step needs to know. */
export interface WorkTree {
  path: string;
  hasEnvFile: boolean;
  /** The release built (`releases` strategy), and what `current` showed before; null in place. */
  release: { name: string; previous: string | null } | null;
}

/** Clones (`false`) or fetches (`true`) the branch into a directory, with the run's clone credential. */
export type FetchInto = (path: string, isFetch: boolean) => Promise<void>;
/** Reads the checkout's commit, records it on the run, and answers it (null when git could not say). */
export type ReadCommit = (path: string) => Promise<string | null>;

/**
 * The `releases` strategy up to the build (docs/product.md § Releases and rollback): a new directory under
 * `releases/`, copied from the current release's checkout (or cloned), fetched, named `{run id}-{short sha}`,
 * its shared paths linked and this run's variables written as its `.env`. Nothing live changes here.
 */
export async function prepareRelease(
  ctx: AppContext,
  session: ServerSession,
  input: DeployInput,
  run: Run,
  git: { fetchInto: FetchInto; readCommit: ReadCommit },
): Promise<WorkTree> {
  const { deployment, log } = input;
  const base = deployment.deployPath;
  const sharedPaths = checkedSharedPaths(deployment.sharedPaths);
  const state = (await run(inspectReleasesScript(base), { quiet: true })).stdout.trim();
  if (state === 'occupied') {
    throw new StepFailed(
      `${base} already holds files that are not a git clone or Aerie's releases. Empty it or choose another path.`,
    );
  }
  if (state === 'not-a-link') {
    throw new StepFailed(`${base}/current is a directory, not the link Aerie switches. Move it away and deploy again.`);
  }
  const previous = liveRelease(state);
  const building = buildingDir(base, input.run.id);
  const clearPaths = [...new Set([...sharedPaths, '.env'])];
  const prepared = await mustSucceed(
    run(prepareReleaseScript({ deployPath: base, building, previous, clearPaths }), { quiet: true }),
    'Could not prepare the release directory',
  );
  const copied = prepared.stdout.trim() === 'copied';
  if (copied) log.system(`Starting from a copy of release ${previous}.`);
  await git.fetchInto(building, copied);
  const sha = await git.readCommit(building);
  const name = `${input.run.id}${sha ? `-${sha.slice(0, 7)}` : ''}`;
  const path = releaseDir(base, name);
  // Recorded before the rename: a run that dies in between names a directory that is not there, never the
  // other way round (a directory no run names would never be pruned).
  await recordRelease(ctx, input.run.id, name);
  await mustSucceed(run(nameReleaseScript(building, path), { quiet: true }), 'Could not name the release');
  log.system(`Building release ${name} in ${path}…`);
  if (sharedPaths.length > 0) {
    log.system(`Linking shared paths from ${base}/shared: ${sharedPaths.join(', ')}…`);
    await mustSucceed(run(linkSharedScript({ deployPath: base, release: path, paths: sharedPaths })), 'Could not link');
  }
  return { path, hasEnvFile: await writeEnv(session, input, path, sharedPaths), release: { name, previous } };
}

/** This run's variables as the release's `.env` (0600), unless `.env` is shared: then that one is the app's. */
async function writeEnv(
  session: ServerSession,
  input: DeployInput,
  path: string,
  sharedPaths: string[],
): Promise<boolean> {
  const { log, variables } = input;
  if (sharedPaths.includes('.env')) {
    log.system(
      `Using the shared .env (${input.deployment.deployPath}/shared/.env)${variables ? '; the deployment’s variables are not written' : ''}.`,
    );
    return false;
  }
  if (!variables) return false;
  log.system(`Writing .env (${variables.length} ${variables.length === 1 ? 'variable' : 'variables'})…`);
  await session.writeFile(`${path}/.env`, envFileContent(variables), 0o600);
  return true;
}

/**
 * The contract refuses absolute paths and `..`; a row written some other way must still never reach outside
 * the release (quoting stops code, not `../../etc`), nor swap the checkout's own `.git` for a link.
 */
function checkedSharedPaths(paths: string[]): string[] {
  const cleaned = paths.map((path) => path.replace(/\/+$/, ''));
  const bad = cleaned.find(
    (path) =>
      !path ||
      path.startsWith('/') ||
      path.split('/')[0] === '.git' ||
      path.split('/').some((part) => part === '..' || part === '.' || !part),
  );
  if (bad !== undefined) throw new StepFailed(`The shared path "${bad}" must be a relative path inside the release.`);
  return cleaned;
}
