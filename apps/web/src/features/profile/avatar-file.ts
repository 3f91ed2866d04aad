import { LIMITS } from '@aerie/contract';

/** docs/product.md § Avatar: anything above 5,000,000 bytes is refused before it is read; exactly the limit is allowed. */
export function isAvatarTooLarge(file: Pick<File, 'size'>): boolean {
  return file.size > LIMITS.avatarMaxBytes;
}

/** The file as a base64 data URL, the form the upload call takes (docs/product.md § Account calls). */
export function readAsDataUrl(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read'));
    reader.readAsDataURL(file);
  });
}
