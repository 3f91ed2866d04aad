import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';

/**
 * A stand-in for `apps/web/dist`: an index.html and one hashed script, both well over 1 KB, each with the
 * brotli and gzip copies the real build writes beside it (apps/web/build/precompress.ts).
 */
export function fakeWebBuild(): { dir: string; indexHtml: string; script: string; remove(): void } {
  const dir = mkdtempSync(join(tmpdir(), 'aerie-web-'));
  const indexHtml = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Aerie</title><script type="module" src="/assets/index-abc123.js"></script></head><body><div id="root"></div><!-- ${'padding '.repeat(300)}--></body></html>`;
  const script = `export const greeting = ${JSON.stringify('hello '.repeat(500))};\n`;
  mkdirSync(join(dir, 'assets'));
  for (const [path, text] of [
    [join(dir, 'index.html'), indexHtml],
    [join(dir, 'assets', 'index-abc123.js'), script],
  ] as const) {
    writeFileSync(path, text);
    writeFileSync(`${path}.br`, brotliCompressSync(text));
    writeFileSync(`${path}.gz`, gzipSync(text));
  }
  return { dir, indexHtml, script, remove: () => rmSync(dir, { recursive: true, force: true }) };
}
