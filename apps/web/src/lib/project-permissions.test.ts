import { describe, expect, it } from 'vitest';

import { isOwnerMember, isProjectAdmin, projectRoleOf, rolePermissions } from './project-permissions';

describe('isProjectAdmin', () => {
  it('is true only when the project business_id is the signed-in user id', () => {
    expect(isProjectAdmin({ business_id: 7 }, { user_id: 7 })).toBe(true);
    expect(isProjectAdmin({ business_id: 7 }, { user_id: 8 })).toBe(false);
  });
});

describe('isOwnerMember', () => {
  it('reads owner 1 as the owner and 0 as a collaborator', () => {
    expect(isOwnerMember({ owner: 1 })).toBe(true);
    expect(isOwnerMember({ owner: 0 })).toBe(false);
  });
});

describe('projectRoleOf', () => {
  const project = { business_id: 7, workspace: { id: 3, slug: 'harbour', name: 'Harbour' } };
  const workspaces = [
    { slug: 'harbour', role: 'developer' as const },
    { slug: 'quay', role: 'owner' as const },
  ];

  it('is owner for the project owner, whatever their workspace role', () => {
    expect(projectRoleOf(project, 7, workspaces)).toBe('owner');
  });

  it("is the caller's role in the project's workspace, not in another", () => {
    expect(projectRoleOf(project, 8, workspaces)).toBe('developer');
  });

  it('is guest for a collaborator outside the workspace, or an unknown user', () => {
    expect(projectRoleOf(project, 8, [{ slug: 'quay', role: 'owner' }])).toBe('guest');
    expect(projectRoleOf(project, undefined, [])).toBe('guest');
  });
});

describe('rolePermissions', () => {
  it('gives no reason where the role may act, and the contract message where it may not', () => {
    const guest = rolePermissions('guest');
    expect(guest.may('work on the project')).toBe(true);
    expect(guest.refusal('work on the project')).toBeUndefined();
    expect(guest.refusal('run deployments')).toBe('Only a developer or above can run deployments.');
    const maintainer = rolePermissions('maintainer');
    expect(maintainer.refusal('manage servers')).toBeUndefined();
    expect(maintainer.refusal('invite maintainers')).toBe('Only the workspace owner can invite maintainers.');
  });
});
