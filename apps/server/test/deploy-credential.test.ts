import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import {
  runLogLines,
  startDeploySetting,
  startRun,
  waitForLogLine,
  waitForRun,
} from './support/deployment-fixtures.js';
import { basicSecret, startRecordingProxy } from './support/recording-proxy.js';
import { createRepository, gitClient, scratch } from './support/repository-fixtures.js';
import { startSshd, type TestSshd } from './support/sshd.js';

const execFileAsync = promisify(execFile);

/**
 * Issue 24 §2: the build commands are code of whoever may edit them, run on the server as the account git
 * runs as. They try every way to find the credential of the run (and plant traps that fire in the next
 * run's git step, as wrapping git did in the reported attack); the credential, taken from the wire by a
 * proxy in front of Aerie, may read only this repository, only while the run's git step lasts.
 */
const EXTRACT = [
  'echo "== environment"; env',
  'echo "== git config"; git config --get-regexp . || true',
  'echo "== .git/config"; cat .git/config',
  'echo "== remotes"; git remote -v',
  'echo "== credential files"; cat ~/.git-credentials ~/.config/git/credentials 2>/dev/null || true',
  "echo \"== processes\"; tr '\\000' '\\n' < /proc/self/environ; tr '\\000' '\\n' < /proc/$PPID/environ",
  'echo "== hidden from masking"; env | rev | base64 -w0; echo',
  // Traps for the next run: git runs hooks of the clone it works in, with its own environment.
  "cat > .git/hooks/post-checkout <<'HOOK'",
  '#!/bin/sh',
  "(env; tr '\\000' '\\n' < /proc/$PPID/environ) | grep -i -e git -e auth -e aerie | rev | base64 -w0; echo",
  'HOOK',
  'for hook in reference-transaction post-merge; do cp .git/hooks/post-checkout .git/hooks/$hook; done',
  'chmod +x .git/hooks/post-checkout .git/hooks/reference-transaction .git/hooks/post-merge',
].join('\n');

const reverse = (text: string) => [...text].reverse().join('');

/** The text as an attacker reads it back: as is, reversed, and every base64 run decoded, both ways round. */
function readings(text: string): string[] {
  const found = [text, reverse(text)];
  for (const candidate of [text, reverse(text)]) {
    for (const run of candidate.match(/[A-Za-z0-9+/=]{16,}/g) ?? []) {
      const decoded = Buffer.from(run, 'base64').toString('latin1');
      found.push(decoded, reverse(decoded));
    }
  }
  return found;
}

let sshd: TestSshd;
let proxy: Awaited<ReturnType<typeof startRecordingProxy>>;
let setting: Awaited<ReturnType<typeof startDeploySetting>>;
/** What the credential could do, tried while the run's git waited at the proxy. */
let probed: Promise<Record<string, unknown>> | null = null;
const dirs = scratch();

beforeAll(async () => {
  sshd = await startSshd();
  proxy = await startRecordingProxy({
    beforeForward: async (incoming) => {
      const header = incoming.headers.authorization;
      if (!header || probed) return;
      probed = probe(header);
      await probed.catch(() => {});
    },
  });
  setting = await startDeploySetting(sshd, { appUrl: () => proxy.url });
  proxy.retarget(setting.base);
}, 60_000);
afterAll(async () => {
  await proxy?.close();
  await setting?.close();
  await sshd?.stop();
  dirs.cleanup();
});

const repoUrl = (name: string) => `${setting.base}/git/${setting.team.owner.workspace.slug}/${name}.git`;

async function status(header: string, path: string, init: RequestInit = {}): Promise<number> {
  const reply = await fetch(`${repoUrl('site')}${path}`, {
    ...init,
    headers: { authorization: header, ...(init.headers as Record<string, string>) },
  });
  await reply.arrayBuffer();
  return reply.status;
}
const readStatus = (header: string) => status(header, '/info/refs?service=git-upload-pack');

/** Everything the test tries with the run's credential while the run's git waits for its answer. */
async function probe(header: string): Promise<Record<string, unknown>> {
  const { t, team } = setting;
  const home = dirs.dir('aerie-credential-home-');
  const withHeader = ['-c', `http.extraHeader=Authorization: ${header}`];
  const work = join(dirs.dir(), 'work');
  const clone = await gitClient(home, [...withHeader, 'clone', '-q', repoUrl('site'), work]);
  let push = { ok: false, stderr: 'no clone to push from' };
  if (clone.ok) {
    await writeFile(join(work, 'stolen.txt'), 'pushed with a stolen credential\n');
    await gitClient(home, ['add', '-A'], work);
    await gitClient(home, ['commit', '-q', '-m', 'Stolen'], work);
    push = await gitClient(home, [...withHeader, 'push', '-q', 'origin', 'HEAD:main'], work);
  }
  const other = await gitClient(home, [...withHeader, 'ls-remote', repoUrl('other')]);
  const otherStatus = await fetch(`${repoUrl('other')}/info/refs?service=git-upload-pack`, {
    headers: { authorization: header },
  }).then((reply) => reply.status);
  const tokens = await t.call({ method: 'GET', url: '/api/user/tokens', token: team.owner.token });
  return {
    cloneOk: clone.ok,
    cloneError: clone.stderr,
    pushOk: push.ok,
    pushAdvertised: await status(header, '/info/refs?service=git-receive-pack'),
    pushSent: await status(header, '/git-receive-pack', {
      method: 'POST',
      headers: { 'content-type': 'application/x-git-receive-pack-request' },
      body: '0000',
    }),
    otherOk: other.ok,
    otherStatus,
    tokenNames: tokens.json().data.map((token: { name: string }) => token.name),
  };
}

describe('the credential a deployment run hands to git', () => {
  it('reads only its repository, only during the git step, and the build commands never find it', async () => {
    const { t, team } = setting;
    await createRepository(t, team.owner.token, team.owner.workspace.slug, team.project.u_id, { name: 'other' });
    const goFile = `/tmp/aerie-credential-go-${randomBytes(6).toString('hex')}`;
    const deployment = await setting.deployment({
      commands: `${EXTRACT}\necho waiting\nwhile [ ! -e ${goFile} ]; do sleep 0.1; done`,
    });
    try {
      const first = await startRun(t, deployment.id, team.owner.userId);
      await waitForLogLine(t, first.id, 'waiting');
      expect(proxy.authorizations).toHaveLength(1);
      const [credential] = proxy.authorizations as [string];
      expect.soft(await probed).toMatchObject({
        cloneOk: true,
        pushOk: false,
        pushAdvertised: 403,
        pushSent: 403,
        otherOk: false,
        otherStatus: 404,
        // Never one of the person's tokens: the list shows only the token they made themselves.
        tokenNames: ['laptop'],
      });
      // The build commands are running: the git step is over, and the credential with it.
      expect.soft(await readStatus(credential)).toBe(401);
      await writeFile(goFile, '');
      expect(await waitForRun(t, first.id)).toMatchObject({ status: 'succeeded' });
      expect.soft(await readStatus(credential)).toBe(401);

      // The next run fetches into a copy of the clone whose hooks the first run's commands wrote.
      const second = await waitForRun(t, (await startRun(t, deployment.id, team.owner.userId)).id);
      const lines = [...(await runLogLines(t, first.id)), ...(await runLogLines(t, second.id))];
      expect(second.status, JSON.stringify(lines)).toBe('succeeded');
      expect(proxy.authorizations).toHaveLength(2);
      // The traps did run and print what they found (so finding nothing below means something).
      expect(lines.filter((line) => /^[A-Za-z0-9+/=]{40,}$/.test(line.line)).length).toBeGreaterThan(2);

      const leaked = (text: string) =>
        proxy.authorizations.filter((header) => {
          const forms = [basicSecret(header), header.replace(/^Basic /, '')];
          return readings(text).some((reading) => forms.some((form) => reading.includes(form)));
        });
      expect.soft(leaked(lines.map((line) => line.line).join('\n'))).toEqual([]);
      // The second release is a copy of the first's checkout (hooks and all), fetched into.
      expect(leaked(await readFile(join(deployment.deployPath, 'current', '.git', 'config'), 'utf8'))).toEqual([]);
      // No file on the server holds it: not in the deploy path, not in the account's home.
      for (const header of proxy.authorizations) {
        const grep = await execFileAsync('grep', ['-rlF', '-e', basicSecret(header), sshd.home]).catch(
          (error: { code?: number; stdout?: string }) => ({
            stdout: error.code === 1 ? '' : `grep failed ${error.code}`,
          }),
        );
        expect(grep.stdout).toBe('');
      }
      for (const header of proxy.authorizations) expect(await readStatus(header)).toBe(401);
    } finally {
      await rm(goFile, { force: true });
    }
  }, 120_000);
});
