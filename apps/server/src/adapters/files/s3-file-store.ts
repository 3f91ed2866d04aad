import { Readable } from 'node:stream';

import type * as S3Sdk from '@aws-sdk/client-s3';
import type { GetObjectCommandOutput, S3Client } from '@aws-sdk/client-s3';

import { isValidFileKey, type FileStore } from './file-store.js';

/** Where the bucket is and how to sign in (config.ts, FILES_PROVIDER=s3). */
export interface S3Settings {
  /** An S3-compatible service's address; null for AWS itself (the region picks the endpoint). */
  endpoint: string | null;
  bucket: string;
  region: string;
  /** null: the SDK's own chain (environment, instance role…). */
  credentials: { accessKeyId: string; secretAccessKey: string } | null;
  /** `{endpoint}/{bucket}/{key}` instead of `{bucket}.{endpoint}/{key}`: what most self-hosted stores want. */
  forcePathStyle: boolean;
}

export interface S3Connection {
  client: S3Client;
  sdk: typeof S3Sdk;
  bucket: string;
}

/**
 * The SDK is loaded only when object storage is chosen: it adds about 0.3 s and 23 MB to a process that keeps its
 * files on disk.
 */
export async function connectS3(settings: S3Settings): Promise<S3Connection> {
  const sdk = await import('@aws-sdk/client-s3');
  const client = new sdk.S3Client({
    region: settings.region,
    ...(settings.endpoint ? { endpoint: settings.endpoint } : {}),
    ...(settings.credentials ? { credentials: settings.credentials } : {}),
    forcePathStyle: settings.forcePathStyle,
    // S3-compatible stores differ in their support of the SDK's default CRC32 checksums (sent as aws-chunked
    // trailers): ask for a checksum only where an operation requires one, which ours never do.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    // Without these a stalled store would hold a request (and the image it serves) forever.
    requestHandler: { connectionTimeout: 5_000, requestTimeout: 30_000 },
  });
  return { client, sdk, bucket: settings.bucket };
}

/** A missing object, as AWS (NoSuchKey) and S3-compatible stores (a bare 404) say it; a missing bucket is an error. */
function isMissingObject(error: unknown): boolean {
  const { name, $metadata } = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  return name === 'NoSuchKey' || ($metadata?.httpStatusCode === 404 && name !== 'NoSuchBucket');
}

/**
 * A wrong bucket, endpoint or key stops the start with a message naming them, instead of every image answering 500
 * later. (HeadBucket needs s3:ListBucket, which the store needs anyway: without it a missing key answers 403, not 404.)
 */
async function checkBucket({ client, sdk, bucket }: S3Connection, settings: S3Settings): Promise<void> {
  try {
    await client.send(new sdk.HeadBucketCommand({ Bucket: bucket }));
  } catch (error) {
    const { name, message, $metadata } = error as Error & { $metadata?: { httpStatusCode?: number } };
    const status = $metadata?.httpStatusCode ? ` (HTTP ${$metadata.httpStatusCode})` : '';
    const where = settings.endpoint ? ` at ${settings.endpoint}` : ` in ${settings.region}`;
    throw new Error(
      `The files bucket ${bucket}${where} cannot be used: ${name}${status}${message && message !== name ? `, ${message}` : ''}. ` +
        'Check S3_BUCKET, S3_ENDPOINT, S3_REGION and the access key.',
      { cause: error },
    );
  }
}

/**
 * The production file store: each key is an object of the same name in one bucket, its content type the object's
 * Content-Type. A PUT replaces an object whole, so a reader never sees half a file (as the disk store's rename).
 */
export async function createS3FileStore(settings: S3Settings): Promise<FileStore> {
  const { client, sdk, bucket } = await connectS3(settings);
  await checkBucket({ client, sdk, bucket }, settings);

  async function fetchObject(key: string): Promise<GetObjectCommandOutput | null> {
    if (!isValidFileKey(key)) return null;
    try {
      return await client.send(new sdk.GetObjectCommand({ Bucket: bucket, Key: key }));
    } catch (error) {
      if (isMissingObject(error)) return null;
      throw error;
    }
  }

  const contentTypeOf = (object: { ContentType?: string }) => object.ContentType ?? 'application/octet-stream';

  return {
    async put(key, bytes, contentType) {
      if (!isValidFileKey(key)) throw new Error(`Invalid file key: ${key}`);
      await client.send(new sdk.PutObjectCommand({ Bucket: bucket, Key: key, Body: bytes, ContentType: contentType }));
    },

    async get(key) {
      const object = await fetchObject(key);
      if (!object?.Body) return null;
      const bytes = await object.Body.transformToByteArray();
      return {
        bytes: Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength),
        contentType: contentTypeOf(object),
      };
    },

    async open(key) {
      const object = await fetchObject(key);
      if (!object?.Body) return null;
      const contentType = contentTypeOf(object);
      // In Node the SDK's body is the HTTP response itself: piped out as it arrives.
      if (object.ContentLength !== undefined)
        return { body: object.Body as Readable, contentType, size: object.ContentLength };
      // A store that sent no length (chunked): read it whole, as the routes send a Content-Length.
      const bytes = Buffer.from(await object.Body.transformToByteArray());
      return { body: Readable.from([bytes]), contentType, size: bytes.length };
    },

    async stat(key) {
      if (!isValidFileKey(key)) return null;
      try {
        const head = await client.send(new sdk.HeadObjectCommand({ Bucket: bucket, Key: key }));
        return { contentType: contentTypeOf(head), size: head.ContentLength ?? 0 };
      } catch (error) {
        if (isMissingObject(error)) return null;
        throw error;
      }
    },

    async delete(key) {
      if (!isValidFileKey(key)) return;
      // S3 answers a delete of a missing object with success, as the port wants.
      await client.send(new sdk.DeleteObjectCommand({ Bucket: bucket, Key: key }));
    },
  };
}
