import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readFile, rm, writeFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:net';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { isPrivateAddress } from '../src/adapters/server-transport/address-policy.js';
import { authorizeKey, revokeKey } from '../src/adapters/server-transport/authorized-keys.js';
import { readServerFacts } from '../src/adapters/server-transport/server-facts.js';
import {
  ServerTransportError,
  type ServerSession,
  type ServerTarget,
} from '../src/adapters/server-transport/server-transport.js';
import { createSshTransport } from '../src/adapters/server-transport/ssh-transport.js';
import { freePort, startSshd, type TestSshd } from './support/sshd.js';
import { ed25519KeyPair } from './support/ssh-keys.js';

/** An sshd run by another user cannot check passwords; CI runs as root, with a test account. */
const asRoot = process.getuid?.() === 0;
/** The test sshd listens on loopback, which only development and tests may reach (docs/architecture.md § Outbound connections). */
const transport = createSshTransport({ allowPrivateTargets: true });
let sshd: TestSshd;
/** A second server for the same user with another host key: what a pinned connection must refuse. */
let impostor: TestSshd;

beforeAll(async () => {
  [sshd, impostor] = await Promise.all([startSshd(), startSshd()]);
});
afterAll(async () => {
  await Promise.all([sshd?.stop(), impostor?.stop()]);
});

function keyTarget(overrides: Partial<ServerTarget> = {}): ServerTarget {
  return {
    host: sshd.host,
    port: sshd.port,
    username: sshd.user,
    auth: { privateKey: sshd.clientKey.privateKey },
    pinnedFingerprint: null,
    ...overrides,
  };
}

async function withSession<T>(target: ServerTarget, use: (session: ServerSession) => Promise<T>): Promise<T> {
  const session = await transport.connect(target);
  try {
    return await use(session);
  } finally {
    await session.close();
  }
}

async function failure(attempt: Promise<unknown>): Promise<ServerTransportError> {
  const error = await attempt.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(ServerTransportError);
  return error as ServerTransportError;
}

const unique = () => randomBytes(6).toString('hex');

describe('connecting', () => {
  it('logs in with a key and reports the host key fingerprint ssh-keygen prints', async () => {
    await withSession(keyTarget(), async (session) => {
      expect(session.fingerprint).toBe(sshd.hostKeyFingerprint);
      const result = await session.run('id -un');
      expect(result).toEqual({ code: 0, stdout: `${sshd.user}\n`, stderr: '' });
    });
  });

  it('connects again when the pinned fingerprint matches', async () => {
    await withSession(keyTarget({ pinnedFingerprint: sshd.hostKeyFingerprint }), async (session) => {
      expect((await session.run('echo pinned')).stdout).toBe('pinned\n');
    });
  });

  it('refuses a server whose host key differs from the pinned one, before logging in', async () => {
    const target = keyTarget({ port: impostor.port, pinnedFingerprint: sshd.hostKeyFingerprint });
    const error = await failure(transport.connect(target));
    expect(error.kind).toBe('host_key_changed');
    expect(error.presentedFingerprint).toBe(impostor.hostKeyFingerprint);
    expect(error.message).toContain(sshd.hostKeyFingerprint);
    expect(error.message).toContain(impostor.hostKeyFingerprint);
    // The impostor saw the key exchange end and no login attempt at all, neither accepted nor failed.
    const log = await eventually(async () => {
      const text = await readFile(impostor.logFile, 'utf8');
      return /preauth/.test(text) ? text : undefined;
    });
    expect(log).not.toMatch(/Accepted|Postponed|Failed|Invalid user/i);
  });

  it.skipIf(!asRoot)('logs in with a password', async () => {
    await withSession(keyTarget({ auth: { password: sshd.password! } }), async (session) => {
      expect((await session.run('id -un')).stdout).toBe(`${sshd.user}\n`);
    });
  });

  it.skipIf(!asRoot)('says the password was refused', async () => {
    const error = await failure(transport.connect(keyTarget({ auth: { password: 'not-the-password' } })));
    expect(error.kind).toBe('auth_failed');
    expect(error.message).toBe(`The server refused the password for user ${sshd.user}.`);
  });

  it('says the key was refused', async () => {
    const stranger = ed25519KeyPair();
    const error = await failure(transport.connect(keyTarget({ auth: { privateKey: stranger.private } })));
    expect(error.kind).toBe('auth_failed');
    expect(error.message).toBe(`The server refused the SSH key for user ${sshd.user}.`);
  });

  it('tells a key it cannot read from a refused one, before connecting anywhere', async () => {
    const nowhere = { host: '127.0.0.1', port: await freePort() };
    for (const privateKey of ['not a key', sshd.clientKey.privateKey.slice(0, 120), sshd.clientKey.publicKey]) {
      const error = await failure(transport.connect(keyTarget({ ...nowhere, auth: { privateKey } })));
      expect(error.kind).toBe('bad_key');
    }
  });

  it('says a closed port is unreachable', async () => {
    const error = await failure(transport.connect(keyTarget({ port: await freePort() })));
    expect(error.kind).toBe('unreachable');
    expect(error.message).toContain('refused the connection');
  });

  it('refuses loopback and private addresses unless they are allowed, by address or by name', async () => {
    const production = createSshTransport();
    for (const host of ['127.0.0.1', 'localhost', '::ffff:10.0.0.1']) {
      const error = await failure(production.connect(keyTarget({ host })));
      expect(error.kind).toBe('unreachable');
      expect(error.message).toBe(
        `${host} is a private or local address. Aerie connects only to servers on the public internet.`,
      );
    }
    expect(isPrivateAddress('169.254.169.254')).toBe(true);
    expect(isPrivateAddress('fd00::1')).toBe(true);
    expect(isPrivateAddress('93.184.216.34')).toBe(false);
    expect(isPrivateAddress('2606:4700::1111')).toBe(false);
  });

  it('says a port that never speaks SSH is unreachable, after the login timeout', async () => {
    // It reads what the client sends (so it sees the client hang up) and never answers.
    const silent = createServer((socket) => socket.resume());
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    try {
      const port = (silent.address() as { port: number }).port;
      const quick = createSshTransport({ readyTimeoutMs: 300, allowPrivateTargets: true });
      const error = await failure(quick.connect(keyTarget({ port })));
      expect(error.kind).toBe('unreachable');
    } finally {
      await closeServer(silent);
    }
  });
});

describe('a session', () => {
  it('runs a script with its own standard input, which is never run as code', async () => {
    await withSession(keyTarget(), async (session) => {
      const script = 'IFS= read -r first\nrest="$(cat)"\necho "first=$first"\necho "rest=$rest"\necho oops >&2\nexit 7';
      const result = await session.run(script, { stdin: 'one\n$(touch /tmp/aerie-pwned) `id`\n' });
      expect(result.code).toBe(7);
      expect(result.stdout).toBe('first=one\nrest=$(touch /tmp/aerie-pwned) `id`\n');
      expect(result.stderr).toBe('oops\n');
      expect(existsSync('/tmp/aerie-pwned')).toBe(false);
      // Without stdin the script reads end of file at once, not the rest of itself.
      expect((await session.run('cat\necho done')).stdout).toBe('done\n');
    });
  });

  it('stops a script that runs past its timeout, and what it started on the server too', async () => {
    await withSession(keyTarget(), async (session) => {
      const pidFile = `/tmp/aerie-sleep-${unique()}.pid`;
      const started = Date.now();
      const error = await failure(session.run(`sleep 30 &\necho $! > ${pidFile}\nwait`, { timeoutMs: 300 }));
      // Well before the 30 s of sleep, with room for a busy machine.
      expect(Date.now() - started).toBeLessThan(5_000);
      expect(error.kind).toBe('failed');
      expect(error.message).toContain('did not finish');
      const pid = Number(await readFile(pidFile, 'utf8'));
      await eventually(async () => (isRunning(pid) ? undefined : true), 10_000);
      // The session stays usable after one script was stopped.
      expect((await session.run(`rm ${pidFile}; echo still here`)).stdout).toBe('still here\n');
    });
  });

  it('hands over output as it arrives, before the script ends', async () => {
    await withSession(keyTarget(), async (session) => {
      const go = `/tmp/aerie-go-${unique()}`;
      const seen: string[] = [];
      // The script waits for a file that the test creates only once it has seen the first line live.
      const script = `echo ready; echo warming >&2; while [ ! -e ${go} ]; do sleep 0.05; done; echo done`;
      const result = await session.run(script, {
        onOutput: (stream, chunk) => {
          seen.push(`${stream}:${chunk.toString()}`);
          if (chunk.toString().includes('ready')) void writeFile(go, '');
        },
      });
      expect(result).toEqual({ code: 0, stdout: 'ready\ndone\n', stderr: 'warming\n' });
      expect(seen.join('')).toContain('stdout:ready');
      expect(seen.filter((part) => part.startsWith('stderr:')).join('')).toBe('stderr:warming\n');
      await rm(go, { force: true });
    });
  });

  it('stops a script when its caller aborts, and what it started on the server too', async () => {
    await withSession(keyTarget(), async (session) => {
      const pidFile = `/tmp/aerie-sleep-${unique()}.pid`;
      const controller = new AbortController();
      const run = session.run(`sleep 30 &\necho $! > ${pidFile}\necho started\nwait`, {
        signal: controller.signal,
        onOutput: (_stream, chunk) => {
          if (chunk.toString().includes('started')) controller.abort();
        },
      });
      const error = await failure(run);
      expect(error.message).toBe('The script was stopped.');
      const pid = Number(await readFile(pidFile, 'utf8'));
      await eventually(async () => (isRunning(pid) ? undefined : true), 10_000);
      expect((await session.run(`rm ${pidFile}; echo still here`)).stdout).toBe('still here\n');
      // Aborted before it starts: nothing runs.
      await expect(session.run('echo never', { signal: controller.signal })).rejects.toThrow('stopped');
    });
  });

  it('writes a file over SFTP with mode 0600, also over a file that was readable', async () => {
    await withSession(keyTarget(), async (session) => {
      const path = `${sshd.home}/aerie-write-${unique()}.env`;
      await session.run(`umask 022; echo old > ${path}`);
      await session.writeFile(path, 'SECRET=1\n', 0o600);
      const result = await session.run(`stat -c %a ${path}; cat ${path}; rm ${path}`);
      expect(result.stdout).toBe('600\nSECRET=1\n');
    });
  });

  it('reads the OS name and whether git is installed', async () => {
    const facts = await withSession(keyTarget(), readServerFacts);
    const release = await readFile('/etc/os-release', 'utf8').catch(() => '');
    const prettyName = /^PRETTY_NAME="?([^"\n]*)"?$/m.exec(release)?.[1];
    expect(facts.os).toBe(prettyName ?? expect.any(String));
    expect(facts.hasGit).toBe(existsSync('/usr/bin/git'));
  });
});

describe('authorized keys', () => {
  it('lets a new key log in, and stops it after revoking, leaving the other lines', async () => {
    const guest = ed25519KeyPair('guest@laptop');
    const neighbour = ed25519KeyPair();
    const [marker, neighbourMarker] = [`test-${unique()}`, `test-${unique()}`];
    const guestTarget = keyTarget({ auth: { privateKey: guest.private } });

    await withSession(keyTarget(), async (session) => {
      await authorizeKey(session, neighbour.public, neighbourMarker);
      await authorizeKey(session, `${guest.public}\n`, marker);
      // Repeating it replaces the line rather than adding another.
      await authorizeKey(session, guest.public, marker);
    });
    await withSession(guestTarget, async (session) => {
      expect((await session.run('echo in')).stdout).toBe('in\n');
    });

    const removed = await withSession(keyTarget(), async (session) => {
      const result = await revokeKey(session, marker);
      const lines = (await session.run('cat ~/.ssh/authorized_keys')).stdout.split('\n');
      expect(lines).toContain(`${neighbour.public} aerie:${neighbourMarker}`);
      expect(lines.some((line) => line.includes(marker))).toBe(false);
      await revokeKey(session, neighbourMarker);
      return result.removed;
    });
    expect(removed).toBe(1);
    expect((await failure(transport.connect(guestTarget))).kind).toBe('auth_failed');
  });

  it('refuses hostile keys and markers without touching the server', async () => {
    const key = ed25519KeyPair().public;
    const other = ed25519KeyPair().public;
    await withSession(keyTarget(), async (session) => {
      const before = (await session.run('cat ~/.ssh/authorized_keys 2>/dev/null; true')).stdout;
      const hostileKeys = [
        `${key}\n${other}`,
        `command="touch /tmp/aerie-pwned" ${key}`,
        `${key} aerie:x\rssh-ed25519 AAAA`,
        key.replace('ssh-ed25519', 'ssh-rsa'),
        'ssh-ed25519 $(touch /tmp/aerie-pwned)',
        '',
      ];
      for (const hostile of hostileKeys) {
        await expect(authorizeKey(session, hostile, 'fine')).rejects.toThrow(TypeError);
      }
      for (const marker of ['', 'a b', 'x;touch /tmp/aerie-pwned', '../x', "'", 'm'.repeat(65), 'é']) {
        await expect(authorizeKey(session, key, marker)).rejects.toThrow(TypeError);
        await expect(revokeKey(session, marker)).rejects.toThrow(TypeError);
      }
      const after = (await session.run('cat ~/.ssh/authorized_keys 2>/dev/null; true')).stdout;
      expect(after).toBe(before);
      expect(existsSync('/tmp/aerie-pwned')).toBe(false);
    });
  });
});

async function eventually<T>(probe: () => Promise<T | undefined>, timeoutMs = 5_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error('Timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

function closeServer(server: Server): Promise<void> {
  return new Promise((resolve) => server.close(() => resolve()));
}
