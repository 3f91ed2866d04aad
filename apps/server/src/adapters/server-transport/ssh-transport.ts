import { createHash, timingSafeEqual } from 'node:crypto';
import { connect as connectTcp, type Socket } from 'node:net';

import ssh2, { type ConnectConfig } from 'ssh2';

import { isPrivateAddress, PRIVATE_ADDRESS, publicOnlyLookup } from './address-policy.js';
import { badKey, handshakeFailure, unreachable } from './ssh-errors.js';
import { openSshSession } from './ssh-session.js';
import {
  ServerTransportError,
  type ServerSession,
  type ServerTarget,
  type ServerTransport,
} from './server-transport.js';

export interface SshTransportOptions {
  /** How long the TCP connection may take; 10 s. */
  connectTimeoutMs?: number;
  /** How long the SSH handshake and login may take once connected; 20 s (a refused password is slow). */
  readyTimeoutMs?: number;
  /**
   * Whether loopback, private and link-local addresses may be reached: false by default, as production
   * needs (docs/architecture.md § Outbound connections); development and the tests set it (`ALLOW_PRIVATE_TARGETS`).
   */
  allowPrivateTargets?: boolean;
}

/** The production server transport: SSH through ssh2, with the host key pinned on first connect. */
export function createSshTransport(options: SshTransportOptions = {}): ServerTransport {
  const connectTimeoutMs = options.connectTimeoutMs ?? 10_000;
  const readyTimeoutMs = options.readyTimeoutMs ?? 20_000;
  return {
    async connect(target) {
      const credentials = credentialsOf(target);
      const socket = await openSocket(target, connectTimeoutMs, options.allowPrivateTargets ?? false);
      return login(target, credentials, socket, readyTimeoutMs);
    },
  };
}

/** A host key's fingerprint as `ssh-keygen -l` prints it: SHA-256 of the key blob, base64 without padding. */
export function fingerprintOf(hostKey: Buffer): string {
  return `SHA256:${createHash('sha256').update(hostKey).digest('base64').replace(/=+$/, '')}`;
}

/** Constant time, so a probing server learns nothing from how long the comparison took. */
export function isSameFingerprint(left: string, right: string): boolean {
  const a = Buffer.from(left);
  const b = Buffer.from(right);
  return a.length === b.length && timingSafeEqual(a, b);
}

// ssh2 is CommonJS: Node's ES module loader finds `Client` among its named exports but not `utils`.
const { Client, utils } = ssh2;

type Credentials = Pick<ConnectConfig, 'privateKey' | 'password' | 'tryKeyboard'>;

/** Checked before any connection, so a key pasted wrong is told apart from a key the server refuses. */
function credentialsOf(target: ServerTarget): Credentials {
  if ('password' in target.auth) return { password: target.auth.password, tryKeyboard: true };
  const parsed = utils.parseKey(target.auth.privateKey);
  if (parsed instanceof Error) throw badKey(parsed.message);
  const key = Array.isArray(parsed) ? parsed[0] : parsed;
  if (!key?.isPrivateKey()) {
    throw new ServerTransportError('bad_key', 'This is a public key. Paste the private key that belongs to it.');
  }
  return { privateKey: target.auth.privateKey };
}

function openSocket(target: ServerTarget, timeoutMs: number, allowPrivateTargets: boolean): Promise<Socket> {
  return new Promise((resolve, reject) => {
    // An IP address skips the lookup below, so it is checked here.
    if (!allowPrivateTargets && isPrivateAddress(target.host)) {
      return reject(unreachable(target, Object.assign(new Error(), { code: PRIVATE_ADDRESS }), timeoutMs));
    }
    const socket = connectTcp({
      host: target.host,
      port: target.port,
      // SSH sends many small packets that each wait for an answer (a channel, its exec, its input, its exit):
      // with Nagle's algorithm each waits out the peer's delayed ACK, about 40 ms, several times a script.
      noDelay: true,
      ...(allowPrivateTargets ? {} : { lookup: publicOnlyLookup }),
    });
    const timer = setTimeout(() => {
      socket.destroy();
      reject(unreachable(target, 'timeout', timeoutMs));
    }, timeoutMs);
    socket.once('connect', () => {
      clearTimeout(timer);
      socket.removeAllListeners('error');
      resolve(socket);
    });
    socket.once('error', (error) => {
      clearTimeout(timer);
      reject(unreachable(target, error, timeoutMs));
    });
  });
}

function login(
  target: ServerTarget,
  credentials: Credentials,
  socket: Socket,
  readyTimeoutMs: number,
): Promise<ServerSession> {
  return new Promise((resolve, reject) => {
    const client = new Client();
    let presented: string | null = null;
    let hostKeyRefused: { pinned: string; presented: string } | null = null;

    let settled = false;
    client.once('ready', () => {
      settled = true;
      resolve(openSshSession(client, presented ?? 'unknown'));
    });
    // ssh2 may report a second error for the same failure (a timeout, then the lost connection): the
    // first decides, and the listener stays so the later ones do not crash the process.
    client.on('error', (error) => {
      if (settled) return;
      settled = true;
      client.end();
      reject(handshakeFailure(target, error, readyTimeoutMs, hostKeyRefused));
    });
    // Servers that take passwords only through PAM ask with one keyboard-interactive prompt.
    client.on('keyboard-interactive', (_name, _instructions, _lang, prompts, finish) => {
      finish('password' in credentials && prompts.length === 1 ? [credentials.password ?? ''] : []);
    });

    client.connect({
      sock: socket,
      username: target.username,
      ...credentials,
      readyTimeout: readyTimeoutMs,
      keepaliveInterval: 15_000,
      keepaliveCountMax: 4,
      // The key exchange, and so this check, comes before any credential is sent: a server that is not the
      // pinned one never sees the password or a signature made with the key.
      hostVerifier: (hostKey: Buffer) => {
        presented = fingerprintOf(hostKey);
        const pinned = target.pinnedFingerprint;
        if (pinned === null || isSameFingerprint(presented, pinned)) return true;
        hostKeyRefused = { pinned, presented };
        return false;
      },
    });
  });
}
