import { randomBytes } from 'node:crypto';
import { chown, mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { utils } from 'ssh2';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { authorizeKey, revokeKey } from '../src/adapters/server-transport/authorized-keys.js';
import { openLocalSession } from '../src/adapters/server-transport/local-transport.js';
import { isKeyMarker, isOpenSshPublicKey } from '../src/adapters/server-transport/public-key.js';
import { readServerFacts, osReleaseValue } from '../src/adapters/server-transport/server-facts.js';
import { ServerTransportError, type ServerSession } from '../src/adapters/server-transport/server-transport.js';
import { ed25519KeyPair } from './support/ssh-keys.js';

let directory: string;
let session: ServerSession;

beforeEach(async () => {
  directory = await mkdtemp(join(tmpdir(), 'aerie-local-pilot-'));
  session = openLocalSession({ directory });
});
afterEach(async () => {
  await session.close();
  await rm(directory, { recursive: true, force: true });
});

const modeOf = async (path: string) => ((await stat(path)).mode & 0o777).toString(8);

describe('a local session', () => {
  it('runs bash in the pilot directory, with none of Aerie’s environment', async () => {
    process.env.AERIE_TEST_SECRET = 'must-not-leak';
    try {
      const result = await session.run('pwd; echo "home=$HOME"; echo "secret=${AERIE_TEST_SECRET:-}"');
      expect(result).toEqual({ code: 0, stdout: `${directory}\nhome=${directory}\nsecret=\n`, stderr: '' });
      expect(session.fingerprint).toBe('local');
    } finally {
      delete process.env.AERIE_TEST_SECRET;
    }
  });

  it('gives the script its standard input and reports exit codes as a shell does', async () => {
    const result = await session.run('IFS= read -r line; echo "[$line]"; cat; echo err >&2; exit 3', {
      stdin: 'first $(id)\nsecond\n',
    });
    expect(result).toEqual({ code: 3, stdout: '[first $(id)]\nsecond\n', stderr: 'err\n' });
    expect((await session.run('kill -TERM $$')).code).toBe(143);
    expect((await session.run('cat; echo done')).stdout).toBe('done\n');
  });

  it('stops a script past its timeout, and what it started', async () => {
    const error = await session.run('sleep 30 & echo $! > sleep.pid; wait', { timeoutMs: 300 }).then(
      () => null,
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(ServerTransportError);
    expect((error as ServerTransportError).kind).toBe('failed');
    const pid = Number(await readFile(join(directory, 'sleep.pid'), 'utf8'));
    // Killed at once; the moment it takes to be reaped is allowed for.
    for (let waited = 0; isRunning(pid) && waited < 2_000; waited += 50) {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(isRunning(pid)).toBe(false);
  });

  it('hands over output as it arrives, and stops the script and what it started on abort', async () => {
    const controller = new AbortController();
    const seen: string[] = [];
    const run = session.run('echo warming >&2; sleep 30 & echo $! > sleep.pid; echo started; wait', {
      signal: controller.signal,
      onOutput: (stream, chunk) => {
        seen.push(`${stream}:${chunk.toString()}`);
        // Only output that arrives while the script still runs can trigger the abort that ends it.
        if (chunk.toString().includes('started')) controller.abort();
      },
    });
    const error = await run.then(
      () => null,
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(ServerTransportError);
    expect((error as ServerTransportError).message).toBe('The script was stopped.');
    expect(seen).toEqual(expect.arrayContaining(['stderr:warming\n', 'stdout:started\n']));
    const pid = Number(await readFile(join(directory, 'sleep.pid'), 'utf8'));
    for (let waited = 0; isRunning(pid) && waited < 2_000; waited += 50) {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(isRunning(pid)).toBe(false);
  });

  it('writes files with the mode asked for, also over a readable one', async () => {
    await writeFile(join(directory, '.env'), 'OLD=1\n', { mode: 0o644 });
    await session.writeFile('.env', 'SECRET=1\n', 0o600);
    expect(await readFile(join(directory, '.env'), 'utf8')).toBe('SECRET=1\n');
    expect(await modeOf(join(directory, '.env'))).toBe('600');
  });

  it('writes bytes as they are, to paths a shell would misread', async () => {
    const bytes = Buffer.from([0, 1, 2, 255, 10, 13, 36, 40]);
    await session.writeFile('-n $(id)', bytes, 0o640);
    expect(await readFile(join(directory, '-n $(id)'))).toEqual(bytes);
    expect(await modeOf(join(directory, '-n $(id)'))).toBe('640');
    await expect(session.writeFile('a\nb', 'x', 0o600)).rejects.toThrow(TypeError);
  });

  it.skipIf(process.getuid?.() !== 0)(
    'runs and writes as the pilot account, which cannot read root’s files',
    async () => {
      const nobody = 65534;
      await chown(directory, nobody, nobody);
      const secret = join(tmpdir(), `aerie-root-only-${randomBytes(4).toString('hex')}`);
      await writeFile(secret, 'root only', { mode: 0o600 });
      try {
        const pilot = openLocalSession({ directory, uid: nobody, gid: nobody });
        const result = await pilot.run(`id -u; cat ${secret}`);
        expect(result.stdout).toBe(`${nobody}\n`);
        expect(result.code).not.toBe(0);
        await pilot.writeFile('app.env', 'A=1\n', 0o600);
        expect((await stat(join(directory, 'app.env'))).uid).toBe(nobody);
      } finally {
        await rm(secret, { force: true });
      }
    },
  );

  it('reads the system facts', async () => {
    const facts = await readServerFacts(session);
    expect(facts.os).toEqual(expect.any(String));
    expect(typeof facts.hasGit).toBe('boolean');
  });
});

describe('authorized keys on a local pilot', () => {
  it('creates ~/.ssh 0700 and the file 0600, then removes exactly the marked line', async () => {
    const first = ed25519KeyPair('me@laptop').public;
    const second = utils.generateKeyPairSync('ecdsa', { bits: 256 }).public;
    await authorizeKey(session, first, 'first');
    expect(await modeOf(join(directory, '.ssh'))).toBe('700');
    expect(await modeOf(join(directory, '.ssh/authorized_keys'))).toBe('600');

    // A line of the user's own without a final newline must not be glued to ours.
    const file = join(directory, '.ssh/authorized_keys');
    await writeFile(file, `${await readFile(file, 'utf8')}# mine, aerie:first in a comment`);
    await authorizeKey(session, second, 'second');
    expect(await readFile(file, 'utf8')).toBe(
      `${first} aerie:first\n# mine, aerie:first in a comment\n${second} aerie:second\n`,
    );

    expect(await revokeKey(session, 'first')).toEqual({ removed: 1 });
    expect(await readFile(file, 'utf8')).toBe(`# mine, aerie:first in a comment\n${second} aerie:second\n`);
    expect(await revokeKey(session, 'first')).toEqual({ removed: 0 });
    expect(await modeOf(file)).toBe('600');
  });
});

describe('key and marker checks', () => {
  const ed25519 = ed25519KeyPair().public;
  const rsa = utils.generateKeyPairSync('rsa', { bits: 2048 }).public;
  const ecdsa = utils.generateKeyPairSync('ecdsa', { bits: 384 }).public;

  it('accepts OpenSSH public keys, with or without a comment', () => {
    for (const key of [ed25519, rsa, ecdsa, `${ed25519} me@laptop`, `  ${rsa} a b c \n`]) {
      expect(isOpenSshPublicKey(key)).toBe(true);
    }
    const sk = sshBlob('sk-ssh-ed25519@openssh.com', randomBytes(32), Buffer.from('ssh:'));
    expect(isOpenSshPublicKey(`sk-ssh-ed25519@openssh.com ${sk}`)).toBe(true);
  });

  it('refuses anything else', () => {
    const [type, blob] = ed25519.split(' ') as [string, string];
    const dss = sshBlob('ssh-dss', randomBytes(20), randomBytes(20), randomBytes(20), randomBytes(20));
    const pk = randomBytes(32);
    for (const key of [
      '',
      type,
      `${type} ${blob}\n${ed25519}`,
      `${type} ${blob} comment\rmore`,
      `no-pty ${ed25519}`,
      `command="id" ${ed25519}`,
      `ssh-rsa ${blob}`,
      `${type} ${blob.slice(0, -4)}`,
      `${type} ${blob}!`,
      `${type} ${sshBlob(type, pk.subarray(0, 31))}`,
      `${type} ${sshBlob(type, pk, Buffer.from('extra'))}`,
      `${type} ${sshBlob(type, pk)}AAAA`,
      `constructor ${sshBlob('constructor', pk)}`,
      `ssh-dss ${dss}`,
      `${type}\t${blob}`,
      `${type} ${sshBlob(type)}`,
      `${type} ${blob} ${'x'.repeat(9000)}`,
    ]) {
      expect(isOpenSshPublicKey(key), key.slice(0, 80)).toBe(false);
    }
  });

  it('takes markers of plain characters only', () => {
    expect(isKeyMarker('ssh-user_42')).toBe(true);
    expect(isKeyMarker('m'.repeat(64))).toBe(true);
    for (const marker of ['', 'm'.repeat(65), 'a b', 'a;b', 'a\nb', '$(id)', 'é', 'a/b']) {
      expect(isKeyMarker(marker)).toBe(false);
    }
  });

  it('reads os-release values the way the shell would', () => {
    expect(osReleaseValue('"Ubuntu 24.04.1 LTS"')).toBe('Ubuntu 24.04.1 LTS');
    expect(osReleaseValue("'Arch Linux'")).toBe('Arch Linux');
    expect(osReleaseValue('Plain')).toBe('Plain');
    expect(osReleaseValue('"Say \\"hi\\" \\$HOME"')).toBe('Say "hi" $HOME');
  });
});

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** A key blob as OpenSSH encodes it: the type, then each field, each as a length-prefixed string. */
function sshBlob(type: string, ...fields: Buffer[]): string {
  const parts = [Buffer.from(type), ...fields].flatMap((part) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(part.length);
    return [length, part];
  });
  return Buffer.concat(parts).toString('base64');
}
