import { REPOSITORY_MESSAGES } from '@aerie/contract';
import { describe, expect, it } from 'vitest';

import { repositoryUrlLabel } from './repository-url';

describe('repositoryUrlLabel', () => {
  it("says 'No URL' when there is none", () => {
    expect(repositoryUrlLabel(null)).toBe(REPOSITORY_MESSAGES.noUrl);
    expect(repositoryUrlLabel('')).toBe(REPOSITORY_MESSAGES.noUrl);
  });

  it('shows a url of 15 characters or fewer as it is', () => {
    expect(repositoryUrlLabel('http://a.b/c.gi')).toBe('http://a.b/c.gi');
  });

  it('cuts a longer url at 40 characters and adds an ellipsis', () => {
    const url = 'https://github.com/harbour-bakery/storefront-theme.git';
    expect(repositoryUrlLabel(url)).toBe(`${url.slice(0, 40)}…`);
    expect(repositoryUrlLabel(url)).toHaveLength(41);
  });

  it('adds the ellipsis to a url between 16 and 40 characters too, as the spec has it', () => {
    expect(repositoryUrlLabel('https://git.example/a')).toBe('https://git.example/a…');
  });
});
