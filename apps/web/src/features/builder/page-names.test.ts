import { describe, expect, it } from 'vitest';

import { pagePath, pageSlug, uniquePageName } from './page-names';

describe('uniquePageName', () => {
  it('keeps a name no page has', () => {
    expect(uniquePageName(['Home'], 'About')).toBe('About');
  });

  it('appends --0, then --1, while the name is taken (docs/product.md § Builder pages)', () => {
    expect(uniquePageName(['Home', 'About'], 'About')).toBe('About--0');
    expect(uniquePageName(['Home', 'About', 'About--0'], 'About')).toBe('About--1');
    expect(uniquePageName(['About', 'About--0', 'About--1'], 'About')).toBe('About--2');
  });

  it('treats names that differ only in case or spaces around them as the same page', () => {
    expect(uniquePageName(['about'], ' About ')).toBe('About--0');
  });
});

describe('pageSlug and pagePath', () => {
  it('lowercases, turns spaces into dashes and keeps the suffix', () => {
    expect(pageSlug('About--0')).toBe('about--0');
    expect(pageSlug('Our  Team')).toBe('our-team');
  });

  it('serves the first page at / and the others at their slug', () => {
    expect(pagePath('Home', 0)).toBe('/');
    expect(pagePath('About Us', 1)).toBe('/about-us');
  });
});
