import { lookup as dnsLookup } from 'node:dns';
import { BlockList, isIP, type LookupFunction } from 'node:net';

/**
 * Loopback, private, link-local, shared (CGNAT), benchmark, documentation, multicast and reserved ranges: addresses a
 * user must not point Aerie at in production (docs/architecture.md § Outbound connections), since they reach Aerie's
 * own host and network.
 */
const NOT_PUBLIC_IPV4 = [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const;

/** The IPv4 address `a.b.c.d` as the two 16-bit groups an IPv6 address writes it in (`aabb:ccdd`). */
function asHexGroups(ipv4: string): string {
  const [a, b, c, d] = ipv4.split('.').map(Number) as [number, number, number, number];
  return `${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
}

const NOT_PUBLIC = new BlockList();
for (const [network, prefix] of NOT_PUBLIC_IPV4) {
  NOT_PUBLIC.addSubnet(network, prefix, 'ipv4');
  // IPv6 forms that carry an IPv4 address reach it through a gateway or the host's own stack, so each is
  // as private as the address it carries (IPv4-mapped ::ffff:0:0/96 is matched by the IPv4 rules already):
  // NAT64 64:ff9b::/96 (RFC 6052), 6to4 2002::/16 (RFC 3056) and the deprecated IPv4-compatible ::/96.
  const groups = asHexGroups(network);
  NOT_PUBLIC.addSubnet(`64:ff9b::${groups}`, 96 + prefix, 'ipv6');
  NOT_PUBLIC.addSubnet(`2002:${groups}::`, 16 + prefix, 'ipv6');
  NOT_PUBLIC.addSubnet(`::${groups}`, 96 + prefix, 'ipv6');
}
for (const [network, prefix] of [
  ['::', 128],
  ['::1', 128],
  // Local-use NAT64 (RFC 8215): a network's own translator, never the public internet's.
  ['64:ff9b:1::', 48],
  // IPv4-translated ::ffff:0:a.b.c.d (RFC 2765): a translator's way to an IPv4 address, any of them.
  ['::ffff:0:0:0', 96],
  // Discard-only (RFC 6666), IETF protocol assignments with Teredo, which carries an IPv4 address (2001::/23),
  // and documentation (RFC 3849): none is a public receiver (IANA's special-purpose registry).
  ['100::', 64],
  ['2001::', 23],
  ['2001:db8::', 32],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const) {
  NOT_PUBLIC.addSubnet(network, prefix, 'ipv6');
}

/** Whether an IP address is outside the public internet; IPv4-mapped IPv6 counts as its IPv4 address. */
export function isPrivateAddress(address: string): boolean {
  const family = isIP(address);
  return family !== 0 && NOT_PUBLIC.check(address, family === 6 ? 'ipv6' : 'ipv4');
}

/** The error code `publicOnlyLookup` fails with, so the caller can word it. */
export const PRIVATE_ADDRESS = 'EPRIVATEADDRESS';

/**
 * A `lookup` for `net.connect` that keeps only public addresses. The check sits on the very lookup the
 * connection uses, so a name cannot pass it with one answer and connect with another (DNS rebinding).
 */
export const publicOnlyLookup: LookupFunction = (hostname, options, callback) => {
  dnsLookup(hostname, { ...options, all: true }, (error, addresses) => {
    if (error) return callback(error, '', 0);
    const allowed = addresses.filter((entry) => !isPrivateAddress(entry.address));
    if (!allowed.length) {
      return callback(
        Object.assign(new Error(`${hostname} is not a public address`), { code: PRIVATE_ADDRESS }),
        '',
        0,
      );
    }
    if (options.all) return callback(null, allowed);
    callback(null, allowed[0]!.address, allowed[0]!.family);
  });
};
