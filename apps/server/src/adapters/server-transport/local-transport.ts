import { spawn } from 'node:child_process';
import { resolve as resolvePath } from 'node:path';

import { BASH_COMMAND, OutputBuffer, bashInput, exitCodeOf, stoppedError } from './bash-script.js';
import {
  DEFAULT_RUN_TIMEOUT_MS,
  MAX_OUTPUT_BYTES,
  ServerTransportError,
  type RunOptions,
  type RunResult,
  type ServerSession,
} from './server-transport.js';

export interface LocalSessionOptions {
  /** The pilot's own directory: the scripts' working directory and HOME; relative paths start here. */
  directory: string;
  /**
   * The unprivileged account the pilot runs as (docs/architecture.md § Server transport: it must not read Aerie's data
   * or keys). Needs Aerie to run as root; without it the scripts run as Aerie's own user, fit for development only.
   */
  uid?: number;
  gid?: number;
}

/** What every local script sees of the environment: nothing of Aerie's own, which holds its secrets. */
const PATH = '/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin';

/**
 * Writes as the pilot's own account, through the same `bash -s`, rather than from Aerie's process: Aerie
 * may run as root, and a pilot could have planted a symlink at the path pointing at a file of Aerie's.
 * The file is created empty under a strict umask and given its mode before the content goes in.
 */
const WRITE_SCRIPT = String.raw`set -eu
IFS= read -r path
IFS= read -r mode
umask 077
: > "$path"
chmod "$mode" -- "$path"
cat > "$path"
`;

/** A local pilot's session: `bash -s` as a child process in the pilot's directory, no SSH in between. */
export function openLocalSession(options: LocalSessionOptions): ServerSession {
  const directory = resolvePath(options.directory);
  return {
    fingerprint: 'local',
    run: (script, runOptions) => runLocal(options, directory, script, runOptions ?? {}),
    async writeFile(path, content, mode) {
      // The path travels as one line of the script's input.
      if (!path || /[\n\0]/.test(path)) throw new TypeError('A file path is one line without NUL.');
      if (!Number.isInteger(mode) || mode < 0 || mode > 0o7777) throw new TypeError('A file mode is 0 to 0o7777.');
      const header = Buffer.from(`${path}\n${mode.toString(8)}\n`);
      const body = typeof content === 'string' ? Buffer.from(content) : content;
      const stdin = Buffer.concat([header, body]);
      const result = await runLocal(options, directory, WRITE_SCRIPT, { stdin, timeoutMs: 60_000 });
      if (result.code !== 0) {
        const reason = result.stderr.trim().split('\n').at(-1) || `exit code ${result.code}`;
        throw new ServerTransportError('failed', `Could not write ${path}: ${reason}.`);
      }
    },
    close: async () => {},
  };
}

function runLocal(
  options: LocalSessionOptions,
  directory: string,
  script: string,
  runOptions: RunOptions,
): Promise<RunResult> {
  const timeoutMs = runOptions.timeoutMs ?? DEFAULT_RUN_TIMEOUT_MS;
  const { signal, onOutput } = runOptions;
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(stoppedError('aborted', timeoutMs));
    const [command, ...args] = BASH_COMMAND.split(' ');
    const child = spawn(command!, args, {
      cwd: directory,
      env: { PATH, HOME: directory, LANG: 'C.UTF-8' },
      uid: options.uid,
      gid: options.gid,
      // Its own process group, so a timeout or an abort stops what the script started too, not only bash.
      detached: true,
      stdio: ['pipe', 'pipe', 'pipe'],
    });
    const stdout = new OutputBuffer(MAX_OUTPUT_BYTES);
    const stderr = new OutputBuffer(MAX_OUTPUT_BYTES);
    let stopped: 'timeout' | 'aborted' | null = null;
    const stop = (reason: 'timeout' | 'aborted') => {
      stopped ??= reason;
      killGroup(child.pid);
    };
    const onAbort = () => stop('aborted');
    const timer = setTimeout(() => stop('timeout'), timeoutMs);
    signal?.addEventListener('abort', onAbort, { once: true });
    const finish = () => {
      clearTimeout(timer);
      signal?.removeEventListener('abort', onAbort);
    };

    child.stdout.on('data', (chunk: Buffer) => {
      stdout.push(chunk);
      onOutput?.('stdout', chunk);
    });
    child.stderr.on('data', (chunk: Buffer) => {
      stderr.push(chunk);
      onOutput?.('stderr', chunk);
    });
    // A script that exits without reading its input closes the pipe under us; that is not an error.
    child.stdin.on('error', () => {});
    child.once('error', (error) => {
      finish();
      reject(new ServerTransportError('failed', `Could not start bash: ${error.message}.`));
    });
    child.once('close', (code, exitSignal) => {
      finish();
      if (stopped) return reject(stoppedError(stopped, timeoutMs));
      resolve({ code: exitCodeOf(code, exitSignal), stdout: stdout.text(), stderr: stderr.text() });
    });
    child.stdin.end(bashInput(script, runOptions.stdin));
  });
}

function killGroup(pid: number | undefined): void {
  if (pid === undefined) return;
  try {
    process.kill(-pid, 'SIGKILL');
  } catch {
    // Already gone.
  }
}
