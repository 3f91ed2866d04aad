import { constants } from 'node:os';

import { ServerTransportError } from './server-transport.js';

/** The program both transports start: bash reading its script from standard input. */
export const BASH_COMMAND = 'bash -s';

/**
 * What goes down `bash -s`'s standard input when a script needs input of its own. Both share one stream,
 * so the script's input goes first, base64-encoded on a single line that the builtin `read` takes (bash
 * reads a pipe one byte at a time, so nothing of the script is swallowed). The script follows as one
 * brace group fed from that decoded line. The caller's data is never parsed as shell code, and a script
 * that reads to end of file gets exactly `stdin`, never the rest of itself.
 */
export function bashInput(script: string, stdin: string | Buffer = ''): string {
  const encoded = (typeof stdin === 'string' ? Buffer.from(stdin, 'utf8') : stdin).toString('base64');
  return [
    'IFS= read -r __aerie_input',
    encoded,
    'printf %s "$__aerie_input" | base64 -d | {',
    'unset __aerie_input',
    script,
    '}',
    '',
  ].join('\n');
}

/** Keeps the first `limit` bytes of a stream and counts what it drops. */
export class OutputBuffer {
  private readonly chunks: Buffer[] = [];
  private kept = 0;
  dropped = 0;

  constructor(private readonly limit: number) {}

  push(chunk: Buffer): void {
    const room = this.limit - this.kept;
    if (room <= 0) {
      this.dropped += chunk.length;
      return;
    }
    const part = chunk.length > room ? chunk.subarray(0, room) : chunk;
    this.chunks.push(part);
    this.kept += part.length;
    this.dropped += chunk.length - part.length;
  }

  text(): string {
    const text = Buffer.concat(this.chunks).toString('utf8');
    return this.dropped ? `${text}\n[${this.dropped} more bytes dropped]` : text;
  }
}

/** An exit code as a shell reports it: the script's own, or 128 + the number of the signal that ended it. */
export function exitCodeOf(code: number | null, signal: string | null): number {
  if (code !== null) return code;
  const name = (signal?.startsWith('SIG') ? signal : `SIG${signal ?? ''}`) as keyof typeof constants.signals;
  return 128 + (constants.signals[name] ?? 0);
}

/** Why a call ends early: its deadline passed, or its caller aborted it. */
export function stoppedError(reason: 'timeout' | 'aborted', timeoutMs: number): ServerTransportError {
  if (reason === 'aborted') return new ServerTransportError('failed', 'The script was stopped.');
  return new ServerTransportError('failed', `The script did not finish within ${Math.round(timeoutMs / 1000)} s.`);
}
