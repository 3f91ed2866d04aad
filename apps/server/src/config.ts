import { isIP } from 'node:net';
import { join, resolve } from 'node:path';

import { z } from 'zod';

import { registrableDomainClashes } from './registrable-domains.js';

const booleanFromEnv = z.enum(['true', 'false', '1', '0']).transform((value) => value === 'true' || value === '1');

/** `api.example.com` or `api.localhost:8080`: what a browser sends as the Host header. */
const hostname = z
  .string()
  .regex(/^[a-z0-9.-]+(:\d{1,5})?$/, 'must be a host name such as api.example.com (lower case, optional :port)');

/** proxy-addr's names for whole ranges, accepted beside addresses and CIDRs. */
const PROXY_RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isProxyAddress(entry: string): boolean {
  if (PROXY_RANGE_NAMES.has(entry)) return true;
  const [address = '', bits, ...rest] = entry.split('/');
  const version = isIP(address);
  if (!version || rest.length) return false;
  return bits === undefined || (/^[0-9]{1,3}$/.test(bits) && Number(bits) <= (version === 4 ? 32 : 128));
}

/**
 * Which proxies' `X-Forwarded-For` entries to believe: `false` (none), a hop count (`1` = the one load
 * balancer in front), or the proxies' addresses/CIDRs. The client is the last untrusted hop. `true` would
 * believe every entry, so any client could name its own address and escape every per-address limit: it
 * is refused rather than quietly mapped to something else.
 */
const trustProxyFromEnv = z
  .string()
  .trim()
  .transform((value, context): false | number | string[] => {
    if (value === '' || value === 'false' || value === '0') return false;
    if (/^[0-9]{1,2}$/.test(value)) return Number(value);
    if (value === 'true') {
      context.addIssue({
        code: 'custom',
        message:
          'true would let any client choose its own address; give the number of proxies in front (e.g. 1) or their addresses',
      });
      return z.NEVER;
    }
    const entries = value.split(',').map((entry) => entry.trim());
    if (entries.every(isProxyAddress)) return entries;
    context.addIssue({
      code: 'custom',
      message: 'must be false, a number of proxies (e.g. 1), or a comma-separated list of proxy addresses/CIDRs',
    });
    return z.NEVER;
  });

/** The app's, the sites' and the stores' addresses, with their development defaults on localhost. */
function publicUrls(env: { PORT: number; APP_URL?: string; SITES_URL?: string; STORES_URL?: string }) {
  return {
    app: env.APP_URL ?? `http://localhost:${env.PORT}`,
    sites: env.SITES_URL ?? `http://sites.localhost:${env.PORT}`,
    stores: env.STORES_URL ?? `http://stores.localhost:${env.PORT}`,
  };
}

const ConfigSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    PORT: z.coerce.number().int().min(0).max(65535).default(8080),
    HOST: z.string().min(1).default('localhost'),
    /** The address people open; used in e-mailed links. Defaults to http://localhost:PORT. */
    APP_URL: z.url().optional(),
    /**
     * Hostnames (with a port if not the default) of the API hosts when each has its own origin; unset, a
     * host is served under its path prefix on APP_URL's origin (see apps/server/src/hosts/host-table.ts).
     */
    API_HOST: hostname.optional(),
    BUILDER_API_HOST: hostname.optional(),
    STORE_API_HOST: hostname.optional(),
    /**
     * Where published sites live: `{subdomain}.{host}` of this URL (docs/architecture.md § Hosts and scopes). Defaults
     * to http://sites.localhost:PORT; in production a different registrable domain from the app's.
     */
    SITES_URL: z.url().optional(),
    /**
     * Where storefronts live: `{domain}.{host}` of this URL (docs/architecture.md § Hosts and scopes), seller login at
     * `/login` there. Defaults to http://stores.localhost:PORT; in production a registrable domain of its own.
     */
    STORES_URL: z.url().optional(),
    /**
     * The secret in the URL Caddy's `on_demand_tls { ask … }` is given (`{APP_URL}/_tls/ask/{token}`): only a
     * caller that knows it learns which names get a certificate (docs/deploy.md § HTTPS for custom domains).
     * Unset, the ask endpoint answers 404 to everyone and custom domains are served over plain HTTP.
     */
    TLS_ASK_TOKEN: z
      .string()
      .regex(/^[A-Za-z0-9_-]{32,96}$/, 'must be 32 to 96 letters, digits, - or _ (e.g. openssl rand -hex 32)')
      .optional(),
    /** DNS servers (`host:port`, comma-separated) for custom-domain TXT checks; the system's when unset. */
    DNS_SERVERS: z
      .string()
      .regex(/^[0-9a-fA-F.:[\]]+(,[0-9a-fA-F.:[\]]+)*$/, 'must be addresses such as 127.0.0.1:5353, comma-separated')
      .optional(),
    /** Aerie Git's bare repositories; defaults to DATA_DIR/git. */
    GIT_DIR: z.string().min(1).optional(),
    /** Hostname of the git host when it has its own origin; unset, it is `/git` on APP_URL's origin. */
    GIT_HOST: hostname.optional(),
    /** A push whose pack is larger than this is refused (Aerie Git). */
    GIT_MAX_PUSH_MB: z.coerce.number().int().min(1).max(10_000).default(100),
    /**
     * The git providers (docs/product.md § Git integrations). A platform without a client id says so on its card.
     * Base URLs are configuration, so a self-managed GitLab, or a local fake in the tests, can stand in.
     */
    GITHUB_CLIENT_ID: z.string().min(1).optional(),
    GITHUB_CLIENT_SECRET: z.string().min(1).optional(),
    GITHUB_URL: z.url().default('https://github.com'),
    GITHUB_API_URL: z.url().default('https://api.github.com'),
    GITLAB_CLIENT_ID: z.string().min(1).optional(),
    GITLAB_CLIENT_SECRET: z.string().min(1).optional(),
    GITLAB_URL: z.url().default('https://gitlab.com'),
    BITBUCKET_CLIENT_ID: z.string().min(1).optional(),
    BITBUCKET_CLIENT_SECRET: z.string().min(1).optional(),
    BITBUCKET_URL: z.url().default('https://bitbucket.org'),
    BITBUCKET_API_URL: z.url().default('https://api.bitbucket.org'),
    DATA_DIR: z.string().min(1).default('data'),
    /** Uploaded files (avatars…) on local disk; defaults to DATA_DIR/files. The source of `--migrate-files`. */
    FILES_DIR: z.string().min(1).optional(),
    /**
     * Where uploaded files live (docs/deploy.md § Files in object storage): on local disk in FILES_DIR (default), or in an S3-compatible
     * bucket, which every web and worker process shares without a shared volume.
     */
    FILES_PROVIDER: z.enum(['disk', 's3']).default('disk'),
    /** The S3-compatible service's URL (MinIO, R2, Spaces…); unset for AWS, where S3_REGION picks it. */
    S3_ENDPOINT: z.url().optional(),
    S3_BUCKET: z
      .string()
      .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, 'must be a bucket name: 3 to 63 lower-case letters, digits, . or -')
      .optional(),
    S3_REGION: z
      .string()
      .regex(/^[a-z0-9-]{1,40}$/, 'must be a region name such as us-east-1')
      .default('us-east-1'),
    /** Unset both to use the SDK's own chain (AWS_* variables, an instance or task role). */
    S3_ACCESS_KEY_ID: z.string().min(1).optional(),
    S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
    /** `{endpoint}/{bucket}/{key}` addresses, which MinIO and most self-hosted stores need. */
    S3_FORCE_PATH_STYLE: booleanFromEnv.default(false),
    DATABASE_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
      .optional(),
    SMTP_URL: z
      .string()
      .regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL')
      .optional(),
    MAIL_FROM: z.string().min(3).default('Aerie <no-reply@aerie.localhost>'),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    SEED_DEMO: booleanFromEnv.optional(),
    DEMO_EMAIL: z.email().default('demo@aerie.dev'),
    DEMO_PASSWORD: z.string().min(8).default('aerie-demo-2026'),
    WEB_DIST_DIR: z.string().min(1).default('apps/web/dist'),
    TRUST_PROXY: trustProxyFromEnv.default(false),
    /**
     * How often idle job workers look for delayed jobs and retries; a job ready at once wakes them when it is
     * sent. Tests lower it so retries run promptly.
     */
    JOB_POLL_SECONDS: z.coerce.number().min(0.5).max(60).default(30),
    /** How often a web process writes the site visits it counted (modules/websites/analytics); e2e lowers it. */
    SITE_ANALYTICS_FLUSH_MS: z.coerce.number().int().min(100).max(60_000).default(5_000),
    /** Whether published pages are counted at all (the benchmark measures both). */
    SITE_ANALYTICS: booleanFromEnv.default(true),
    /** The first retry of a failed e-mail or link job waits this long instead of its queue's own delay. */
    JOB_RETRY_DELAY_SECONDS: z.coerce.number().int().min(1).max(600).optional(),
    /** Who takes payments: the built-in sandbox checkout (default) or Flutterwave Standard. */
    PAYMENTS_PROVIDER: z.enum(['sandbox', 'flutterwave']).default('sandbox'),
    FLUTTERWAVE_BASE_URL: z.url().default('https://api.flutterwave.com'),
    FLUTTERWAVE_SECRET_KEY: z.string().min(1).optional(),
    /** The secret hash set in Flutterwave's webhook settings; it arrives as the `verif-hash` header. */
    FLUTTERWAVE_WEBHOOK_HASH: z.string().min(8).optional(),
    /** Who turns cards into payment methods (hire an expert): the built-in sandbox (default) or Stripe. */
    CARD_PROVIDER: z.enum(['sandbox', 'stripe']).default('sandbox'),
    STRIPE_BASE_URL: z.url().default('https://api.stripe.com'),
    STRIPE_SECRET_KEY: z.string().min(1).optional(),
    /** Stripe.js in the browser collects cards with it; publishable by design (`pk_…`). */
    STRIPE_PUBLISHABLE_KEY: z.string().startsWith('pk_', 'must be a Stripe publishable key (pk_…)').optional(),
    /** Production refuses the sandbox checkout and card tokenizer unless this says they are wanted. */
    ALLOW_SANDBOX_PAYMENTS: booleanFromEnv.default(false),
    /**
     * Whether servers may be connected on loopback, private and link-local addresses
     * (docs/architecture.md § Outbound connections). Off in production (a user must not reach Aerie's own network
     * through it); on elsewhere, for local servers.
     */
    ALLOW_PRIVATE_TARGETS: booleanFromEnv.optional(),
    /** SSH connects to a server give up after this long. */
    SSH_CONNECT_TIMEOUT_SECONDS: z.coerce.number().min(1).max(120).default(15),
    /**
     * How often each active SSH server's state is checked over SSH (issue 28: reachable, OS, uptime, disk and memory
     * free), in minutes; a cron step, so a divisor of 60 keeps the ticks even.
     */
    SERVER_CHECK_MINUTES: z.coerce.number().int().min(1).max(60).default(5),
    /** Where pilots run: sandboxes on this host (default) or DigitalOcean droplets. */
    CLOUD_PROVIDER: z.enum(['local', 'digitalocean']).default('local'),
    /** Production refuses local pilots (they share this host) unless this says they are wanted. */
    ALLOW_LOCAL_PILOTS: booleanFromEnv.default(false),
    /** Local pilots' directories; defaults to DATA_DIR/pilots. */
    PILOTS_DIR: z.string().min(1).optional(),
    /**
     * Tests only (issue 32 § 3): the folder on the user's server holding the Caddyfile Aerie adds its import line to
     * and its own `aerie.caddy`, instead of /etc/caddy; and the ACME CA (with the root that signs its listener) the
     * sites Aerie writes there use instead of Let's Encrypt.
     */
    SERVER_CADDY_DIR: z
      .string()
      .regex(/^\/[A-Za-z0-9._/-]{1,200}$/, 'must be an absolute path')
      .optional(),
    SERVER_CADDY_ACME_CA: z.url().optional(),
    SERVER_CADDY_ACME_CA_ROOT: z
      .string()
      .regex(/^\/[A-Za-z0-9._/-]{1,250}$/, 'must be an absolute path')
      .optional(),
    /** The unprivileged account local pilots run as when Aerie runs as root. */
    LOCAL_PILOT_USER: z
      .string()
      .regex(/^[a-z_][a-z0-9_-]*$/, 'must be a user name')
      .default('nobody'),
    DIGITALOCEAN_TOKEN: z.string().min(1).optional(),
    DIGITALOCEAN_API_URL: z.url().default('https://api.digitalocean.com'),
    /** How often a new pilot's cloud is asked for its IP, and how long a provision call waits for it. */
    CLOUD_POLL_SECONDS: z.coerce.number().min(0.05).max(60).default(5),
    CLOUD_WAIT_SECONDS: z.coerce.number().min(0).max(600).default(60),
    /** A deployment run is stopped after this long (issue 13). */
    DEPLOY_TIMEOUT_MINUTES: z.coerce.number().min(0.05).max(600).default(10),
    /**
     * How often a running deployment run records that it is alive and looks whether it was cancelled.
     * Well under the minute after which recovery calls a run without a heartbeat dead (recover-runs.ts).
     */
    DEPLOY_HEARTBEAT_SECONDS: z.coerce.number().min(0.1).max(20).default(5),
    /**
     * The first retry of a failed webhook delivery waits this long, each next one twice as long (at most
     * an hour, for a day). Tests shorten it.
     */
    WEBHOOK_RETRY_BASE_SECONDS: z.coerce.number().int().min(1).max(3600).default(30),
    /** Signs device tokens and seals secrets at rest (modules/secrets); several servers must share one. Else DATA_DIR/secret.key. */
    SECRET_KEY: z.string().min(32, 'must be at least 32 characters').optional(),
    /**
     * The key SECRET_KEY replaced, while `--rotate-secrets` re-seals what was sealed under it: values of
     * either key open meanwhile. `base64:…` gives raw key bytes (the generated DATA_DIR/secret.key).
     */
    SECRET_KEY_PREVIOUS: z.string().min(32, 'must be at least 32 characters').optional(),
  })
  .superRefine((env, context) => {
    if (env.NODE_ENV === 'production') {
      // Issue 24: published sites and storefronts on the app's registrable domain could set its cookies.
      for (const { key, message } of registrableDomainClashes(publicUrls(env)))
        context.addIssue({ code: 'custom', path: [key], message });
      // Mail carries verification and reset links: without SMTP it would be dropped, so stop instead.
      if (!env.SMTP_URL)
        context.addIssue({
          code: 'custom',
          path: ['SMTP_URL'],
          message: 'is required in production (without it every e-mail would be dropped)',
        });
      // The sandbox accepts test cards as real money: never silently live in production.
      for (const key of ['PAYMENTS_PROVIDER', 'CARD_PROVIDER'] as const) {
        if (env[key] === 'sandbox' && !env.ALLOW_SANDBOX_PAYMENTS)
          context.addIssue({
            code: 'custom',
            path: [key],
            message:
              'is sandbox, which takes test cards as payment; choose a real provider or set ALLOW_SANDBOX_PAYMENTS=true',
          });
      }
    }
    for (const key of ['STRIPE_SECRET_KEY', 'STRIPE_PUBLISHABLE_KEY'] as const) {
      if (env.CARD_PROVIDER === 'stripe' && !env[key])
        context.addIssue({ code: 'custom', path: [key], message: 'is required when CARD_PROVIDER=stripe' });
    }
    for (const { key, message } of objectStorageIssues(env)) context.addIssue({ code: 'custom', path: [key], message });
    if (env.SECRET_KEY_PREVIOUS && !env.SECRET_KEY)
      context.addIssue({
        code: 'custom',
        path: ['SECRET_KEY'],
        message: 'is required with SECRET_KEY_PREVIOUS (the new key to rotate to)',
      });
    if (env.SECRET_KEY_PREVIOUS && env.SECRET_KEY_PREVIOUS === env.SECRET_KEY)
      context.addIssue({ code: 'custom', path: ['SECRET_KEY_PREVIOUS'], message: 'must differ from SECRET_KEY' });
    if (env.CLOUD_PROVIDER === 'digitalocean' && !env.DIGITALOCEAN_TOKEN)
      context.addIssue({
        code: 'custom',
        path: ['DIGITALOCEAN_TOKEN'],
        message: 'is required when CLOUD_PROVIDER=digitalocean',
      });
    // A local pilot is a directory on this very host: never sold in production unless asked for.
    if (env.NODE_ENV === 'production' && env.CLOUD_PROVIDER === 'local' && !env.ALLOW_LOCAL_PILOTS)
      context.addIssue({
        code: 'custom',
        path: ['CLOUD_PROVIDER'],
        message: 'is local, which runs pilots on this host; choose digitalocean or set ALLOW_LOCAL_PILOTS=true',
      });
    if (env.PAYMENTS_PROVIDER !== 'flutterwave') return;
    for (const key of ['FLUTTERWAVE_SECRET_KEY', 'FLUTTERWAVE_WEBHOOK_HASH'] as const) {
      if (!env[key])
        context.addIssue({ code: 'custom', path: [key], message: 'is required when PAYMENTS_PROVIDER=flutterwave' });
    }
  })
  .transform((env) => ({
    nodeEnv: env.NODE_ENV,
    isProduction: env.NODE_ENV === 'production',
    port: env.PORT,
    host: env.HOST,
    appUrl: publicUrls(env).app.replace(/\/$/, ''),
    hostnames: {
      api: env.API_HOST ?? null,
      builder: env.BUILDER_API_HOST ?? null,
      store: env.STORE_API_HOST ?? null,
      git: env.GIT_HOST ?? null,
    },
    sites: sitesAddress(publicUrls(env).sites),
    stores: sitesAddress(publicUrls(env).stores),
    tlsAskToken: env.TLS_ASK_TOKEN ?? null,
    dnsServers: env.DNS_SERVERS ? env.DNS_SERVERS.split(',') : [],
    dataDir: resolve(env.DATA_DIR),
    files: {
      provider: env.FILES_PROVIDER,
      dir: resolve(env.FILES_DIR ?? join(env.DATA_DIR, 'files')),
      s3: {
        endpoint: env.S3_ENDPOINT ?? null,
        bucket: env.S3_BUCKET ?? '',
        region: env.S3_REGION,
        credentials:
          env.S3_ACCESS_KEY_ID && env.S3_SECRET_ACCESS_KEY
            ? { accessKeyId: env.S3_ACCESS_KEY_ID, secretAccessKey: env.S3_SECRET_ACCESS_KEY }
            : null,
        forcePathStyle: env.S3_FORCE_PATH_STYLE,
      },
    },
    databaseUrl: env.DATABASE_URL,
    smtpUrl: env.SMTP_URL,
    mailFrom: env.MAIL_FROM,
    logLevel: env.LOG_LEVEL,
    // A demo account helps on a developer's machine and never belongs in production unless asked for.
    seedDemo: env.SEED_DEMO ?? env.NODE_ENV === 'development',
    demoEmail: env.DEMO_EMAIL,
    demoPassword: env.DEMO_PASSWORD,
    webDistDir: resolve(env.WEB_DIST_DIR),
    trustProxy: env.TRUST_PROXY,
    secretKey: env.SECRET_KEY ?? null,
    secretKeyPrevious: env.SECRET_KEY_PREVIOUS ?? null,
    jobPollSeconds: env.JOB_POLL_SECONDS,
    siteAnalytics: { enabled: env.SITE_ANALYTICS, flushMs: env.SITE_ANALYTICS_FLUSH_MS },
    jobRetryDelaySeconds: env.JOB_RETRY_DELAY_SECONDS,
    /** The development inbox exists only outside production and only while no SMTP server is configured. */
    devInbox: env.NODE_ENV !== 'production' && !env.SMTP_URL,
    payments: {
      provider: env.PAYMENTS_PROVIDER,
      flutterwaveBaseUrl: env.FLUTTERWAVE_BASE_URL.replace(/\/$/, ''),
      flutterwaveSecretKey: env.FLUTTERWAVE_SECRET_KEY ?? '',
      webhookHash: env.FLUTTERWAVE_WEBHOOK_HASH ?? null,
    },
    git: {
      dir: resolve(env.GIT_DIR ?? join(env.DATA_DIR, 'git')),
      maxPushBytes: env.GIT_MAX_PUSH_MB * 1024 * 1024,
    },
    /** Each provider's OAuth app and base URLs; `clientId` null when this server has none for it. */
    gitProviders: {
      github: {
        clientId: env.GITHUB_CLIENT_ID ?? null,
        clientSecret: env.GITHUB_CLIENT_SECRET ?? '',
        webUrl: env.GITHUB_URL.replace(/\/$/, ''),
        apiUrl: env.GITHUB_API_URL.replace(/\/$/, ''),
      },
      gitlab: {
        clientId: env.GITLAB_CLIENT_ID ?? null,
        clientSecret: env.GITLAB_CLIENT_SECRET ?? '',
        webUrl: env.GITLAB_URL.replace(/\/$/, ''),
        apiUrl: `${env.GITLAB_URL.replace(/\/$/, '')}/api/v4`,
      },
      bitbucket: {
        clientId: env.BITBUCKET_CLIENT_ID ?? null,
        clientSecret: env.BITBUCKET_CLIENT_SECRET ?? '',
        webUrl: env.BITBUCKET_URL.replace(/\/$/, ''),
        apiUrl: `${env.BITBUCKET_API_URL.replace(/\/$/, '')}/2.0`,
      },
    },
    hosting: {
      allowPrivateTargets: env.ALLOW_PRIVATE_TARGETS ?? env.NODE_ENV !== 'production',
      sshConnectTimeoutMs: env.SSH_CONNECT_TIMEOUT_SECONDS * 1000,
      serverCheckMinutes: env.SERVER_CHECK_MINUTES,
      cloudProvider: env.CLOUD_PROVIDER,
      pilotsDir: resolve(env.PILOTS_DIR ?? join(env.DATA_DIR, 'pilots')),
      localPilotUser: env.LOCAL_PILOT_USER,
      serverCaddy: serverCaddyOptions(env),
      digitalOcean: {
        token: env.DIGITALOCEAN_TOKEN ?? '',
        apiUrl: env.DIGITALOCEAN_API_URL.replace(/\/$/, ''),
      },
      pollMs: env.CLOUD_POLL_SECONDS * 1000,
      waitMs: env.CLOUD_WAIT_SECONDS * 1000,
    },
    deployments: {
      timeoutMs: env.DEPLOY_TIMEOUT_MINUTES * 60_000,
      heartbeatMs: env.DEPLOY_HEARTBEAT_SECONDS * 1000,
    },
    webhooks: { retryBaseSeconds: env.WEBHOOK_RETRY_BASE_SECONDS },
    cards: {
      provider: env.CARD_PROVIDER,
      stripeBaseUrl: env.STRIPE_BASE_URL.replace(/\/$/, ''),
      stripeSecretKey: env.STRIPE_SECRET_KEY ?? '',
      stripePublishableKey: env.STRIPE_PUBLISHABLE_KEY ?? '',
    },
  }));

export type Config = z.output<typeof ConfigSchema>;

/** What FILES_PROVIDER=s3 needs: a bucket, and both halves of a key or neither (the SDK's own chain). */
function objectStorageIssues(env: {
  FILES_PROVIDER: 'disk' | 's3';
  S3_BUCKET?: string | undefined;
  S3_ACCESS_KEY_ID?: string | undefined;
  S3_SECRET_ACCESS_KEY?: string | undefined;
}): { key: string; message: string }[] {
  if (env.FILES_PROVIDER !== 's3') return [];
  const issues: { key: string; message: string }[] = [];
  if (!env.S3_BUCKET) issues.push({ key: 'S3_BUCKET', message: 'is required when FILES_PROVIDER=s3' });
  if (env.S3_ACCESS_KEY_ID && !env.S3_SECRET_ACCESS_KEY)
    issues.push({ key: 'S3_SECRET_ACCESS_KEY', message: 'is required with S3_ACCESS_KEY_ID' });
  if (env.S3_SECRET_ACCESS_KEY && !env.S3_ACCESS_KEY_ID)
    issues.push({ key: 'S3_ACCESS_KEY_ID', message: 'is required with S3_SECRET_ACCESS_KEY' });
  return issues;
}

/**
 * The sites (or stores) domain as scheme and host (with its port, if any): a site is
 * `{scheme}//{subdomain}.{host}`, a storefront `{scheme}//{domain}.{host}`.
 */
function sitesAddress(url: string): { scheme: string; host: string } {
  const parsed = new URL(url);
  return { scheme: parsed.protocol, host: parsed.host.toLowerCase() };
}

export class ConfigError extends Error {}

/** Reads the environment once; a bad value stops the process with a readable list of what is wrong. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const result = ConfigSchema.safeParse(env);
  if (result.success) return result.data;
  const lines = result.error.issues.map((issue) => `  - ${issue.path.join('.') || '(environment)'}: ${issue.message}`);
  throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
}

/** Where Aerie writes Caddy's config on a user's server, and the CA its sites use: the defaults unless a test says. */
function serverCaddyOptions(env: {
  SERVER_CADDY_DIR?: string | undefined;
  SERVER_CADDY_ACME_CA?: string | undefined;
  SERVER_CADDY_ACME_CA_ROOT?: string | undefined;
}) {
  const dir = env.SERVER_CADDY_DIR;
  return {
    paths: dir
      ? {
          caddyfile: join(dir, 'Caddyfile'),
          sitesFile: join(dir, 'aerie.caddy'),
          logFile: join(dir, 'caddy.log'),
          pidFile: join(dir, 'caddy.pid'),
        }
      : undefined,
    acme:
      env.SERVER_CADDY_ACME_CA && env.SERVER_CADDY_ACME_CA_ROOT
        ? { ca: env.SERVER_CADDY_ACME_CA, caRoot: env.SERVER_CADDY_ACME_CA_ROOT }
        : undefined,
  };
}
