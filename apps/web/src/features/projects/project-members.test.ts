import type { ProjectMember, TeamMember } from '@aerie/contract';
import { describe, expect, it } from 'vitest';

import { addableTeamMembers, fullName, memberPreview, transferCandidates } from './project-members';

const member = (id: number, userId: number, owner: 0 | 1 = 0): ProjectMember => ({
  id,
  owner,
  created_at: '2025-01-01T00:00:00.000Z',
  profile: {
    id: userId,
    first: `First${userId}`,
    last: `Last${userId}`,
    email: `u${userId}@example.com`,
    avatar: null,
  },
});

const teamMember = (id: number, userId: number): TeamMember => ({
  id,
  role: 'developer',
  created_at: '2025-01-01T00:00:00.000Z',
  profile: {
    id: userId,
    first: `First${userId}`,
    last: `Last${userId}`,
    email: `u${userId}@example.com`,
    avatar: null,
    is_active: 1,
  },
});

describe('memberPreview', () => {
  it('keeps the first five members in their order', () => {
    const members = [1, 2, 3, 4, 5, 6, 7].map((n) => member(n, n * 10));
    expect(memberPreview(members).map((m) => m.id)).toEqual([1, 2, 3, 4, 5]);
    expect(memberPreview(members.slice(0, 2))).toHaveLength(2);
  });
});

describe('addableTeamMembers', () => {
  it('leaves out team members who are already on the project, by user id', () => {
    const team = [teamMember(1, 10), teamMember(2, 20), teamMember(3, 30)];
    const onProject = [member(100, 10, 1), member(101, 30)];
    expect(addableTeamMembers(team, onProject).map((m) => m.profile.id)).toEqual([20]);
  });

  it('offers nobody when everyone is on the project', () => {
    expect(addableTeamMembers([teamMember(1, 10)], [member(5, 10, 1)])).toEqual([]);
  });
});

describe('transferCandidates', () => {
  it('offers every member except the current owner', () => {
    const members = [member(1, 10, 1), member(2, 20), member(3, 30)];
    expect(transferCandidates(members).map((m) => m.id)).toEqual([2, 3]);
  });
});

describe('fullName', () => {
  it('joins first and last name and trims a missing part', () => {
    expect(fullName({ first: 'Ada', last: 'Lovelace' })).toBe('Ada Lovelace');
    expect(fullName({ first: 'Ada', last: '' })).toBe('Ada');
  });
});
