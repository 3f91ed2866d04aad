import { describe, expect, it } from 'vitest';

import { addressLabel, sitesHostOf } from './website-address';

describe('addressLabel', () => {
  it('shows a site address without its scheme and trailing slash', () => {
    expect(addressLabel('http://bakery.sites.localhost:8080/')).toBe('bakery.sites.localhost:8080');
    expect(addressLabel('https://www.example.com/')).toBe('www.example.com');
  });

  it('leaves something that is not an address as it is', () => {
    expect(addressLabel('not a url')).toBe('not a url');
  });
});

describe('sitesHostOf', () => {
  it('is the site address without the site’s own subdomain', () => {
    expect(sitesHostOf({ subdomain: 'bakery', site_address: 'http://bakery.sites.localhost:8080/' })).toBe(
      'sites.localhost:8080',
    );
  });

  it('drops the first label when the address does not start with the subdomain', () => {
    expect(sitesHostOf({ subdomain: 'old', site_address: 'https://new.example.site/' })).toBe('example.site');
  });

  it('is empty for an unreadable address', () => {
    expect(sitesHostOf({ subdomain: 'x', site_address: '' })).toBe('');
  });
});
