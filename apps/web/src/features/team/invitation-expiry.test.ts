import { describe, expect, it } from 'vitest';

import { invitationExpiry } from './invitation-expiry';

const now = new Date('2026-11-28T10:00:00Z');

describe('invitationExpiry', () => {
  it('counts the days left, rounding a part day up, and gives the date', () => {
    expect(invitationExpiry('2026-12-03T10:00:00Z', now)).toBe('expires in 5 days (3 Dec 2026)');
    expect(invitationExpiry('2026-11-28T12:00:00Z', now)).toBe('expires in 1 day (28 Nov 2026)');
  });

  it('says expired once the moment has passed, and nothing for an unreadable value', () => {
    expect(invitationExpiry('2026-11-27T10:00:00Z', now)).toBe('expired 27 Nov 2026');
    expect(invitationExpiry('soon', now)).toBe('');
  });
});
