import { describe, expect, it } from 'vitest';

import { isAllowedLink } from './link-rules';

describe('isAllowedLink', () => {
  it('accepts web addresses, mail, phone and addresses on the site', () => {
    for (const href of [
      'https://example.com/a?b=1',
      'http://example.com',
      'mailto:hi@example.com',
      'tel:+441234',
      '/about--0',
      'about',
      '#contact',
    ]) {
      expect(isAllowedLink(href), href).toBe(true);
    }
  });

  it('refuses script and data addresses in any case, with or without spaces', () => {
    for (const href of [
      'javascript:alert(1)',
      'JavaScript:alert(1)',
      ' javascript:alert(1)',
      'java\tscript:alert(1)',
      'data:text/html,<b>x</b>',
      'vbscript:x',
      'ftp://example.com',
    ]) {
      expect(isAllowedLink(href), href).toBe(false);
    }
  });

  it('refuses empty links, bare schemes and protocol-relative addresses', () => {
    for (const href of ['', '   ', 'mailto:', 'https://', '//evil.example']) {
      expect(isAllowedLink(href), href).toBe(false);
    }
  });
});
