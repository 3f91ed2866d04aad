import { PRIVATE_ADDRESS } from './address-policy.js';
import { ServerTransportError, type ServerTarget } from './server-transport.js';

/** ssh2 tags its errors with the stage that failed; the network's own errors carry an errno code. */
type Ssh2Error = Error & { level?: string; code?: string };

const seconds = (ms: number) => (ms < 1000 ? `${ms} ms` : `${Math.round(ms / 1000)} s`);

/** Why the TCP connection could not be opened, by the network's error code: `where` is "host on port N". */
const UNREACHABLE: Record<string, (host: string, where: string, timeout: string) => string> = {
  [PRIVATE_ADDRESS]: (host) =>
    `${host} is a private or local address. Aerie connects only to servers on the public internet.`,
  ECONNREFUSED: (_host, where) =>
    `${where} refused the connection. Check that SSH runs there and listens on that port.`,
  ENOTFOUND: (host) => `The name ${host} could not be found. Check the IP address or hostname.`,
  EAI_AGAIN: (host) => `The name ${host} could not be looked up just now. Try again in a moment.`,
  ETIMEDOUT: (_host, where, timeout) =>
    `${where} did not answer within ${timeout}. Check the address and the server's firewall.`,
  EHOSTUNREACH: (_host, where) => `${where} cannot be reached from Aerie's network.`,
  ENETUNREACH: (_host, where) => `${where} cannot be reached from Aerie's network.`,
};

export function unreachable(target: ServerTarget, error: Ssh2Error | 'timeout', timeoutMs: number) {
  const where = `${target.host} on port ${target.port}`;
  const describe = UNREACHABLE[error === 'timeout' ? 'ETIMEDOUT' : (error.code ?? '')];
  const message = describe ? describe(target.host, where, seconds(timeoutMs)) : `Could not connect to ${where}.`;
  return new ServerTransportError('unreachable', message);
}

/**
 * An error ssh2 reported between the TCP connection and a ready session. `hostKeyRefused` says whether
 * our own host key check turned the server down, which ssh2 only reports as a failed handshake.
 */
export function handshakeFailure(
  target: ServerTarget,
  error: Ssh2Error,
  readyTimeoutMs: number,
  hostKeyRefused: { pinned: string; presented: string } | null,
): ServerTransportError {
  if (hostKeyRefused) {
    return new ServerTransportError(
      'host_key_changed',
      `The host key of ${target.host} has changed: Aerie recorded ${hostKeyRefused.pinned}, the server now ` +
        `presents ${hostKeyRefused.presented}. Nothing was sent to it. If the server was reinstalled, ` +
        `connect it again; otherwise someone may be intercepting the connection.`,
      hostKeyRefused.presented,
    );
  }
  if (error.level === 'client-authentication') {
    const what = 'privateKey' in target.auth ? 'SSH key' : 'password';
    return new ServerTransportError('auth_failed', `The server refused the ${what} for user ${target.username}.`);
  }
  if (error.level === 'client-timeout') {
    return new ServerTransportError(
      'unreachable',
      `${target.host} on port ${target.port} did not complete an SSH login within ${seconds(readyTimeoutMs)}.`,
    );
  }
  if (error.level === 'client-socket') return unreachable(target, error, readyTimeoutMs);
  return new ServerTransportError(
    'failed',
    `${target.host} on port ${target.port} did not answer as an SSH server (${error.message}).`,
  );
}

/** The private key ssh2 could not use, with the reason a user can act on. */
export function badKey(reason: string): ServerTransportError {
  const message = /encrypted|passphrase/i.test(reason)
    ? 'The private key is protected by a passphrase. Use a key without one.'
    : 'The private key could not be read. Paste the whole private key, including its BEGIN and END lines.';
  return new ServerTransportError('bad_key', message);
}
