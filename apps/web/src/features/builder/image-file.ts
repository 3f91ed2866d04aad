import { LIMITS, MESSAGES, WEBSITE_IMAGE_TYPES } from '@aerie/contract';

const TYPES_BY_MIME: Record<string, string> = {
  'image/png': 'png',
  'image/svg+xml': 'svg',
  'image/jpeg': 'jpg',
};

/**
 * Checks an image before it is uploaded (docs/product.md § Builder images): png, svg, jpg or jpeg, under 2048 KB. The
 * server checks again from the bytes; this only spares people a long upload that would be refused. Returns the message
 * to show, or null when the file may be sent.
 */
export function imageFileProblem(file: { name: string; size: number; type: string }): string | null {
  const extension = file.name.split('.').pop()?.toLowerCase() ?? '';
  const isKnownType =
    (WEBSITE_IMAGE_TYPES as readonly string[]).includes(extension) || TYPES_BY_MIME[file.type] !== undefined;
  if (!isKnownType) return MESSAGES.websiteImageType;
  if (file.size > LIMITS.websiteImageMaxBytes) return MESSAGES.websiteImageTooLarge;
  return null;
}

/** The accept attribute of the file inputs. */
export const IMAGE_ACCEPT = '.png,.svg,.jpg,.jpeg,image/png,image/svg+xml,image/jpeg';
