import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import type { TestSshd } from './sshd.js';

/**
 * The real OpenSSH client, as a person runs it against the test sshd, but never asking anything: only this
 * key (no agent, no config), no known_hosts, batch mode. Free of vitest, so the e2e specs and the
 * benchmarks use it too.
 */
export function sshArgs(sshd: TestSshd, keyFile: string, command: string): string[] {
  return [
    ...['-F', '/dev/null', '-i', keyFile],
    ...['-o', 'IdentitiesOnly=yes', '-o', 'IdentityAgent=none'],
    ...['-o', 'StrictHostKeyChecking=no', '-o', 'UserKnownHostsFile=/dev/null'],
    ...['-o', 'BatchMode=yes', '-o', 'LogLevel=ERROR', '-o', 'ConnectTimeout=10'],
    ...['-p', String(sshd.port), `${sshd.user}@${sshd.host}`, command],
  ];
}

/** A private key in a file of its own (0600), for `ssh -i`; `remove` deletes it. */
export function keyFileOf(privateKey: string): { path: string; remove(): void } {
  const dir = mkdtempSync(join(tmpdir(), 'aerie-ssh-client-'));
  const path = join(dir, 'id_ed25519');
  writeFileSync(path, privateKey.endsWith('\n') ? privateKey : `${privateKey}\n`, { mode: 0o600 });
  return { path, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

/** Whether the sshd lets this private key in (it signs in and runs `true`). */
export async function sshLoginWorks(sshd: TestSshd, privateKey: string): Promise<boolean> {
  const key = keyFileOf(privateKey);
  try {
    return await new Promise<boolean>((resolve) => {
      execFile('ssh', sshArgs(sshd, key.path, 'true'), { timeout: 30_000 }, (error) => resolve(!error));
    });
  } finally {
    key.remove();
  }
}
