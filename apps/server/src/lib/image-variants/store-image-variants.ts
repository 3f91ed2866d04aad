import { makeImageVariants } from './make-image-variants.js';
import { possibleVariantKeys } from './plan-image-variants.js';

/** The part of the files port the variant job uses (lib imports nothing of the server). */
export interface VariantFiles {
  get(key: string): Promise<{ bytes: Buffer; contentType: string } | null>;
  put(key: string, bytes: Buffer, contentType: string): Promise<void>;
  delete(key: string): Promise<void>;
}

/**
 * Whatever the image's row says now: `record` writes the widths made (`[]`: none could be made) and answers
 * false when the row is gone (the image was deleted meanwhile).
 */
export type RecordVariants = (result: { width: number; height: number; widths: number[] }) => Promise<boolean>;

/**
 * The variant job's work for one original (docs/architecture.md § Image variants): make, store, record. An
 * image sharp cannot decode gets `[]` (the pages keep the original) instead of failing the job again and
 * again. If the original was deleted while its variants were made, they are deleted again here: the delete
 * removed what existed then, this removes what came after, whichever finished last.
 */
export async function produceImageVariants(
  files: VariantFiles,
  key: string,
  record: RecordVariants,
): Promise<'made' | 'undecodable' | 'gone'> {
  const original = await files.get(key);
  if (!original) return 'gone';
  let made: Awaited<ReturnType<typeof makeImageVariants>>;
  try {
    made = await makeImageVariants(key, original.bytes);
  } catch {
    return (await record({ width: 0, height: 0, widths: [] })) ? 'undecodable' : 'gone';
  }
  for (const variant of made.variants) await files.put(variant.key, variant.bytes, variant.contentType);
  const widths = [...new Set(made.variants.map((variant) => variant.width))];
  if (await record({ width: made.width, height: made.height, widths })) return 'made';
  await deleteImageVariants(files, key, widths);
  return 'gone';
}

/** Deletes every variant an original may have; an unknown key is not an error. */
export async function deleteImageVariants(
  files: Pick<VariantFiles, 'delete'>,
  key: string,
  recordedWidths: readonly number[] = [],
): Promise<void> {
  await Promise.all(possibleVariantKeys(key, recordedWidths).map((variant) => files.delete(variant).catch(() => {})));
}
