import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, request, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { createLocalFileStore } from '../src/adapters/files/local-file-store.js';
import { connectS3, createS3FileStore } from '../src/adapters/files/s3-file-store.js';
import { poll } from './support/crash-harness.js';
import { serverCommand } from './support/server-command.js';
import { startLocalS3, type LocalS3 } from './support/s3-server.js';

const FILES = 24;
/** PUTs answered before the proxy starts holding its answers: the kill lands with these copied and heard. */
const ANSWERED = 8;

/**
 * Between the command and the bucket: passes every request on; from PUT number ANSWERED + 1 until `answerAll`,
 * it lets the bucket store the object and then never answers, as when the command dies waiting. `stored`
 * counts, per key, the PUTs the bucket accepted.
 */
async function startHoldingProxy(target: string) {
  const stored = new Map<string, number>();
  let puts = 0;
  let held = 0;
  let holdAfter = ANSWERED;
  const server = createServer((incoming: IncomingMessage, outgoing) => {
    const isHeld = incoming.method === 'PUT' && ++puts > holdAfter;
    const upstream = request(
      new URL(incoming.url!, target),
      { method: incoming.method, headers: incoming.headers },
      (reply) => {
        if (incoming.method === 'PUT' && reply.statusCode === 200) {
          const key = decodeURIComponent(new URL(incoming.url!, target).pathname.split('/').slice(2).join('/'));
          stored.set(key, (stored.get(key) ?? 0) + 1);
        }
        if (!isHeld) {
          outgoing.writeHead(reply.statusCode ?? 502, reply.headers);
          reply.pipe(outgoing);
          return;
        }
        reply.resume();
        reply.once('end', () => held++);
      },
    );
    upstream.once('error', () => outgoing.destroy());
    incoming.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    stored,
    held: () => held,
    answerAll() {
      holdAfter = Infinity;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

let s3: LocalS3;
let dataDir: string;
beforeEach(async () => {
  s3 = await startLocalS3();
  dataDir = mkdtempSync(join(tmpdir(), 'aerie-migrate-crash-'));
});
afterEach(async () => {
  await s3?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

/** `main --migrate-files` as the operator runs it, its output kept; `exited` resolves with its exit code. */
function migrate(endpoint: string) {
  const { DATABASE_URL: _unused, ...env } = process.env;
  const child = spawn(...serverCommand('--migrate-files'), {
    env: { ...env, NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: dataDir, ...s3.env, S3_ENDPOINT: endpoint },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { child, exited, output: () => output };
}

describe('--migrate-files killed mid-copy', () => {
  // Two runs of the server's entry point (each loads the whole server): allow for a loaded machine.
  it(
    'copies the rest when run again: every file once, under its own key, with its type',
    { timeout: 180_000 },
    async () => {
      const disk = createLocalFileStore(join(dataDir, 'files'));
      const files = new Map<string, { bytes: Buffer; contentType: string }>();
      for (let index = 0; index < FILES; index++) {
        const key = [`avatars/${index}.png`, `websites/site-${index % 4}/${index}.jpg`][index % 2]!;
        const file = { bytes: randomBytes(300 + index * 41), contentType: ['image/png', 'image/jpeg'][index % 2]! };
        files.set(key, file);
        await disk.put(key, file.bytes, file.contentType);
      }
      const proxy = await startHoldingProxy(s3.settings.endpoint!);
      try {
        const first = migrate(proxy.url);
        await poll('a copy in flight, stored but not answered', async () => (proxy.held() > 0 ? true : undefined));
        process.kill(first.child.pid!, 'SIGKILL');
        expect(await first.exited).toBeNull();
        // Stored when the kill came: the answered copies and at least the one held (more may be in flight).
        expect(proxy.stored.size).toBeGreaterThan(ANSWERED);
        expect(proxy.stored.size).toBeLessThan(FILES);

        proxy.answerAll();
        const second = migrate(proxy.url);
        expect(await second.exited, second.output()).toBe(0);
        const counts = /^(\d+) copied, (\d+) already in the bucket, 0 not copyable$/m.exec(second.output());
        const [copied, present] = [Number(counts?.[1]), Number(counts?.[2])];
        expect(copied + present, second.output()).toBe(FILES);
        expect(present).toBeGreaterThan(ANSWERED);

        // The bucket holds exactly the folder: each key once, its bytes and type; nothing under another key.
        const bucket = await createS3FileStore(s3.settings);
        for (const [key, file] of files) expect(await bucket.get(key), key).toEqual(file);
        const connection = await connectS3(s3.settings);
        const listed = await connection.client.send(
          new connection.sdk.ListObjectsV2Command({ Bucket: s3.settings.bucket }),
        );
        connection.client.destroy();
        expect((listed.Contents ?? []).map((object) => object.Key).sort()).toEqual([...files.keys()].sort());
        // Stored once each: what the killed run had stored, even unanswered, was not copied again.
        expect(proxy.stored.size).toBe(FILES);
        expect([...proxy.stored.values()].every((count) => count === 1)).toBe(true);
      } finally {
        await proxy.close();
      }
    },
  );
});
