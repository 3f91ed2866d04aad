import { lookup as dnsLookup } from 'node:dns';
import { BlockList, isIP, type LookupFunction } from 'node:net';

/**
 * Loopback, private, link-local, shared (CGNAT), benchmark, multicast and reserved ranges: addresses a
 * user must not point Aerie at in production (DESIGN §7), since they reach Aerie's own host and network.
 */
const NOT_PUBLIC = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const) {
  NOT_PUBLIC.addSubnet(network, prefix, 'ipv4');
}
for (const [network, prefix] of [
  ['::', 128],
  ['::1', 128],
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
