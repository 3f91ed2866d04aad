import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

import type { Repository } from '@aerie/contract';
import { expect } from 'vitest';

import type { TestApp } from './test-app.js';

const run = promisify(execFile);

/** A body for `projects/repositories/{slug}/create` on Aerie Git. */
export function repositoryBody(projectUid: string, overrides: Record<string, unknown> = {}) {
  return {
    name: 'web-app',
    description: 'The site',
    private: true,
    project_id: projectUid,
    platform: 'aerie',
    ...overrides,
  };
}

export async function createRepository(
  t: TestApp,
  token: string,
  workspaceSlug: string,
  projectUid: string,
  overrides: Record<string, unknown> = {},
): Promise<Repository> {
  const reply = await t.call({
    method: 'POST',
    url: `/api/projects/repositories/${workspaceSlug}/create`,
    token,
    body: repositoryBody(projectUid, overrides),
  });
  expect(reply.statusCode, reply.body).toBe(200);
  return reply.json().data;
}

/** A personal access token of the signed-in user: the secret git takes as the password. */
export async function createAccessToken(
  t: TestApp,
  token: string,
  name = 'laptop',
): Promise<{ id: number; token: string }> {
  const reply = await t.call({ method: 'POST', url: '/api/user/tokens', token, body: { name } });
  expect(reply.statusCode, reply.body).toBe(200);
  return reply.json().data;
}

/** Temporary directories for git clients (their HOME and work trees); `cleanup` removes them all. */
export function scratch() {
  const dirs: string[] = [];
  return {
    dir(prefix = 'aerie-git-test-') {
      const dir = mkdtempSync(join(tmpdir(), prefix));
      dirs.push(dir);
      return dir;
    },
    cleanup() {
      for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
    },
  };
}

/**
 * The real git client, with nothing of this machine's configuration: its own HOME, no system config, never
 * a prompt (a refused credential fails at once instead of waiting for a person).
 */
export async function gitClient(
  home: string,
  args: string[],
  cwd?: string,
): Promise<{ ok: boolean; stdout: string; stderr: string }> {
  try {
    const { stdout, stderr } = await run('git', args, {
      cwd,
      env: {
        PATH: process.env.PATH,
        HOME: home,
        GIT_TERMINAL_PROMPT: '0',
        GIT_CONFIG_NOSYSTEM: '1',
        GIT_AUTHOR_NAME: 'Ada Lovelace',
        GIT_AUTHOR_EMAIL: 'ada@example.com',
        GIT_COMMITTER_NAME: 'Ada Lovelace',
        GIT_COMMITTER_EMAIL: 'ada@example.com',
        LANG: 'C',
      },
      maxBuffer: 16 * 1024 * 1024,
    });
    return { ok: true, stdout, stderr };
  } catch (error) {
    const failed = error as { stdout?: string; stderr?: string };
    return { ok: false, stdout: failed.stdout ?? '', stderr: failed.stderr ?? '' };
  }
}

/** `http://{e-mail}:{token}@host/git/{slug}/{name}.git`, the credentials url-encoded. */
export function cloneUrl(base: string, email: string, token: string | null, slug: string, name: string): string {
  const url = new URL(`${base}/git/${slug}/${name}.git`);
  if (token !== null) {
    url.username = encodeURIComponent(email);
    url.password = encodeURIComponent(token);
  }
  return url.toString();
}

/** A first commit on `main` (an index.html), pushed to `url` by the real git client from `home`/work. */
export async function pushFirstCommit(url: string, home: string): Promise<void> {
  const work = join(home, 'work');
  mkdirSync(work);
  writeFileSync(join(work, 'index.html'), '<h1>Hello</h1>\n');
  for (const args of [
    ['init', '-q', '-b', 'main'],
    ['add', '-A'],
    ['commit', '-q', '-m', 'First'],
    ['push', '-q', url, 'HEAD:main'],
  ]) {
    const result = await gitClient(home, args, work);
    expect(result.ok, result.stderr).toBe(true);
  }
}
