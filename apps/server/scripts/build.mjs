// Compiles the server for production: one ES module bundle of our own code (the workspace's contract
// included) in dist/, with every npm dependency left external, plus the PGlite worker beside it.
import { readFileSync } from 'node:fs';

import { build } from 'esbuild';

const root = new URL('..', import.meta.url);
const manifest = JSON.parse(readFileSync(new URL('package.json', root), 'utf8'));
const external = Object.keys(manifest.dependencies).filter((name) => !name.startsWith('@aerie/'));

await build({
  absWorkingDir: root.pathname,
  entryPoints: { main: 'src/main.ts', 'pglite-worker': 'src/db/pglite-worker.ts' },
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node24',
  sourcemap: true,
  external,
  logLevel: 'warning',
});
