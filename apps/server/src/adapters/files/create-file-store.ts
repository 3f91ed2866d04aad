import type { Config } from '../../config.js';
import type { FileStore } from './file-store.js';
import { createLocalFileStore } from './local-file-store.js';

/** The files port's adapter FILES_PROVIDER names: local disk (the default) or an S3-compatible bucket. */
export async function createFileStore(files: Config['files']): Promise<FileStore> {
  if (files.provider === 'disk') return createLocalFileStore(files.dir);
  const { createS3FileStore } = await import('./s3-file-store.js');
  return createS3FileStore(files.s3);
}
