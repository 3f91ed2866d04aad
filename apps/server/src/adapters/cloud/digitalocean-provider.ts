import { isOpenSshPublicKey } from '../server-transport/public-key.js';
import {
  CloudProviderError,
  type CloudAction,
  type CloudProvider,
  type CloudServer,
  type CloudServerStatus,
  type CreateCloudServer,
} from './cloud-provider.js';

/** A call to DigitalOcean gives up after this long; the provision call polls again later. */
const REQUEST_TIMEOUT_MS = 15_000;

/** The part of DigitalOcean's droplet object we read (docs/architecture.md § Hosting: servers, pilots and the cloud port). */
interface Droplet {
  id: number;
  status: CloudServerStatus;
  locked: boolean;
  networks?: { v4?: Array<{ ip_address: string; type: 'public' | 'private' }> };
}

/** Single-quotes a value for bash: the only character that needs care inside '…' is ' itself. */
const quote = (value: string) => `'${value.replace(/'/g, `'\\''`)}'`;

/**
 * The droplet's first-boot script (cloud-init runs a `#!` user_data as root): Aerie's key goes into
 * root's authorized_keys — the only way in, as no DigitalOcean account key is attached — and then the
 * template's setup runs. The key was checked to be one OpenSSH key line and is quoted at this sink.
 */
export function firstBootScript(sshPublicKey: string, setupScript: string): string {
  if (!isOpenSshPublicKey(sshPublicKey)) throw new CloudProviderError('failed', 'The pilot key is not a valid key.');
  return [
    '#!/bin/bash',
    'set -u',
    'install -d -m 700 /root/.ssh',
    `printf '%s\\n' ${quote(sshPublicKey.trim())} >> /root/.ssh/authorized_keys`,
    'chmod 600 /root/.ssh/authorized_keys',
    '# The template’s setup',
    setupScript,
    '',
  ].join('\n');
}

/**
 * DigitalOcean API v2 droplets (docs/architecture.md § Ports and adapters): create in the region asked for, describe
 * (status, public IPv4, lock), power actions, destroy. Errors are mapped to the port's kinds; their messages come from
 * DigitalOcean's `{id, message}` body or our own words, never from the request, so the token cannot leak.
 */
export function createDigitalOceanProvider(options: { token: string; apiUrl: string }): CloudProvider {
  async function call(method: string, path: string, body?: unknown): Promise<{ status: number; json: unknown }> {
    let response: Response;
    try {
      response = await fetch(`${options.apiUrl}${path}`, {
        method,
        headers: {
          authorization: `Bearer ${options.token}`,
          accept: 'application/json',
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      });
    } catch {
      throw new CloudProviderError('failed', 'DigitalOcean could not be reached. Please try again later.');
    }
    const text = await response.text().catch(() => '');
    let json: unknown = null;
    try {
      json = text ? JSON.parse(text) : null;
    } catch {
      json = null;
    }
    return { status: response.status, json };
  }

  function failure(status: number, json: unknown, what: string): CloudProviderError {
    const said = (json as { message?: unknown } | null)?.message;
    const reason = typeof said === 'string' && said ? ` ${said.slice(0, 200)}` : '';
    if (status === 401) return new CloudProviderError('unauthorized', 'DigitalOcean refused Aerie’s API token.');
    if (status === 404) return new CloudProviderError('not_found', `The ${what} no longer exists at DigitalOcean.`);
    if (status === 429)
      return new CloudProviderError('failed', 'DigitalOcean is rate limiting Aerie. Please try again later.');
    return new CloudProviderError(
      'failed',
      `DigitalOcean could not ${what === 'droplet' ? 'do this' : what}.${reason}`,
    );
  }

  const dropletPath = (id: string) => {
    // Droplet ids are integers; anything else never reaches the URL.
    if (!/^[1-9]\d{0,18}$/.test(id))
      throw new CloudProviderError('not_found', 'The droplet no longer exists at DigitalOcean.');
    return `/v2/droplets/${id}`;
  };

  return {
    name: 'digitalocean',

    async create(input: CreateCloudServer): Promise<CloudServer> {
      const { status, json } = await call('POST', '/v2/droplets', {
        name: input.name,
        region: input.region.toLowerCase(),
        size: input.size,
        image: input.image,
        user_data: firstBootScript(input.sshPublicKey, input.setupScript),
        tags: ['aerie'],
      });
      if (status !== 202) throw failure(status, json, 'create the droplet');
      return serverOf((json as { droplet: Droplet }).droplet);
    },

    async describe(id: string): Promise<CloudServer> {
      const { status, json } = await call('GET', dropletPath(id));
      if (status !== 200) throw failure(status, json, 'droplet');
      return serverOf((json as { droplet: Droplet }).droplet);
    },

    async act(id: string, action: CloudAction): Promise<void> {
      const { status, json } = await call('POST', `${dropletPath(id)}/actions`, { type: action });
      if (status === 201) return;
      // 422 while another action has the droplet locked (DigitalOcean's lock rule).
      if (status === 422) throw new CloudProviderError('locked', 'The droplet is busy with another action.');
      throw failure(status, json, 'droplet');
    },

    async destroy(id: string): Promise<void> {
      if (!/^[1-9]\d{0,18}$/.test(id)) return;
      const { status, json } = await call('DELETE', dropletPath(id));
      // Already gone is what we wanted.
      if (status === 204 || status === 404) return;
      throw failure(status, json, 'delete the droplet');
    },
  };
}

function serverOf(droplet: Droplet): CloudServer {
  const publicV4 = droplet.networks?.v4?.find((network) => network.type === 'public');
  return {
    id: String(droplet.id),
    status: droplet.status,
    ipv4: publicV4?.ip_address ?? null,
    locked: Boolean(droplet.locked),
  };
}
