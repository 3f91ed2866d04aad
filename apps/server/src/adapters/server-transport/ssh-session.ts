import type { Client, ClientChannel, SFTPWrapper } from 'ssh2';

import { BASH_COMMAND, OutputBuffer, bashInput, exitCodeOf, stoppedError } from './bash-script.js';
import {
  DEFAULT_RUN_TIMEOUT_MS,
  MAX_OUTPUT_BYTES,
  ServerTransportError,
  type RunOptions,
  type RunResult,
  type ServerSession,
} from './server-transport.js';

/** A logged-in ssh2 client as a `ServerSession`: one channel per script, one SFTP channel per file. */
export function openSshSession(client: Client, fingerprint: string): ServerSession {
  let lost: Error | null = null;
  // After login a dropped connection surfaces on the channels in use; this keeps it from crashing Aerie.
  client.on('error', (error) => {
    lost = error;
  });
  const closed = new Promise<void>((resolve) => client.once('close', () => resolve()));
  const failed = (what: string, error: Error | undefined) =>
    new ServerTransportError('failed', `${what}: ${(lost ?? error)?.message ?? 'the connection was lost'}.`);

  return {
    fingerprint,
    run: (script, options) => runScript(client, script, options ?? {}, failed),
    async writeFile(path, content, mode) {
      const sftp = await new Promise<SFTPWrapper>((resolve, reject) =>
        client.sftp((error, channel) => (error ? reject(failed('Could not open SFTP', error)) : resolve(channel))),
      );
      try {
        await writeWithMode(sftp, path, typeof content === 'string' ? Buffer.from(content) : content, mode);
      } catch (error) {
        throw failed(`Could not write ${path} on the server`, error as Error);
      } finally {
        sftp.end();
      }
    },
    async close() {
      client.end();
      await Promise.race([closed, new Promise((resolve) => setTimeout(resolve, 2_000).unref())]);
    },
  };
}

function runScript(
  client: Client,
  script: string,
  options: RunOptions,
  failed: (what: string, error: Error | undefined) => ServerTransportError,
): Promise<RunResult> {
  const timeoutMs = options.timeoutMs ?? DEFAULT_RUN_TIMEOUT_MS;
  const { signal, onOutput } = options;
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(stoppedError('aborted', timeoutMs));
    client.exec(remoteCommand(timeoutMs), (error, channel: ClientChannel) => {
      if (error) return reject(failed('Could not start the script on the server', error));
      const stdout = new OutputBuffer(MAX_OUTPUT_BYTES);
      const stderr = new OutputBuffer(MAX_OUTPUT_BYTES);
      let exit: { code: number | null; signal: string | null } | null = null;
      let settled = false;
      // Answers at the deadline or the abort, without waiting for the server: sshd keeps a channel open
      // while anything the script started still holds its output open.
      const stop = (reason: 'timeout' | 'aborted') => {
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        signal?.removeEventListener('abort', onAbort);
        if (reason === 'aborted') {
          // The session's process is `timeout` (see remoteCommand), which passes TERM on to the whole
          // process group it leads: the script and everything it started.
          try {
            channel.signal('TERM');
          } catch {
            // The channel is already closing.
          }
        }
        channel.close();
        reject(stoppedError(reason, timeoutMs));
      };
      const onAbort = () => stop('aborted');
      const timer = setTimeout(() => stop('timeout'), timeoutMs);
      signal?.addEventListener('abort', onAbort, { once: true });

      channel.on('data', (chunk: Buffer) => {
        stdout.push(chunk);
        if (!settled) onOutput?.('stdout', chunk);
      });
      channel.stderr.on('data', (chunk: Buffer) => {
        stderr.push(chunk);
        if (!settled) onOutput?.('stderr', chunk);
      });
      channel.on('exit', (code: number | null, signalName?: string) => {
        exit = { code, signal: signalName ?? null };
      });
      channel.on('close', () => {
        clearTimeout(timer);
        signal?.removeEventListener('abort', onAbort);
        if (settled) return;
        settled = true;
        if (!exit) return reject(failed('The connection ended before the script finished', undefined));
        resolve({ code: exitCodeOf(exit.code, exit.signal), stdout: stdout.text(), stderr: stderr.text() });
      });
      // Standard input stays open (bash leaves by the closing `exit`, not at end of input): ssh2 sends the
      // `signal` request an abort needs only on a channel still writable.
      channel.write(`${bashInput(script, options.stdin)}exit $?\n`);
    });
  });
}

/**
 * Closing the channel does not stop the script on the server (without a terminal sshd leaves it running),
 * so coreutils' `timeout` stops it there too, a moment after our own deadline: it runs bash in a process
 * group of its own and signals the whole group, so what the script started goes as well. Only our own
 * number reaches this command line; the script itself still travels on standard input. An abort sends
 * TERM over the channel (the `signal` request, OpenSSH 7.9 and later), which `timeout` forwards likewise.
 */
function remoteCommand(timeoutMs: number): string {
  const seconds = Math.ceil(timeoutMs / 1000) + 1;
  // `exec`, so that `timeout` itself is the process sshd signals when a run is aborted, whatever the
  // user's login shell does with a one-command line.
  return `exec timeout -k 5 ${seconds} ${BASH_COMMAND}`;
}

/**
 * Opens the file with the mode, then sets it again before writing: the mode given at open is filtered
 * through the server's umask and ignored for a file that already exists, and a secret must never sit in a
 * file others can read, not even for a moment.
 */
async function writeWithMode(sftp: SFTPWrapper, path: string, content: Buffer, mode: number): Promise<void> {
  const call = <T>(start: (done: (error: Error | null | undefined, value?: T) => void) => void) =>
    new Promise<T>((resolve, reject) => start((error, value) => (error ? reject(error) : resolve(value as T))));
  const handle = await call<Buffer>((done) => sftp.open(path, 'w', { mode }, done));
  try {
    await call((done) => sftp.fchmod(handle, mode, done));
    if (content.length) await call((done) => sftp.write(handle, content, 0, content.length, 0, done));
  } finally {
    await call((done) => sftp.close(handle, done));
  }
}
