import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { RuleTester } from 'eslint';
import tseslint from 'typescript-eslint';
import { afterAll, describe, expect, it } from 'vitest';

import noImportCycle, { cyclicComponents, resolveSpecifier } from './no-import-cycle.js';

RuleTester.afterAll = afterAll;
RuleTester.describe = describe;
RuleTester.it = it;
RuleTester.itOnly = it.only;

// A small package on disk: the rule reads the whole package's import graph, not only the linted file.
const root = mkdtempSync(join(tmpdir(), 'no-import-cycle-'));
const files = {
  'package.json': '{}',
  'src/a.ts': "import type { B } from './b.js';\nexport type A = { b: B };\n",
  'src/b.ts': "import { c } from './c.js';\nexport type B = number;\nexport const b = c;\n",
  'src/c.ts': "import type { A } from './a.js';\nexport const c = 1 as unknown as A;\n",
  'src/d.ts':
    "import { b } from './b.js';\n// import { d } from './d.js' in a comment is no import\nexport const d = b;\n",
  'src/e.ts': "export const e = () => import('./f.js');\n",
  'src/f.ts': "import { e } from './e.js';\nexport const f = e;\n",
  'src/g/index.ts': "export { h } from '../h.js';\n",
  'src/h.ts': 'export const h = 1;\n',
};
for (const [path, text] of Object.entries(files)) {
  mkdirSync(join(root, path, '..'), { recursive: true });
  writeFileSync(join(root, path), text);
}
afterAll(() => rmSync(root, { recursive: true, force: true }));

const ruleTester = new RuleTester({ languageOptions: { parser: tseslint.parser } });
const file = (path) => join(root, path);

ruleTester.run('no-import-cycle', noImportCycle, {
  valid: [
    // d imports into the cycle a → b → c → a but nothing leads back to d.
    { code: files['src/d.ts'], filename: file('src/d.ts') },
    { code: files['src/g/index.ts'], filename: file('src/g/index.ts') },
  ],
  invalid: [
    {
      // A cycle made only of type imports on one side is still a cycle.
      code: files['src/a.ts'],
      filename: file('src/a.ts'),
      errors: [{ messageId: 'cycle', data: { chain: 'src/a.ts → src/b.ts → src/c.ts → src/a.ts' } }],
    },
    {
      code: files['src/c.ts'],
      filename: file('src/c.ts'),
      errors: [{ messageId: 'cycle', data: { chain: 'src/c.ts → src/a.ts → src/b.ts → src/c.ts' } }],
    },
    {
      // A dynamic import closes a cycle too.
      code: files['src/e.ts'],
      filename: file('src/e.ts'),
      errors: [{ messageId: 'cycle', data: { chain: 'src/e.ts → src/f.ts → src/e.ts' } }],
    },
  ],
});

describe('the graph', () => {
  it('finds strongly connected components, and a file that imports itself', () => {
    const graph = new Map([
      ['a', ['b']],
      ['b', ['a', 'c']],
      ['c', []],
      ['d', ['d']],
    ]);
    const components = cyclicComponents(graph);
    expect([...components.get('a')].sort()).toEqual(['a', 'b']);
    expect(components.get('b')).toBe(components.get('a'));
    expect(components.has('c')).toBe(false);
    expect([...components.get('d')]).toEqual(['d']);
  });

  it('resolves `.js` written for a `.ts` file and a folder to its index', () => {
    expect(resolveSpecifier(file('src/a.ts'), './b.js')).toBe(file('src/b.ts'));
    expect(resolveSpecifier(file('src/a.ts'), './g')).toBe(file('src/g/index.ts'));
    expect(resolveSpecifier(file('src/a.ts'), './missing.js')).toBeNull();
  });
});
