import { describe, expect, it } from 'vitest';

import { initialsOf } from './initials';

describe('initialsOf', () => {
  it('takes the first letter of the first and last name', () => {
    expect(initialsOf('Ada', 'Lovelace')).toBe('AL');
  });

  it('uses the first and last word when names have several words', () => {
    expect(initialsOf('Mary Ann', 'van Dyke')).toBe('MD');
    expect(initialsOf('Acme Web Studio')).toBe('AS');
  });

  it('capitalises and ignores blanks', () => {
    expect(initialsOf('  grace ', '')).toBe('G');
    expect(initialsOf(null, 'hopper')).toBe('H');
  });

  it('keeps characters outside the basic plane whole', () => {
    expect(initialsOf('Émile', 'Øster')).toBe('ÉØ');
  });

  it('falls back to a question mark', () => {
    expect(initialsOf('', undefined, null)).toBe('?');
  });
});
