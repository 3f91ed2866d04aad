import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm, symlink, writeFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { requestCancel } from '../src/modules/deployments/cancel-run.js';
import { healthUrlScript } from '../src/modules/deployments/release-script.js';
import {
  runLogLines,
  startDeploySetting,
  startRun,
  waitForLogLine,
  waitForRun,
} from './support/deployment-fixtures.js';
import { deploymentEvents, liveRelease } from './support/release-fixtures.js';
import { startSshd, type TestSshd } from './support/sshd.js';

const execFileAsync = promisify(execFile);

let sshd: TestSshd;
let setting: Awaited<ReturnType<typeof startDeploySetting>>;
/** The app the health check asks: answers `status` (changed by the tests) on every path. */
let app: Server;
let status = 200;
let appUrl = '';
const leftovers: string[] = [];

beforeAll(async () => {
  sshd = await startSshd();
  setting = await startDeploySetting(sshd, { env: { DEPLOY_HEARTBEAT_SECONDS: '0.2' } });
  app = createServer((_request, reply) => reply.writeHead(status).end(`status ${status}\n`));
  await new Promise<void>((resolve) => app.listen(0, '127.0.0.1', resolve));
  appUrl = `http://127.0.0.1:${(app.address() as AddressInfo).port}/health`;
}, 60_000);
afterAll(async () => {
  await new Promise((resolve) => app?.close(resolve));
  await setting?.close();
  await sshd?.stop();
  await Promise.all(leftovers.map((path) => rm(path, { recursive: true, force: true })));
});

const marker = () => {
  const path = `/tmp/aerie-health-${randomBytes(6).toString('hex')}`;
  leftovers.push(path);
  return path;
};

async function deployOnce(deploymentId: number) {
  const { t, team } = setting;
  const run = await waitForRun(t, (await startRun(t, deploymentId, team.owner.userId)).id);
  return { run, lines: (await runLogLines(t, run.id)).map((line) => line.line) };
}

/** The restart command of these tests: says which release it restarted, so the log shows the order. */
const RESTART = 'echo "restarted $(basename "$(pwd -P)")"';

describe('restart and health check after the switch', () => {
  it('asks the URL from the server, and switches back when it stops answering 2xx', async () => {
    const { t } = setting;
    const deployment = await setting.deployment({
      releases: {
        restartCommand: RESTART,
        healthCheckUrl: appUrl,
        healthCheckTimeoutSeconds: 2,
        healthCheckRetrySeconds: 1,
      },
    });
    status = 200;
    const good = await deployOnce(deployment.id);
    expect(good.run, JSON.stringify(good.lines)).toMatchObject({
      status: 'succeeded',
      rolledBack: false,
      wentLiveAt: expect.any(Date),
    });
    const release1 = good.run.release!;
    expect(good.lines).toEqual(
      expect.arrayContaining([
        'Running the restart command…',
        `restarted ${release1}`,
        `Health check 1: ${appUrl}…`,
        'HTTP 200',
        'Health check passed.',
      ]),
    );

    status = 503;
    const bad = await deployOnce(deployment.id);
    const release2 = bad.run.release!;
    // Switched back: the run that put release 1 live is still the one that did (went_live_at), not this one.
    expect(bad.run, JSON.stringify(bad.lines)).toMatchObject({ status: 'failed', rolledBack: true, wentLiveAt: null });
    expect(bad.run.failureReason).toMatch(
      new RegExp(`^Health check failed \\(HTTP 503, after \\d+ attempts\\); switched back to release ${release1}\\.$`),
    );
    // Retried until the retry time passed, each answer in the log; then back, and restarted again.
    expect(bad.lines.filter((line) => line === 'HTTP 503').length).toBeGreaterThanOrEqual(2);
    const order = [
      `Switching current to release ${release2}…`,
      `restarted ${release2}`,
      `Switching current back to release ${release1}…`,
      'Running the restart command again…',
      `restarted ${release1}`,
    ].map((line) => bad.lines.indexOf(line));
    expect(order.every((index) => index >= 0)).toBe(true);
    expect([...order].sort((a, b) => a - b)).toEqual(order);
    expect(bad.lines.at(-1)).toBe(`Failed: ${bad.run.failureReason}`);
    expect(liveRelease(deployment.deployPath)).toBe(release1);
    expect((await deploymentEvents(t, deployment.id)).at(-1)).toMatchObject({
      name: 'deployment.rolled_back',
      data: { runId: bad.run.id, automatic: true, reason: bad.run.failureReason },
    });
  });

  it('takes a command exiting 0 as healthy, and a first release that fails it stays (nothing to go back to)', async () => {
    const unhealthy = marker();
    await writeFile(unhealthy, '');
    const deployment = await setting.deployment({
      releases: { healthCheckCommand: `echo checking; test ! -e ${unhealthy}`, healthCheckRetrySeconds: 0 },
    });
    const first = await deployOnce(deployment.id);
    expect(first.run, JSON.stringify(first.lines)).toMatchObject({ status: 'failed', rolledBack: false });
    expect(first.run.failureReason).toBe(
      `Health check failed (checking, after 1 attempt); there is no earlier release to switch back to, so release ${first.run.release} stays.`,
    );
    expect(liveRelease(deployment.deployPath)).toBe(first.run.release);
    expect((await deploymentEvents(setting.t, deployment.id)).at(-1)?.name).toBe('deployment.failed');

    await rm(unhealthy);
    const second = await deployOnce(deployment.id);
    expect(second.run, JSON.stringify(second.lines)).toMatchObject({ status: 'succeeded' });
    expect(liveRelease(deployment.deployPath)).toBe(second.run.release);
  });

  it('switches back when the restart command fails', async () => {
    const broken = marker();
    const deployment = await setting.deployment({
      releases: { restartCommand: `${RESTART}\nif [ -e ${broken} ]; then echo "port in use" >&2; exit 7; fi` },
    });
    const good = await deployOnce(deployment.id);
    expect(good.run, JSON.stringify(good.lines)).toMatchObject({ status: 'succeeded' });
    await writeFile(broken, '');
    const bad = await deployOnce(deployment.id);
    expect(bad.run, JSON.stringify(bad.lines)).toMatchObject({ status: 'failed', rolledBack: true });
    expect(bad.run.failureReason).toBe(
      `The restart command failed (exit code 7): port in use; switched back to release ${good.run.release}.`,
    );
    expect(bad.lines).toContain('The restart command failed again (exit code 7).');
    expect(liveRelease(deployment.deployPath)).toBe(good.run.release);
  });

  it('switches back when the run is cancelled during the health check', async () => {
    const { t, team } = setting;
    const unhealthy = marker();
    const deployment = await setting.deployment({
      releases: { healthCheckCommand: `echo waiting; test ! -e ${unhealthy}`, healthCheckRetrySeconds: 120 },
    });
    const good = await deployOnce(deployment.id);
    expect(good.run, JSON.stringify(good.lines)).toMatchObject({ status: 'succeeded' });
    await writeFile(unhealthy, '');
    const queued = await startRun(t, deployment.id, team.owner.userId);
    await waitForLogLine(t, queued.id, 'Health check 2:');
    expect(liveRelease(deployment.deployPath)).not.toBe(good.run.release);
    await requestCancel(t.runtime.ctx, queued);
    const ended = await waitForRun(t, queued.id);
    expect(ended).toMatchObject({ status: 'cancelled', rolledBack: true });
    expect(liveRelease(deployment.deployPath)).toBe(good.run.release);
  });
});

describe('the health check URL script', () => {
  /** Runs the script as the server would, with only these programs on PATH (and bash's builtins). */
  async function withPrograms(programs: string[], url: string) {
    const bin = await mkdtemp(join(tmpdir(), 'aerie-health-bin-'));
    leftovers.push(bin);
    for (const program of ['awk', 'timeout', ...programs]) {
      const { stdout } = await execFileAsync('bash', ['-c', `command -v ${program}`]);
      await symlink(stdout.trim(), join(bin, program));
    }
    return execFileAsync('/bin/bash', ['--norc', '-c', healthUrlScript({ url, timeoutSeconds: 2 })], {
      env: { PATH: bin },
    }).then(
      ({ stdout, stderr }) => ({ code: 0, stdout, stderr }),
      (error: { code: number; stdout: string; stderr: string }) => error,
    );
  }

  it('uses wget when curl is missing, and says to install one when both are', async () => {
    status = 204;
    expect(await withPrograms(['wget'], appUrl)).toMatchObject({ code: 0, stdout: 'HTTP 204\n' });
    status = 500;
    expect(await withPrograms(['wget'], appUrl)).toMatchObject({ code: 1, stdout: 'HTTP 500\n' });
    expect(await withPrograms(['curl'], appUrl)).toMatchObject({ code: 1, stdout: 'HTTP 500\n' });
    expect(await withPrograms([], appUrl)).toMatchObject({
      code: 127,
      stderr: 'Neither curl nor wget is on the server: install curl or wget for the health check.\n',
    });
    // Nothing listening: no status at all.
    const closed = await withPrograms(['curl'], 'http://127.0.0.1:1/health');
    expect(closed).toMatchObject({ code: 1, stdout: 'No answer within the time limit.\n' });
  });
});
