/**
 * `npm run bench:releases`: issue 28's releases against a real OpenSSH sshd on 127.0.0.1, with the small web app
 * of the end-to-end journey (tests/e2e/support/release-app.ts: a Node server per release, started by the
 * restart command, behind a front that switches to a new one once its /health answers 2xx):
 *   (a) Roll back: from the Roll back call (`POST /api/deployments/{slug}/runs/{runId}/rollback`) to the app
 *       answering the release rolled back to, against the same switch by hand in the same run — one `ssh`
 *       running `ln -sfn releases/{name} current`, the restart command in it, and the one request to /health
 *       that the front switches on (what the health check does in Aerie's run) — until the app answers that
 *       release. Rounds interleave the two (each round one of each, in a cycle of three releases so that each
 *       switch goes to a release not live); the medians and their ratio are printed (goal: Aerie ≤ 1.5×).
 *   (b) Failed requests: a request to the app every 20 ms during five deploys and two rollbacks (goal: 0); each
 *       answer must name one release, and the releases answered change only at the switches.
 *
 * Environment: BENCH_ROUNDS (default 7), JOB_POLL_SECONDS (the queue's poll, default 0.5).
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { shellQuote } from '../apps/server/src/modules/deployments/deploy-script.js';
import { startSshd } from '../apps/server/test/support/sshd.js';
import { git, withCredentials } from '../tests/e2e/support/git-client.js';
import {
  healthUrl,
  RELEASE_APP_BUILD,
  RELEASE_APP_SHARED,
  releaseAppFiles,
  restartCommand,
  stopReleaseApp,
} from '../tests/e2e/support/release-app.js';
import {
  call,
  connectServerAndRepository,
  freePort,
  median,
  setUpAccount,
  sleep,
  sshRun,
  startAerie,
} from './support/deploy-bench.js';

const ROUNDS = Math.max(1, Number(process.env.BENCH_ROUNDS ?? 7));
const GOAL_RATIO = 1.5;
const DEADLINE_MS = 15 * 60 * 1000;

interface Answer {
  at: number;
  status: number | null;
  body: string;
}

/** One GET of the app on a connection of its own; a refused connection or a timeout has no status. */
function getOnce(port: number): Promise<Answer> {
  const at = performance.now();
  return new Promise((resolve) => {
    const outgoing = httpRequest({ host: '127.0.0.1', port, path: '/', agent: false, timeout: 3_000 }, (reply) => {
      let body = '';
      reply.setEncoding('utf8');
      reply.on('data', (chunk: string) => (body += chunk));
      reply.on('end', () => resolve({ at, status: reply.statusCode ?? null, body: body.trim() }));
      reply.on('error', (error) => resolve({ at, status: null, body: error.message }));
    });
    outgoing.on('timeout', () => outgoing.destroy(new Error('no answer within 3 s')));
    outgoing.on('error', (error) => resolve({ at, status: null, body: error.message }));
    outgoing.end();
  });
}

/** Asks the app every 5 ms until it answers `release`; answers the time it first did (performance.now()). */
async function answeredAt(port: number, release: string, timeoutMs = 60_000): Promise<number> {
  const deadline = performance.now() + timeoutMs;
  while (performance.now() < deadline) {
    const answer = await getOnce(port);
    if (answer.body === release) return performance.now();
    await sleep(5);
  }
  throw new Error(`The app did not answer ${release} within ${timeoutMs / 1000} s.`);
}

const deadline = setTimeout(() => {
  console.error(`The benchmark ran past ${DEADLINE_MS / 60_000} minutes; stopping.`);
  process.exit(1);
}, DEADLINE_MS);

const sshd = await startSshd();
const app = await startAerie('releases').catch(async (error: unknown) => {
  await sshd.stop();
  throw error;
});
const scratch = mkdtempSync(join(tmpdir(), 'aerie-bench-git-'));
const deployPath = `${sshd.home}/aerie-bench-releases-${Date.now().toString(36)}`;

try {
  const owner = await setUpAccount(app.url);
  const { server, repository, pat } = await connectServerAndRepository(app.url, owner, sshd, 'bench-app');
  const work = join(scratch, 'work');
  const clone = await git(
    ['clone', withCredentials(repository.data.http_url, owner.email, pat.data.token), 'work'],
    scratch,
    scratch,
  );
  if (clone.code !== 0) throw new Error(`git clone failed: ${clone.stderr}`);
  const gitOrFail = async (args: string[]) => {
    const result = await git(args, work, scratch);
    if (result.code !== 0) throw new Error(`git ${args[0]} failed: ${result.stderr}`);
  };
  await gitOrFail(['checkout', '-b', 'main']);
  const pushVersion = async (version: number) => {
    for (const [file, content] of Object.entries(releaseAppFiles(version))) {
      if (content !== null) writeFileSync(join(work, file), content);
    }
    await gitOrFail(['add', '-A']);
    await gitOrFail(['commit', '-m', `Release ${version}`]);
    await gitOrFail(['push', 'origin', 'main']);
  };
  await pushVersion(0);

  const frontPort = await freePort();
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
  const slug = deployment.data.slug;
  await call(app.url, 'POST', '/api/commands/create', owner.token, {
    deployment_id: deployment.data.id,
    project_id: owner.projectUid,
    commands: RELEASE_APP_BUILD,
  });
  await call(app.url, 'POST', `/api/deployments/${slug}/releases`, owner.token, {
    strategy: 'releases',
    shared_paths: [RELEASE_APP_SHARED],
    keep_releases: 10,
    restart_command: restartCommand(frontPort),
    health_check_url: healthUrl(frontPort),
    health_check_timeout_seconds: 2,
    health_check_retry_seconds: 10,
  });

  type Run = { id: number; status: string; release: string | null; failure_reason: string | null };
  const finished = async (runId: number): Promise<Run> => {
    for (;;) {
      const run = (await call<{ data: Run }>(app.url, 'GET', `/api/deployment-runs/${runId}`, owner.token)).data;
      if (!['queued', 'running'].includes(run.status)) {
        if (run.status !== 'succeeded') throw new Error(`Run ${run.id} ended ${run.status}: ${run.failure_reason}`);
        return run;
      }
      await sleep(50);
    }
  };
  const firstRuns = await call<{ data: { data: Run[] } }>(app.url, 'GET', `/api/deployments/${slug}/runs`, owner.token);
  // The create's own run may have built before the commands and settings were saved: not part of anything.
  await finished(firstRuns.data.data.at(-1)!.id);
  /** The deploy run that built each version, to roll back to. */
  const runOfVersion = new Map<number, number>();
  const deploy = async (version: number) => {
    if (version > 0) await pushVersion(version);
    const queued = await call<{ data: { id: number } }>(app.url, 'POST', `/api/deployments/${slug}/runs`, owner.token);
    await finished(queued.data.id);
    runOfVersion.set(version, queued.data.id);
  };
  const rollBackTo = async (version: number) => {
    const queued = await call<{ data: { id: number } }>(
      app.url,
      'POST',
      `/api/deployments/${slug}/runs/${runOfVersion.get(version)}/rollback`,
      owner.token,
    );
    return queued.data.id;
  };

  // Release 0 starts the front (the restart command's first run); the loop needs something to ask.
  await deploy(0);
  if ((await getOnce(frontPort)).body !== 'release 0') throw new Error('Release 0 did not go live.');

  // (b) Five deploys and two rollbacks under a request every 20 ms.
  const answers: Answer[] = [];
  let looping = true;
  const loop = (async () => {
    while (looping) {
      const started = performance.now();
      answers.push(await getOnce(frontPort));
      await sleep(Math.max(0, 20 - (performance.now() - started)));
    }
  })();
  const expected = ['release 0'];
  for (const version of [1, 2, 3, 4, 5]) {
    await deploy(version);
    expected.push(`release ${version}`);
    console.log(`deployed release ${version}`);
  }
  for (const version of [3, 4]) {
    await finished(await rollBackTo(version));
    await answeredAt(frontPort, `release ${version}`);
    expected.push(`release ${version}`);
    console.log(`rolled back to release ${version}`);
  }
  await sleep(500);
  looping = false;
  await loop;
  const failed = answers.filter((answer) => answer.status !== 200);
  const sequence = answers
    .map((answer) => answer.body)
    .filter((body, index, bodies) => index === 0 || body !== bodies[index - 1]);
  const inOrder = JSON.stringify(sequence) === JSON.stringify(expected);

  // (a) Roll back against the same switch by hand, interleaved, in a cycle of releases 3 → 4 → 5 → 3 …
  const keyFile = join(scratch, 'client_key');
  const privateKey = sshd.clientKey.privateKey;
  writeFileSync(keyFile, privateKey.endsWith('\n') ? privateKey : `${privateKey}\n`, { mode: 0o600 });
  const releaseNames = new Map<number, string>();
  for (const version of [3, 4, 5]) {
    const run = await finished(runOfVersion.get(version)!);
    releaseNames.set(version, run.release!);
  }
  const byHand = (version: number) =>
    [
      'set -e',
      `cd ${shellQuote(deployPath)}`,
      `ln -sfn ${shellQuote(`releases/${releaseNames.get(version)}`)} current`,
      'cd current',
      restartCommand(frontPort),
      `curl -fsS -o /dev/null ${shellQuote(healthUrl(frontPort))}`,
    ].join('\n');
  const cycle = [3, 4, 5];
  let step = 2; // release 4 is live after (b): Aerie goes to 5, by hand to 3, Aerie to 4, …
  const aerieMs: number[] = [];
  const handMs: number[] = [];
  for (let round = 1; round <= ROUNDS; round += 1) {
    const aerieTarget = cycle[step % 3]!;
    const aerieStart = performance.now();
    const runId = await rollBackTo(aerieTarget);
    aerieMs.push((await answeredAt(frontPort, `release ${aerieTarget}`)) - aerieStart);
    await finished(runId);

    const handTarget = cycle[(step + 1) % 3]!;
    const handStart = performance.now();
    await sshRun(sshd, keyFile, byHand(handTarget));
    handMs.push((await answeredAt(frontPort, `release ${handTarget}`)) - handStart);
    step += 2;
    console.log(
      `round ${round}: roll back to release ${aerieTarget} ${Math.round(aerieMs.at(-1)!)} ms, ` +
        `by hand to release ${handTarget} ${Math.round(handMs.at(-1)!)} ms`,
    );
  }

  const aerie = median(aerieMs);
  const hand = median(handMs);
  const ratio = aerie / hand;
  console.log('');
  console.log(
    `(a) roll back until the app answers, median of ${ROUNDS}: aerie ${Math.round(aerie)} ms, by hand ${Math.round(hand)} ms`,
  );
  console.log(`    ratio ${ratio.toFixed(2)}× (goal ≤ ${GOAL_RATIO}×) ${ratio <= GOAL_RATIO ? 'met' : 'NOT met'}`);
  console.log(
    `(b) five deploys and two rollbacks: ${answers.length} requests, ${failed.length} failed (goal 0) ` +
      `${failed.length === 0 ? 'met' : 'NOT met'}; releases answered ${sequence.map((body) => body.replace('release ', '')).join(' → ')} ` +
      `(${inOrder ? 'only at the switches' : `NOT the switches made: ${expected.join(', ')}`})`,
  );
  for (const answer of failed.slice(0, 5)) console.log(`    failed: ${answer.status ?? 'no answer'} ${answer.body}`);
} finally {
  clearTimeout(deadline);
  stopReleaseApp(deployPath);
  await app.stop();
  await sshd.stop();
  rmSync(scratch, { recursive: true, force: true });
  rmSync(deployPath, { recursive: true, force: true });
}
