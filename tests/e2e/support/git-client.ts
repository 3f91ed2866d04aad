import { execFile } from 'node:child_process';

export interface GitResult {
  code: number;
  stdout: string;
  stderr: string;
}

/**
 * Runs git as someone on their own machine would, but never asking anything: no prompt, no credential
 * helper or global config of this machine (HOME is a fresh folder), the name and e-mail given.
 */
export function git(args: string[], cwd: string, home: string): Promise<GitResult> {
  return new Promise((resolve) => {
    execFile(
      'git',
      ['-c', 'credential.helper=', '-c', 'user.name=Iris Tester', '-c', 'user.email=iris@example.com', ...args],
      {
        cwd,
        env: {
          PATH: process.env.PATH ?? '',
          HOME: home,
          GIT_TERMINAL_PROMPT: '0',
          GIT_CONFIG_NOSYSTEM: '1',
          GIT_ASKPASS: 'true',
        },
        timeout: 30_000,
      },
      (error, stdout, stderr) =>
        resolve({ code: error ? (typeof error.code === 'number' ? error.code : 1) : 0, stdout, stderr }),
    );
  });
}

/** The clone url with the e-mail and token as git's user name and password. */
export function withCredentials(url: string, email: string, token: string): string {
  const withAuth = new URL(url);
  withAuth.username = encodeURIComponent(email);
  withAuth.password = encodeURIComponent(token);
  return withAuth.toString();
}
