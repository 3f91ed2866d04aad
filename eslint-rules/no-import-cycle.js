/**
 * `aerie/no-import-cycle`: no file imports itself through a chain of relative imports — type-only imports
 * included.
 *
 * `import-x/no-cycle` skips `import type` (a cycle of types still ties two modules into one unit, and the
 * issue 26 review found one through 14 domains), and it walks the graph again from every file, which is
 * the slowest part of the lint. This rule reads the import lines of every source file of the linted
 * file's package once per lint run, finds the strongly connected components of that graph (Tarjan), and
 * reports an import of a file that belongs to the same component, with one cycle it closes. Relative
 * imports and literal `import()`s count; packages (`@aerie/contract`) are fenced by
 * `import-x/no-restricted-paths` instead. The graph is cached per process: an editor's long-running
 * ESLint sees a fresh graph after a restart.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

const SOURCE = /\.(ts|tsx|mts|js|mjs)$/;
const SKIPPED_DIRS = new Set(['node_modules', 'dist', 'build', 'coverage', 'test-results', 'screenshots', '.vite']);
const IMPORT_LINE = /(?:^|[\s;])(?:import|export)\s+(?:type\s+)?(?:[^'";]*?\s+from\s+)?['"](\.[^'"]*)['"]/g;
const DYNAMIC_IMPORT = /import\(\s*['"](\.[^'"]*)['"]\s*\)/g;

function packageRootOf(file) {
  for (let dir = dirname(file); dir !== dirname(dir); dir = dirname(dir)) {
    if (existsSync(join(dir, 'package.json'))) return dir;
  }
  return dirname(file);
}

function sourceFiles(dir) {
  return readdirSync(dir).flatMap((name) => {
    if (SKIPPED_DIRS.has(name) || name.startsWith('.')) return [];
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return SOURCE.test(name) && !name.endsWith('.d.ts') ? [path] : [];
  });
}

/** A relative specifier to the file it names: `.js` written for a `.ts` file, or a folder's index. */
export function resolveSpecifier(fromFile, specifier, exists = existsSync) {
  const base = resolve(dirname(fromFile), specifier);
  const candidates = [base];
  const stem = base.replace(/\.(js|mjs|jsx)$/, '');
  candidates.push(`${stem}.ts`, `${stem}.tsx`, `${stem}.mts`);
  candidates.push(`${base}.ts`, `${base}.tsx`, `${base}.js`, join(base, 'index.ts'), join(base, 'index.tsx'));
  return candidates.find((candidate) => SOURCE.test(candidate) && exists(candidate)) ?? null;
}

function importsOf(file) {
  const text = readFileSync(file, 'utf8')
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/(^|[^:'"`])\/\/.*$/gm, '$1');
  const specifiers = [...text.matchAll(IMPORT_LINE), ...text.matchAll(DYNAMIC_IMPORT)].map((match) => match[1]);
  return [...new Set(specifiers.map((specifier) => resolveSpecifier(file, specifier)).filter(Boolean))];
}

/** Tarjan's strongly connected components; a component of one file counts only if it imports itself. */
export function cyclicComponents(graph) {
  const index = new Map();
  const low = new Map();
  const onStack = new Set();
  const stack = [];
  const componentOf = new Map();
  let counter = 0;
  // Iterative, so a deep import chain cannot overflow the call stack.
  for (const root of graph.keys()) {
    if (index.has(root)) continue;
    const work = [[root, 0]];
    while (work.length) {
      const frame = work[work.length - 1];
      const [node, next] = frame;
      if (next === 0) {
        index.set(node, counter);
        low.set(node, counter);
        counter += 1;
        stack.push(node);
        onStack.add(node);
      }
      const edges = graph.get(node) ?? [];
      if (next < edges.length) {
        frame[1] += 1;
        const target = edges[next];
        if (!graph.has(target)) continue;
        if (!index.has(target)) work.push([target, 0]);
        else if (onStack.has(target)) low.set(node, Math.min(low.get(node), index.get(target)));
        continue;
      }
      work.pop();
      if (work.length) {
        const parent = work[work.length - 1][0];
        low.set(parent, Math.min(low.get(parent), low.get(node)));
      }
      if (low.get(node) === index.get(node)) {
        const members = [];
        let member;
        do {
          member = stack.pop();
          onStack.delete(member);
          members.push(member);
        } while (member !== node);
        const component = new Set(members);
        if (members.length > 1 || (graph.get(node) ?? []).includes(node)) {
          for (const file of members) componentOf.set(file, component);
        }
      }
    }
  }
  return componentOf;
}

/** The shortest chain from `from` back to `to` inside one component, for the message. */
function pathWithin(graph, component, from, to) {
  const previous = new Map([[from, null]]);
  const queue = [from];
  while (queue.length) {
    const node = queue.shift();
    if (node === to) break;
    for (const next of graph.get(node) ?? []) {
      if (!component.has(next) || previous.has(next)) continue;
      previous.set(next, node);
      queue.push(next);
    }
  }
  const path = [];
  for (let node = to; node !== null && node !== undefined; node = previous.get(node)) path.unshift(node);
  return path;
}

const graphs = new Map();
function graphOf(root) {
  if (!graphs.has(root)) {
    const graph = new Map(sourceFiles(root).map((file) => [file, importsOf(file)]));
    graphs.set(root, { graph, componentOf: cyclicComponents(graph) });
  }
  return graphs.get(root);
}

export default {
  meta: {
    type: 'problem',
    docs: { description: 'no import cycles, type-only imports included' },
    schema: [],
    messages: { cycle: 'Import cycle: {{chain}}. Move what both need below them, or invert the dependency.' },
  },
  create(context) {
    const filename = context.filename;
    if (!SOURCE.test(filename)) return {};
    const root = packageRootOf(filename);
    const { graph, componentOf } = graphOf(root);
    const component = componentOf.get(filename);
    if (!component) return {};

    function check(source) {
      if (!source || typeof source.value !== 'string' || !source.value.startsWith('.')) return;
      const target = resolveSpecifier(filename, source.value);
      if (!target || !component.has(target)) return;
      const chain = [filename, ...pathWithin(graph, component, target, filename)]
        .map((file) => relative(root, file))
        .join(' → ');
      context.report({ node: source, messageId: 'cycle', data: { chain } });
    }

    return {
      ImportDeclaration: (node) => check(node.source),
      ExportNamedDeclaration: (node) => check(node.source),
      ExportAllDeclaration: (node) => check(node.source),
      ImportExpression: (node) => check(node.source),
    };
  },
};
