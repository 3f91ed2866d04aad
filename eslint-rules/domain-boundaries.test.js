import { RuleTester } from 'eslint';
import tseslint from 'typescript-eslint';
import { afterAll, describe, expect, it } from 'vitest';

import domainBoundaries, { checkDomainTable } from './domain-boundaries.js';

RuleTester.afterAll = afterAll;
RuleTester.describe = describe;
RuleTester.it = it;
RuleTester.itOnly = it.only;

const ruleTester = new RuleTester({ languageOptions: { parser: tseslint.parser } });

const modulesDir = '/repo/src/modules';
const options = [
  {
    modulesDir,
    dependencies: { events: [], projects: ['events'], tasks: ['events', 'projects'] },
    layers: [['events'], ['projects'], ['tasks']],
  },
];
const inTasks = `${modulesDir}/tasks/create-task.ts`;

ruleTester.run('domain-boundaries', domainBoundaries, {
  valid: [
    // Another domain through its entry, along the table; a type-only import likewise.
    { code: "import { loadVisibleProject } from '../projects/index.js';", filename: inTasks, options },
    { code: "import type { VisibleProject } from '../projects/index.js';", filename: inTasks, options },
    // Inside a domain, and in its sub-folders, files import each other freely.
    { code: "import { taskView } from './task-view.js';", filename: inTasks, options },
    { code: "import { x } from '../board/column.js';", filename: `${modulesDir}/tasks/sub/a.ts`, options },
    // Below the modules (db, lib) and packages are not this rule's business.
    { code: "import { tasks } from '../../db/schema/index.js';", filename: inTasks, options },
    { code: "import { z } from 'zod';", filename: inTasks, options },
    // Files outside the modules (routes, the composition root) may import deep.
    { code: "import { x } from '../modules/tasks/create-task.js';", filename: '/repo/src/routes/a.ts', options },
    // An entry names its exports.
    { code: "export { createTask } from './create-task.js';", filename: `${modulesDir}/tasks/index.ts`, options },
  ],
  invalid: [
    {
      code: "import { loadVisibleProject } from '../projects/project-access.js';",
      filename: inTasks,
      options,
      errors: [{ messageId: 'deepImport', data: { domain: 'projects', entry: '../projects/index.js' } }],
    },
    {
      // Type-only imports tie domains together just as much.
      code: "import type { ProjectRow } from '../projects/project-access.js';",
      filename: inTasks,
      options,
      errors: [{ messageId: 'deepImport' }],
    },
    {
      code: "export { loadVisibleProject } from '../projects/project-access.js';",
      filename: inTasks,
      options,
      errors: [{ messageId: 'deepImport' }],
    },
    {
      // Up the layers: projects may not import tasks, entry or not.
      code: "import { createTask } from '../tasks/index.js';",
      filename: `${modulesDir}/projects/delete-project.ts`,
      options,
      errors: [{ messageId: 'notAllowed', data: { from: 'projects', domain: 'tasks' } }],
    },
    {
      code: "const m = await import('../tasks/create-task.js');",
      filename: `${modulesDir}/projects/delete-project.ts`,
      options,
      errors: [{ messageId: 'deepImport' }, { messageId: 'notAllowed' }],
    },
    {
      code: "export * from './create-task.js';",
      filename: `${modulesDir}/tasks/index.ts`,
      options,
      errors: [{ messageId: 'exportAll' }],
    },
    {
      code: "import { x } from './x.js';",
      filename: `${modulesDir}/notes/x-user.ts`,
      options,
      errors: [{ messageId: 'undeclared', data: { domain: 'notes' } }],
    },
  ],
});

describe('checkDomainTable', () => {
  it('accepts a table whose every dependency is in a lower layer', () => {
    expect(checkDomainTable(options[0].dependencies, options[0].layers)).toEqual([]);
  });

  it('refuses a dependency on the same or a higher layer, so the table holds no cycle', () => {
    expect(checkDomainTable({ a: ['b'], b: ['a'] }, [['a', 'b']])).toEqual([
      'a depends on b, which is not in a lower layer',
      'b depends on a, which is not in a lower layer',
    ]);
  });

  it('refuses undeclared domains and domains in no layer', () => {
    expect(checkDomainTable({ a: ['ghost'], b: [] }, [['a'], ['c']])).toEqual([
      'a depends on ghost, which is not declared',
      'b is in no layer',
      'c has no row',
    ]);
  });

  it('holds for the server’s own table', async () => {
    const { DOMAIN_DEPENDENCIES, DOMAIN_LAYERS } = await import('../apps/server/src/modules/dependencies.js');
    expect(checkDomainTable(DOMAIN_DEPENDENCIES, DOMAIN_LAYERS)).toEqual([]);
  });
});
