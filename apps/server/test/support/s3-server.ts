import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import S3rver from 's3rver';

import type { S3Settings } from '../../src/adapters/files/s3-file-store.js';

/** s3rver's fixed credentials: it checks every request's signature against them. */
const ACCESS_KEY_ID = 'S3RVER';
const SECRET_ACCESS_KEY = 'S3RVER';

export interface LocalS3 {
  settings: S3Settings;
  /** The environment that points an Aerie process at this bucket. */
  env: Record<string, string>;
  close(): Promise<void>;
}

/**
 * An S3-compatible server in this process (s3rver, on loopback port 0, its objects in a temporary folder) with one
 * empty bucket: what the S3 file store talks to in the tests, offline.
 */
export async function startLocalS3(bucket = 'aerie-files'): Promise<LocalS3> {
  const directory = mkdtempSync(join(tmpdir(), 'aerie-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    settings: {
      endpoint,
      bucket,
      region: 'us-east-1',
      credentials: { accessKeyId: ACCESS_KEY_ID, secretAccessKey: SECRET_ACCESS_KEY },
      forcePathStyle: true,
    },
    env: {
      FILES_PROVIDER: 's3',
      S3_ENDPOINT: endpoint,
      S3_BUCKET: bucket,
      S3_ACCESS_KEY_ID: ACCESS_KEY_ID,
      S3_SECRET_ACCESS_KEY: SECRET_ACCESS_KEY,
      S3_FORCE_PATH_STYLE: 'true',
    },
    async close() {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
