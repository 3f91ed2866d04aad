import { readFile } from 'node:fs/promises';
import { isIPv4 } from 'node:net';
import { endianness } from 'node:os';

/** The two ends of an accepted TCP connection, as Node's socket reports them. */
export interface ConnectionEnds {
  localAddress?: string;
  localPort?: number;
  remoteAddress?: string;
  remotePort?: number;
}

/** Any IP address as 16 bytes, an IPv4 one in its IPv4-mapped form, so both families compare alike. */
function addressBytes(text: string): Buffer {
  const bytes = Buffer.alloc(16);
  const address = text.split('%')[0]!;
  if (isIPv4(address)) {
    bytes.writeUInt16BE(0xffff, 10);
    address.split('.').forEach((part, index) => bytes.writeUInt8(Number(part), 12 + index));
    return bytes;
  }
  const embedded = /(\d+\.\d+\.\d+\.\d+)$/.exec(address)?.[1];
  // An embedded IPv4 address takes the last two groups: parse it as two placeholder groups, then fill them.
  const groupsText = embedded ? `${address.slice(0, -embedded.length)}0:0` : address;
  const [head = '', tail] = groupsText.split('::');
  const groups = (part: string) => (part ? part.split(':').map((group) => parseInt(group, 16)) : []);
  const front = groups(head);
  const back = tail === undefined ? [] : groups(tail);
  const all = [...front, ...Array<number>(8 - front.length - back.length).fill(0), ...back];
  all.forEach((group, index) => bytes.writeUInt16BE(group, index * 2));
  if (embedded) embedded.split('.').forEach((part, index) => bytes.writeUInt8(Number(part), 12 + index));
  return bytes;
}

/** `/proc/net/tcp*` prints each 32-bit word of an address in the host's byte order. */
function procAddressBytes(hex: string): Buffer {
  const raw = Buffer.from(hex, 'hex');
  if (endianness() === 'LE') for (let word = 0; word < raw.length; word += 4) raw.subarray(word, word + 4).reverse();
  if (raw.length === 16) return raw;
  const bytes = Buffer.alloc(16);
  bytes.writeUInt16BE(0xffff, 10);
  raw.copy(bytes, 12);
  return bytes;
}

function sameEnd(procEnd: string, address: string, port: number): boolean {
  const [hexAddress = '', hexPort = ''] = procEnd.split(':');
  return parseInt(hexPort, 16) === port && procAddressBytes(hexAddress).equals(addressBytes(address));
}

/**
 * The uids owning the client side of a connection this process accepted from this same machine: the
 * kernel's socket tables list the peer's socket too, with its owner. Null where there are no such tables
 * (not Linux); an empty list when the peer's socket is not there (it was closed).
 */
export async function loopbackPeerUids(ends: ConnectionEnds): Promise<number[] | null> {
  const { localAddress, localPort, remoteAddress, remotePort } = ends;
  if (!localAddress || !remoteAddress || localPort === undefined || remotePort === undefined) return null;
  const tables = await Promise.all(
    ['/proc/net/tcp', '/proc/net/tcp6'].map((path) => readFile(path, 'utf8').catch(() => null)),
  );
  if (tables.every((table) => table === null)) return null;
  const uids: number[] = [];
  for (const line of tables.flatMap((table) => table?.split('\n').slice(1) ?? [])) {
    const fields = line.trim().split(/\s+/);
    if (fields.length < 8) continue;
    // The peer's socket: its local end is our remote one and its remote end our local one.
    if (sameEnd(fields[1]!, remoteAddress, remotePort) && sameEnd(fields[2]!, localAddress, localPort))
      uids.push(Number(fields[7]));
  }
  return uids;
}
