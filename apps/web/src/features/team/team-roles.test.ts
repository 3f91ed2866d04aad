import { describe, expect, it } from 'vitest';

import { canManageTeam, invitableRoles, pageOf, roleLabel } from './team-roles';

describe('roleLabel', () => {
  it('shows owner and the spec’s admin as Owner and capitalises the rest', () => {
    expect(roleLabel('owner')).toBe('Owner');
    expect(roleLabel('admin')).toBe('Owner');
    expect(roleLabel('maintainer')).toBe('Maintainer');
    expect(roleLabel('guest')).toBe('Guest');
  });
});

describe('canManageTeam', () => {
  it('lets owners and maintainers manage the team, nobody else', () => {
    expect(canManageTeam('owner')).toBe(true);
    expect(canManageTeam('maintainer')).toBe(true);
    expect(canManageTeam('developer')).toBe(false);
    expect(canManageTeam('guest')).toBe(false);
    expect(canManageTeam(undefined)).toBe(false);
  });
});

describe('invitableRoles', () => {
  it('offers maintainer to the workspace owner only', () => {
    expect(invitableRoles('owner')).toEqual(['maintainer', 'developer', 'guest']);
    expect(invitableRoles('maintainer')).toEqual(['developer', 'guest']);
  });
});

describe('pageOf', () => {
  const items = Array.from({ length: 31 }, (_, index) => index + 1);

  it('cuts pages of the given size', () => {
    expect(pageOf(items, 1, 15)).toEqual({ items: items.slice(0, 15), page: 1, pageCount: 3 });
    expect(pageOf(items, 3, 15)).toEqual({ items: [31], page: 3, pageCount: 3 });
  });

  it('clamps a page that no longer exists, e.g. after the last row of the last page is removed', () => {
    expect(pageOf(items.slice(0, 15), 2, 15)).toEqual({ items: items.slice(0, 15), page: 1, pageCount: 1 });
    expect(pageOf([], 4, 15)).toEqual({ items: [], page: 1, pageCount: 1 });
  });
});
