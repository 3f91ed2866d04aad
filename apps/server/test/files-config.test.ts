import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';

import { describe, expect, it } from 'vitest';

import { ConfigError, loadConfig } from '../src/config.js';
import { startLocalS3 } from './support/s3-server.js';
import { serverCommand } from './support/server-command.js';

const run = promisify(execFile);

function reasonsRefused(env: Record<string, string>): string[] {
  try {
    loadConfig(env);
    return [];
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as Error).message.split('\n').slice(1);
  }
}

const S3 = { FILES_PROVIDER: 's3', S3_BUCKET: 'aerie-files' };

describe('files configuration', () => {
  it('keeps files on disk by default, in DATA_DIR/files unless FILES_DIR says', () => {
    expect(loadConfig({}).files).toMatchObject({ provider: 'disk', dir: resolve('data/files') });
    expect(loadConfig({ DATA_DIR: '/srv/aerie' }).files.dir).toBe('/srv/aerie/files');
    expect(loadConfig({ FILES_DIR: '/mnt/files' }).files.dir).toBe('/mnt/files');
    // S3 settings alone choose nothing.
    expect(loadConfig({ S3_BUCKET: 'aerie-files' }).files.provider).toBe('disk');
  });

  it('reads every S3 setting', () => {
    const config = loadConfig({
      ...S3,
      S3_ENDPOINT: 'https://objects.example.com',
      S3_REGION: 'eu-central-1',
      S3_ACCESS_KEY_ID: 'AKIAEXAMPLE',
      S3_SECRET_ACCESS_KEY: 'secret-example',
      S3_FORCE_PATH_STYLE: 'true',
    });
    expect(config.files).toMatchObject({
      provider: 's3',
      s3: {
        endpoint: 'https://objects.example.com',
        bucket: 'aerie-files',
        region: 'eu-central-1',
        credentials: { accessKeyId: 'AKIAEXAMPLE', secretAccessKey: 'secret-example' },
        forcePathStyle: true,
      },
    });
    // AWS itself: no endpoint, the SDK's own credentials chain, virtual-hosted addresses.
    expect(loadConfig(S3).files.s3).toEqual({
      endpoint: null,
      bucket: 'aerie-files',
      region: 'us-east-1',
      credentials: null,
      forcePathStyle: false,
    });
  });

  it('refuses S3 without a bucket, or with half a key, naming the variable', () => {
    expect(reasonsRefused({ FILES_PROVIDER: 's3' })).toEqual(['  - S3_BUCKET: is required when FILES_PROVIDER=s3']);
    expect(reasonsRefused({ ...S3, S3_ACCESS_KEY_ID: 'AKIAEXAMPLE' })).toEqual([
      '  - S3_SECRET_ACCESS_KEY: is required with S3_ACCESS_KEY_ID',
    ]);
    expect(reasonsRefused({ ...S3, S3_SECRET_ACCESS_KEY: 'secret' })).toEqual([
      '  - S3_ACCESS_KEY_ID: is required with S3_SECRET_ACCESS_KEY',
    ]);
  });

  it('refuses malformed values', () => {
    const reasons = reasonsRefused({
      FILES_PROVIDER: 'gcs',
      S3_ENDPOINT: 'not a url',
      S3_BUCKET: 'Bad_Bucket',
      S3_REGION: 'EU West',
      S3_FORCE_PATH_STYLE: 'yes',
    });
    expect(reasons.map((line) => line.split(':')[0])).toEqual([
      '  - FILES_PROVIDER',
      '  - S3_ENDPOINT',
      '  - S3_BUCKET',
      '  - S3_REGION',
      '  - S3_FORCE_PATH_STYLE',
    ]);
    expect(reasons[2]).toBe('  - S3_BUCKET: must be a bucket name: 3 to 63 lower-case letters, digits, . or -');
  });

  // Two starts of the server's entry point, each loading the whole server.
  it(
    'stops the server at start on a missing bucket variable or a bucket it cannot use',
    { timeout: 120_000 },
    async () => {
      const dataDir = mkdtempSync(join(tmpdir(), 'aerie-files-config-'));
      const s3 = await startLocalS3();
      try {
        const start = (env: Record<string, string>) =>
          run(...serverCommand(), {
            env: {
              ...process.env,
              NODE_ENV: 'test',
              LOG_LEVEL: 'silent',
              SEED_DEMO: 'false',
              PORT: '0',
              DATA_DIR: dataDir,
              ...env,
            },
          }).catch((error: { code: number; stderr: string }) => error);

        const withoutBucket = await start({ FILES_PROVIDER: 's3' });
        expect(withoutBucket).toMatchObject({ code: 1 });
        expect((withoutBucket as { stderr: string }).stderr).toContain('S3_BUCKET: is required when FILES_PROVIDER=s3');

        const unknownBucket = await start({ ...s3.env, S3_BUCKET: 'no-such-bucket' });
        expect(unknownBucket).toMatchObject({ code: 1 });
        expect((unknownBucket as { stderr: string }).stderr).toMatch(
          /The files bucket no-such-bucket at .* cannot be used/,
        );
      } finally {
        await s3.close();
        rmSync(dataDir, { recursive: true, force: true });
      }
    },
  );
});
