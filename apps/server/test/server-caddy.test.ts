import { execFile } from 'node:child_process';
import {
  chmodSync,
  chownSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir, userInfo } from 'node:os';
import { join } from 'node:path';
import { connect as tlsConnect } from 'node:tls';
import { promisify } from 'node:util';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { ServerSession } from '../src/adapters/server-transport/server-transport.js';
import { createSshTransport } from '../src/adapters/server-transport/ssh-transport.js';
import { caddyInstallPlan, type CaddyFacts } from '../src/modules/hosting/server-caddy/ensure-caddy.js';
import { ensureCaddy, syncCaddySites, type CaddySite } from '../src/modules/hosting/index.js';
import {
  freePorts,
  makeMinica,
  requireEngines,
  startChallengeDns,
  startPebble,
  type Engine,
  type Pebble,
} from './support/acme-engines.js';
import { startSshd, type TestSshd } from './support/sshd.js';

/*
 * Issue 32 § 3 with the real engines offline (docs/architecture.md § Caddy on your servers): the test sshd stands for
 * the user's server, the Caddy installed on this machine is that server's Caddy (started through SSH by the sync, as on
 * a server without systemd), Pebble is the CA and validates for real through pebble-challtestsrv's DNS, and a tiny
 * HTTP server on a free port stands for the deployed app. Every port is chosen at run time, every file in one folder.
 */

const SHOP = 'shop.example.test';
const BLOG = 'blog.example.test';
/** A domain the user's own Caddyfile already serves: a site block for it too makes the config invalid. */
const TAKEN = 'taken.example.test';
const run = promisify(execFile);

let work: string;
let serverDir: string;
let sshd: TestSshd;
let session: ServerSession;
let pebble: Pebble;
let rootFile: string;
let ports: { http: number; https: number; admin: number; user: number };
let paths: { caddyfile: string; sitesFile: string; logFile: string; pidFile: string };
let acme: { ca: string; caRoot: string };
let userCaddyfile: string;
const engines: Engine[] = [];
const apps: Server[] = [];
const appPorts: Record<string, number> = {};

async function startApp(name: string): Promise<number> {
  const server = createServer((request, response) => response.end(`${name} host=${request.headers.host}`));
  apps.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return (server.address() as AddressInfo).port;
}

beforeAll(async () => {
  requireEngines();
  sshd = await startSshd();
  work = mkdtempSync(join(tmpdir(), 'aerie-server-caddy-'));
  // The server's account (the test user when the tests run as root) reads Pebble's CA here and writes its config.
  chmodSync(work, 0o755);
  serverDir = join(work, 'server');
  mkdirSync(join(serverDir, 'storage'), { recursive: true });

  const minica = makeMinica(work);
  const [dns, dnsManagement, acmePort, management, http, https, admin, user] = await freePorts(8);
  ports = { http: http!, https: https!, admin: admin!, user: user! };
  engines.push(await startChallengeDns(work, { dns: dns!, management: dnsManagement! }));
  pebble = await startPebble(work, {
    minica,
    ports: { acme: acmePort!, management: management!, dns: dns! },
    challengePorts: { http: ports.http, tls: ports.https },
    validitySeconds: 3600,
  });
  engines.push(pebble);
  rootFile = join(work, 'pebble-root.pem');
  writeFileSync(rootFile, pebble.root);
  acme = { ca: pebble.directoryUrl, caRoot: minica.caFile };
  appPorts[SHOP] = await startApp('shop-app');
  appPorts[BLOG] = await startApp('blog-app');

  // The user's own Caddyfile: how this server runs Caddy (test ports, its storage, its admin endpoint) and a site of
  // the user's that Aerie must leave alone.
  userCaddyfile = `{
	admin 127.0.0.1:${ports.admin}
	default_bind 127.0.0.1
	http_port ${ports.http}
	https_port ${ports.https}
	storage file_system {
		root ${join(serverDir, 'storage')}
	}
	skip_install_trust
}

http://127.0.0.1:${ports.user} {
	respond "the user's own site"
}

${TAKEN} {
	tls internal
	respond "the user's own domain"
}`;
  paths = {
    caddyfile: join(serverDir, 'Caddyfile'),
    sitesFile: join(serverDir, 'aerie.caddy'),
    logFile: join(serverDir, 'caddy.log'),
    pidFile: join(serverDir, 'caddy.pid'),
  };
  writeFileSync(paths.caddyfile, userCaddyfile);
  if (process.getuid?.() === 0) await run('chown', ['-R', `${sshd.user}:`, serverDir]);
  else chownSync(serverDir, userInfo().uid, userInfo().gid);

  session = await createSshTransport({ allowPrivateTargets: true }).connect({
    host: sshd.host,
    port: sshd.port,
    username: sshd.user,
    auth: { privateKey: sshd.clientKey.privateKey },
    pinnedFingerprint: null,
  });
}, 120_000);

afterAll(async () => {
  await session?.close();
  const pid = Number(readFileSync(paths?.pidFile ?? '/nonexistent', { flag: 'a+' }).toString() || 0);
  if (pid > 0) await stopPid(pid);
  for (const engine of engines.reverse()) await engine.stop();
  await Promise.all(apps.map((app) => new Promise((resolve) => app.close(resolve))));
  await sshd?.stop();
  if (work) rmSync(work, { recursive: true, force: true });
  // What Caddy keeps in its account's home besides the storage above (its autosave, its instance id).
  if (sshd && process.getuid?.() === 0)
    for (const dir of ['.config/caddy', '.local/share/caddy'])
      rmSync(join(sshd.home, dir), { recursive: true, force: true });
});

async function stopPid(pid: number): Promise<void> {
  const isAlive = () => {
    try {
      process.kill(pid, 0);
      return true;
    } catch {
      return false;
    }
  };
  if (!isAlive()) return;
  process.kill(pid, 'SIGTERM');
  for (let deadline = Date.now() + 5_000; isAlive() && Date.now() < deadline;)
    await new Promise((resolve) => setTimeout(resolve, 50));
  if (isAlive()) process.kill(pid, 'SIGKILL');
}

/** What `curl --resolve` gets over HTTPS, trusting only Pebble's root; null when the handshake or request fails. */
async function fetchOverHttps(name: string): Promise<string | null> {
  const url = `https://${name}:${ports.https}/`;
  return run('curl', [
    '-sS',
    '--max-time',
    '5',
    '--resolve',
    `${name}:${ports.https}:127.0.0.1`,
    '--cacert',
    rootFile,
    url,
  ])
    .then((result) => result.stdout)
    .catch(() => null);
}

/** Polls (no fixed sleep) until the name answers over HTTPS: Caddy obtains a certificate about 0.5 s after a load. */
async function servedBody(name: string, timeoutMs = 30_000): Promise<string> {
  for (const deadline = Date.now() + timeoutMs; Date.now() < deadline;) {
    const body = await fetchOverHttps(name);
    if (body !== null) return body;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${name} was not served over HTTPS:\n${readFileSync(paths.logFile, 'utf8').slice(-3000)}`);
}

function certificateSerial(name: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = tlsConnect({ host: '127.0.0.1', port: ports.https, servername: name, ca: pebble.root }, () => {
      const serial = socket.getPeerCertificate().serialNumber;
      socket.end();
      resolve(serial);
    });
    socket.once('error', reject);
  });
}

const site = (domain: string): CaddySite => ({ domain, upstreamPort: appPorts[domain]! });

describe('Caddy on the user’s server (issue 32 § 3)', () => {
  it('finds the Caddy installed on the server', async () => {
    const result = await ensureCaddy(session);
    expect(result).toMatchObject({ status: 'present' });
    expect(result.status === 'present' && result.version).toMatch(/^v?2\./);
  });

  it('installs only where the package manager and the rights allow it, else says how', () => {
    const facts: CaddyFacts = { version: '', os: ['debian'], isRoot: false, hasSudo: false, hasSystemd: true };
    expect(caddyInstallPlan({ ...facts, version: '2.6.2' })).toBe('present');
    expect(caddyInstallPlan({ ...facts, isRoot: true })).toBe('install');
    expect(caddyInstallPlan({ ...facts, os: ['ubuntu', 'debian'], hasSudo: true })).toBe('install');
    expect(caddyInstallPlan(facts)).toEqual({ manual: expect.stringContaining('apt-get install -y caddy') });
    expect(caddyInstallPlan({ ...facts, os: ['fedora'], isRoot: true })).toEqual({
      manual: expect.stringContaining('Install Caddy'),
    });
  });

  it('refuses a bad domain or port before any command runs on the server', async () => {
    let calls = 0;
    const counting: ServerSession = {
      fingerprint: session.fingerprint,
      run: (...args) => (calls++, session.run(...args)),
      writeFile: (...args) => (calls++, session.writeFile(...args)),
      close: async () => {},
    };
    const bad: CaddySite[][] = [
      [{ domain: 'shop.example.test; rm -rf ~', upstreamPort: 3000 }],
      [{ domain: 'shop.example.test\n}\n:80 {', upstreamPort: 3000 }],
      [{ domain: 'a..test', upstreamPort: 3000 }],
      [{ domain: '*.example.test', upstreamPort: 3000 }],
      [{ domain: '127.0.0.1', upstreamPort: 3000 }],
      [{ domain: 'Shop.example.test', upstreamPort: 3000 }],
      [{ domain: '-shop.example.test', upstreamPort: 3000 }],
      [{ domain: 'shop.example.test', upstreamPort: 0 }],
      [{ domain: 'shop.example.test', upstreamPort: 65_536 }],
      [{ domain: 'shop.example.test', upstreamPort: 80.5 }],
      [site(SHOP), site(SHOP)],
    ];
    for (const sites of bad) await expect(syncCaddySites(counting, sites, { paths, acme })).rejects.toThrow();
    await expect(
      syncCaddySites(counting, [site(SHOP)], { paths: { ...paths, sitesFile: '/etc/caddy/../passwd' }, acme }),
    ).rejects.toThrow();
    await expect(
      syncCaddySites(counting, [site(SHOP)], { paths, acme: { ...acme, ca: 'https://x/$(id)' } }),
    ).rejects.toThrow();
    expect(calls).toBe(0);
  });

  it('puts everything back when Caddy refuses the new config, and says why', async () => {
    const failure = syncCaddySites(session, [site(SHOP), { domain: TAKEN, upstreamPort: appPorts[SHOP]! }], {
      paths,
      acme,
    });
    await expect(failure).rejects.toThrow(/Caddy could not be updated on the server: .*ambiguous site definition/);
    expect(readFileSync(paths.caddyfile, 'utf8')).toBe(userCaddyfile);
    expect(existsSync(paths.sitesFile)).toBe(false);
    expect(readdirSync(serverDir).filter((name) => /\.(new|previous|aerie-before)$/.test(name))).toEqual([]);
  });

  it('serves a domain over HTTPS with a certificate from the CA, then adds and removes another', async () => {
    await syncCaddySites(session, [site(SHOP)], { paths, acme });
    expect(await servedBody(SHOP)).toBe(`shop-app host=${SHOP}:${ports.https}`);
    const shopSerial = await certificateSerial(SHOP);
    expect(pebble.issuedCount()).toBe(1);

    await syncCaddySites(session, [site(BLOG), site(SHOP)], { paths, acme });
    expect(await servedBody(BLOG)).toBe(`blog-app host=${BLOG}:${ports.https}`);
    expect(await certificateSerial(SHOP)).toBe(shopSerial);
    expect(pebble.issuedCount()).toBe(2);

    await syncCaddySites(session, [site(SHOP)], { paths, acme });
    expect(await fetchOverHttps(BLOG)).toBeNull();
    expect(await servedBody(SHOP)).toContain('shop-app');
    expect(readFileSync(paths.sitesFile, 'utf8')).not.toContain(BLOG);
  }, 90_000);

  it('lets two syncs at once take turns, leaving one whole, valid config', async () => {
    const other = await createSshTransport({ allowPrivateTargets: true }).connect({
      host: sshd.host,
      port: sshd.port,
      username: sshd.user,
      auth: { privateKey: sshd.clientKey.privateKey },
      pinnedFingerprint: session.fingerprint,
    });
    try {
      await Promise.all([
        syncCaddySites(session, [site(SHOP)], { paths, acme }),
        syncCaddySites(other, [site(BLOG), site(SHOP)], { paths, acme }),
      ]);
    } finally {
      await other.close();
    }
    const written = readFileSync(paths.sitesFile, 'utf8');
    expect(written.match(/^\S+ \{$/gm)?.length).toBeGreaterThanOrEqual(1);
    expect(written).toContain(`${SHOP} {`);
    expect(readdirSync(serverDir).filter((name) => /\.(new|previous|aerie-before)$/.test(name))).toEqual([]);
    expect(await servedBody(SHOP)).toContain('shop-app');
  }, 60_000);

  it('leaves the user’s Caddyfile as it was, but for one import line, and keeps a copy of the original', async () => {
    await syncCaddySites(session, [site(SHOP)], { paths, acme });
    const caddyfile = readFileSync(paths.caddyfile, 'utf8');
    expect(caddyfile.startsWith(userCaddyfile)).toBe(true);
    expect(caddyfile.slice(userCaddyfile.length)).toBe(`\nimport ${paths.sitesFile}\n`);
    expect(readFileSync(`${paths.caddyfile}.aerie-backup`, 'utf8')).toBe(userCaddyfile);
    const { stdout } = await run('curl', ['-sS', `http://127.0.0.1:${ports.user}/`]);
    expect(stdout).toBe("the user's own site");
  });

  it('stops serving every domain once the last is removed, and the config stays valid', async () => {
    await syncCaddySites(session, [], { paths, acme });
    expect(await fetchOverHttps(SHOP)).toBeNull();
    expect(readFileSync(paths.sitesFile, 'utf8')).toMatch(/^# Written by Aerie[^\n]*\n$/);
    await syncCaddySites(session, [site(SHOP)], { paths, acme });
    expect(await servedBody(SHOP)).toContain('shop-app');
  }, 60_000);
});
