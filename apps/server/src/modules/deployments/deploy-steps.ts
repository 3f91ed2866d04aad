import type { RunOptions, ServerSession } from '../../adapters/server-transport/server-transport.js';
import type { AppContext } from '../../context.js';
import type { DeploymentRow, DeploymentRunRow, RepositoryRow, ServerRow } from '../../db/schema/index.js';
import { AppError } from '../../errors.js';
import { openServerSession } from '../hosting/index.js';
import { CloneSourceError, prepareCloneSource } from './clone-credentials.js';
import { cloneScript, fetchScript, gitInstalledScript, headCommitScript, inspectPathScript } from './deploy-script.js';
import type { RunLog } from './run-log.js';
import { runBuildCommands } from './run-build-commands.js';
import { envFileContent, secretValues, type Variable } from './variables.js';

/** A step that failed for a reason the user can act on; `exitCode` when a command said so. */
export class StepFailed extends Error {
  constructor(
    message: string,
    readonly exitCode: number | null = null,
  ) {
    super(message);
  }
}

export interface DeployInput {
  run: DeploymentRunRow;
  deployment: DeploymentRow;
  server: ServerRow;
  repository: RepositoryRow;
  commands: string;
  /** The deployment's variables, or null when it has no config record (then no .env is written). */
  variables: Variable[] | null;
  log: RunLog;
  signal: AbortSignal;
  onCommit(sha: string): Promise<void>;
}

/**
 * The steps of one run on the server, each announced as a `system` line: connect, check git, clone or
 * fetch the branch, record the commit, write .env, run the build commands. Output streams into the log
 * as it arrives. The session is closed whatever happens, the clone credential as soon as git is done.
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
    log.system('Checking that git is installed…');
    if ((await run(gitInstalledScript(), { quiet: true })).code !== 0) {
      throw new StepFailed('git is not installed on the server. Install git and deploy again.');
    }
    const state = (await run(inspectPathScript(deployment.deployPath), { quiet: true })).stdout.trim();
    if (state === 'occupied') {
      throw new StepFailed(
        `${deployment.deployPath} already holds files that are not a git clone. Empty it or choose another path.`,
      );
    }
    await fetchBranch(ctx, session, input, run, state === 'fetch');
    const head = await run(headCommitScript(deployment.deployPath), { quiet: true });
    const sha = head.stdout.trim();
    if (head.code === 0 && /^[0-9a-f]{40,64}$/.test(sha)) {
      await input.onCommit(sha);
      log.system(`At commit ${sha}.`);
    }
    if (input.variables) {
      const count = input.variables.length;
      log.system(`Writing .env (${count} ${count === 1 ? 'variable' : 'variables'})…`);
      await session.writeFile(`${deployment.deployPath}/.env`, envFileContent(input.variables), 0o600);
    }
    log.system('Running build commands…');
    const buildFailed = await runBuildCommands(run, log, {
      deployPath: deployment.deployPath,
      commands: input.commands,
      hasEnvFile: !!input.variables,
    });
    if (buildFailed) throw new StepFailed(buildFailed.reason, buildFailed.exitCode);
  } finally {
    await session.close().catch(() => {});
  }
}

/**
 * Clones or fetches the branch with the run's clone credential, which is released as soon as git is done
 * (issue 24 §2): the build commands that follow never run while it is valid.
 */
async function fetchBranch(ctx: AppContext, session: ServerSession, input: DeployInput, run: Run, isFetch: boolean) {
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
    const git = { url: source.url, branch: deployment.branch, deployPath: deployment.deployPath, auth: source.auth };
    if (isFetch) {
      log.system(`Fetching ${deployment.branch} from ${source.url}…`);
      await expectSuccess(run(fetchScript(git), { stdin: source.stdin }), `Could not fetch ${deployment.branch}`);
    } else {
      log.system(`Cloning ${deployment.branch} from ${source.url} into ${deployment.deployPath}…`);
      await expectSuccess(run(cloneScript(git), { stdin: source.stdin }), `Could not clone ${deployment.branch}`);
    }
  } finally {
    await source.release();
  }
}

type Run = (
  script: string,
  options?: { stdin?: string; quiet?: boolean },
) => Promise<{ code: number; stdout: string; stderr: string }>;

/**
 * Runs one script of the run: stopped by the run's signal (cancel, time limit, shutdown), its output in
 * the log unless `quiet` (the probes whose answers are for the runner). The transport's own time limit is
 * a safety net a little past the run's, which the runner notices up to a heartbeat late.
 */
function runner(ctx: AppContext, session: ServerSession, input: DeployInput): Run {
  const { timeoutMs, heartbeatMs } = ctx.config.deployments;
  const started = ctx.clock.now().getTime();
  return (script, options = {}) => {
    const left = timeoutMs - (ctx.clock.now().getTime() - started);
    const runOptions: RunOptions = {
      stdin: options.stdin,
      signal: input.signal,
      timeoutMs: Math.max(left, 1_000) + heartbeatMs + 5_000,
      onOutput: options.quiet ? undefined : (stream, chunk) => input.log.output(stream, chunk),
    };
    return session.run(script, runOptions);
  };
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
