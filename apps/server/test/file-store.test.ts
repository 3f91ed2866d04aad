import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buffer } from 'node:stream/consumers';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { FileStore } from '../src/adapters/files/file-store.js';
import { createLocalFileStore } from '../src/adapters/files/local-file-store.js';
import { connectS3, createS3FileStore } from '../src/adapters/files/s3-file-store.js';
import { startLocalS3, type LocalS3 } from './support/s3-server.js';

/** Each adapter of the files port, started on a fresh, empty place; the same tests run against every one. */
const adapters: { name: string; start(): Promise<{ store: FileStore; stop(): Promise<void> }> }[] = [
  {
    name: 'local disk',
    async start() {
      const dir = mkdtempSync(join(tmpdir(), 'aerie-files-'));
      return { store: createLocalFileStore(dir), stop: async () => rmSync(dir, { recursive: true, force: true }) };
    },
  },
  {
    name: 'S3 (an S3-compatible server in this process)',
    async start() {
      const s3 = await startLocalS3();
      return { store: await createS3FileStore(s3.settings), stop: () => s3.close() };
    },
  },
];

/** Every byte value, then random bytes: text handling anywhere on the way would change some. */
const BINARY = Buffer.concat([Buffer.from(Array.from({ length: 256 }, (_, index) => index)), randomBytes(4096)]);

const INVALID_KEYS = [
  '',
  '../escape.png',
  'avatars/../../escape.png',
  '.types/avatars/1.png',
  'a//b.png',
  '/abs.png',
  'a/.hidden',
];

describe.each(adapters)('file store: $name', (adapter) => {
  let store: FileStore;
  let stop: () => Promise<void>;
  beforeAll(async () => {
    ({ store, stop } = await adapter.start());
  });
  afterAll(() => stop?.());

  it('gives back what was put, bytes intact and content type kept, whole or as a stream', async () => {
    await store.put('avatars/1-abc.png', BINARY, 'image/png');
    const file = await store.get('avatars/1-abc.png');
    expect(file?.contentType).toBe('image/png');
    expect(file?.bytes.equals(BINARY)).toBe(true);

    const opened = await store.open('avatars/1-abc.png');
    expect(opened?.contentType).toBe('image/png');
    expect(opened?.size).toBe(BINARY.length);
    expect((await buffer(opened!.body)).equals(BINARY)).toBe(true);
  });

  it("gives a file's type and size without its bytes; null for an unknown or invalid key and for a folder", async () => {
    await store.put('avatars/2-size.png', BINARY, 'image/png');
    expect(await store.stat('avatars/2-size.png')).toEqual({ contentType: 'image/png', size: BINARY.length });
    expect(await store.stat('avatars/2-none.png')).toBeNull();
    expect(await store.stat('avatars')).toBeNull();
    for (const key of INVALID_KEYS) expect(await store.stat(key), key).toBeNull();
  });

  it('keeps each content type as given, on nested keys', async () => {
    const types = { 'websites/s1/a.svg': 'image/svg+xml', 'stores/x/y/z.bin': 'application/octet-stream' };
    for (const [key, type] of Object.entries(types)) await store.put(key, Buffer.from(key), type);
    for (const [key, type] of Object.entries(types)) {
      expect(await store.get(key)).toEqual({ bytes: Buffer.from(key), contentType: type });
    }
  });

  it('replaces a file whole when the key is put again', async () => {
    await store.put('fonts/f.woff2', randomBytes(10_000), 'font/woff2');
    await store.put('fonts/f.woff2', Buffer.from('short'), 'text/plain');
    expect(await store.get('fonts/f.woff2')).toEqual({ bytes: Buffer.from('short'), contentType: 'text/plain' });
    expect((await store.open('fonts/f.woff2'))?.size).toBe(5);
  });

  it('deletes a file; deleting an unknown key is not an error', async () => {
    await store.put('exports/gone.zip', Buffer.from('zip'), 'application/zip');
    await store.delete('exports/gone.zip');
    expect(await store.get('exports/gone.zip')).toBeNull();
    expect(await store.open('exports/gone.zip')).toBeNull();
    await expect(store.delete('exports/gone.zip')).resolves.toBeUndefined();
    await expect(store.delete('never/was.png')).resolves.toBeUndefined();
  });

  it('answers null for an unknown key, also when a folder of that name exists', async () => {
    await store.put('folder/inside.png', Buffer.from('x'), 'image/png');
    expect(await store.get('nothing/here.png')).toBeNull();
    expect(await store.open('nothing/here.png')).toBeNull();
    expect(await store.get('folder')).toBeNull();
    expect(await store.open('folder')).toBeNull();
  });

  it('refuses keys it could not have made: null to read, an error to write, nothing deleted', async () => {
    await store.put('avatars/1.png', Buffer.from('kept'), 'image/png');
    for (const key of INVALID_KEYS) {
      expect(await store.get(key), key).toBeNull();
      expect(await store.open(key), key).toBeNull();
      await expect(store.put(key, Buffer.from('x'), 'image/png'), key).rejects.toThrow(/Invalid file key/);
      await expect(store.delete(key), key).resolves.toBeUndefined();
    }
    expect((await store.get('avatars/1.png'))?.bytes.toString()).toBe('kept');
  });

  it('keeps a large file intact', async () => {
    const large = randomBytes(3 * 1024 * 1024);
    await store.put('websites/s1/large.jpg', large, 'image/jpeg');
    expect((await store.get('websites/s1/large.jpg'))?.bytes.equals(large)).toBe(true);
    const opened = await store.open('websites/s1/large.jpg');
    expect((await buffer(opened!.body)).equals(large)).toBe(true);
  });
});

describe('S3 file store misconfigured', () => {
  let s3: LocalS3;
  beforeAll(async () => {
    s3 = await startLocalS3();
  });
  afterAll(() => s3?.close());

  it('refuses to start on a bucket that does not exist, naming it', async () => {
    await expect(createS3FileStore({ ...s3.settings, bucket: 'no-such-bucket' })).rejects.toThrow(
      /The files bucket no-such-bucket at http:\/\/127\.0\.0\.1:\d+ cannot be used: .*Check S3_BUCKET/,
    );
  });

  it('refuses to start when the access key is unknown', async () => {
    const settings = {
      ...s3.settings,
      credentials: { accessKeyId: 'SOMEONE-ELSE', secretAccessKey: 'not-the-secret' },
    };
    await expect(createS3FileStore(settings)).rejects.toThrow(/cannot be used: .*HTTP 403/);
  });

  // A bucket gone (or a key revoked) later must fail loudly: answering null would show every image as missing.
  it('throws, rather than answering "no such file", when the bucket goes away', async () => {
    const store = await createS3FileStore(s3.settings);
    const { client, sdk } = await connectS3(s3.settings);
    await client.send(new sdk.DeleteBucketCommand({ Bucket: s3.settings.bucket }));
    await expect(store.get('avatars/1.png')).rejects.toThrow();
    await expect(store.open('avatars/1.png')).rejects.toThrow();
    await expect(store.put('avatars/1.png', Buffer.from('x'), 'image/png')).rejects.toThrow();
  });
});
