import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

import type { Plugin, ResolvedConfig, Rolldown } from 'vite';

type OutputChunk = Rolldown.OutputChunk;

/**
 * For each public page, a copy of index.html that also preloads the page's lazily loaded route modules
 * and their static imports. Without it the browser learns of them only after the entry chunk has run, one
 * round trip later. Written to `pages/<name>.html` (`/` → `pages/index.html`); the server sends the copy
 * for its path and plain index.html for every other path.
 */
export function routePreloads(pages: Record<string, string[]>): Plugin {
  let config: ResolvedConfig;
  let chunks: OutputChunk[] = [];
  return {
    name: 'aerie:route-preloads',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    generateBundle(_options, bundle) {
      chunks = Object.values(bundle).filter((output): output is OutputChunk => output.type === 'chunk');
    },
    writeBundle() {
      const outDir = resolve(config.root, config.build.outDir);
      const indexHtml = readFileSync(join(outDir, 'index.html'), 'utf8');
      const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
      mkdirSync(join(outDir, 'pages'), { recursive: true });
      for (const [path, modules] of Object.entries(pages)) {
        const files = new Set<string>();
        const visit = (fileName: string) => {
          if (files.has(fileName)) return;
          files.add(fileName);
          for (const imported of byFile.get(fileName)?.imports ?? []) visit(imported);
        };
        for (const module of modules) {
          const chunk = chunks.find((candidate) => candidate.facadeModuleId === resolve(config.root, module));
          if (!chunk) throw new Error(`routePreloads: no chunk for ${module} (${path}); was it renamed?`);
          visit(chunk.fileName);
        }
        const links = [...files]
          .filter((file) => !indexHtml.includes(`/${file}"`))
          .map((file) => `    <link rel="modulepreload" crossorigin href="/${file}">\n`)
          .join('');
        const name = path === '/' ? 'index' : path.slice(1);
        writeFileSync(join(outDir, 'pages', `${name}.html`), indexHtml.replace('  </head>', `${links}  </head>`));
      }
    },
  };
}
