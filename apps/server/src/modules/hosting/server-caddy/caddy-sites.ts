import { AppError } from '../../../errors.js';

/**
 * One domain Caddy serves on the user's server: an app's (issue 32 § 3), proxied to the local port its release
 * listens on, or a site published there (§ 4), files under `root` (the `current` release's folder).
 */
export type CaddySite = { domain: string; upstreamPort: number } | { domain: string; root: string };

/** Where Caddy's config lives on the server: Debian's and Ubuntu's package paths unless a test says otherwise. */
export interface CaddyPaths {
  /** The main Caddyfile, the user's: Aerie only appends one `import` line to it. */
  caddyfile: string;
  /** The one file Aerie owns and rewrites whole: a site block per domain. */
  sitesFile: string;
  /** Where a Caddy that Aerie starts without systemd writes its log and its pid. */
  logFile: string;
  pidFile: string;
}

export const DEFAULT_CADDY_PATHS: CaddyPaths = {
  caddyfile: '/etc/caddy/Caddyfile',
  sitesFile: '/etc/caddy/aerie.caddy',
  logFile: '/var/log/caddy/aerie-caddy.log',
  pidFile: '/run/caddy-aerie.pid',
};

/** Lowercase LDH labels, two at least, the last alphabetic (no IP address, no wildcard, no port, no path). */
const LABEL = /^(?!-)[a-z0-9-]{1,63}(?<!-)$/;
const TOP_LABEL = /^[a-z]{2,63}$/;
/** Absolute paths of plain characters: they reach the script on standard input, and Caddy's `import` line. */
const SAFE_PATH = /^\/[A-Za-z0-9._/-]{1,250}$/;

export function isValidDomain(domain: string): boolean {
  if (domain.length > 253) return false;
  const labels = domain.split('.');
  return labels.length >= 2 && labels.every((label) => LABEL.test(label)) && TOP_LABEL.test(labels.at(-1)!);
}

export function isValidPort(port: number): boolean {
  return Number.isInteger(port) && port >= 1 && port <= 65_535;
}

/**
 * Refuses the whole list before anything reaches the server: a domain that is not a plain host name, a port
 * outside 1–65535, or a domain listed twice. Returns the sites sorted, so the same set renders the same file.
 */
export function checkCaddySites(sites: readonly CaddySite[]): CaddySite[] {
  const seen = new Set<string>();
  for (const site of sites) {
    if (typeof site.domain !== 'string' || !isValidDomain(site.domain))
      throw new AppError('bad_request', `"${String(site.domain).slice(0, 80)}" is not a domain Caddy can serve.`);
    if ('root' in site) {
      if (!isSafePath(site.root)) throw new AppError('bad_request', `${site.domain} has no folder Caddy can serve.`);
    } else if (typeof site.upstreamPort !== 'number' || !isValidPort(site.upstreamPort))
      throw new AppError('bad_request', `The port of ${site.domain} must be a whole number from 1 to 65535.`);
    if (seen.has(site.domain)) throw new AppError('bad_request', `${site.domain} is listed twice.`);
    seen.add(site.domain);
  }
  return [...sites].sort((a, b) => a.domain.localeCompare(b.domain));
}

const isSafePath = (path: unknown) =>
  typeof path === 'string' && SAFE_PATH.test(path) && !path.split('/').includes('..');

export function checkCaddyPaths(paths: CaddyPaths): CaddyPaths {
  for (const path of Object.values(paths))
    if (!isSafePath(path)) throw new AppError('bad_request', `${path} is not a path Aerie writes Caddy's config to.`);
  return paths;
}

/**
 * Aerie's file: one ordinary site block per domain, so Caddy obtains each certificate when it loads the config
 * (no on-demand TLS: the names are known). With no site left it is a comment alone, as Caddy 2.6 refuses to
 * import an empty file. `acme` (tests only) points the sites at another CA than Caddy's default, Let's Encrypt.
 */
export function renderSitesFile(sites: readonly CaddySite[], acme?: { ca: string; caRoot: string }): string {
  const header = '# Written by Aerie: the sites of your apps on this server. Aerie rewrites this file whole.\n';
  const tls = acme ? [`\ttls {`, `\t\tca ${acme.ca}`, `\t\tca_root ${acme.caRoot}`, `\t}`] : [];
  const blocks = sites.map((site) => [`${site.domain} {`, ...tls, ...siteDirectives(site), '}'].join('\n'));
  return header + blocks.map((block) => `\n${block}\n`).join('');
}

/**
 * An app: everything proxied to its port. A published site: its files, a page found with or without `.html` or
 * as a folder's `index.html` (the export's clean URLs), its 404 page for any error (a static site's
 * only error is a missing file).
 */
function siteDirectives(site: CaddySite): string[] {
  if (!('root' in site)) return [`\treverse_proxy 127.0.0.1:${site.upstreamPort}`];
  return [
    `\troot * ${site.root}`,
    `\ttry_files {path} {path}.html {path}/index.html`,
    `\tfile_server`,
    `\thandle_errors {`,
    `\t\trewrite * /404.html`,
    `\t\tfile_server`,
    `\t}`,
  ];
}
