import { existsSync, lstatSync, readlinkSync } from 'node:fs';
import { readFile, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

import { DEPLOYMENT_MESSAGES } from '@aerie/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { readRun, runLogLines, startDeploySetting, startRun, waitForRun } from './support/deployment-fixtures.js';
import { deploymentEvents, liveRelease, setVariables, startRollback } from './support/release-fixtures.js';
import { startSshd, type TestSshd } from './support/sshd.js';

let sshd: TestSshd;
let setting: Awaited<ReturnType<typeof startDeploySetting>>;

beforeAll(async () => {
  sshd = await startSshd();
  setting = await startDeploySetting(sshd);
}, 60_000);
afterAll(async () => {
  await setting?.close();
  await sshd?.stop();
});

/** Runs the deployment once, as its owner, and answers the ended run (its log in the message when it failed). */
async function deployOnce(deploymentId: number) {
  const { t, team } = setting;
  const run = await waitForRun(t, (await startRun(t, deploymentId, team.owner.userId)).id);
  return { run, lines: (await runLogLines(t, run.id)).map((line) => line.line) };
}

describe('the releases strategy', () => {
  it('builds each run in its own release, links shared paths, writes its .env there and switches current', async () => {
    const { t, firstCommit } = setting;
    const deployment = await setting.deployment({
      variables: 'API_KEY=first-key',
      commands: 'pwd\necho "key $API_KEY"\necho built > built.txt\necho "from $API_KEY" >> storage/visits.txt',
      releases: { sharedPaths: ['storage'] },
    });
    const base = deployment.deployPath;
    const first = await deployOnce(deployment.id);
    expect(first.run, JSON.stringify(first.lines)).toMatchObject({ status: 'succeeded', commitSha: firstCommit });
    const release1 = `${first.run.id}-${firstCommit.slice(0, 7)}`;
    expect(first.run.release).toBe(release1);
    // `current` is a relative link to the release, which holds the checkout and what the build wrote.
    expect(readlinkSync(join(base, 'current'))).toBe(`releases/${release1}`);
    expect(await readFile(join(base, 'current', 'index.html'), 'utf8')).toBe('<h1>Hello from Aerie</h1>\n');
    expect(existsSync(join(base, 'current', 'built.txt'))).toBe(true);
    // The build ran in the release itself; the clone went into a directory of its own first.
    expect(first.lines).toContain(join(base, 'releases', release1));
    expect(first.lines).toEqual(
      expect.arrayContaining([
        expect.stringMatching(new RegExp(`^Cloning main from .* into ${base}/releases/\\.building-${first.run.id}…$`)),
        `Building release ${release1} in ${base}/releases/${release1}…`,
        `Switching current to release ${release1}…`,
        'Deployment finished.',
      ]),
    );
    // The .env of this run is inside the release, private, and masked in the log.
    const env1 = join(base, 'releases', release1, '.env');
    expect(((await stat(env1)).mode & 0o777).toString(8)).toBe('600');
    expect(await readFile(env1, 'utf8')).toBe("API_KEY='first-key'\n");
    expect(first.lines).toContain(`key ${DEPLOYMENT_MESSAGES.masked}`);
    // A shared path is a link to shared/, so what a release writes there outlives it.
    expect(lstatSync(join(base, 'current', 'storage')).isSymbolicLink()).toBe(true);
    expect(readlinkSync(join(base, 'current', 'storage'))).toBe(join(base, 'shared', 'storage'));

    await setVariables(t, deployment.id, 'API_KEY=second-key');
    const secondCommit = await setting.commit({ 'about.html': '<p>About</p>\n' }, 'About page (releases)');
    const second = await deployOnce(deployment.id);
    expect(second.run, JSON.stringify(second.lines)).toMatchObject({ status: 'succeeded', commitSha: secondCommit });
    const release2 = `${second.run.id}-${secondCommit.slice(0, 7)}`;
    expect(liveRelease(base)).toBe(release2);
    // The second release started from a copy of the first's checkout, fetched to the new commit.
    expect(second.lines).toEqual(
      expect.arrayContaining([`Starting from a copy of release ${release1}.`, expect.stringMatching(/^Fetching main/)]),
    );
    expect(existsSync(join(base, 'current', 'about.html'))).toBe(true);
    // The first release is untouched: still its commit's files and its own variables.
    expect(existsSync(join(base, 'releases', release1, 'about.html'))).toBe(false);
    expect(await readFile(env1, 'utf8')).toBe("API_KEY='first-key'\n");
    expect(await readFile(join(base, 'current', '.env'), 'utf8')).toBe("API_KEY='second-key'\n");
    expect(await readFile(join(base, 'shared', 'storage', 'visits.txt'), 'utf8')).toBe(
      'from first-key\nfrom second-key\n',
    );
    expect(await readFile(join(base, 'current', '.git', 'config'), 'utf8')).not.toMatch(/aerie_(pat|run)_|Basic/);
    expect((await deploymentEvents(t, deployment.id)).map((event) => event.name)).toEqual([
      'deployment.succeeded',
      'deployment.succeeded',
    ]);
  });

  it('moves a shared path the repository holds into shared/ the first time, and uses a shared .env as it is', async () => {
    const deployment = await setting.deployment({
      variables: 'API_KEY=not-written',
      commands: 'cat index.html\ncat .env',
      releases: { sharedPaths: ['index.html', '.env'] },
    });
    const base = deployment.deployPath;
    const first = await deployOnce(deployment.id);
    expect(first.run, JSON.stringify(first.lines)).toMatchObject({ status: 'succeeded' });
    expect(first.lines).toEqual(
      expect.arrayContaining([
        'Moved index.html from the repository into shared/.',
        `Using the shared .env (${base}/shared/.env); the deployment’s variables are not written.`,
        '<h1>Hello from Aerie</h1>',
      ]),
    );
    expect(await readFile(join(base, 'shared', 'index.html'), 'utf8')).toBe('<h1>Hello from Aerie</h1>\n');
    // The shared .env is the app's own: made empty once, never overwritten with the deployment's variables.
    expect(await readFile(join(base, 'shared', '.env'), 'utf8')).toBe('');
    expect(readlinkSync(join(base, 'current', '.env'))).toBe(join(base, 'shared', '.env'));

    // From then on, the shared copy wins over the repository's.
    await writeFile(join(base, 'shared', 'index.html'), '<h1>Edited on the server</h1>\n');
    await writeFile(join(base, 'shared', '.env'), 'APP_NAME=mine\n');
    const second = await deployOnce(deployment.id);
    expect(second.run, JSON.stringify(second.lines)).toMatchObject({ status: 'succeeded' });
    expect(second.lines).toEqual(expect.arrayContaining(['<h1>Edited on the server</h1>', 'APP_NAME=mine']));
    expect(second.lines).not.toContain('Moved index.html from the repository into shared/.');
  });

  it('keeps the newest releases, marks the pruned ones, and rolls back to a kept one with its variables', async () => {
    const { t, team } = setting;
    const deployment = await setting.deployment({
      variables: 'RELEASE_OF=one',
      commands: 'echo built',
      releases: { keepReleases: 2 },
    });
    const base = deployment.deployPath;
    const runs = [];
    for (const label of ['one', 'two', 'three']) {
      await setVariables(t, deployment.id, `RELEASE_OF=${label}`);
      const { run, lines } = await deployOnce(deployment.id);
      expect(run, JSON.stringify(lines)).toMatchObject({ status: 'succeeded' });
      runs.push(run);
    }
    const [one, two, three] = runs as [(typeof runs)[0], (typeof runs)[0], (typeof runs)[0]];
    // Two kept: the live one and the one before it; the oldest is gone and its run says so.
    expect(liveRelease(base)).toBe(three.release);
    expect(existsSync(join(base, 'releases', one.release!))).toBe(false);
    expect(existsSync(join(base, 'releases', two.release!))).toBe(true);
    expect(await readRun(t, one.id)).toMatchObject({ releasePruned: true });
    expect(await readRun(t, two.id)).toMatchObject({ releasePruned: false });
    expect((await runLogLines(t, three.id)).map((line) => line.line)).toContain(
      `Removing 1 older release: ${one.release}…`,
    );

    // A rollback to a pruned release fails and says why; current does not move.
    const refused = await waitForRun(t, (await startRollback(t, one, team.owner.userId)).id);
    expect(refused).toMatchObject({
      status: 'failed',
      kind: 'rollback',
      release: one.release,
      failureReason: `Release ${one.release} is no longer on the server.`,
    });
    expect(liveRelease(base)).toBe(three.release);

    // A rollback to a kept release: no clone, no build; current goes back, and its variables with it.
    const back = await waitForRun(t, (await startRollback(t, two, team.owner.userId)).id);
    const lines = (await runLogLines(t, back.id)).map((line) => line.line);
    expect(back, JSON.stringify(lines)).toMatchObject({
      status: 'succeeded',
      kind: 'rollback',
      release: two.release,
      commitSha: two.commitSha,
      rolledBack: false,
    });
    expect(lines.some((line) => /^(Cloning|Fetching|Running build)/.test(line))).toBe(false);
    expect(liveRelease(base)).toBe(two.release);
    expect(await readFile(join(base, 'current', '.env'), 'utf8')).toBe("RELEASE_OF='two'\n");
    const events = await deploymentEvents(t, deployment.id);
    expect(events.at(-1)).toMatchObject({
      name: 'deployment.rolled_back',
      data: { runId: back.id, automatic: false, reason: null, startedByUserId: team.owner.userId },
    });
    expect(events.at(-2)).toMatchObject({ name: 'deployment.failed', data: { runId: refused.id } });
  });

  it('refuses a shared path outside the release and a health check URL that is not a web address', async () => {
    const outside = await setting.deployment({ releases: { sharedPaths: ['storage', '../escape'] } });
    const refused = await deployOnce(outside.id);
    expect(refused.run).toMatchObject({
      status: 'failed',
      failureReason: 'The shared path "../escape" must be a relative path inside the release.',
    });
    expect(existsSync(join(outside.deployPath, 'releases', 'escape'))).toBe(false);
    expect(existsSync(join(outside.deployPath, 'current'))).toBe(false);

    const fileUrl = await setting.deployment({ releases: { healthCheckUrl: 'file:///etc/passwd' } });
    const checked = await deployOnce(fileUrl.id);
    expect(checked.run.failureReason).toBe(
      'Health check failed (the health check URL must start with http:// or https://); there is no earlier release to switch back to, so release ' +
        `${checked.run.release} stays.`,
    );
    expect(checked.lines.some((line) => line.includes('root:'))).toBe(false);
  });

  it('still builds in the deploy path itself for an in_place deployment', async () => {
    const deployment = await setting.deployment({ commands: 'pwd', releases: { strategy: 'in_place' } });
    const { run, lines } = await deployOnce(deployment.id);
    expect(run, JSON.stringify(lines)).toMatchObject({ status: 'succeeded', release: null });
    expect(lines).toContain(deployment.deployPath);
    expect(existsSync(join(deployment.deployPath, 'index.html'))).toBe(true);
    expect(existsSync(join(deployment.deployPath, 'current'))).toBe(false);
  });
});
