import { sniffWebsiteImage } from '../../lib/sniff-web-image.js';

export interface StoreImage {
  contentType: 'image/png' | 'image/jpeg' | 'image/webp';
  extension: 'png' | 'jpg' | 'webp';
  width: number;
  height: number;
}

const ascii = (bytes: Buffer, start: number, end: number) => bytes.toString('latin1', start, end);

/** The size in a WebP's first chunk: lossy (VP8), lossless (VP8L) or extended (VP8X). */
function webpSize(bytes: Buffer): { width: number; height: number } | null {
  if (bytes.length < 30) return null;
  const chunk = ascii(bytes, 12, 16);
  if (chunk === 'VP8 ' && bytes[23] === 0x9d && bytes[24] === 0x01 && bytes[25] === 0x2a) {
    return { width: bytes.readUInt16LE(26) & 0x3fff, height: bytes.readUInt16LE(28) & 0x3fff };
  }
  if (chunk === 'VP8L' && bytes[20] === 0x2f) {
    const bits = bytes.readUInt32LE(21);
    return { width: (bits & 0x3fff) + 1, height: ((bits >>> 14) & 0x3fff) + 1 };
  }
  if (chunk === 'VP8X') return { width: bytes.readUIntLE(24, 3) + 1, height: bytes.readUIntLE(27, 3) + 1 };
  return null;
}

/**
 * A store image's type and size, read from its bytes (docs/architecture.md § Uploads and user content), never from the
 * name or declared type: PNG and JPEG by the builder's sniffer (modules/websites), WebP by its RIFF header. SVG is
 * refused (it can carry scripts), and so is an image whose size cannot be read: it is not one a browser would show.
 */
export function sniffStoreImage(bytes: Buffer): StoreImage | null {
  if (bytes.length >= 12 && ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 12) === 'WEBP') {
    const size = webpSize(bytes);
    return size && size.width > 0 && size.height > 0 ? { contentType: 'image/webp', extension: 'webp', ...size } : null;
  }
  const image = sniffWebsiteImage(bytes);
  if (!image || image.type === 'svg' || !image.width || !image.height) return null;
  return image.type === 'png'
    ? { contentType: 'image/png', extension: 'png', width: image.width, height: image.height }
    : { contentType: 'image/jpeg', extension: 'jpg', width: image.width, height: image.height };
}

/** The bytes of a base64 data URL (the contract has checked its shape); its declared type is ignored. */
export function decodeDataUrl(dataUrl: string): Buffer {
  return Buffer.from(dataUrl.slice(dataUrl.indexOf(',') + 1).replace(/\s/g, ''), 'base64');
}
