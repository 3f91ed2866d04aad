import { isIPv6 } from 'node:net';

/** The first four groups of an IPv6 address (its /64), written without leading zeros. */
function first64Bits(address: string): string[] {
  const [head = '', tail] = address.split('%')[0]!.split('::');
  // An IPv4 tail (`64:ff9b::1.2.3.4`) stands for the last two groups.
  const groupsOf = (part: string) =>
    part ? part.split(':').flatMap((group) => (group.includes('.') ? ['0', '0'] : [group])) : [];
  const before = groupsOf(head);
  const after = tail === undefined ? [] : groupsOf(tail);
  const groups = [...before, ...Array<string>(8 - before.length - after.length).fill('0'), ...after];
  return groups.slice(0, 4).map((group) => parseInt(group, 16).toString(16));
}

/**
 * The client an unpaid checkout counts against (STORE_RULES.unpaidCheckoutsPerClientMax): its IPv4
 * address, or its IPv6 /64 — one home or phone is usually given a whole /64, so counting single IPv6
 * addresses would let one client count as billions. `ip` is Fastify's `request.ip`, which believes
 * X-Forwarded-For only from the proxies TRUST_PROXY names (config.ts), so a client cannot choose it.
 */
export function clientNetworkOf(ip: string): string {
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(ip);
  if (mapped) return mapped[1]!;
  return isIPv6(ip) ? `${first64Bits(ip).join(':')}::/64` : ip;
}
