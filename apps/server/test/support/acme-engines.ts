import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { closeSync, openSync, readFileSync, writeFileSync } from 'node:fs';
import { get as httpsGet } from 'node:https';
import { connect, createServer, type AddressInfo, type Server } from 'node:net';
import { join } from 'node:path';

/**
 * The real TLS engines of docs/deploy.md § HTTPS for custom domains, offline on 127.0.0.1 (docs/architecture.md
 * § HTTPS for custom domains): Pebble as the ACME CA, pebble-challtestsrv as the DNS Pebble validates through, and
 * Caddy with on-demand TLS. Every port is chosen at run time, every file goes in the test's own folder, and each
 * process is stopped by its pid.
 */

export interface Engine {
  name: string;
  pid: number;
  /** Everything the process wrote to stdout and stderr so far. */
  log(): string;
  stop(): Promise<void>;
}

/** Fails (never skips) when a package is missing, saying how to install it, as starters-w3c.test.ts does for Java. */
export function requireEngines(): void {
  const missing = ['caddy', 'pebble', 'pebble-challtestsrv', 'openssl'].filter(
    (command) => spawnSync('sh', ['-c', `command -v ${command}`]).status !== 0,
  );
  if (missing.length > 0)
    throw new Error(
      `${missing.join(', ')} missing: the HTTPS tests run the real engines (apt-get install -y caddy pebble)`,
    );
}

function startProcess(name: string, dir: string, command: string, args: string[], env: NodeJS.ProcessEnv): Engine {
  const logFile = join(dir, `${name}.log`);
  const fd = openSync(logFile, 'a');
  const child = spawn(command, args, { stdio: ['ignore', fd, fd], env: { ...process.env, ...env } });
  closeSync(fd);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return {
    name,
    pid: child.pid!,
    log: () => readFileSync(logFile, 'utf8'),
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill('SIGTERM');
      // eslint-disable-next-line aerie/no-long-sleep -- a watchdog, not a wait: cleared as soon as the process exits
      const timer = setTimeout(() => child.kill('SIGKILL'), 5_000);
      await exited;
      clearTimeout(timer);
    },
  };
}

/**
 * `count` distinct TCP ports free on 127.0.0.1, all held open until each is known, so two calls in a row never get
 * the same one (Pebble's challenge port must be Caddy's, and no other process's).
 */
export async function freePorts(count: number): Promise<number[]> {
  const servers: Server[] = [];
  try {
    for (let index = 0; index < count; index++) {
      const server = createServer();
      servers.push(server);
      await new Promise<void>((resolve, reject) => {
        server.once('error', reject);
        server.listen(0, '127.0.0.1', resolve);
      });
    }
    return servers.map((server) => (server.address() as AddressInfo).port);
  } finally {
    await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
  }
}

/** Polls until the port accepts a connection: the engines take 0.1–2 s to start, more on a loaded machine. */
export async function waitForPort(port: number, engine: Engine, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const isOpen = await new Promise<boolean>((resolve) => {
      const socket = connect(port, '127.0.0.1');
      socket.once('connect', () => resolve(socket.end() && true));
      socket.once('error', () => resolve(false));
    });
    if (isOpen) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${engine.name} did not open port ${port} in ${timeoutMs} ms:\n${engine.log().slice(-2000)}`);
}

/**
 * A throwaway CA (the "minica") and a certificate for Pebble's own HTTPS listener: Debian's pebble ships none. The
 * SAN carries IP:127.0.0.1, as the directory URL uses the address.
 */
export function makeMinica(dir: string): { caFile: string; certFile: string; keyFile: string } {
  const file = (name: string) => join(dir, name);
  const ec = ['-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:P-256', '-nodes'];
  const quiet = { stdio: 'ignore' as const };
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      ...ec,
      '-days',
      '2',
      '-subj',
      '/CN=pebble test minica',
      '-keyout',
      file('minica.key'),
      '-out',
      file('minica.pem'),
    ],
    quiet,
  );
  execFileSync(
    'openssl',
    ['req', ...ec, '-subj', '/CN=localhost', '-keyout', file('pebble.key'), '-out', file('pebble.csr')],
    quiet,
  );
  writeFileSync(file('pebble.ext'), 'subjectAltName=DNS:localhost,IP:127.0.0.1\nextendedKeyUsage=serverAuth\n');
  execFileSync(
    'openssl',
    [
      'x509',
      '-req',
      '-in',
      file('pebble.csr'),
      '-CA',
      file('minica.pem'),
      '-CAkey',
      file('minica.key'),
      '-CAcreateserial',
      '-days',
      '2',
      '-extfile',
      file('pebble.ext'),
      '-out',
      file('pebble.crt'),
    ],
    quiet,
  );
  return { caFile: file('minica.pem'), certFile: file('pebble.crt'), keyFile: file('pebble.key') };
}

/**
 * pebble-challtestsrv as Pebble's DNS: every name is 127.0.0.1 and has no AAAA (Pebble asks AAAA first and would
 * dial [::1], where Caddy does not listen). Its own challenge servers are off.
 */
export async function startChallengeDns(dir: string, ports: { dns: number; management: number }): Promise<Engine> {
  const engine = startProcess(
    'challtestsrv',
    dir,
    'pebble-challtestsrv',
    [
      '-defaultIPv4',
      '127.0.0.1',
      '-defaultIPv6',
      '',
      '-dns01',
      `127.0.0.1:${ports.dns}`,
      '-http01',
      '',
      '-https01',
      '',
      '-tlsalpn01',
      '',
      '-management',
      `127.0.0.1:${ports.management}`,
    ],
    {},
  );
  await waitForPort(ports.dns, engine);
  return engine;
}

export interface Pebble extends Engine {
  directoryUrl: string;
  /** Pebble's issuing root (a new one each start), which clients trust; PEM. */
  root: string;
  /** How many certificates it issued so far (its log's "Issued certificate serial … for order …" lines). */
  issuedCount(): number;
}

/**
 * Pebble with real HTTP-01 validation (never PEBBLE_VA_ALWAYS_VALID): it validates on Caddy's HTTP port for every
 * name, resolves names through `dnsPort`, never sleeps before validating and never reuses an authorization.
 */
export async function startPebble(
  dir: string,
  options: {
    minica: ReturnType<typeof makeMinica>;
    ports: { acme: number; management: number; dns: number };
    challengePorts: { http: number; tls: number };
    validitySeconds: number;
  },
): Promise<Pebble> {
  const { minica, ports } = options;
  const config = join(dir, 'pebble.json');
  writeFileSync(
    config,
    JSON.stringify({
      pebble: {
        listenAddress: `127.0.0.1:${ports.acme}`,
        managementListenAddress: `127.0.0.1:${ports.management}`,
        certificate: minica.certFile,
        privateKey: minica.keyFile,
        httpPort: options.challengePorts.http,
        tlsPort: options.challengePorts.tls,
        ocspResponderURL: '',
        externalAccountBindingRequired: false,
        certificateValidityPeriod: options.validitySeconds,
      },
    }),
  );
  const engine = startProcess('pebble', dir, 'pebble', ['-config', config, '-dnsserver', `127.0.0.1:${ports.dns}`], {
    PEBBLE_VA_NOSLEEP: '1',
    PEBBLE_AUTHZREUSE: '0',
    PEBBLE_WFE_NONCEREJECT: '0',
  });
  await waitForPort(ports.acme, engine);
  await waitForPort(ports.management, engine);
  const ca = readFileSync(minica.caFile);
  const root = await new Promise<string>((resolve, reject) => {
    httpsGet(`https://127.0.0.1:${ports.management}/roots/0`, { ca }, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (body += chunk));
      response.on('end', () =>
        response.statusCode === 200 ? resolve(body) : reject(new Error(`roots/0: ${response.statusCode}`)),
      );
    }).once('error', reject);
  });
  return {
    ...engine,
    directoryUrl: `https://127.0.0.1:${ports.acme}/dir`,
    root,
    issuedCount: () => engine.log().match(/Issued certificate serial/g)?.length ?? 0,
  };
}

/**
 * The production Caddyfile of docs/deploy.md (global `on_demand_tls { ask … }`, one catch-all `https://` site that
 * reverse-proxies to Aerie, shared storage) with only what a test adds: Pebble as the CA, loopback ports, no admin
 * endpoint, no trust-store install, HTTP/1 and 2 only, and HTTP-01 pinned (Caddy 2.6 otherwise may pick
 * TLS-ALPN-01 per order).
 */
export function testCaddyfile(options: {
  ports: { http: number; https: number };
  storageDir: string;
  askUrl: string;
  upstream: string;
  pebble: { directoryUrl: string; listenerCaFile: string };
}): string {
  return `{
	admin off
	default_bind 127.0.0.1
	http_port ${options.ports.http}
	https_port ${options.ports.https}
	storage file_system {
		root ${options.storageDir}
	}
	servers {
		protocols h1 h2
	}
	acme_ca ${options.pebble.directoryUrl}
	acme_ca_root ${options.pebble.listenerCaFile}
	skip_install_trust
	on_demand_tls {
		ask ${options.askUrl}
	}
}

https:// {
	tls {
		on_demand
		issuer acme {
			disable_tlsalpn_challenge
		}
	}
	reverse_proxy ${options.upstream}
}
`;
}

/** One Caddy ("a web process's front"), its config and XDG folders in `dir`; ready once its HTTPS port opens. */
export async function startCaddy(dir: string, name: string, caddyfile: string, httpsPort: number): Promise<Engine> {
  const config = join(dir, `${name}.Caddyfile`);
  writeFileSync(config, caddyfile);
  const engine = startProcess(name, dir, 'caddy', ['run', '--config', config, '--adapter', 'caddyfile'], {
    HOME: dir,
    XDG_CONFIG_HOME: join(dir, `${name}-config`),
    XDG_DATA_HOME: join(dir, `${name}-data`),
  });
  await waitForPort(httpsPort, engine);
  return engine;
}
