import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

import { describe, expect, it } from 'vitest';

import postgresGroups from './postgres-groups.json' with { type: 'json' };

const serverRoot = fileURLToPath(new URL('..', import.meta.url));
const listed = postgresGroups.groups.flatMap((group) => group.files);

/** A describe or test that runs only when DATABASE_URL is set, gated with runIf or skipIf on it. */
const GATED_ON_POSTGRES = /(runIf|skipIf)\(\s*!?\s*(process\.env\.DATABASE_URL|serverUrl)\b/;

describe('the PostgreSQL groups (postgres-groups.json)', () => {
  it('name test files that exist, each once', () => {
    for (const file of listed) expect(existsSync(`${serverRoot}${file}`), file).toBe(true);
    expect(new Set(listed).size).toBe(listed.length);
  });

  it('hold every test that runs only on PostgreSQL, which would otherwise run nowhere', () => {
    const gated = readdirSync(`${serverRoot}test`)
      .filter((name) => name.endsWith('.test.ts'))
      .filter((name) => GATED_ON_POSTGRES.test(readFileSync(`${serverRoot}test/${name}`, 'utf8')))
      .map((name) => `test/${name}`);
    expect(gated.length).toBeGreaterThan(10);
    expect(gated.filter((file) => !listed.includes(file))).toEqual([]);
  });
});
