import type { Config } from '../../config.js';
import { createLocalFileStore, localFileNames } from './local-file-store.js';
import { migrateFiles, type BucketListing, type FileMigrationReport } from './migrate-files.js';
import { connectS3, createS3FileStore } from './s3-file-store.js';

function counts(report: FileMigrationReport): string {
  return `${report.copied} copied, ${report.present} already in the bucket, ${report.notCopyable.length} not copyable`;
}

/**
 * `main.js --migrate-files`: copies FILES_DIR into the bucket FILES_PROVIDER=s3 names, prints what it did, and
 * answers the exit code: 1 when it stopped on an error (run it again: it goes on where it stopped).
 */
export async function runFileMigration(config: Config): Promise<number> {
  if (config.files.provider !== 's3') {
    console.error(
      '--migrate-files copies FILES_DIR into a bucket: set FILES_PROVIDER=s3 and S3_BUCKET (docs/deploy.md).',
    );
    return 1;
  }
  const { dir, s3 } = config.files;
  const connection = await connectS3(s3);
  const bucket = await createS3FileStore(s3).catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : String(error));
    return null;
  });
  if (!bucket) return 1;
  const disk = createLocalFileStore(dir);
  console.log(`Copying the files in ${dir} to the bucket ${s3.bucket}…`);
  const report = await migrateFiles(
    { names: () => localFileNames(dir), read: (name) => disk.get(name) },
    {
      async list() {
        const listing: BucketListing = new Map();
        const pages = connection.sdk.paginateListObjectsV2({ client: connection.client }, { Bucket: s3.bucket });
        for await (const page of pages) {
          for (const object of page.Contents ?? [])
            if (object.Key) listing.set(object.Key, { size: object.Size ?? -1, etag: object.ETag ?? null });
        }
        return listing;
      },
      put: (key, bytes, contentType) => bucket.put(key, bytes, contentType),
    },
    (progress) => console.log(`  … ${counts(progress)}`),
  ).catch((error: unknown) => ({ copied: 0, present: 0, notCopyable: [], failure: { name: '(the bucket)', error } }));
  connection.client.destroy();

  console.log(counts(report));
  for (const { name, reason } of report.notCopyable) console.warn(`  not copied: ${name} (${reason})`);
  if (!report.failure) return 0;
  const { name, error } = report.failure;
  console.error(`Stopped at ${name}: ${error instanceof Error ? error.message : String(error)}`);
  console.error('Run --migrate-files again once that is fixed: files already copied are not copied twice.');
  return 1;
}
