import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { chmod, mkdir, mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { promisify } from 'node:util';

import { DEPLOYMENT_MESSAGES, DEPLOYMENT_RULES } from '@aerie/contract';
import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

import { openDatabase } from '../src/db/client.js';
import { localPilotAccount } from '../src/adapters/server-transport/local-account.js';
import {
  deploymentRunCredentials,
  deploymentRuns,
  domainEvents,
  personalAccessTokens,
  servers,
} from '../src/db/schema/index.js';
import { requestCancel } from '../src/modules/deployments/cancel-run.js';
import { queueManualRun } from '../src/modules/deployments/queue-run.js';
import { recoverRuns } from '../src/modules/deployments/recover-runs.js';
import {
  readRun,
  runLogLines,
  startDeploySetting,
  startRun,
  waitForLogLine,
  waitForRun,
} from './support/deployment-fixtures.js';
import { provisionedPilot } from './support/pilot-fixtures.js';
import { startSshd, type TestSshd } from './support/sshd.js';
import { startTestApp } from './support/test-app.js';
import { createTestClock } from './support/test-clock.js';
import { createPostgresDatabase } from './support/test-database.js';

const execFileAsync = promisify(execFile);

/** Every line the app logs, as written: a variable's value must never be among them. */
const appLog: string[] = [];
const capture = new Writable({
  write(chunk, _encoding, done) {
    appLog.push(String(chunk));
    done();
  },
});

const SECRET = `s3cret-${randomBytes(8).toString('hex')}`;
const VARIABLES = `# the shop's keys\nAPI_KEY=${SECRET}\nEMPTY=\nQUOTED=it's "quoted" $HOME and \`id\`\n`;

let sshd: TestSshd;
let setting: Awaited<ReturnType<typeof startDeploySetting>>;

beforeAll(async () => {
  sshd = await startSshd();
  // A heartbeat every 0.2 s instead of 5 s: a cancelled run stops within that, so the cancel case waits less.
  setting = await startDeploySetting(sshd, {
    env: { LOG_LEVEL: 'info', DEPLOY_HEARTBEAT_SECONDS: '0.2' },
    logStream: capture,
  });
});
afterAll(async () => {
  await setting?.close();
  await sshd?.stop();
});

/** Files the sshd user left in /tmp (pid files, a hostile path's directory), removed after the tests. */
const leftovers: string[] = [];
afterAll(async () => {
  await Promise.all(leftovers.map((path) => rm(path, { recursive: true, force: true })));
});
const unique = () => randomBytes(6).toString('hex');
const tmpPath = (prefix: string) => {
  const path = `/tmp/${prefix}-${unique()}`;
  leftovers.push(path);
  return path;
};

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

async function eventuallyGone(pid: number): Promise<void> {
  for (let waited = 0; isRunning(pid) && waited < 15_000; waited += 100) {
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  expect(isRunning(pid)).toBe(false);
}

/** What bash reads from the .env the run wrote, as the build commands see it. */
async function sourced(envFile: string, key: string): Promise<string> {
  const { stdout } = await execFileAsync('bash', [
    '-c',
    `set -a; . "$1"; set +a; printf %s "\${${key}}"`,
    'bash',
    envFile,
  ]);
  return stdout;
}

describe('a deployment run over SSH', () => {
  it('clones the branch, writes .env 0600, runs the build with live, masked logs and records the commit', async () => {
    const { t, team, firstCommit } = setting;
    // In place: the deploy path itself is the clone (deploy-releases.test.ts has the same for releases).
    const deployment = await setting.deployment({
      releases: { strategy: 'in_place' },
      variables: VARIABLES,
      commands: 'echo "building with $API_KEY"\ncat index.html\necho "a warning" >&2\necho "key=$API_KEY" >&2\nls',
    });
    const queued = await startRun(t, deployment.id, team.owner.userId);
    const run = await waitForRun(t, queued.id);
    expect(run, JSON.stringify(await runLogLines(t, run.id))).toMatchObject({
      status: 'succeeded',
      commitSha: firstCommit,
      exitCode: 0,
      failureReason: null,
    });
    expect(run.startedAt).not.toBeNull();
    expect(run.finishedAt).not.toBeNull();

    // The files, at the path, from the pushed commit.
    expect(await readFile(join(deployment.deployPath, 'index.html'), 'utf8')).toBe('<h1>Hello from Aerie</h1>\n');
    expect(existsSync(join(deployment.deployPath, 'package.json'))).toBe(true);
    // .env: readable by its owner only, and a shell reads every value back exactly.
    const envFile = join(deployment.deployPath, '.env');
    expect(((await stat(envFile)).mode & 0o777).toString(8)).toBe('600');
    expect(await sourced(envFile, 'API_KEY')).toBe(SECRET);
    expect(await sourced(envFile, 'QUOTED')).toBe('it\'s "quoted" $HOME and `id`');

    const lines = await runLogLines(t, run.id);
    expect(lines.map((line) => line.seq)).toEqual(lines.map((_, index) => index + 1));
    const text = (stream: string) => lines.filter((line) => line.stream === stream).map((line) => line.line);
    expect(text('system')).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^Connecting to /),
        expect.stringMatching(/^Cloning main from http:\/\/127\.0\.0\.1:\d+\/git\/.+\/site\.git into /),
        `At commit ${firstCommit}.`,
        'Writing .env (3 variables)…',
        'Running build commands…',
        'Deployment finished.',
      ]),
    );
    // The build's output in the order it was printed (its stderr joins its stdout), the variable's value masked.
    const stdout = text('stdout');
    expect(stdout.slice(0, 4)).toEqual([
      `building with ${DEPLOYMENT_MESSAGES.masked}`,
      '<h1>Hello from Aerie</h1>',
      'a warning',
      `key=${DEPLOYMENT_MESSAGES.masked}`,
    ]);
    expect(stdout).toEqual(expect.arrayContaining(['index.html', 'package.json']));
    expect(text('system')).toEqual(expect.arrayContaining(['$ echo "building with $API_KEY"', '$ ls']));
    const build = lines.findIndex((line) => line.line === 'Running build commands…');
    expect(lines.findIndex((line) => line.line.startsWith('building with'))).toBeGreaterThan(build);

    // The value is nowhere: not in a stored line, not in the app's log.
    expect(JSON.stringify(lines)).not.toContain(SECRET);
    expect(appLog.join('')).not.toContain(SECRET);
    // The clone credential was the run's own, not a person's token, and lived for the git step only.
    const tokens = await t.runtime.ctx.db
      .select()
      .from(personalAccessTokens)
      .where(like(personalAccessTokens.name, 'Deployment run%'));
    expect(tokens).toEqual([]);
    expect(await t.runtime.ctx.db.select().from(deploymentRunCredentials)).toEqual([]);
    // ...and never reached the clone's own config.
    expect(await readFile(join(deployment.deployPath, '.git', 'config'), 'utf8')).not.toMatch(/aerie_(pat|run)_|Basic/);

    // A second run fetches into the clone and picks up the new commit; .env stays private.
    const second = await setting.commit({ 'index.html': '<h1>Version two</h1>\n' }, 'Second page');
    const again = await waitForRun(t, (await startRun(t, deployment.id, team.member.userId)).id);
    expect(again, JSON.stringify(await runLogLines(t, again.id))).toMatchObject({
      status: 'succeeded',
      commitSha: second,
    });
    expect(await readFile(join(deployment.deployPath, 'index.html'), 'utf8')).toBe('<h1>Version two</h1>\n');
    expect(((await stat(envFile)).mode & 0o777).toString(8)).toBe('600');
    const againLines = (await runLogLines(t, again.id)).map((line) => line.line);
    expect(againLines).toEqual(expect.arrayContaining([expect.stringMatching(/^Fetching main from /)]));
  });

  it('records the fetched commit while the build still runs, so the run page can show it', async () => {
    const { t, team } = setting;
    const goFile = tmpPath('aerie-deploy-go');
    const deployment = await setting.deployment({
      commands: `echo started\nwhile [ ! -e ${goFile} ]; do sleep 0.1; done\necho done`,
    });
    const queued = await startRun(t, deployment.id, team.owner.userId);
    await waitForLogLine(t, queued.id, 'started');
    const running = await readRun(t, queued.id);
    expect(running.status).toBe('running');
    expect(running.commitSha).toMatch(/^[0-9a-f]{40}$/);
    await writeFile(goFile, '');
    const ended = await waitForRun(t, queued.id);
    expect(ended).toMatchObject({ status: 'succeeded', commitSha: running.commitSha });
  });

  it('runs `pwd` when the deployment has no commands record, and writes no .env without variables', async () => {
    const { t, team } = setting;
    const deployment = await setting.deployment();
    const run = await waitForRun(t, (await startRun(t, deployment.id, team.owner.userId)).id);
    expect(run.status).toBe('succeeded');
    const lines = await runLogLines(t, run.id);
    // A new deployment builds in a release of its own (`current` is switched to it).
    const release = join(deployment.deployPath, 'releases', run.release!);
    expect(lines.filter((line) => line.stream === 'stdout').map((line) => line.line)).toEqual([release]);
    expect(existsSync(join(release, 'index.html'))).toBe(true);
    expect(existsSync(join(deployment.deployPath, 'current', '.env'))).toBe(false);
  });

  it('fails at the failing command, with its exit code and its output', async () => {
    const { t, team } = setting;
    const deployment = await setting.deployment({
      variables: `TOKEN=${SECRET}`,
      commands: 'echo before\necho "bad $TOKEN" >&2\nexit 3\necho after',
    });
    const run = await waitForRun(t, (await startRun(t, deployment.id, team.owner.userId)).id);
    expect(run).toMatchObject({ status: 'failed', exitCode: 3 });
    expect(run.failureReason).toBe('`exit 3` failed with exit code 3.');
    const lines = (await runLogLines(t, run.id)).map((line) => line.line);
    expect(lines).toContain('before');
    expect(lines).toContain(`bad ${DEPLOYMENT_MESSAGES.masked}`);
    expect(lines).toContain('`exit 3` printed nothing.');
    expect(lines).not.toContain('after');
    expect(JSON.stringify(lines)).not.toContain(SECRET);
  });

  it('keeps at most the line limit, each line at most its length, and says what was dropped', async () => {
    const { t, team } = setting;
    const { logLinesMax, logLineMax } = DEPLOYMENT_RULES;
    const deployment = await setting.deployment({
      commands: `head -c ${logLineMax + 500} /dev/zero | tr '\\0' x; echo\nseq 1 ${logLinesMax + 500}`,
    });
    const run = await waitForRun(t, (await startRun(t, deployment.id, team.owner.userId)).id);
    expect(run.status).toBe('succeeded');
    const lines = await runLogLines(t, run.id);
    expect(lines).toHaveLength(logLinesMax);
    expect(lines.at(-1)).toMatchObject({ stream: 'system', line: expect.stringMatching(/^The log is limited to /) });
    expect(lines.find((line) => line.line.startsWith('xxx'))?.line).toBe(`${'x'.repeat(logLineMax)}…`);
    // In order, without gaps: the numbers the build printed follow one another.
    const numbers = lines.filter((line) => /^\d+$/.test(line.line)).map((line) => Number(line.line));
    expect(numbers).toEqual(numbers.map((_, index) => index + 1));
  });

  it('refuses a path that holds other files, and does not touch them', async () => {
    const { t, team } = setting;
    for (const strategy of ['in_place', 'releases'] as const) {
      const deployment = await setting.deployment({ releases: { strategy } });
      await mkdir(deployment.deployPath, { recursive: true });
      await writeFile(join(deployment.deployPath, 'keep.txt'), 'mine');
      const run = await waitForRun(t, (await startRun(t, deployment.id, team.owner.userId)).id);
      expect(run.status).toBe('failed');
      expect(run.failureReason).toContain('already holds files that are not a git clone');
      expect(await readFile(join(deployment.deployPath, 'keep.txt'), 'utf8')).toBe('mine');
      expect(existsSync(join(deployment.deployPath, 'releases'))).toBe(false);
    }
  });

  it('never runs a branch or a path as a command, even one that skipped the contract', async () => {
    const { t, team } = setting;
    const marker = tmpPath('aerie-pwned');
    const deployPath = `${tmpPath('aerie-deploy')}$(touch ${marker}-path)`;
    // mkdir -p takes the path literally: its first part is a directory named `aerie-deploy-…$(touch `.
    leftovers.push(deployPath.split('/').slice(0, 3).join('/'), `${marker}-path`);
    const deployment = await setting.deployment({ branch: `main;touch ${marker}`, deployPath });
    const run = await waitForRun(t, (await startRun(t, deployment.id, team.owner.userId)).id);
    expect(run.status).toBe('failed');
    expect(existsSync(marker)).toBe(false);
    expect(existsSync(`${marker}-path`)).toBe(false);
  });

  it('cancels a queued run at once and a running one within a heartbeat, stopping what it started', async () => {
    const { t, team } = setting;
    const pidFile = tmpPath('aerie-deploy-sleep');
    const deployment = await setting.deployment({
      commands: `sleep 30 &\necho $! > ${pidFile}\necho started\nwait`,
    });
    const first = await startRun(t, deployment.id, team.owner.userId);
    await waitForLogLine(t, first.id, 'started');
    // A second run waits behind the first; cancelling it ends it at once.
    const second = await startRun(t, deployment.id, team.owner.userId);
    const cancelledQueued = await requestCancel(t.runtime.ctx, second);
    expect(cancelledQueued).toMatchObject({ status: 'cancelled' });

    const flagged = await requestCancel(t.runtime.ctx, first);
    expect(flagged).toMatchObject({ status: 'running', cancelRequested: true });
    const ended = await waitForRun(t, first.id);
    expect(ended).toMatchObject({ status: 'cancelled', failureReason: 'Cancelled.' });
    await eventuallyGone(Number(await readFile(pidFile, 'utf8')));
    // An ended run has nothing to cancel; the cancelled queued one never started.
    expect(await requestCancel(t.runtime.ctx, first)).toBeNull();
    expect((await readRun(t, second.id)).startedAt).toBeNull();
  });

  it('queues a run for each deployment following a branch a push moved, as the deployment, not the pusher', async () => {
    const { t } = setting;
    const follows = await setting.deployment({ pushToDeploy: true });
    const otherBranch = await setting.deployment({ pushToDeploy: true, branch: 'staging' });
    const notOnPush = await setting.deployment({ pushToDeploy: false });
    const sha = await setting.commit({ 'about.html': '<p>About</p>\n' }, 'About page');
    const runsOf = (deploymentId: number) =>
      t.runtime.ctx.db.select().from(deploymentRuns).where(eq(deploymentRuns.deploymentId, deploymentId));
    // The push emits `branch.pushed`; deployments' subscriber queues the run a job hop later.
    await expect.poll(async () => (await runsOf(follows.id)).length, { timeout: 30_000 }).toBe(1);
    const [pushRun] = await runsOf(follows.id);
    // The run is the deployment's own: no person's rights clone it, and its record names no person.
    expect(pushRun).toMatchObject({ trigger: 'push', startedById: null });
    expect(await waitForRun(t, pushRun!.id)).toMatchObject({ status: 'succeeded', commitSha: sha });
    expect(existsSync(join(follows.deployPath, 'current', 'about.html'))).toBe(true);
    expect(await runsOf(otherBranch.id)).toEqual([]);
    expect(await runsOf(notOnPush.id)).toEqual([]);
  });

  it('ends a run whose worker died (an old heartbeat) as failed "interrupted", and says so', async () => {
    const { t } = setting;
    const deployment = await setting.deployment();
    const old = new Date(Date.now() - 5 * 60_000);
    const [orphan] = await t.runtime.ctx.db
      .insert(deploymentRuns)
      .values({ deploymentId: deployment.id, trigger: 'manual', status: 'running', startedAt: old, heartbeatAt: old })
      .returning();
    // The worker's own minute job runs the same recovery and may get there first (seen on a slow machine):
    // whichever does, the run ends once and is announced once.
    await recoverRuns(t.runtime.ctx);
    expect(await readRun(t, orphan!.id)).toMatchObject({ status: 'failed', failureReason: 'interrupted' });
    // The dead worker never announced its end; the recovery does, as the worker would have.
    const announced = await t.runtime.ctx.db
      .select()
      .from(domainEvents)
      .where(
        and(eq(domainEvents.name, 'deployment.failed'), eq(domainEvents.aggregate, `deployment:${deployment.id}`)),
      );
    expect(announced.map((event) => event.data).filter((data) => data.runId === orphan!.id)).toEqual([
      expect.objectContaining({ runId: orphan!.id, reason: 'The worker running it stopped.' }),
    ]);
  });
});

/**
 * The tests below start an app, a repository and a worker of their own on top of the file's: beside a full run's other
 * lanes that alone took more than the default 30 s. A limit for a hang, not a speed check.
 */
const OWN_SETTING = { timeout: 120_000 };

describe('limits', () => {
  it('stops a run at the time limit, and what it started on the server', OWN_SETTING, async () => {
    // The runner reads its limit on this clock at every heartbeat: the build runs until the clock is moved.
    const clock = createTestClock();
    const limited = await startDeploySetting(sshd, {
      env: { DEPLOY_TIMEOUT_MINUTES: '10', DEPLOY_HEARTBEAT_SECONDS: '0.2' },
      clock,
    });
    try {
      const pidFile = tmpPath('aerie-deploy-sleep');
      const deployment = await limited.deployment({
        commands: `sleep 60 &\necho $! > ${pidFile}\necho started\nwait`,
      });
      const queued = await startRun(limited.t, deployment.id, null, 'schedule');
      await waitForLogLine(limited.t, queued.id, 'started');

      // A millisecond short of the limit, two more heartbeats pass and the run goes on.
      clock.advance(10 * 60_000 - 1);
      const beats = new Set<number>();
      await vi.waitFor(
        async () => {
          const running = await readRun(limited.t, queued.id);
          expect(running.status).toBe('running');
          beats.add(running.heartbeatAt!.getTime());
          expect(beats.size).toBeGreaterThanOrEqual(3);
        },
        { timeout: 10_000, interval: 50 },
      );

      clock.advance(1);
      const run = await waitForRun(limited.t, queued.id);
      expect(run, JSON.stringify(await runLogLines(limited.t, run.id))).toMatchObject({ status: 'timed_out' });
      expect(run.failureReason).toBe('Stopped at the time limit of 10 minutes.');
      await eventuallyGone(Number(await readFile(pidFile, 'utf8')));
    } finally {
      await limited.close();
    }
  });
});

describe('waking the worker', () => {
  it(
    'starts a run queued by Deploy now, and the one queued behind it, without waiting for the next poll',
    OWN_SETTING,
    async () => {
      // The worker polls once a minute here: only a wake can start these runs within the 30 s waited below.
      const slow = await startDeploySetting(sshd, { env: { JOB_POLL_SECONDS: '60' } });
      try {
        const deployment = await slow.deployment({ commands: 'echo deployed' });
        const first = await queueManualRun(slow.t.runtime.ctx, deployment, slow.team.owner.userId);
        const second = await queueManualRun(slow.t.runtime.ctx, deployment, slow.team.owner.userId);
        expect(await waitForRun(slow.t, first.id, undefined, 30_000)).toMatchObject({ status: 'succeeded' });
        // The second waited for the first; the first's end sent its job and woke the worker for it.
        expect(await waitForRun(slow.t, second.id, undefined, 30_000)).toMatchObject({ status: 'succeeded' });
      } finally {
        await slow.close();
      }
    },
  );
});

describe('a restart', () => {
  it('ends the run a stopping app was running as failed "interrupted", never left running', OWN_SETTING, async () => {
    // Two apps, one after the other, on one database: a folder of PGlite, or a PostgreSQL database.
    const dataDir = await mkdtemp(join(tmpdir(), 'aerie-deploy-restart-'));
    const postgres = process.env.DATABASE_URL ? await createPostgresDatabase(process.env.DATABASE_URL) : null;
    const open = () =>
      postgres ? openDatabase({ databaseUrl: postgres.url, dataDir: null }) : openDatabase({ dataDir });
    try {
      const first = await startDeploySetting(sshd, { database: await open() });
      const pidFile = tmpPath('aerie-deploy-sleep');
      const deployment = await first.deployment({ commands: `sleep 30 &\necho $! > ${pidFile}\necho started\nwait` });
      const run = await startRun(first.t, deployment.id, first.team.owner.userId);
      await waitForLogLine(first.t, run.id, 'started');
      await first.close();

      const second = await startTestApp({ database: await open() });
      try {
        const after = await readRun(second, run.id);
        expect(after).toMatchObject({ status: 'failed', failureReason: 'interrupted' });
        expect(after.finishedAt).not.toBeNull();
        expect((await runLogLines(second, run.id)).at(-1)?.line).toMatch(/^Interrupted: /);
        await eventuallyGone(Number(await readFile(pidFile, 'utf8')));
      } finally {
        await second.close();
      }
    } finally {
      await postgres?.drop();
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});

describe('a local pilot', () => {
  it.runIf(process.getuid?.() === 0)(
    'deploys to a local pilot as its own account, without SSH',
    OWN_SETTING,
    async () => {
      // DATA_DIR under a directory the pilot account may pass through, as the pilots tests set it up.
      const root = await mkdtemp(join(tmpdir(), 'aerie-deploy-pilot-'));
      await chmod(root, 0o711);
      const dataDir = join(root, 'data');
      await mkdir(dataDir, { recursive: true });
      const local = await startDeploySetting(sshd, {
        env: { DATA_DIR: dataDir, CLOUD_POLL_SECONDS: '0.05', CLOUD_WAIT_SECONDS: '5' },
      });
      try {
        const { t, team } = local;
        const pilot = await provisionedPilot(t, team.owner, team.project);
        const [row] = await t.runtime.ctx.db.select().from(servers).where(eq(servers.pilotId, pilot.pilot_id!));
        const pilotDir = join(t.runtime.ctx.config.hosting.pilotsDir, row!.providerServerId!);
        const deployment = await local.deployment({
          serverId: row!.id,
          deployPath: join(pilotDir, 'app'),
          variables: `API_KEY=${SECRET}`,
          commands: 'id -un\ncat index.html',
        });
        const run = await waitForRun(t, (await startRun(t, deployment.id, team.owner.userId)).id);
        const lines = await runLogLines(t, run.id);
        expect(run, JSON.stringify(lines)).toMatchObject({ status: 'succeeded', commitSha: local.firstCommit });
        const account = localPilotAccount(t.runtime.ctx.config.hosting.localPilotUser);
        const stdout = lines.filter((line) => line.stream === 'stdout').map((line) => line.line);
        expect(stdout).toEqual([account ? 'nobody' : 'root', '<h1>Hello from Aerie</h1>']);
        const envFile = join(deployment.deployPath, 'current', '.env');
        expect(((await stat(envFile)).mode & 0o777).toString(8)).toBe('600');
        expect(JSON.stringify(lines)).not.toContain(SECRET);
      } finally {
        await local.close();
        await rm(root, { recursive: true, force: true });
      }
    },
  );
});
