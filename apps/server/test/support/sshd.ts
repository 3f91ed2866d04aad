import { execFile, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { chmod, link, mkdir, mkdtemp, readFile, rm, unlink, writeFile } from 'node:fs/promises';
import { connect, createServer, type AddressInfo } from 'node:net';
import { tmpdir, userInfo } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

const execFileAsync = promisify(execFile);

const SSHD = '/usr/sbin/sshd';
/** The account the tests log in as when they run as root, so no test ever logs in as root itself. */
export const TEST_USER = 'aerie-ssh-test';

export interface TestSshd {
  host: string;
  port: number;
  user: string;
  /** Null when the tests do not run as root: an sshd of another user cannot check passwords. */
  password: string | null;
  hostKeyFingerprint: string;
  /** An ed25519 pair made for this sshd; the public half is authorized for `user`. */
  clientKey: { privateKey: string; publicKey: string };
  home: string;
  /** This sshd's own authorized keys file for `user` (beside ~/.ssh/authorized_keys): a test may append to it. */
  authorizedKeysFile: string;
  logFile: string;
  stop(): Promise<void>;
}

/**
 * A real OpenSSH sshd on 127.0.0.1 (docs/architecture.md § Tests and checks): its own host key, config, port and log in
 * a temporary directory, so several can run side by side and none touches the machine's own sshd settings.
 */
export async function startSshd(): Promise<TestSshd> {
  if (!existsSync(SSHD)) {
    throw new Error('OpenSSH sshd is missing: install the openssh-server package (apt-get install -y openssh-server).');
  }
  const dir = await mkdtemp(join(tmpdir(), 'aerie-sshd-'));
  // sshd reads the authorized keys file below as the logged-in user, who must be able to reach it.
  await chmod(dir, 0o755);
  const hostKey = await generateKey(join(dir, 'host_ed25519'), 'aerie-test-host');
  const clientKey = await generateKey(join(dir, 'client_ed25519'), 'aerie-test-client');
  const account = process.getuid?.() === 0 ? await (testUser ??= ensureTestUser()) : currentUser();
  const authorizedKeys = join(dir, 'authorized_keys');
  await writeFile(authorizedKeys, `${clientKey.publicKey}\n`, { mode: 0o644 });
  await mkdir('/run/sshd', { recursive: true }).catch(() => {});

  const logFile = join(dir, 'sshd.log');
  for (let attempt = 1; ; attempt += 1) {
    const port = await freePort();
    const config = join(dir, 'sshd_config');
    await writeFile(config, await sshdConfig({ dir, port, user: account.user, authorizedKeys }));
    const child = spawn(SSHD, ['-D', '-f', config, '-E', logFile], { stdio: 'ignore' });
    const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
    if (await answersSsh(port, exited)) {
      return {
        host: '127.0.0.1',
        port,
        ...account,
        hostKeyFingerprint: await fingerprintOf(`${hostKey.path}.pub`),
        clientKey: { privateKey: clientKey.privateKey, publicKey: clientKey.publicKey },
        authorizedKeysFile: authorizedKeys,
        logFile,
        async stop() {
          child.kill('SIGTERM');
          // eslint-disable-next-line aerie/no-long-sleep -- a watchdog, not a wait: cleared as soon as sshd exits
          const timer = setTimeout(() => child.kill('SIGKILL'), 5_000);
          await exited;
          clearTimeout(timer);
          await rm(dir, { recursive: true, force: true });
        },
      };
    }
    child.kill('SIGKILL');
    await exited;
    // Another process may have taken the free port between our check and sshd's bind: try another.
    if (attempt === 3) {
      const log = await readFile(logFile, 'utf8').catch(() => '');
      await rm(dir, { recursive: true, force: true });
      throw new Error(`sshd did not start:\n${log}`);
    }
  }
}

async function sshdConfig(options: { dir: string; port: number; user: string; authorizedKeys: string }) {
  const lines = [
    `Port ${options.port}`,
    'ListenAddress 127.0.0.1',
    `HostKey ${join(options.dir, 'host_ed25519')}`,
    `PidFile ${join(options.dir, 'sshd.pid')}`,
    // This sshd's own key file for the client key, and the user's ~/.ssh/authorized_keys for authorizeKey.
    `AuthorizedKeysFile ${options.authorizedKeys} .ssh/authorized_keys`,
    'UsePAM no',
    'StrictModes no',
    'PasswordAuthentication yes',
    'KbdInteractiveAuthentication no',
    'PubkeyAuthentication yes',
    'PermitRootLogin no',
    `AllowUsers ${options.user}`,
    'UseDNS no',
    'LogLevel VERBOSE',
    'Subsystem sftp internal-sftp',
    'MaxStartups 100',
    'MaxSessions 50',
  ];
  // OpenSSH 9.8 and later shut out an address after failed logins, and the tests fail logins on purpose.
  if (await sshdVersionAtLeast(9, 8)) lines.push('PerSourcePenalties no');
  return `${lines.join('\n')}\n`;
}

async function sshdVersionAtLeast(major: number, minor: number): Promise<boolean> {
  // `sshd -V` prints the version on stderr, and older ones exit non-zero after printing it.
  const output = await execFileAsync(SSHD, ['-V']).then(
    (result) => result.stderr + result.stdout,
    (error: { stderr?: string }) => error.stderr ?? '',
  );
  const match = /OpenSSH_(\d+)\.(\d+)/.exec(output);
  if (!match) return false;
  const [found, foundMinor] = [Number(match[1]), Number(match[2])];
  return found > major || (found === major && foundMinor >= minor);
}

async function generateKey(path: string, comment: string) {
  await execFileAsync('ssh-keygen', ['-q', '-t', 'ed25519', '-N', '', '-C', comment, '-f', path]);
  return {
    path,
    privateKey: await readFile(path, 'utf8'),
    publicKey: (await readFile(`${path}.pub`, 'utf8')).trim(),
  };
}

/** As `ssh-keygen -l` prints it: `256 SHA256:… comment (ED25519)`. */
export async function fingerprintOf(publicKeyFile: string): Promise<string> {
  const { stdout } = await execFileAsync('ssh-keygen', ['-l', '-f', publicKeyFile]);
  const fingerprint = stdout.split(' ')[1];
  if (!fingerprint?.startsWith('SHA256:')) throw new Error(`Unexpected ssh-keygen output: ${stdout}`);
  return fingerprint;
}

function currentUser() {
  const { username, homedir } = userInfo();
  return { user: username, password: null, home: homedir };
}

let testUser: Promise<{ user: string; password: string; home: string }> | undefined;

/**
 * Creates the test account once, and sets its password from a root-only file that every test process
 * shares: test files run in parallel, and each must know the password the others set.
 */
async function ensureTestUser(): Promise<{ user: string; password: string; home: string }> {
  if (!(await accountHome(TEST_USER))) {
    await execFileAsync('useradd', ['--system', '--create-home', '--shell', '/bin/bash', TEST_USER]).catch(
      async (error: unknown) => {
        // Exit code 9: a parallel test process created it first.
        if (!(await accountHome(TEST_USER))) throw error;
      },
    );
  }
  const home = (await accountHome(TEST_USER))!;
  // Two useradd runs at once can leave the home owned by an id that lost the race; this heals it.
  await execFileAsync('chown', [`${TEST_USER}:`, home]);
  const password = await sharedPassword();
  for (let attempt = 1; ; attempt += 1) {
    try {
      await runWithInput('chpasswd', [], `${TEST_USER}:${password}\n`);
      break;
    } catch (error) {
      // chpasswd gives up at once when a parallel one holds the shadow file's lock.
      if (attempt === 10) throw error;
      // eslint-disable-next-line aerie/no-long-sleep -- 100 ms more each try, 900 ms at most (the tenth throws)
      await new Promise((resolve) => setTimeout(resolve, 100 * attempt));
    }
  }
  return { user: TEST_USER, password, home };
}

async function accountHome(user: string): Promise<string | null> {
  const entry = await execFileAsync('getent', ['passwd', user]).then(
    (result) => result.stdout.trim(),
    () => '',
  );
  return entry ? (entry.split(':')[5] ?? null) : null;
}

async function sharedPassword(): Promise<string> {
  const file = join(tmpdir(), `${TEST_USER}.password`);
  const candidate = join(tmpdir(), `${TEST_USER}.password.${process.pid}.${randomBytes(4).toString('hex')}`);
  await writeFile(candidate, randomBytes(18).toString('base64url'), { mode: 0o600 });
  // link() fails when the file exists, so exactly one process's password wins, and it appears whole.
  await link(candidate, file).catch((error: NodeJS.ErrnoException) => {
    if (error.code !== 'EEXIST') throw error;
  });
  await unlink(candidate);
  return (await readFile(file, 'utf8')).trim();
}

function runWithInput(command: string, args: string[], input: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = execFile(command, args, (error) => (error ? reject(error) : resolve()));
    child.stdin?.end(input);
  });
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** Waits until the port sends an SSH banner, or the sshd exits, for up to 10 s. */
async function answersSsh(port: number, exited: Promise<void>): Promise<boolean> {
  let gone = false;
  void exited.then(() => (gone = true));
  const deadline = Date.now() + 10_000;
  while (!gone && Date.now() < deadline) {
    if (await readsBanner(port)) return true;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return false;
}

function readsBanner(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({ host: '127.0.0.1', port });
    const done = (answer: boolean) => {
      socket.destroy();
      resolve(answer);
    };
    socket.setTimeout(1_000, () => done(false));
    socket.once('data', (chunk) => done(chunk.toString('latin1').startsWith('SSH-')));
    socket.once('error', () => done(false));
  });
}

/** A connect-server body (docs/product.md § Server connections) for the test sshd, logging in with its client key unless told otherwise. */
export function connectBody(sshd: TestSshd, projectUid: string, overrides: Record<string, unknown> = {}) {
  return {
    name: 'Web 1',
    hostname: 'Test sshd',
    ip: sshd.host,
    port: sshd.port,
    protocal: 'ssh',
    username: sshd.user,
    ssh: sshd.clientKey.privateKey,
    hardlink: 0,
    maintenance: 0,
    project_id: projectUid,
    ...overrides,
  };
}
