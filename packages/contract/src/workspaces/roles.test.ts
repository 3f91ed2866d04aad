import { readFileSync } from 'node:fs';

import { describe, expect, it } from 'vitest';

import { ROLE_ORDER, ROLE_TABLE, roleMay, roleRefusal, type RoleAction } from './roles.js';

/** docs/security.md's role table, as { action: [guest, developer, maintainer, owner] }. */
function documentedTable(): Record<string, boolean[]> {
  const doc = readFileSync(new URL('../../../../docs/security.md', import.meta.url), 'utf8');
  const table = doc.split('<!-- role-table:start -->')[1]?.split('<!-- role-table:end -->')[0] ?? '';
  const rows = table.split('\n').filter((line) => line.startsWith('|'));
  const [header, , ...body] = rows.map((row) =>
    row
      .split('|')
      .slice(1, -1)
      .map((cell) => cell.trim()),
  );
  expect(header?.slice(1)).toEqual([...ROLE_ORDER]);
  return Object.fromEntries(body.map(([action, ...cells]) => [action, cells.map((cell) => cell === 'yes')]));
}

describe('ROLE_TABLE', () => {
  it('is the table docs/security.md shows, row for row', () => {
    const expected = Object.fromEntries(
      Object.keys(ROLE_TABLE).map((action) => [action, ROLE_ORDER.map((role) => roleMay(role, action as RoleAction))]),
    );
    expect(documentedTable()).toEqual(expected);
  });

  it('lets each role do what the roles below it may, and no one without a role anything', () => {
    for (const action of Object.keys(ROLE_TABLE) as RoleAction[]) {
      const allowed = ROLE_ORDER.map((role) => roleMay(role, action));
      expect(allowed, action).toEqual([...allowed].sort());
      expect(roleMay(null, action)).toBe(false);
    }
  });

  it('names the least role in a refusal', () => {
    expect(roleRefusal('manage servers')).toBe('Only a maintainer or above can manage servers.');
    expect(roleRefusal('invite maintainers')).toBe('Only the workspace owner can invite maintainers.');
  });
});
