import { execFile } from 'node:child_process';
import { mkdir, rm } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { promisify } from 'node:util';

import type { Config } from '../../config.js';

const run = promisify(execFile);

/**
 * git with an argv array, never a shell: names and messages can hold anything and are never parsed as
 * commands. The system and global configs are left out so the server's behaviour does not depend on the
 * machine's; output is capped so a strange repository cannot take the process's memory.
 */
export async function git(args: string[], options: { cwd?: string } = {}): Promise<string> {
  const { stdout } = await run('git', args, {
    cwd: options.cwd,
    maxBuffer: 32 * 1024 * 1024,
    env: gitEnvironment(),
  });
  return stdout;
}

/** What every git child of the server runs with: no prompts, no machine-wide config. */
export function gitEnvironment(extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  return {
    PATH: process.env.PATH ?? '/usr/bin:/bin',
    HOME: process.env.HOME ?? '/nonexistent',
    GIT_TERMINAL_PROMPT: '0',
    GIT_CONFIG_NOSYSTEM: '1',
    GIT_CONFIG_GLOBAL: '/dev/null',
    LANG: 'C',
    ...extra,
  };
}

/**
 * An Aerie Git repository on disk: `{GIT_DIR}/{workspace id}/{repository id}.git`. Ids only, never the
 * names people chose, so no name can reach outside the directory or collide after a rename.
 */
export function aerieRepositoryPath(config: Config['git'], workspaceId: number, repositoryId: number): string {
  return join(aerieWorkspacePath(config, workspaceId), `${repositoryId}.git`);
}

/** Where a workspace's Aerie Git repositories are: what its storage quota counts. */
export function aerieWorkspacePath(config: Config['git'], workspaceId: number): string {
  return join(config.dir, String(workspaceId));
}

/** The same path relative to GIT_DIR, as `git http-backend` takes it in PATH_INFO. */
export function aerieRepositoryPathInfo(workspaceId: number, repositoryId: number): string {
  return `/${workspaceId}/${repositoryId}.git`;
}

export async function initBareRepository(path: string): Promise<void> {
  await mkdir(dirname(path), { recursive: true });
  await git(['init', '--quiet', '--bare', '--initial-branch=main', path]);
  // Pushes over HTTP are allowed by http-backend for authenticated users; nothing else to switch on.
}

export async function removeRepositoryDirectory(path: string): Promise<void> {
  await rm(path, { recursive: true, force: true });
}

/** Every branch and the commit it points at. */
export async function readBranches(path: string): Promise<Map<string, string>> {
  const output = await git(['--git-dir', path, 'for-each-ref', '--format=%(objectname) %(refname)', 'refs/heads/']);
  const branches = new Map<string, string>();
  for (const line of output.split('\n')) {
    const space = line.indexOf(' ');
    if (space < 0) continue;
    branches.set(line.slice(space + 1).replace(/^refs\/heads\//, ''), line.slice(0, space));
  }
  return branches;
}

export interface GitCommit {
  sha: string;
  message: string;
  authorName: string;
  authorEmail: string;
  committedAt: Date;
}

const FIELD = '\x1f';
const RECORD = '\x1e';

/**
 * The commits reachable from `to` but from none of `known` (the tips the repository had before), newest
 * first, at most `max`: what a push brought to a branch. The message is the subject and body.
 */
export async function readNewCommits(path: string, to: string, known: string[], max: number): Promise<GitCommit[]> {
  const format = `--format=%H${FIELD}%an${FIELD}%ae${FIELD}%aI${FIELD}%B${RECORD}`;
  const exclude = known.length ? ['--not', ...known] : [];
  const output = await git(['--git-dir', path, 'log', `--max-count=${max}`, format, to, ...exclude, '--']);
  return output
    .split(RECORD)
    .map((record) => record.replace(/^\n/, ''))
    .filter((record) => record.includes(FIELD))
    .map((record) => {
      const [sha, authorName, authorEmail, date, message] = record.split(FIELD);
      return {
        sha: sha!,
        authorName: authorName!,
        authorEmail: authorEmail!,
        committedAt: new Date(date!),
        message: message!.trim(),
      };
    });
}

/** Where Aerie Git answers: its own host when GIT_HOST is set, else `/git` on the app's origin. */
export function publicGitBase(config: { appUrl: string; hostnames: { git: string | null } }): string {
  const host = config.hostnames.git;
  if (!host) return `${config.appUrl}/git`;
  const scheme = new URL(config.appUrl).protocol;
  return `${scheme}//${host}`;
}
