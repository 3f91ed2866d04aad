import { createServer, request, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * An HTTP proxy standing where the deployed server reaches Aerie (APP_URL): it passes every request on to
 * `target` untouched and keeps each Authorization header it saw. That is how a test learns the credential
 * a run hands to git, from the wire, as anyone on the path could — never from the database, which keeps
 * only its hash. `beforeForward` may hold a request (the run's git waits meanwhile) until it resolves.
 */
export async function startRecordingProxy(options: {
  target?: string;
  beforeForward?: (incoming: IncomingMessage) => Promise<void>;
}) {
  let target = options.target ?? '';
  const authorizations: string[] = [];
  const server = createServer((incoming, outgoing) => {
    const header = incoming.headers.authorization;
    if (header && !authorizations.includes(header)) authorizations.push(header);
    void (options.beforeForward?.(incoming) ?? Promise.resolve()).then(
      () => forward(incoming, outgoing, target),
      () => outgoing.destroy(),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    /** Every distinct Authorization header seen so far, first first. */
    authorizations,
    retarget(url: string) {
      target = url;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

function forward(incoming: IncomingMessage, outgoing: ServerResponse, target: string): void {
  const upstream = request(
    new URL(incoming.url ?? '/', target),
    { method: incoming.method, headers: incoming.headers },
    (reply) => {
      outgoing.writeHead(reply.statusCode ?? 502, reply.headers);
      reply.pipe(outgoing);
    },
  );
  upstream.once('error', () => outgoing.destroy());
  incoming.pipe(upstream);
}

/** `Basic base64(user:secret)` → the secret (the part git sends as the password). */
export function basicSecret(header: string): string {
  const decoded = Buffer.from(header.replace(/^Basic /i, ''), 'base64').toString('utf8');
  return decoded.slice(decoded.indexOf(':') + 1);
}
