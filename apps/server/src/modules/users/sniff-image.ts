export interface ImageType {
  contentType: string;
  extension: string;
}

const startsWith = (bytes: Buffer, signature: number[]) =>
  bytes.length >= signature.length && signature.every((byte, index) => bytes[index] === byte);
const ascii = (bytes: Buffer, start: number, end: number) => bytes.subarray(start, end).toString('latin1');

/** ISO-BMFF brands of AVIF still images and sequences. */
const AVIF_BRANDS = new Set(['avif', 'avis']);

function isAvif(bytes: Buffer): boolean {
  if (bytes.length < 16 || ascii(bytes, 4, 8) !== 'ftyp') return false;
  const boxSize = Math.min(bytes.readUInt32BE(0), bytes.length);
  // The major brand, then the compatible brands up to the end of the `ftyp` box.
  if (AVIF_BRANDS.has(ascii(bytes, 8, 12))) return true;
  for (let offset = 16; offset + 4 <= boxSize; offset += 4) {
    if (AVIF_BRANDS.has(ascii(bytes, offset, offset + 4))) return true;
  }
  return false;
}

/**
 * The image type read from the bytes' signature (docs/architecture.md § Uploads and user content), never from the name
 * or the type the client declared: a file claiming to be a PNG is served as one only if it is one. Raster formats only
 * — SVG can carry scripts and needs a sanitiser first, so it is refused along with everything else.
 */
export function sniffImage(bytes: Buffer): ImageType | null {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) {
    return { contentType: 'image/png', extension: 'png' };
  }
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return { contentType: 'image/jpeg', extension: 'jpg' };
  if (bytes.length >= 6 && ['GIF87a', 'GIF89a'].includes(ascii(bytes, 0, 6))) {
    return { contentType: 'image/gif', extension: 'gif' };
  }
  if (bytes.length >= 12 && ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 12) === 'WEBP') {
    return { contentType: 'image/webp', extension: 'webp' };
  }
  if (isAvif(bytes)) return { contentType: 'image/avif', extension: 'avif' };
  // "BM" plus a header size of one of the known BMP versions, so text starting with "BM" is not taken.
  if (
    bytes.length >= 26 &&
    ascii(bytes, 0, 2) === 'BM' &&
    [12, 40, 52, 56, 64, 108, 124].includes(bytes.readUInt32LE(14))
  ) {
    return { contentType: 'image/bmp', extension: 'bmp' };
  }
  return null;
}
