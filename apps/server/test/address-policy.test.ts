import { describe, expect, it } from 'vitest';

import { isPrivateAddress } from '../src/adapters/server-transport/address-policy.js';

describe('which addresses are private', () => {
  it('refuses IPv4 private, loopback, link-local and reserved ranges, and lets public ones through', () => {
    for (const address of ['127.0.0.1', '10.1.2.3', '172.16.0.1', '192.168.1.1', '169.254.169.254', '100.64.0.1']) {
      expect(isPrivateAddress(address), address).toBe(true);
    }
    for (const address of ['93.184.216.34', '8.8.8.8', '1.1.1.1'])
      expect(isPrivateAddress(address), address).toBe(false);
  });

  it('refuses IPv6 loopback, unique-local, link-local and multicast, and lets public ones through', () => {
    for (const address of ['::1', '::', 'fd00::1', 'fe80::1', 'ff02::1'])
      expect(isPrivateAddress(address), address).toBe(true);
    expect(isPrivateAddress('2606:4700::1111')).toBe(false);
  });

  // An IPv6 address that carries an IPv4 one reaches it through a gateway (or the host's own stack): it is
  // as private as the address it carries.
  it('judges IPv6 forms that carry an IPv4 address by that address', () => {
    const carrying = {
      'IPv4-mapped': ['::ffff:127.0.0.1', '::ffff:10.0.0.1', '::ffff:a9fe:a9fe'],
      'NAT64 (64:ff9b::/96)': ['64:ff9b::127.0.0.1', '64:ff9b::7f00:1', '64:ff9b::a9fe:a9fe', '64:ff9b::c0a8:101'],
      '6to4 (2002::/16)': ['2002:7f00:1::', '2002:a9fe:a9fe::1', '2002:c0a8:101:1::1', '2002:0a00:0001::'],
      'IPv4-compatible (::/96)': ['::127.0.0.1', '::7f00:1', '::10.0.0.1'],
    };
    for (const [form, addresses] of Object.entries(carrying)) {
      for (const address of addresses) expect(isPrivateAddress(address), `${form} ${address}`).toBe(true);
    }
    // The same forms carrying a public address stay usable (an IPv6-only network reaches IPv4 through NAT64).
    for (const address of [
      '64:ff9b::5db8:d822',
      '64:ff9b::93.184.216.34',
      '2002:5db8:d822::1',
      '::ffff:93.184.216.34',
    ]) {
      expect(isPrivateAddress(address), address).toBe(false);
    }
  });

  // Found by the issue 34 review: these special-purpose ranges were let through.
  it('refuses documentation, discard-only, IPv4-translated and Teredo addresses', () => {
    for (const address of [
      '192.0.2.1',
      '198.51.100.7',
      '203.0.113.9',
      '2001:db8::1',
      '100::1',
      '::ffff:0:7f00:1',
      '::ffff:0:127.0.0.1',
      '2001:0:4136:e378:8000:63bf:3fff:fdd2',
    ]) {
      expect(isPrivateAddress(address), address).toBe(true);
    }
    for (const address of ['2001:4860:4860::8888', '2001:200::1'])
      expect(isPrivateAddress(address), address).toBe(false);
  });

  it('refuses the local-use NAT64 prefix (64:ff9b:1::/48), which a network keeps to itself', () => {
    expect(isPrivateAddress('64:ff9b:1::5db8:d822')).toBe(true);
  });
});
