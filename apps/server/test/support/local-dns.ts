import { createSocket } from 'node:dgram';
import type { AddressInfo } from 'node:net';

/** The question's name (labels up to the zero byte) and where the question ends. */
function readQuestion(packet: Buffer): { name: string; end: number } {
  const labels: string[] = [];
  let at = 12;
  while (packet[at]! > 0) {
    const length = packet[at]!;
    labels.push(packet.subarray(at + 1, at + 1 + length).toString('ascii'));
    at += 1 + length;
  }
  return { name: labels.join('.').toLowerCase(), end: at + 5 }; // zero byte, type, class
}

/**
 * A tiny authoritative DNS server on 127.0.0.1 (UDP, TXT only), speaking the real wire format, so the
 * verification goes through Node's real resolver: `records` maps a name to its TXT records; any other
 * name answers NXDOMAIN. On a free port unless given one (the journeys' Aerie is started with `DNS_SERVERS` first).
 */
export async function startLocalDns(port = 0) {
  const records = new Map<string, string[]>();
  const socket = createSocket('udp4');
  socket.on('message', (query, peer) => {
    const { name, end } = readQuestion(query);
    const texts = records.get(name) ?? [];
    const header = Buffer.alloc(12);
    query.copy(header, 0, 0, 2); // the query's id
    header.writeUInt16BE(texts.length ? 0x8580 : 0x8583, 2); // answer, authoritative; NXDOMAIN when none
    header.writeUInt16BE(1, 4);
    header.writeUInt16BE(texts.length, 6);
    const answers = texts.map((text) => {
      const data = Buffer.from(text);
      const answer = Buffer.alloc(12);
      answer.writeUInt16BE(0xc00c, 0); // the name: a pointer to the question's
      answer.writeUInt16BE(16, 2); // TXT
      answer.writeUInt16BE(1, 4); // IN
      answer.writeUInt32BE(60, 6);
      answer.writeUInt16BE(data.length + 1, 10);
      return Buffer.concat([answer, Buffer.from([data.length]), data]);
    });
    socket.send(Buffer.concat([header, query.subarray(12, end), ...answers]), peer.port, peer.address);
  });
  await new Promise<void>((resolve) => socket.bind(port, '127.0.0.1', resolve));
  return {
    server: `127.0.0.1:${(socket.address() as AddressInfo).port}`,
    records,
    close: () => new Promise<void>((resolve) => socket.close(() => resolve())),
  };
}
