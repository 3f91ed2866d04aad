/**
 * The soak's HTTP client: node:http with one keep-alive agent per web process (so a Host header of a site or a
 * store can be sent, which fetch refuses), and a timeout on every request so a stuck reply is an error, not a hang.
 */
import { Agent, request } from 'node:http';

export interface Reply {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

export interface Target {
  /** `http://127.0.0.1:{port}` of one web process. */
  base: string;
  agent: Agent;
}

export const REQUEST_TIMEOUT_MS = Number(process.env.SOAK_TIMEOUT_MS ?? 15_000);

export function target(base: string): Target {
  return { base, agent: new Agent({ keepAlive: true, maxSockets: 64 }) };
}

export interface RequestOptions {
  method?: string;
  host?: string;
  token?: string;
  json?: unknown;
  form?: Record<string, string>;
  headers?: Record<string, string>;
}

/** One request; rejects on a network error or after REQUEST_TIMEOUT_MS. Any status resolves. */
export function send(to: Target, path: string, options: RequestOptions = {}): Promise<Reply> {
  const url = new URL(to.base);
  const payload =
    options.json !== undefined
      ? Buffer.from(JSON.stringify(options.json))
      : options.form
        ? Buffer.from(new URLSearchParams(options.form).toString())
        : null;
  const headers: Record<string, string | number> = { ...options.headers };
  if (options.host) headers.host = options.host;
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (payload) {
    headers['content-type'] = options.json !== undefined ? 'application/json' : 'application/x-www-form-urlencoded';
    headers['content-length'] = payload.length;
  }
  return new Promise((resolve, reject) => {
    const req = request(
      { host: url.hostname, port: url.port, path, method: options.method ?? 'GET', headers, agent: to.agent },
      (response) => {
        const parts: Buffer[] = [];
        response.on('data', (part: Buffer) => parts.push(part));
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            body: Buffer.concat(parts).toString('utf8'),
          }),
        );
        response.on('error', reject);
      },
    );
    req.setTimeout(REQUEST_TIMEOUT_MS, () => req.destroy(new Error(`timed out after ${REQUEST_TIMEOUT_MS} ms`)));
    req.on('error', reject);
    req.end(payload ?? undefined);
  });
}

/** A JSON call that must answer 200: for the setup, where anything else stops the run. */
export async function sendJson<T>(to: Target, path: string, options: RequestOptions = {}): Promise<T> {
  const reply = await send(to, path, options);
  if (reply.status !== 200)
    throw new Error(`${options.method ?? 'GET'} ${path} answered ${reply.status}: ${reply.body}`);
  return JSON.parse(reply.body) as T;
}
