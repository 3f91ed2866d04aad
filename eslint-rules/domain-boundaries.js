/**
 * `aerie/domain-boundaries`: the server's domains (apps/server/src/modules/<domain>/) meet only through
 * their entries, along a declared table (apps/server/src/modules/dependencies.js, docs/architecture.md
 * § Domains).
 *
 * In a file of one domain, an import or re-export — type-only ones included, since they tie the domains
 * together just as much — that lands in another domain must name that domain's `index` (not a file
 * inside it), and that domain must be listed for the importing one. A domain missing from the table is
 * reported, so a new folder is declared the moment it exists. An entry lists its exports by name
 * (`export *` hides what the domain shows). Inside a domain, files import each other freely.
 *
 * Options: `{ modulesDir, dependencies, layers }` — the absolute path of the modules directory, the table,
 * and the layers the table must respect (a domain depends only on domains of lower layers), so the table
 * itself can hold no cycle.
 */
import { dirname, relative, resolve, sep } from 'node:path';

/** The table against its layers: every dependency one of a lower layer; returns what is wrong. */
export function checkDomainTable(dependencies, layers) {
  const problems = [];
  const layerOf = new Map(layers.flatMap((domains, index) => domains.map((domain) => [domain, index])));
  for (const [domain, allowed] of Object.entries(dependencies)) {
    if (!layerOf.has(domain)) problems.push(`${domain} is in no layer`);
    for (const other of allowed) {
      if (!(other in dependencies)) problems.push(`${domain} depends on ${other}, which is not declared`);
      else if (!(layerOf.get(other) < layerOf.get(domain)))
        problems.push(`${domain} depends on ${other}, which is not in a lower layer`);
    }
  }
  for (const domain of layerOf.keys()) if (!(domain in dependencies)) problems.push(`${domain} has no row`);
  return problems;
}

const ENTRY_FILES = new Set(['index.js', 'index.ts']);

export default {
  meta: {
    type: 'problem',
    docs: { description: 'domains import each other only through their entries, along the declared table' },
    schema: [
      {
        type: 'object',
        properties: {
          modulesDir: { type: 'string' },
          dependencies: { type: 'object' },
          layers: { type: 'array' },
        },
        required: ['modulesDir', 'dependencies', 'layers'],
        additionalProperties: false,
      },
    ],
    messages: {
      deepImport: "Import the {{domain}} domain through its entry ('{{entry}}'), not a file inside it.",
      notAllowed:
        'The {{from}} domain may not import {{domain}}: it is not in its row of modules/dependencies.js (lower layers only).',
      undeclared: 'The {{domain}} domain is not declared in modules/dependencies.js.',
      exportAll: 'A domain entry names its exports: replace `export *` with the names other domains use.',
      badTable: 'modules/dependencies.js is inconsistent: {{problems}}.',
    },
  },
  create(context) {
    const { modulesDir, dependencies, layers } = context.options[0];
    const filename = context.filename;
    const inModules = relative(modulesDir, filename);
    if (inModules.startsWith('..') || !inModules.includes(sep)) return {};
    const domain = inModules.split(sep)[0];
    const isEntry = inModules === `${domain}${sep}index.ts`;

    function check(node, source) {
      if (!source || typeof source.value !== 'string' || !source.value.startsWith('.')) return;
      const target = relative(modulesDir, resolve(dirname(filename), source.value));
      if (target.startsWith('..') || !target.includes(sep)) return;
      const [other, ...rest] = target.split(sep);
      if (other === domain) return;
      if (!(rest.length === 1 && ENTRY_FILES.has(rest[0]))) {
        let entry = relative(dirname(filename), resolve(modulesDir, other, 'index.js'));
        if (!entry.startsWith('.')) entry = `./${entry}`;
        context.report({ node: source, messageId: 'deepImport', data: { domain: other, entry } });
      }
      if (dependencies[domain] && !dependencies[domain].includes(other)) {
        context.report({ node: source, messageId: 'notAllowed', data: { from: domain, domain: other } });
      }
    }

    return {
      Program(node) {
        if (!(domain in dependencies)) context.report({ node, messageId: 'undeclared', data: { domain } });
        const problems = checkDomainTable(dependencies, layers);
        if (problems.length && isEntry) {
          context.report({ node, messageId: 'badTable', data: { problems: problems.join('; ') } });
        }
      },
      ImportDeclaration: (node) => check(node, node.source),
      ExportNamedDeclaration: (node) => check(node, node.source),
      ExportAllDeclaration(node) {
        if (isEntry) context.report({ node, messageId: 'exportAll' });
        check(node, node.source);
      },
      ImportExpression: (node) => check(node, node.source),
      TSImportType: (node) => check(node, node.argument?.literal ?? node.argument),
    };
  },
};
