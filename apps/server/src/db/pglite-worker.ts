/**
 * The embedded database's own thread: PGlite runs here, behind a PostgreSQL wire-protocol server on a
 * Unix socket, so the server and pg-boss talk to it through the `pg` driver exactly as they talk to
 * PostgreSQL, and a slow query never stops the request thread.
 *
 * PGlite is one backend session. Many client connections share it, one conversation at a time: a
 * connection's messages run up to its Sync (or simple Query) as one batch, and while that connection is
 * inside a transaction (or between Parse and Sync) it keeps the backend, so transactions never
 * interleave. Other connections wait their turn, in arrival order.
 *
 * Started by `pglite-server.ts`; this file imports no module of ours so Node can run it as it is (from
 * the TypeScript source under tsx or vitest, or compiled from dist).
 */
import { readFileSync, rmSync } from 'node:fs';
import { createServer, type Socket } from 'node:net';
import { parentPort, workerData } from 'node:worker_threads';

import { PGlite } from '@electric-sql/pglite';

interface WorkerOptions {
  /** The PGlite folder, or null for an in-memory database (tests). */
  dataDir: string | null;
  /**
   * A data folder dumped by `dumpDataDir` to start an in-memory database from, instead of running initdb
   * (seconds of work): tests start every file from one migrated snapshot.
   */
  snapshotFile: string | null;
  socketPath: string;
}

interface Connection {
  socket: Socket;
  buffer: Buffer;
  /** The batch being gathered: messages up to the next Sync or Query. */
  pending: Buffer[];
  /** Complete batches waiting for the backend, oldest first. */
  batches: Buffer[];
  started: boolean;
  queued: boolean;
  closed: boolean;
  /** The connection has sent LISTEN: it hears every notification (see forwardNotifications). */
  listens: boolean;
}

const SSL_REQUEST = 80_877_103;
const GSSENC_REQUEST = 80_877_104;
const CANCEL_REQUEST = 80_877_102;
const SYNC = 0x53; // 'S'
const QUERY = 0x51; // 'Q'
const TERMINATE = 0x58; // 'X'
const READY_FOR_QUERY = 0x5a; // 'Z'
const IDLE = 0x49; // 'I'
const NOTIFICATION_RESPONSE = 0x41; // 'A'
const LISTEN_QUERY = /^\s*listen\s/i;

const options = workerData as WorkerOptions;
/**
 * PostgreSQL's 128 MB of shared buffers is PGlite's default and is touched at start, so it was resident
 * from the first second. 16 MB holds the working set of a small install several times over (the
 * benchmark's 1,000 projects and 1,000 tasks are a few MB); pages beyond it are re-read from the folder
 * through the operating system's file cache. Saves about 140 MB of resident memory (docs/performance.md).
 * An in-memory database (tests) keeps 128 MB: PGlite's in-memory start does not apply start parameters.
 */
const SHARED_BUFFERS = '16MB';
const pglite = new PGlite(options.dataDir ?? undefined, {
  startParams: [...PGlite.defaultStartParams, '-c', `shared_buffers=${SHARED_BUFFERS}`],
  ...(options.snapshotFile ? { loadDataDir: new Blob([readFileSync(options.snapshotFile)]) } : {}),
});
const waiting: Connection[] = [];
/** The connection that holds the backend: inside a transaction, or in the middle of an extended query. */
let owner: Connection | null = null;
let closing = false;
/** The connections that have sent LISTEN (each process's signals connection). */
const listeners = new Set<Connection>();

function simpleQuery(sql: string): Buffer {
  const text = Buffer.from(`${sql}\0`);
  const message = Buffer.alloc(5 + text.length);
  message[0] = QUERY;
  message.writeInt32BE(4 + text.length, 1);
  text.copy(message, 5);
  return message;
}

/** The reply ends in ReadyForQuery with status idle: the backend is free for another connection. */
function endsIdle(reply: Uint8Array): boolean {
  const at = reply.length - 6;
  return at >= 0 && reply[at] === READY_FOR_QUERY && reply[at + 5] === IDLE;
}

/**
 * Runs one batch and sends the reply. The streaming call hands over the raw reply bytes without PGlite
 * parsing them into messages first (work a socket server does not need); it runs synchronously, and a
 * failure surfaces as a rejection, which drops the connection (release() then clears its transaction).
 */
function run(connection: Connection, batch: Buffer): void {
  const chunks: Buffer[] = [];
  pglite
    .execProtocolRawStream(batch, { syncToFs: false, onRawData: (bytes) => chunks.push(Buffer.from(bytes)) })
    .catch(() => connection.socket.destroy());
  const reply = chunks.length === 1 ? chunks[0]! : Buffer.concat(chunks);
  owner = endsIdle(reply) && !pglite.isInTransaction() ? null : connection;
  if (reply.length && !connection.closed) connection.socket.write(reply);
  if (listeners.size && reply.length) forwardNotifications(connection, reply);
}

/**
 * PGlite is one session, so a NOTIFY committed by any connection comes back in the reply of the connection
 * that committed it, not to the one that listens, as PostgreSQL would send it. Each notification in a
 * reply is copied to every listening connection, between whole replies, where PostgreSQL sends them too.
 */
function forwardNotifications(from: Connection, reply: Buffer): void {
  let offset = 0;
  while (offset + 5 <= reply.length) {
    const length = 1 + reply.readInt32BE(offset + 1);
    if (reply[offset] === NOTIFICATION_RESPONSE) {
      const message = reply.subarray(offset, offset + length);
      for (const listener of listeners) {
        if (listener !== from && !listener.closed) listener.socket.write(message);
      }
    }
    offset += length;
  }
}

/** Runs waiting batches until none can run: the owner's alone while it holds the backend. */
function drain(): void {
  for (;;) {
    let connection: Connection | undefined;
    if (owner) {
      if (!owner.batches.length) return;
      connection = owner;
    } else {
      connection = waiting.shift();
      if (!connection) return;
      connection.queued = false;
      if (!connection.batches.length) continue;
    }
    run(connection, connection.batches.shift()!);
    if (connection.batches.length && !connection.queued && owner !== connection) {
      connection.queued = true;
      waiting.push(connection);
    }
  }
}

function enqueue(connection: Connection, batch: Buffer): void {
  connection.batches.push(batch);
  if (!connection.queued && owner !== connection) {
    connection.queued = true;
    waiting.push(connection);
  }
}

/** Splits the bytes received so far into protocol messages and gathers them into batches. */
function receive(connection: Connection, data: Buffer): void {
  connection.buffer = connection.buffer.length ? Buffer.concat([connection.buffer, data]) : data;
  let offset = 0;
  const { buffer } = connection;
  while (!connection.closed) {
    if (!connection.started) {
      if (buffer.length - offset < 8) break;
      const length = buffer.readInt32BE(offset);
      if (buffer.length - offset < length) break;
      const code = buffer.readInt32BE(offset + 4);
      const packet = buffer.subarray(offset, offset + length);
      offset += length;
      if (code === SSL_REQUEST || code === GSSENC_REQUEST) {
        connection.socket.write('N');
      } else if (code === CANCEL_REQUEST) {
        connection.socket.end();
        connection.closed = true;
      } else {
        connection.started = true;
        enqueue(connection, Buffer.from(packet));
      }
      continue;
    }
    if (buffer.length - offset < 5) break;
    const length = 1 + buffer.readInt32BE(offset + 1);
    if (buffer.length - offset < length) break;
    const type = buffer[offset]!;
    const message = buffer.subarray(offset, offset + length);
    offset += length;
    if (type === TERMINATE) {
      connection.socket.end();
      break;
    }
    connection.pending.push(message);
    if (type === QUERY && !connection.listens && LISTEN_QUERY.test(message.toString('utf8', 5, 40))) {
      connection.listens = true;
      listeners.add(connection);
    }
    if (type === SYNC || type === QUERY) {
      enqueue(connection, Buffer.concat(connection.pending));
      connection.pending = [];
    }
  }
  connection.buffer = offset >= buffer.length ? Buffer.alloc(0) : buffer.subarray(offset);
  drain();
}

/** A client that leaves while holding the backend must not leave a transaction open for the next one. */
function release(connection: Connection): void {
  listeners.delete(connection);
  if (closing || (connection.closed && owner !== connection)) return;
  connection.closed = true;
  connection.batches = [];
  if (owner === connection) {
    try {
      pglite.execProtocolRawSync(Buffer.from([SYNC, 0, 0, 0, 4]));
      if (pglite.isInTransaction()) pglite.execProtocolRawSync(simpleQuery('ROLLBACK'));
    } finally {
      owner = null;
    }
  }
  drain();
}

async function main(): Promise<void> {
  await pglite.waitReady;
  rmSync(options.socketPath, { force: true });
  const sockets = new Set<Socket>();
  const server = createServer((socket) => {
    sockets.add(socket);
    socket.setNoDelay(true);
    const connection: Connection = {
      socket,
      buffer: Buffer.alloc(0),
      pending: [],
      batches: [],
      started: false,
      queued: false,
      closed: false,
      listens: false,
    };
    socket.on('data', (data) => receive(connection, data));
    socket.on('error', () => socket.destroy());
    socket.on('close', () => {
      sockets.delete(socket);
      release(connection);
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.socketPath, resolve);
  });

  parentPort!.on('message', (message: { type: string }) => {
    if (message.type !== 'close') return;
    closing = true;
    server.close();
    for (const socket of sockets) socket.destroy();
    // Closing PGlite checkpoints the folder, so the data is whole on the next start.
    void pglite.close().finally(() => parentPort!.postMessage({ type: 'closed' }));
  });
  parentPort!.postMessage({ type: 'ready' });
}

main().catch((error: unknown) => {
  parentPort!.postMessage({ type: 'error', message: error instanceof Error ? error.message : String(error) });
});
