import type { CertificateProbe } from '../../src/adapters/certificate-probe/certificate-probe.js';
import type { DestinationStream } from 'pino';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';

import type { Clock } from '../../src/adapters/clock/clock.js';
import type { MailTransport } from '../../src/adapters/mail/mail-transport.js';
import type { DatabaseHandle } from '../../src/db/client.js';
import { loadConfig } from '../../src/config.js';
import { createLogger } from '../../src/logger.js';
import type { EventSubscriber } from '../../src/modules/events/index.js';
import { startRuntime, type Runtime } from '../../src/runtime.js';
import { SUBSCRIBERS } from '../../src/subscribers.js';
import { openTestDatabase } from './test-database.js';

export interface TestApp {
  app: FastifyInstance;
  runtime: Runtime;
  /** `app.inject` on APP_URL's host with JSON in and out and an optional bearer token. */
  call(options: {
    method: InjectOptions['method'];
    url: string;
    body?: unknown;
    token?: string;
    headers?: Record<string, string>;
    remoteAddress?: string;
  }): Promise<LightMyRequestResponse & { json(): TestBody }>;
  close(): Promise<void>;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- reply bodies are asserted field by field
type TestBody = any;

/** Starts the whole product (web + worker roles) on a fresh database, exactly as `npm start` does. */
export async function startTestApp(
  options: {
    env?: Record<string, string>;
    mailTransport?: MailTransport;
    /** What time the app thinks it is: a test clock (support/test-clock.ts) to move time; the system's otherwise. */
    clock?: Clock;
    /** Receives the log lines (set `LOG_LEVEL` in `env` too; tests are silent by default). */
    logStream?: DestinationStream;
    /** A database opened by the test (to start a second app on the same data); a fresh one otherwise. */
    database?: DatabaseHandle;
    /**
     * `web` runs no job workers: nothing writes to the database but the requests themselves (jobs wait in
     * the queue), for tests that compare the data before and after a call.
     */
    role?: 'all' | 'web';
    /** Subscribers to domain events beside the product's own (a test's probe). */
    extraSubscribers?: readonly EventSubscriber[];
    /** What a host's HTTPS port serves; by default nothing answers anywhere. */
    certificates?: CertificateProbe;
  } = {},
): Promise<TestApp> {
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    SEED_DEMO: 'false',
    JOB_POLL_SECONDS: '0.5',
    APP_URL: 'http://aerie.test',
    WEB_DIST_DIR: '/nonexistent-web-build',
    ...options.env,
  });
  const database = options.database ?? (await openTestDatabase());
  const runtime = await startRuntime({
    config,
    logger: createLogger(config, options.logStream),
    database,
    role: options.role ?? 'all',
    mailTransport: options.mailTransport,
    clock: options.clock,
    subscribers: [...SUBSCRIBERS, ...(options.extraSubscribers ?? [])],
  });
  // No test reaches the internet: a host's certificate is looked at only where a test says how (domain-certificates).
  runtime.ctx.certificates = options.certificates ?? {
    probe: async (host) => ({ ok: false, reason: `Nothing answers HTTPS at ${host} yet.` }),
  };
  const app = runtime.app!;
  // Callers reach the app where it lives, as a browser at APP_URL does (other hosts are redirected).
  const appHost = new URL(config.appUrl).host;
  return {
    app,
    runtime,
    call: ({ method, url, body, token, headers, remoteAddress }) =>
      app.inject({
        method,
        url,
        remoteAddress,
        headers: { host: appHost, ...(token ? { authorization: `Bearer ${token}` } : {}), ...headers },
        ...(body === undefined ? {} : { payload: body as object }),
      }) as never,
    close: () => runtime.stop(),
  };
}
