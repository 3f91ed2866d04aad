import { describe, expect, it } from 'vitest';

import { assetsOriginOf } from './site-assets';

describe('assetsOriginOf', () => {
  it('swaps the site subdomain for assets, keeping scheme and port', () => {
    expect(assetsOriginOf('http://my-site.sites.localhost:8080/', 'my-site')).toBe(
      'http://assets.sites.localhost:8080',
    );
    expect(assetsOriginOf('https://shop.example.site/', 'shop')).toBe('https://assets.example.site');
  });

  it('gives up on an address that is not the subdomain of the sites host', () => {
    expect(assetsOriginOf('https://www.custom.com/', 'shop')).toBeNull();
    expect(assetsOriginOf('not a url', 'shop')).toBeNull();
  });
});
