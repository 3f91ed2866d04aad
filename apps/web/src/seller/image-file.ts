import { PRODUCT_IMAGE_TOO_LARGE, PRODUCT_IMAGE_TYPE, STORE_RULES } from '@aerie/contract';

/** The image types the store takes, for a product or the logo. */
export const ACCEPTED_IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp'];

/** A picked file as the JSON body carries it. */
export function readAsDataUrl(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(new Error('The file could not be read.'));
    reader.readAsDataURL(file);
  });
}

/** A picked file checked as the server will (type, size) so the seller hears at once; the server sniffs again. */
export function checkImageFile(file: File): string | null {
  if (!ACCEPTED_IMAGE_TYPES.includes(file.type)) return PRODUCT_IMAGE_TYPE;
  if (file.size > STORE_RULES.productImageMaxBytes) return PRODUCT_IMAGE_TOO_LARGE;
  return null;
}
