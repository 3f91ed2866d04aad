import type { ServerSession } from '../../adapters/server-transport/server-transport.js';
import type { AppContext } from '../../context.js';
import { AppError } from '../../errors.js';
import { openServerSession } from '../hosting/index.js';
import { CloneSourceError, prepareCloneSource } from './clone-credentials.js';
import { cloneScript, fetchScript, gitInstalledScript, headCommitScript, inspectPathScript } from './deploy-script.js';
import { pruneReleases } from './prune-releases.js';
import { prepareRelease, type FetchInto, type ReadCommit, type WorkTree } from './release-steps.js';
import { switchAndCheck } from './release-switch.js';
import { rollBack } from './rollback-steps.js';
import { runner, StepFailed, type DeployInput, type Run } from './step-runner.js';
import { envFileContent, secretValues } from './variables.js';
import { runBuildCommands } from './run-build-commands.js';

export { StepFailed, type DeployInput } from './step-runner.js';

/**
 * The steps of one run on the server, each announced as a `system` line: connect, check git, clone or
 * fetch the branch, record the commit, write .env, run the build commands — in the deploy path (`in_place`)
 * or in a new release that then goes live (`releases`, release-steps.ts). A rollback run only switches
 * (rollback-steps.ts). Output streams into the log as it arrives. The session is closed whatever happens,
 * the clone credential as soon as git is done.
 */
export async function deployToServer(ctx: AppContext, input: DeployInput): Promise<void> {
  const { deployment, server, log } = input;
  if (input.variables) log.hide(secretValues(input.variables));
  log.system(`Connecting to ${server.name}${server.ip ? ` (${server.ip})` : ''}…`);
  let session: ServerSession;
  try {
    session = await openServerSession(ctx, server);
  } catch (error) {
    throw new StepFailed(error instanceof AppError || error instanceof Error ? error.message : 'Could not connect.');
  }
  try {
    const run = runner(ctx, session, input);
    if (input.run.kind === 'rollback') return await rollBack(ctx, session, input, run);
    log.system('Checking that git is installed…');
    if ((await run(gitInstalledScript(), { quiet: true })).code !== 0) {
      throw new StepFailed('git is not installed on the server. Install git and deploy again.');
    }
    const git = {
      fetchInto: (path: string, isFetch: boolean) => fetchBranch(ctx, session, input, run, { path, isFetch }),
      readCommit: (path: string) => readCommit(input, run, path),
    };
    const work =
      deployment.strategy === 'in_place'
        ? await prepareInPlace(session, input, run, git)
        : await prepareRelease(ctx, session, input, run, git);
    log.system('Running build commands…');
    const buildFailed = await runBuildCommands(run, log, {
      deployPath: work.path,
      commands: input.commands,
      hasEnvFile: work.hasEnvFile,
    });
    if (buildFailed) throw new StepFailed(buildFailed.reason, buildFailed.exitCode);
    if (!work.release) return;
    await switchAndCheck(ctx, session, input, run, { release: work.release.name, previous: work.release.previous });
    await pruneReleases(ctx, input, run, work.release.name);
  } finally {
    await session.close().catch(() => {});
  }
}

/** The `in_place` strategy up to the build: the deploy path itself is the clone, fetched again each run. */
async function prepareInPlace(
  session: ServerSession,
  input: DeployInput,
  run: Run,
  git: { fetchInto: FetchInto; readCommit: ReadCommit },
): Promise<WorkTree> {
  const { deployment, log } = input;
  const state = (await run(inspectPathScript(deployment.deployPath), { quiet: true })).stdout.trim();
  if (state === 'occupied') {
    throw new StepFailed(
      `${deployment.deployPath} already holds files that are not a git clone. Empty it or choose another path.`,
    );
  }
  await git.fetchInto(deployment.deployPath, state === 'fetch');
  await git.readCommit(deployment.deployPath);
  if (input.variables) {
    const count = input.variables.length;
    log.system(`Writing .env (${count} ${count === 1 ? 'variable' : 'variables'})…`);
    await session.writeFile(`${deployment.deployPath}/.env`, envFileContent(input.variables), 0o600);
  }
  return { path: deployment.deployPath, hasEnvFile: !!input.variables, release: null };
}

/** The checkout's commit, recorded on the run (the page shows it while the build runs). */
async function readCommit(input: DeployInput, run: Run, path: string): Promise<string | null> {
  const head = await run(headCommitScript(path), { quiet: true });
  const sha = head.stdout.trim();
  if (head.code !== 0 || !/^[0-9a-f]{40,64}$/.test(sha)) return null;
  await input.onCommit(sha);
  input.log.system(`At commit ${sha}.`);
  return sha;
}

/**
 * Clones or fetches the branch with the run's clone credential, which is released as soon as git is done
 * (issue 24 §2): the build commands that follow never run while it is valid.
 */
async function fetchBranch(
  ctx: AppContext,
  session: ServerSession,
  input: DeployInput,
  run: Run,
  { path, isFetch }: { path: string; isFetch: boolean },
) {
  const { deployment, log } = input;
  const source = await prepareCloneSource(
    ctx,
    { deployment, repository: input.repository, runId: input.run.id },
    session,
  ).catch((error: unknown) => {
    throw error instanceof CloneSourceError ? new StepFailed(error.message) : error;
  });
  try {
    log.hide(source.secrets);
    const git = { url: source.url, branch: deployment.branch, deployPath: path, auth: source.auth };
    if (isFetch) {
      log.system(`Fetching ${deployment.branch} from ${source.url}…`);
      await expectSuccess(run(fetchScript(git), { stdin: source.stdin }), `Could not fetch ${deployment.branch}`);
    } else {
      log.system(`Cloning ${deployment.branch} from ${source.url} into ${path}…`);
      await expectSuccess(run(cloneScript(git), { stdin: source.stdin }), `Could not clone ${deployment.branch}`);
    }
  } finally {
    await source.release();
  }
}

async function expectSuccess(
  result: Promise<{ code: number; stdout: string; stderr: string }>,
  what: string,
): Promise<void> {
  const { code, stdout, stderr } = await result;
  if (code === 0) return;
  const lastLine = (stderr.trim() || stdout.trim()).split('\n').at(-1)?.trim();
  throw new StepFailed(`${what} (exit code ${code})${lastLine ? `: ${lastLine}` : '.'}`, code);
}
