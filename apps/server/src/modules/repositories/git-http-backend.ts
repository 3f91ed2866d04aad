import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import type { IncomingHttpHeaders } from 'node:http';
import { PassThrough, type Readable } from 'node:stream';
import { createGunzip } from 'node:zlib';

import { AppError } from '../../errors.js';

import { gitEnvironment } from './git-cli.js';

export type GitService = 'git-upload-pack' | 'git-receive-pack';

export interface BackendRequest {
  method: 'GET' | 'POST';
  /** `/{workspace id}/{repository id}.git/info/refs` and friends: ids only, built by the server. */
  pathInfo: string;
  queryString: string;
  headers: IncomingHttpHeaders;
  remoteUser: string;
  gitDir: string;
  /** The request body (POST), as sent: decoded here when `Content-Encoding` says gzip. */
  body: Readable | null;
  /** What git may receive, counted after decoding; past it the body is cut off. */
  maxBytes: number;
  /** More environment for git (the push rules' hook, push-rules.ts). */
  env?: Record<string, string>;
}

export interface BackendReply {
  status: number;
  headers: Record<string, string>;
  body: Readable;
  /** Settles once git has exited: true when it exited cleanly. */
  exited: Promise<boolean>;
  /** The client went away: git's pipes are closed (it stops at its next write) and it is killed if it lingers. */
  abort(): void;
}

/** How long git gets to stop by itself after its input was cut off. */
const STOP_GRACE_MS = 10_000;

export class PushTooLargeError extends Error {
  constructor() {
    super('The push is larger than this server accepts.');
  }
}

/**
 * The body encodings git sends (it gzips a request that fits its post buffer). Anything else would reach
 * git as garbage, so it is refused before git starts.
 */
export function assertKnownEncoding(contentEncoding: string | undefined): void {
  const encoding = (contentEncoding ?? 'identity').trim().toLowerCase();
  if (!['identity', 'gzip', 'x-gzip'].includes(encoding)) {
    throw new AppError('bad_request', 'Only gzip-encoded or plain request bodies are accepted.', { status: 415 });
  }
}

function isGzip(contentEncoding: string | undefined): boolean {
  return /^\s*(x-)?gzip\s*$/i.test(contentEncoding ?? '');
}

/**
 * One request through `git http-backend` (git's own smart HTTP server, as CGI). The environment carries
 * only what CGI needs and ids the server chose; no user text reaches a shell or a path.
 *
 * The body is read to its end before git's answer is passed on, so a push past the size limit is refused
 * with 413 while nothing has been sent yet: git's input is cut mid-pack, it fails, drops its quarantined
 * objects and moves no ref. The limit counts the decoded body, what git really receives and stores.
 */
export async function runGitHttpBackend(request: BackendRequest): Promise<BackendReply> {
  const child = spawn('git', ['http-backend'], {
    env: gitEnvironment({
      GIT_PROJECT_ROOT: request.gitDir,
      GIT_HTTP_EXPORT_ALL: '1',
      PATH_INFO: request.pathInfo,
      REQUEST_METHOD: request.method,
      QUERY_STRING: request.queryString,
      REMOTE_USER: request.remoteUser,
      REMOTE_ADDR: '127.0.0.1',
      CONTENT_TYPE: request.headers['content-type'] ?? '',
      ...(request.headers['git-protocol'] ? { GIT_PROTOCOL: String(request.headers['git-protocol']) } : {}),
      // No HTTP_CONTENT_ENCODING: the body is decoded here, where it is counted (feedBody), so git
      // always reads plain bytes and the limit is on what it stores, not on what crossed the wire.
      ...request.env,
    }),
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  const exited = new Promise<boolean>((resolve) => {
    child.on('close', (code) => resolve(code === 0));
    child.on('error', () => resolve(false));
  });
  child.stderr.resume();
  child.stdin.on('error', () => {});

  // git's output is read from the start (a full pipe would stall it while it still reads the body) and
  // held until the body is in.
  const output = collectOutput(child.stdout);
  output.head.catch(() => {}); // awaited below; this only keeps an early failure from going unhandled
  try {
    await feedBody(child, request.body, request.maxBytes, isGzip(request.headers['content-encoding']));
  } catch (error) {
    // The cut-off pack makes git fail on its own, and it then drops its quarantined objects; a signal
    // would leave them behind. Only a git that does not stop is killed.
    child.stdin.destroy();
    await stopWithin(child, exited);
    throw error;
  }
  const { status, headers } = parseCgiHeaders(await output.head);
  const body = new PassThrough();
  body.write(output.handOff());
  child.stdout.pipe(body);
  const abort = () => {
    child.stdin.destroy();
    child.stdout.destroy();
    void stopWithin(child, exited);
  };
  return { status, headers, body, exited, abort };
}

/** Waits for git to exit by itself, killing it after STOP_GRACE_MS. */
async function stopWithin(child: ChildProcessWithoutNullStreams, exited: Promise<boolean>): Promise<void> {
  const timer = setTimeout(() => child.kill('SIGKILL'), STOP_GRACE_MS);
  await exited;
  clearTimeout(timer);
}

/**
 * Streams the request body into git, decoding it first when it is gzipped and counting what comes out:
 * past `maxBytes` it stops and throws PushTooLargeError, so a small gzip of a large pack (issue 24) is
 * cut off at the limit, never inflated whole.
 */
async function feedBody(
  child: ChildProcessWithoutNullStreams,
  body: Readable | null,
  maxBytes: number,
  isGzipped: boolean,
) {
  if (!body) {
    child.stdin.end();
    return;
  }
  const decoded = isGzipped ? body.pipe(createGunzip()) : body;
  if (isGzipped) body.once('error', (error) => decoded.destroy(error));
  let received = 0;
  try {
    for await (const chunk of decoded as AsyncIterable<Buffer>) {
      received += chunk.length;
      if (received > maxBytes) {
        child.stdin.destroy();
        throw new PushTooLargeError();
      }
      // git stopped reading (it refused what it read and exited): the rest is read and dropped, and git's own
      // answer is sent. Writing on would fail with EPIPE, which the error handler takes for a lost database.
      if (hasStoppedReading(child)) continue;
      if (!child.stdin.write(chunk)) await untilWritable(child);
    }
  } catch (error) {
    // The rest of the upload is read and dropped, so the answer can be sent while the client still sends.
    if (decoded !== body) decoded.destroy();
    body.resume();
    if (error instanceof PushTooLargeError || !isZlibError(error)) throw error;
    throw new AppError('bad_request', 'The request body is not valid gzip.');
  }
  child.stdin.end();
}

const hasStoppedReading = (child: ChildProcessWithoutNullStreams) =>
  child.stdin.destroyed || child.exitCode !== null || child.signalCode !== null;

/** Until git's input takes more, or git stops reading it (its end closed: EPIPE; or it exited). */
function untilWritable(child: ChildProcessWithoutNullStreams): Promise<void> {
  if (hasStoppedReading(child)) return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      child.stdin.off('drain', done).off('error', done).off('close', done);
      child.off('exit', done);
      resolve();
    };
    child.stdin.on('drain', done).on('error', done).on('close', done);
    child.on('exit', done);
  });
}

function isZlibError(error: unknown): boolean {
  return typeof (error as { code?: unknown }).code === 'string' && (error as { code: string }).code.startsWith('Z_');
}

/**
 * Collects git's stdout: `head` settles with CGI's header block (`Status: 200 OK`, `Content-Type: …`, up
 * to the blank line); `handOff` stops collecting and returns what came after it, for a pipe to carry on.
 */
function collectOutput(stdout: Readable): { head: Promise<string>; handOff(): Buffer } {
  let buffered = Buffer.alloc(0);
  let headEnd: number | null = null;
  let settle: { resolve(head: string): void; reject(error: Error): void };
  const head = new Promise<string>((resolve, reject) => {
    settle = { resolve, reject };
  });
  const onData = (chunk: Buffer) => {
    buffered = Buffer.concat([buffered, chunk]);
    if (headEnd !== null) return;
    const end = findHeaderEnd(buffered);
    if (!end) return;
    headEnd = end.next;
    settle.resolve(buffered.subarray(0, end.start).toString('latin1'));
  };
  const onEnd = () => {
    if (headEnd === null) settle.reject(new Error('git http-backend ended before its headers'));
  };
  stdout.on('data', onData);
  stdout.once('end', onEnd);
  return {
    head,
    handOff() {
      stdout.off('data', onData);
      stdout.off('end', onEnd);
      stdout.pause();
      return buffered.subarray(headEnd ?? 0);
    },
  };
}

function findHeaderEnd(buffer: Buffer): { start: number; next: number } | null {
  const crlf = buffer.indexOf('\r\n\r\n');
  const lf = buffer.indexOf('\n\n');
  if (crlf >= 0 && (lf < 0 || crlf < lf)) return { start: crlf, next: crlf + 4 };
  if (lf >= 0) return { start: lf, next: lf + 2 };
  return null;
}

function parseCgiHeaders(block: string): { status: number; headers: Record<string, string> } {
  let status = 200;
  const headers: Record<string, string> = {};
  for (const line of block.split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon <= 0) continue;
    const name = line.slice(0, colon).trim().toLowerCase();
    const value = line.slice(colon + 1).trim();
    if (name === 'status') status = Number.parseInt(value, 10) || 500;
    else headers[name] = value;
  }
  return { status, headers };
}
