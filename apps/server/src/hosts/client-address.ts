import type { IncomingMessage } from 'node:http';
import { BlockList, isIP } from 'node:net';

import type { Config } from '../config.js';

/** proxy-addr's names for address ranges, which TRUST_PROXY may use as Fastify does. */
const NAMED_RANGES: Record<string, string[]> = {
  loopback: ['127.0.0.1/8', '::1/128'],
  linklocal: ['169.254.0.0/16', 'fe80::/10'],
  uniquelocal: ['10.0.0.0/8', '172.16.0.0/12', '192.168.0.0/16', 'fc00::/7'],
};

const unmapped = (address: string) =>
  address.startsWith('::ffff:') && isIP(address.slice(7)) === 4 ? address.slice(7) : address;

function trustedList(entries: string[]): (address: string) => boolean {
  const list = new BlockList();
  for (const entry of entries.flatMap((value) => NAMED_RANGES[value] ?? [value])) {
    const [address, bits] = entry.split('/') as [string, string | undefined];
    const type = isIP(address) === 6 ? 'ipv6' : 'ipv4';
    if (bits === undefined) list.addAddress(address, type);
    else list.addSubnet(address, Number(bits), type);
  }
  return (address) => {
    const plain = unmapped(address);
    const type = isIP(plain) === 6 ? 'ipv6' : isIP(plain) === 4 ? 'ipv4' : null;
    return type !== null && list.check(plain, type);
  };
}

/**
 * The visitor's address on the sites' fast path (hosts/site-fast-path.ts), which runs before Fastify and so
 * without its `request.ip`: the same rule (README § TRUST_PROXY), walking `X-Forwarded-For` from the nearest
 * hop while the hop is a trusted proxy. Only the visitor count uses it.
 */
export function clientAddressReader(setting: Config['trustProxy']): (request: IncomingMessage) => string | undefined {
  if (setting === false) return (request) => request.socket.remoteAddress;
  const isTrusted = typeof setting === 'number' ? null : trustedList(setting);
  return (request) => {
    const socket = request.socket.remoteAddress;
    const forwarded = request.headers['x-forwarded-for'];
    if (!socket || !forwarded) return socket;
    const hops = [
      socket,
      ...(Array.isArray(forwarded) ? forwarded.join(',') : forwarded)
        .split(',')
        .map((hop) => hop.trim())
        .reverse(),
    ];
    if (isTrusted === null) return hops[Math.min(setting as number, hops.length - 1)];
    let index = 0;
    while (index < hops.length - 1 && isTrusted(hops[index]!)) index += 1;
    return hops[index];
  };
}
