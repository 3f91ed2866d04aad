/**
 * `npm run bench:deploy`: one deployment run against a real OpenSSH sshd on 127.0.0.1 (issue 13), the same
 * small repository (index.html, package.json, a stylesheet) on Aerie Git, the same build commands, back to
 * back in one process:
 *   aerie   Deploy now → the run succeeded, measured from the run's queued_at to its finished_at (the app's
 *           own clock: the queue's pick-up, the SSH connection, git's clone over HTTP from Aerie Git with a
 *           token made for the run, the commands, the log written), the deploy path emptied first, so
 *           every run is a fresh clone
 *   by hand the same work as a person would type it: one `ssh` to the same server running `git clone
 *           --depth 1` of the same Aerie Git URL with a personal access token, then the same commands
 * Prints the median of BENCH_RUNS (default 7) of each and the ratio (goal: Aerie ≤ 1.5× by hand).
 *
 * The app runs from source as bench/support/deploy-bench.ts starts it; it is stopped by its process group's
 * pid, the sshd by its own stop().
 *
 * Environment: BENCH_RUNS (default 7), JOB_POLL_SECONDS (the queue's poll, default 0.5).
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { shellQuote } from '../apps/server/src/modules/deployments/deploy-script.js';
import { startSshd } from '../apps/server/test/support/sshd.js';
import { git, withCredentials } from '../tests/e2e/support/git-client.js';
import {
  call,
  connectServerAndRepository,
  median,
  setUpAccount,
  sleep,
  sshRun,
  startAerie,
} from './support/deploy-bench.js';
const RUNS = Math.max(1, Number(process.env.BENCH_RUNS ?? 7));
const GOAL_RATIO = 1.5;
const COMMANDS = ['echo building', 'ls', 'cat package.json', 'wc -c index.html'].join('\n');
const DEADLINE_MS = 10 * 60 * 1000;

const deadline = setTimeout(() => {
  console.error(`The benchmark ran past ${DEADLINE_MS / 60_000} minutes; stopping.`);
  process.exit(1);
}, DEADLINE_MS);

const sshd = await startSshd();
const app = await startAerie().catch(async (error: unknown) => {
  await sshd.stop();
  throw error;
});
const scratch = mkdtempSync(join(tmpdir(), 'aerie-bench-git-'));
const deployPath = `${sshd.home}/aerie-bench-${Date.now().toString(36)}`;
const handPath = `${deployPath}-by-hand`;

try {
  const owner = await setUpAccount(app.url);
  const { server, repository, pat } = await connectServerAndRepository(app.url, owner, sshd, 'bench-site');
  const cloneUrl = withCredentials(repository.data.http_url, owner.email, pat.data.token);

  const work = join(scratch, 'work');
  const clone = await git(['clone', cloneUrl, 'work'], scratch, scratch);
  if (clone.code !== 0) throw new Error(`git clone failed: ${clone.stderr}`);
  writeFileSync(join(work, 'index.html'), '<!doctype html><title>Bench</title><h1>Deployed</h1>\n');
  writeFileSync(join(work, 'package.json'), '{ "name": "bench-site", "version": "1.0.0" }\n');
  writeFileSync(join(work, 'site.css'), 'body { font-family: system-ui; margin: 2rem; }\n');
  for (const args of [
    ['checkout', '-b', 'main'],
    ['add', '.'],
    ['commit', '-m', 'Bench site'],
    ['push', 'origin', 'main'],
  ]) {
    const result = await git(args, work, scratch);
    if (result.code !== 0) throw new Error(`git ${args[0]} failed: ${result.stderr}`);
  }

  const deployment = await call<{ data: { id: number; slug: string } }>(
    app.url,
    'POST',
    '/api/deployments/create',
    owner.token,
    {
      server_id: server.data.id,
      repo_id: repository.data.id,
      branch: 'main',
      deploy_path: deployPath,
      project_id: owner.projectUid,
    },
  );
  await call(app.url, 'POST', '/api/commands/create', owner.token, {
    deployment_id: deployment.data.id,
    project_id: owner.projectUid,
    commands: COMMANDS,
  });

  type Run = {
    id: number;
    status: string;
    queued_at: string;
    started_at: string | null;
    finished_at: string | null;
    failure_reason: string | null;
  };
  const finished = async (runId: number): Promise<Run> => {
    for (;;) {
      const run = (await call<{ data: Run }>(app.url, 'GET', `/api/deployment-runs/${runId}`, owner.token)).data;
      if (!['queued', 'running'].includes(run.status)) return run;
      await sleep(50);
    }
  };
  // The first run (queued by the create) is the warm-up; it may have run before the commands were saved.
  const runs = await call<{ data: { data: Run[] } }>(
    app.url,
    'GET',
    `/api/deployments/${deployment.data.slug}/runs`,
    owner.token,
  );
  await finished(runs.data.data[0]!.id);
  const finishedRunsOf = async () =>
    (
      await call<{ data: { data: Run[] } }>(
        app.url,
        'GET',
        `/api/deployments/${deployment.data.slug}/runs`,
        owner.token,
      )
    ).data.data[0]!;

  const keyFile = join(scratch, 'client_key');
  writeFileSync(
    keyFile,
    sshd.clientKey.privateKey.endsWith('\n') ? sshd.clientKey.privateKey : `${sshd.clientKey.privateKey}\n`,
    {
      mode: 0o600,
    },
  );
  const byHandScript = [
    'set -e',
    `git clone -q --depth 1 --branch main -- ${shellQuote(cloneUrl)} ${shellQuote(handPath)}`,
    `cd ${shellQuote(handPath)}`,
    COMMANDS,
  ].join('\n');

  const aerieMs: number[] = [];
  const handMs: number[] = [];
  /** Of Aerie's time, how long the run waited in the queue before a worker took it. */
  const waitMs: number[] = [];
  for (let round = 1; round <= RUNS; round += 1) {
    rmSync(deployPath, { recursive: true, force: true });
    const queued = await call<{ data: { id: number } }>(
      app.url,
      'POST',
      `/api/deployments/${deployment.data.slug}/runs`,
      owner.token,
    );
    const run = await finished(queued.data.id);
    if (run.status !== 'succeeded') throw new Error(`Run ${run.id} ended ${run.status}: ${run.failure_reason}`);
    aerieMs.push(Date.parse(run.finished_at!) - Date.parse(run.queued_at));
    waitMs.push(Date.parse(run.started_at!) - Date.parse(run.queued_at));

    rmSync(handPath, { recursive: true, force: true });
    const started = performance.now();
    await sshRun(sshd, keyFile, byHandScript);
    handMs.push(performance.now() - started);
    console.log(
      `round ${round}: aerie ${aerieMs.at(-1)} ms (${waitMs.at(-1)} ms queued), by hand ${Math.round(handMs.at(-1)!)} ms`,
    );
  }

  if (process.env.BENCH_VERBOSE) {
    // Where the last run's time went: each log line with its offset from the run's start.
    const last = (
      await call<{ data: Run & { lines: Array<{ ts: string; line: string }> } }>(
        app.url,
        'GET',
        `/api/deployment-runs/${(await finishedRunsOf()).id}`,
        owner.token,
      )
    ).data;
    const start = Date.parse(last.started_at!);
    for (const line of last.lines) console.log(`  +${Date.parse(line.ts) - start} ms  ${line.line}`);
    console.log(`  +${Date.parse(last.finished_at!) - start} ms  (finished)`);
  }

  const aerie = median(aerieMs);
  const hand = median(handMs);
  const ratio = aerie / hand;
  console.log('');
  console.log(
    `deploy run, median of ${RUNS}: aerie ${aerie} ms queue to finish (median wait in the queue ${median(waitMs)} ms, ` +
      `median run alone ${median(aerieMs.map((ms, index) => ms - waitMs[index]!))} ms), by hand ${Math.round(hand)} ms`,
  );
  console.log(`ratio ${ratio.toFixed(2)}× (goal ≤ ${GOAL_RATIO}×) ${ratio <= GOAL_RATIO ? 'met' : 'NOT met'}`);
} finally {
  clearTimeout(deadline);
  await app.stop();
  await sshd.stop();
  rmSync(scratch, { recursive: true, force: true });
  rmSync(deployPath, { recursive: true, force: true });
  rmSync(handPath, { recursive: true, force: true });
}
