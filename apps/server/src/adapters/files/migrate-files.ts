import { createHash } from 'node:crypto';

import type { StoredFile } from './file-store.js';
import { isValidFileKey } from './file-store.js';

/** What the bucket already holds: each key's size and ETag (an MD5 of the bytes for a plain upload). */
export type BucketListing = Map<string, { size: number; etag: string | null }>;

export interface FileMigrationSource {
  names(): AsyncIterable<string>;
  /** The file with its content type, or null when it has none (the disk store would not serve it either). */
  read(name: string): Promise<StoredFile | null>;
}

export interface FileMigrationTarget {
  list(): Promise<BucketListing>;
  put(key: string, bytes: Buffer, contentType: string): Promise<void>;
}

export interface FileMigrationReport {
  copied: number;
  /** Already in the bucket with the same size and ETag: a second run copies none of them again. */
  present: number;
  /** Left behind, with the reason: a name no key can have, or a file without its content type. */
  notCopyable: { name: string; reason: string }[];
  /** The error that stopped the run; what was copied before it stays copied, and the next run goes on. */
  failure: { name: string; error: unknown } | null;
}

/** Files copied at once: enough to hide a bucket's latency, few enough to hold only a few files in memory. */
const CONCURRENCY = 4;

/** Whether the bucket's object is this very file. An ETag that is no plain MD5 (multipart, SSE-KMS) leaves the size. */
function isSameObject(existing: { size: number; etag: string | null } | undefined, bytes: Buffer): boolean {
  if (!existing || existing.size !== bytes.length) return false;
  const etag = existing.etag?.replace(/"/g, '').toLowerCase() ?? '';
  if (!/^[0-9a-f]{32}$/.test(etag)) return true;
  return etag === createHash('md5').update(bytes).digest('hex');
}

/**
 * Copies every file of the disk store into the bucket under the same key (`main.js --migrate-files`,
 * docs/deploy.md § Files in object storage). Idempotent: an object already there with the same size and ETag is left alone, so a run
 * after an interrupted one copies only the rest, and a second run copies nothing. Stops at the first error.
 */
export async function migrateFiles(
  source: FileMigrationSource,
  target: FileMigrationTarget,
  onProgress: (report: FileMigrationReport) => void = () => {},
): Promise<FileMigrationReport> {
  const report: FileMigrationReport = { copied: 0, present: 0, notCopyable: [], failure: null };
  const listing = await target.list();
  const names = source.names()[Symbol.asyncIterator]();

  async function copyOne(name: string): Promise<void> {
    if (!isValidFileKey(name)) {
      report.notCopyable.push({ name, reason: 'not a file key' });
      return;
    }
    const file = await source.read(name);
    if (!file) {
      report.notCopyable.push({ name, reason: 'no content type stored beside it' });
      return;
    }
    if (isSameObject(listing.get(name), file.bytes)) {
      report.present++;
    } else {
      await target.put(name, file.bytes, file.contentType);
      report.copied++;
    }
    if ((report.copied + report.present) % 500 === 0) onProgress(report);
  }

  async function worker(): Promise<void> {
    while (!report.failure) {
      const next = await names.next();
      if (next.done) return;
      try {
        await copyOne(next.value);
      } catch (error) {
        report.failure ??= { name: next.value, error };
        return;
      }
    }
  }

  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  return report;
}
