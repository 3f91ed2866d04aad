import { describe, expect, it } from 'vitest';

import { editWebsiteUrl, newWebsiteUrl } from './builder-url';

describe('builder addresses', () => {
  it('opens an existing site by project uid and site uuid', () => {
    expect(editWebsiteUrl('p1a2b3', '3f2c9a4e-1b2c-4d5e-8f90-123456789abc')).toBe(
      '/website-builder?uid=p1a2b3&site=3f2c9a4e-1b2c-4d5e-8f90-123456789abc',
    );
  });

  it('creates a new site from a template with type=new', () => {
    expect(newWebsiteUrl('p1a2b3', 'agency')).toBe('/website-builder?uid=p1a2b3&type=new&template=agency');
  });

  it('escapes what it is given, so a value cannot add parameters of its own', () => {
    expect(newWebsiteUrl('a&b', 'x y')).toBe('/website-builder?uid=a%26b&type=new&template=x+y');
  });
});
