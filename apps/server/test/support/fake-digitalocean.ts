import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/*
 * A local stand-in for DigitalOcean's API v2 droplets, on port 0, answering with the shapes of
 * docs/architecture.md § Hosting: servers, pilots and the cloud port "For a fake server": create → 202 `new` with empty
 * networks, a later GET → `active` with a private and a public IPv4; actions → 201 and the droplet `locked` until the
 * next GET (a second action meanwhile → 422 "Droplet already has a pending event."); power_off → off, power_on →
 * active, reboot → off → active; delete → 204 then 404; a missing or wrong bearer token → 401. Plain node, so
 * Playwright can start it too.
 */

export interface FakeDroplet {
  id: number;
  name: string;
  region: string;
  size: string;
  image: string;
  status: 'new' | 'active' | 'off' | 'archive';
  locked: boolean;
  /** Whether a GET has seen it since it was created (the first GET makes it active with addresses). */
  booted: boolean;
  /** The action running until the next GET completes it. */
  pending: 'power_on' | 'power_off' | 'reboot' | null;
  publicIp: string;
}

export interface RecordedDoRequest {
  method: string;
  path: string;
  authorization: string | undefined;
  body: unknown;
}

export interface FakeDigitalOcean {
  url: string;
  token: string;
  /** What the app's environment needs to use this fake. */
  env: Record<string, string>;
  droplets: Map<number, FakeDroplet>;
  requests: RecordedDoRequest[];
  /** The create requests seen so far (the races count them). */
  creates(): RecordedDoRequest[];
  /** The next GETs of a droplet keep it `new` without an address this many times. */
  delayAddresses(times: number): void;
  close(): Promise<void>;
}

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    request.on('error', reject);
  });
}

function send(response: ServerResponse, status: number, body?: unknown): void {
  response.writeHead(status, body === undefined ? {} : { 'content-type': 'application/json' });
  response.end(body === undefined ? undefined : JSON.stringify(body));
}

const error = (response: ServerResponse, status: number, id: string, message: string) =>
  send(response, status, { id, message, request_id: randomBytes(8).toString('hex') });

function dropletJson(droplet: FakeDroplet) {
  const addressed = droplet.booted;
  return {
    id: droplet.id,
    name: droplet.name,
    memory: 1024,
    vcpus: 1,
    disk: 25,
    locked: droplet.locked,
    status: droplet.status,
    created_at: new Date().toISOString(),
    size_slug: droplet.size,
    region: { slug: droplet.region, name: 'London 1' },
    image: { slug: droplet.image },
    tags: ['aerie'],
    networks: {
      // The private address first, so a client that takes the first v4 entry is caught.
      v4: addressed
        ? [
            { ip_address: '10.131.0.7', netmask: '255.255.0.0', gateway: '10.131.0.1', type: 'private' },
            { ip_address: droplet.publicIp, netmask: '255.255.240.0', gateway: '203.0.113.1', type: 'public' },
          ]
        : [],
      v6: [],
    },
  };
}

export async function startFakeDigitalOcean(): Promise<FakeDigitalOcean> {
  const token = `dop_v1_${randomBytes(16).toString('hex')}`;
  const droplets = new Map<number, FakeDroplet>();
  const requests: RecordedDoRequest[] = [];
  let nextId = 3_164_444;
  let addressDelay = 0;

  const server = createServer((request, response) => {
    void (async () => {
      const text = await readBody(request);
      let body: unknown = null;
      try {
        body = text ? JSON.parse(text) : null;
      } catch {
        body = text;
      }
      const path = new URL(request.url ?? '/', 'http://fake').pathname;
      requests.push({ method: request.method ?? 'GET', path, authorization: request.headers.authorization, body });
      if (request.headers.authorization !== `Bearer ${token}`)
        return error(response, 401, 'Unauthorized', 'Unable to authenticate you');

      if (request.method === 'POST' && path === '/v2/droplets') {
        const input = body as { name?: string; region?: string; size?: string; image?: string };
        if (!input?.name || !input.size || !input.image)
          return error(response, 422, 'unprocessable_entity', 'You must specify a name, size and image.');
        const droplet: FakeDroplet = {
          id: nextId++,
          name: input.name,
          region: input.region ?? 'nyc3',
          size: input.size,
          image: input.image,
          status: 'new',
          locked: false,
          booted: false,
          pending: null,
          publicIp: `203.0.113.${(droplets.size % 200) + 10}`,
        };
        droplets.set(droplet.id, droplet);
        return send(response, 202, {
          droplet: dropletJson(droplet),
          links: { actions: [{ id: 7515, rel: 'create', href: `http://fake/v2/actions/7515` }] },
        });
      }

      const match = /^\/v2\/droplets\/(\d+)(\/actions)?$/.exec(path);
      const droplet = match ? droplets.get(Number(match[1])) : undefined;
      if (!match || !droplet)
        return error(response, 404, 'not_found', 'The resource you were accessing could not be found.');

      if (request.method === 'GET' && !match[2]) {
        if (!droplet.booted) {
          if (addressDelay > 0) addressDelay -= 1;
          else {
            droplet.booted = true;
            droplet.status = 'active';
          }
        }
        send(response, 200, { droplet: dropletJson(droplet) });
        // An action in progress is seen locked by this look and has completed by the next one (a reboot
        // is seen `off` meanwhile).
        if (droplet.pending) {
          droplet.status = droplet.pending === 'power_off' ? 'off' : 'active';
          droplet.pending = null;
          droplet.locked = false;
        }
        return;
      }
      if (request.method === 'POST' && match[2]) {
        const type = (body as { type?: string } | null)?.type;
        if (type !== 'power_on' && type !== 'power_off' && type !== 'reboot')
          return error(response, 422, 'unprocessable_entity', 'Action type is invalid.');
        if (droplet.locked) return error(response, 422, 'unprocessable_entity', 'Droplet already has a pending event.');
        droplet.locked = true;
        droplet.pending = type;
        if (type === 'reboot') droplet.status = 'off';
        return send(response, 201, {
          action: {
            id: nextId++,
            status: 'in-progress',
            type,
            started_at: new Date().toISOString(),
            completed_at: null,
            resource_id: droplet.id,
            resource_type: 'droplet',
            region_slug: droplet.region,
          },
        });
      }
      if (request.method === 'DELETE' && !match[2]) {
        droplets.delete(droplet.id);
        return send(response, 204);
      }
      return error(response, 405, 'method_not_allowed', 'Method not allowed.');
    })().catch(() => send(response, 500, { id: 'server_error', message: 'Server error.' }));
  });

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    token,
    env: { CLOUD_PROVIDER: 'digitalocean', DIGITALOCEAN_API_URL: url, DIGITALOCEAN_TOKEN: token },
    droplets,
    requests,
    creates: () => requests.filter((request) => request.method === 'POST' && request.path === '/v2/droplets'),
    delayAddresses(times) {
      addressDelay = times;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
