import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

import type { Plugin, ResolvedConfig } from 'vite';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Text formats worth compressing; fonts and images are compressed by their own format. */
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|xml|webmanifest)$/;
/** Below this, headers and framing outweigh what compression saves. */
const MIN_BYTES = 512;

function listFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    // .vite/ holds the build manifest, which is for our scripts, not for browsers.
    if (entry.name.startsWith('.')) return [];
    const path = join(dir, entry.name);
    return entry.isDirectory() ? listFiles(path) : [path];
  });
}

/**
 * Writes `file.br` and `file.gz` beside every compressible file of the build, at the highest levels (the
 * work is done once per build, not per request). The server sends them by the browser's Accept-Encoding.
 */
export function precompress(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'aerie:precompress',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    async closeBundle() {
      const outDir = join(config.root, config.build.outDir);
      const files = listFiles(outDir).filter((file) => COMPRESSIBLE.test(file) && statSync(file).size >= MIN_BYTES);
      await Promise.all(
        files.map(async (file) => {
          const source = readFileSync(file);
          const [br, gz] = await Promise.all([
            brotli(source, {
              params: {
                [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
                [constants.BROTLI_PARAM_SIZE_HINT]: source.length,
              },
            }),
            gzipAsync(source, { level: constants.Z_BEST_COMPRESSION }),
          ]);
          // A variant that is not smaller is not written; the server then sends the file as it is.
          if (br.length < source.length) writeFileSync(`${file}.br`, br);
          if (gz.length < source.length) writeFileSync(`${file}.gz`, gz);
        }),
      );
    },
  };
}
