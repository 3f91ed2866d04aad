import { LIMITS } from '@aerie/contract';
import { describe, expect, it } from 'vitest';

import { isAvatarTooLarge } from './avatar-file';

describe('isAvatarTooLarge', () => {
  it('allows files up to and including 5,000,000 bytes', () => {
    expect(LIMITS.avatarMaxBytes).toBe(5_000_000);
    expect(isAvatarTooLarge({ size: 0 })).toBe(false);
    expect(isAvatarTooLarge({ size: 5_000_000 })).toBe(false);
  });

  it('refuses anything larger, e.g. a 6 MB photo', () => {
    expect(isAvatarTooLarge({ size: 5_000_001 })).toBe(true);
    expect(isAvatarTooLarge({ size: 6 * 1024 * 1024 })).toBe(true);
  });
});
