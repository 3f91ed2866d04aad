import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** A reply body prepared once: its bytes in each encoding and the validator the browser revalidates with. */
export interface EncodedBody {
  identity: Buffer;
  gzip: Buffer;
  br: Buffer;
  /** Weak: the same page in any encoding is the same page. */
  etag: string;
  contentType: string;
}

/**
 * Compressed when the site is loaded (after a publish), never per request: brotli at its best quality and
 * gzip at 9 cost tens of milliseconds once and nothing afterwards.
 */
export async function encodeBody(body: string | Buffer, contentType: string): Promise<EncodedBody> {
  const identity = Buffer.isBuffer(body) ? body : Buffer.from(body);
  const [br, gz] = await Promise.all([
    brotli(identity, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: identity.length,
      },
    }),
    gzipAsync(identity, { level: 9 }),
  ]);
  const etag = `W/"${createHash('sha256').update(identity).digest('base64url').slice(0, 22)}"`;
  return { identity, gzip: gz, br, etag, contentType };
}

/** br if the client takes it, else gzip, else none (`;q=0` refuses an encoding). */
export function chooseEncoding(header: string | undefined): 'br' | 'gzip' | null {
  if (!header) return null;
  let gzipAccepted = false;
  for (const part of header.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    if (params.some((param) => /^\s*q=0(\.0*)?\s*$/.test(param))) continue;
    if (name === 'br') return 'br';
    if (name === 'gzip' || name === '*') gzipAccepted = true;
  }
  return gzipAccepted ? 'gzip' : null;
}

/** Whether the browser's copy (If-None-Match) is still this body. */
export function isNotModified(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const bare = etag.replace(/^W\//, '');
  return ifNoneMatch.split(',').some((tag) => {
    const candidate = tag.trim();
    return candidate === '*' || candidate.replace(/^W\//, '') === bare;
  });
}
