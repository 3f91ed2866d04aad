import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import type { FileStore } from '../src/adapters/files/file-store.js';
import { createLocalFileStore, localFileNames } from '../src/adapters/files/local-file-store.js';
import { migrateFiles, type FileMigrationTarget } from '../src/adapters/files/migrate-files.js';
import { connectS3, createS3FileStore } from '../src/adapters/files/s3-file-store.js';
import { startLocalS3, type LocalS3 } from './support/s3-server.js';
import { serverCommand } from './support/server-command.js';

const run = promisify(execFile);

let s3: LocalS3;
let bucket: FileStore;
let dataDir: string;
let filesDir: string;
let files: Map<string, { bytes: Buffer; contentType: string }>;

/** A data folder as the disk store leaves it: files of several kinds, nested, each with its content type. */
async function fillDataFolder(count: number): Promise<void> {
  const disk = createLocalFileStore(filesDir);
  files = new Map();
  for (let index = 0; index < count; index++) {
    const key = [`avatars/${index}-a.png`, `websites/site-${index % 3}/img-${index}.jpg`, `stores/s/${index}.webp`][
      index % 3
    ]!;
    const file = {
      bytes: randomBytes(200 + index * 37),
      contentType: ['image/png', 'image/jpeg', 'image/webp'][index % 3]!,
    };
    files.set(key, file);
    await disk.put(key, file.bytes, file.contentType);
  }
  // A temporary file a crashed write left, and a file with no type beside it: neither is a stored file.
  mkdirSync(join(filesDir, '.tmp'), { recursive: true });
  writeFileSync(join(filesDir, '.tmp', 'half-written'), 'x');
  writeFileSync(join(filesDir, 'avatars', 'stray.png'), 'no type');
}

/** The S3 side as the command builds it, each put counted; `failAfter` puts succeed, the next one throws. */
async function bucketTarget(failAfter = Infinity): Promise<FileMigrationTarget & { puts: number }> {
  const connection = await connectS3(s3.settings);
  const target = {
    puts: 0,
    async list() {
      const result = await connection.client.send(
        new connection.sdk.ListObjectsV2Command({ Bucket: s3.settings.bucket }),
      );
      return new Map(
        (result.Contents ?? []).map((object) => [object.Key!, { size: object.Size!, etag: object.ETag ?? null }]),
      );
    },
    async put(key: string, bytes: Buffer, contentType: string) {
      if (target.puts >= failAfter) throw new Error('connection reset');
      target.puts++;
      await bucket.put(key, bytes, contentType);
    },
  };
  return target;
}

const source = () => {
  const disk = createLocalFileStore(filesDir);
  return { names: () => localFileNames(filesDir), read: (name: string) => disk.get(name) };
};

async function expectBucketHoldsEveryFile(): Promise<void> {
  for (const [key, file] of files) expect(await bucket.get(key), key).toEqual(file);
}

beforeEach(async () => {
  s3 = await startLocalS3();
  bucket = await createS3FileStore(s3.settings);
  dataDir = mkdtempSync(join(tmpdir(), 'aerie-migrate-'));
  filesDir = join(dataDir, 'files');
});
afterEach(async () => {
  await s3?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('copying the files folder to a bucket', () => {
  it('copies every file with its type, and a second run copies nothing', async () => {
    await fillDataFolder(30);
    const first = await migrateFiles(source(), await bucketTarget());
    expect(first).toMatchObject({ copied: 30, present: 0, failure: null });
    expect(first.notCopyable).toEqual([{ name: 'avatars/stray.png', reason: 'no content type stored beside it' }]);
    await expectBucketHoldsEveryFile();

    const target = await bucketTarget();
    const second = await migrateFiles(source(), target);
    expect(second).toMatchObject({ copied: 0, present: 30, failure: null });
    expect(target.puts).toBe(0);
  });

  it('stops at an error and the next run copies only what is left', async () => {
    await fillDataFolder(30);
    const interrupted = await migrateFiles(source(), await bucketTarget(12));
    expect(interrupted.failure?.error).toEqual(new Error('connection reset'));
    expect(interrupted.copied).toBe(12);

    const resumed = await bucketTarget();
    const report = await migrateFiles(source(), resumed);
    expect(report).toMatchObject({ copied: 18, present: 12, failure: null });
    expect(resumed.puts).toBe(18);
    await expectBucketHoldsEveryFile();
  });

  it('copies again an object of that key whose bytes differ', async () => {
    await fillDataFolder(3);
    const [key, file] = [...files][0]!;
    // Same size, other bytes: only the ETag tells them apart.
    await bucket.put(key, Buffer.alloc(file.bytes.length, 7), file.contentType);
    const report = await migrateFiles(source(), await bucketTarget());
    expect(report).toMatchObject({ copied: 3, present: 0 });
    await expectBucketHoldsEveryFile();
  });

  it('copies nothing, successfully, from a folder that does not exist', async () => {
    expect(await migrateFiles(source(), await bucketTarget())).toEqual({
      copied: 0,
      present: 0,
      notCopyable: [],
      failure: null,
    });
  });

  // Three runs of the server's entry point (each loads the whole server): allow for a loaded machine.
  it(
    'runs as `main --migrate-files`: prints counts, exits 0, twice; exits 1 without a bucket to copy to',
    { timeout: 180_000 },
    async () => {
      await fillDataFolder(5);
      const env = { ...process.env, NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: dataDir, ...s3.env };
      const migrate = (extra: Record<string, string> = {}) =>
        run(...serverCommand('--migrate-files'), { env: { ...env, ...extra } });

      const first = await migrate();
      expect(first.stdout).toMatch(/^5 copied, 0 already in the bucket, 1 not copyable$/m);
      expect(first.stderr).toContain('not copied: avatars/stray.png');
      const second = await migrate();
      expect(second.stdout).toMatch(/^0 copied, 5 already in the bucket, 1 not copyable$/m);
      await expectBucketHoldsEveryFile();

      const wrongBucket = await migrate({ S3_BUCKET: 'no-such-bucket' }).catch(
        (error: { code: number; stdout: string; stderr: string }) => error,
      );
      expect(wrongBucket).toMatchObject({ code: 1 });
      expect((wrongBucket as { stderr: string }).stderr).toMatch(/The files bucket no-such-bucket .* cannot be used/);
      const disk = await migrate({ FILES_PROVIDER: 'disk' }).catch((error: { code: number; stderr: string }) => error);
      expect(disk).toMatchObject({ code: 1 });
      expect((disk as { stderr: string }).stderr).toContain('set FILES_PROVIDER=s3');
    },
  );
});
