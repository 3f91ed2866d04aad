// Compiles the server for production: one ES module bundle of our own code (the workspace's contract
// included) in dist/, with every npm dependency left external, plus the PGlite and render workers beside
// it, and the block catalogue's images and library fonts (served by the sites' assets host) in dist/catalogue
// and dist/fonts.
import { cpSync, existsSync, readFileSync } from 'node:fs';

import { build } from 'esbuild';

const root = new URL('..', import.meta.url);
const manifest = JSON.parse(readFileSync(new URL('package.json', root), 'utf8'));
const ownDependencies = Object.keys(manifest.dependencies);
// The workspace's packages are bundled, their npm dependencies (sanitize-html of @aerie/blocks) are not.
const workspaceDependencies = ownDependencies
  .filter((name) => name.startsWith('@aerie/'))
  .flatMap((name) => {
    const packageJson = new URL(`../../packages/${name.slice('@aerie/'.length)}/package.json`, root);
    return Object.keys(JSON.parse(readFileSync(packageJson, 'utf8')).dependencies ?? {});
  });
const external = [...new Set([...ownDependencies, ...workspaceDependencies])].filter(
  (name) => !name.startsWith('@aerie/'),
);

await build({
  absWorkingDir: root.pathname,
  entryPoints: {
    main: 'src/main.ts',
    'pglite-worker': 'src/db/pglite-worker.ts',
    'render-worker': 'src/adapters/site-renderer/render-worker.ts',
  },
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node24',
  sourcemap: true,
  external,
  logLevel: 'warning',
});

const catalogue = new URL('../../packages/blocks/assets/images/', root);
if (existsSync(catalogue)) cpSync(catalogue, new URL('dist/catalogue/', root), { recursive: true });
const fonts = new URL('../../packages/blocks/assets/fonts/', root);
if (existsSync(fonts)) cpSync(fonts, new URL('dist/fonts/', root), { recursive: true });
