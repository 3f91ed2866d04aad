import { describe, expect, it } from 'vitest';

import { isOwnerMember, isProjectAdmin } from './project-permissions';

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
