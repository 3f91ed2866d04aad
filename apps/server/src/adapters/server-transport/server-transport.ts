/**
 * The server transport port (docs/architecture.md § Server transport): how Aerie runs scripts and writes files on a
 * server. SSH for the user's own servers and for cloud pilots (`ssh-transport.ts`); a child process for local pilots
 * (`local-transport.ts`). Hosting checks a connection with it; deployments will run through it.
 */

export type ServerAuth = { privateKey: string } | { password: string };

export interface ServerTarget {
  host: string;
  port: number;
  username: string;
  auth: ServerAuth;
  /**
   * The host key fingerprint recorded on the first connect (`SHA256:…`), or null for that first connect,
   * which accepts any key and reports it in `ServerSession.fingerprint` for the caller to store.
   */
  pinnedFingerprint: string | null;
}

export interface RunOptions {
  /** What the script reads on its standard input; nothing (end of file) when absent. */
  stdin?: string | Buffer;
  /** The script is stopped and the call fails after this long; 10 minutes when absent. */
  timeoutMs?: number;
  /**
   * Each chunk of output as it arrives (a deployment's live log), besides the whole output in the result.
   * A chunk may end in the middle of a line, or of a UTF-8 character.
   */
  onOutput?: (stream: 'stdout' | 'stderr', chunk: Buffer) => void;
  /** Aborting stops the script and what it started, as the timeout does, and the call fails at once. */
  signal?: AbortSignal;
}

export interface RunResult {
  /** The exit code; 128 + the signal's number when a signal ended the script, as shells report it. */
  code: number;
  stdout: string;
  stderr: string;
}

export interface ServerSession {
  /** The host key's `SHA256:…` fingerprint, as `ssh-keygen -l` prints it; `local` for a local pilot. */
  readonly fingerprint: string;
  /**
   * Runs a script with `bash -s`. The script travels on standard input, never on a command line, so no
   * value in it is ever parsed by the login shell; values still need quoting inside the script itself.
   */
  run(script: string, options?: RunOptions): Promise<RunResult>;
  /** Writes a file with this mode (e.g. 0o600), which is set before any content arrives. */
  writeFile(path: string, content: string | Buffer, mode: number): Promise<void>;
  close(): Promise<void>;
}

export interface ServerTransport {
  connect(target: ServerTarget): Promise<ServerSession>;
}

/**
 * Why a transport call failed: `unreachable` (refused, unknown name, no answer in time), `auth_failed`
 * (the server refused the key or password), `host_key_changed` (the server presents another host key
 * than the pinned one; nothing was sent to it), `bad_key` (the private key cannot be read) or `failed`
 * (anything else: a dropped connection, a timed-out script, an SFTP error).
 */
export type ServerTransportErrorKind = 'unreachable' | 'auth_failed' | 'host_key_changed' | 'bad_key' | 'failed';

export class ServerTransportError extends Error {
  constructor(
    readonly kind: ServerTransportErrorKind,
    /** Written for the end user: safe to show, never holds a credential. */
    message: string,
    /** With `host_key_changed`: the fingerprint the server presents now. */
    readonly presentedFingerprint: string | null = null,
  ) {
    super(message);
    this.name = 'ServerTransportError';
  }
}

/** Ten minutes: long enough for a build, short enough that a hung script does not hold a worker forever. */
export const DEFAULT_RUN_TIMEOUT_MS = 10 * 60_000;

/** Output kept per stream; a runaway script must not exhaust Aerie's memory. The rest is dropped. */
export const MAX_OUTPUT_BYTES = 8 * 1024 * 1024;
