import type { WEBSITE_IMAGE_TYPES } from '@aerie/contract';

type WebsiteImageType = (typeof WEBSITE_IMAGE_TYPES)[number];

export interface SniffedImage {
  type: WebsiteImageType;
  extension: string;
  contentType: string;
  width: number | null;
  height: number | null;
}

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const startsWith = (bytes: Buffer, signature: number[]) =>
  bytes.length >= signature.length && signature.every((byte, index) => bytes[index] === byte);

/** The size in a PNG's IHDR chunk, which the format puts first. */
function pngSize(bytes: Buffer): Pick<SniffedImage, 'width' | 'height'> {
  if (bytes.length < 24 || bytes.toString('latin1', 12, 16) !== 'IHDR') return { width: null, height: null };
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

/** Start-of-frame markers (SOF0–SOF15) carry the size; C4 (tables), C8 (reserved) and CC (coding) do not. */
const isStartOfFrame = (marker: number) =>
  marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;

/** The size in a JPEG's start-of-frame segment, found by walking the segments after the SOI marker. */
function jpegSize(bytes: Buffer): Pick<SniffedImage, 'width' | 'height'> {
  let offset = 2;
  while (offset + 9 <= bytes.length) {
    if (bytes[offset] !== 0xff) break;
    const marker = bytes[offset + 1]!;
    // Fill bytes: a marker may be preceded by any number of 0xFF.
    if (marker === 0xff) {
      offset += 1;
      continue;
    }
    if (isStartOfFrame(marker)) {
      return { height: bytes.readUInt16BE(offset + 5), width: bytes.readUInt16BE(offset + 7) };
    }
    offset += 2 + bytes.readUInt16BE(offset + 2);
  }
  return { width: null, height: null };
}

/**
 * Whether the bytes are text whose root element is `<svg>`: after an optional byte-order mark, XML
 * declaration, comments and doctype, the first element must be `svg`. Anything else (HTML, a script)
 * is not an image, whatever the upload called it.
 */
export function looksLikeSvg(bytes: Buffer): boolean {
  const text = bytes.toString('utf8', 0, Math.min(bytes.length, 4096)).replace(/^\uFEFF/, '');
  const prolog = /^(?:\s+|<\?xml[^>]*\?>|<!--[\s\S]*?-->|<!DOCTYPE[^>[]*(?:\[[\s\S]*?\])?\s*>)*/i;
  const rest = text.replace(prolog, '');
  return /^<svg[\s>/]/.test(rest);
}

/**
 * The type of a builder image read from its bytes (docs/architecture.md § Uploads and user content), never from the
 * data URL's declared type: PNG and JPEG by their signatures, SVG by its root element. Null for anything else. SVG
 * dimensions are read after sanitising (sanitize-svg.ts), so they are null here.
 */
export function sniffWebsiteImage(bytes: Buffer): SniffedImage | null {
  if (startsWith(bytes, PNG_SIGNATURE)) {
    return { type: 'png', extension: 'png', contentType: 'image/png', ...pngSize(bytes) };
  }
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) {
    return { type: 'jpg', extension: 'jpg', contentType: 'image/jpeg', ...jpegSize(bytes) };
  }
  if (looksLikeSvg(bytes)) {
    return { type: 'svg', extension: 'svg', contentType: 'image/svg+xml', width: null, height: null };
  }
  return null;
}
