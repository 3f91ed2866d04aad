import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

import { defineConfig, devices } from '@playwright/test';

const root = fileURLToPath(new URL('../..', import.meta.url));
// A port of its own and a fresh data folder: the suite starts Aerie the way a person does.
const port = Number(process.env.E2E_PORT ?? 20000 + Math.floor(Math.random() * 20000));
process.env.E2E_PORT = String(port);
const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(join(tmpdir(), 'aerie-e2e-'));
process.env.E2E_DATA_DIR = dataDir;
// Debian's headless shell when installed, as `npm test` picks it (scripts/test.mjs): a quarter less processor.
const headlessShell = '/usr/bin/chromium-headless-shell';
const chromiumPath = process.env.CHROMIUM_PATH ?? (existsSync(headlessShell) ? headlessShell : '/usr/bin/chromium');
export const baseURL = `http://localhost:${port}`;
// The fake GitHub the repositories journey connects: next port up, an OAuth client both sides know.
const fakeGitHub = {
  port: port + 1,
  clientId: 'aerie-e2e-github-client',
  clientSecret: 'aerie-e2e-github-secret',
};
const fakeGitHubUrl = `http://127.0.0.1:${fakeGitHub.port}`;
// The user's server's Caddy (issue 32 § 3, § 4): the folder its config lives in on the test sshd, and the port of the
// Pebble CA its sites get certificates from (tests/e2e/support/server-caddy.ts starts Pebble there when a spec needs it).
const serverCaddyDir = process.env.E2E_SERVER_CADDY_DIR ?? join(tmpdir(), `aerie-e2e-server-caddy-${port}`);
process.env.E2E_SERVER_CADDY_DIR = serverCaddyDir;
const pebblePort = Number(process.env.E2E_PEBBLE_PORT ?? port + 2);
process.env.E2E_PEBBLE_PORT = String(pebblePort);
// The DNS Aerie asks for domains' TXT proofs: a journey that verifies a domain starts it there (startLocalDns).
const dnsPort = Number(process.env.E2E_DNS_PORT ?? port + 3);
process.env.E2E_DNS_PORT = String(dnsPort);

export default defineConfig({
  testDir: './specs',
  outputDir: './test-results',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json']],
  use: {
    baseURL,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: chromiumPath,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } } }],
  webServer: [
    {
      command: 'npx tsx tests/e2e/support/fake-github-server.ts',
      cwd: root,
      // Its API answers 401 without a token: the server is up.
      url: `${fakeGitHubUrl}/api/user`,
      reuseExistingServer: false,
      timeout: 60_000,
      env: {
        FAKE_GITHUB_PORT: String(fakeGitHub.port),
        FAKE_GITHUB_CLIENT_ID: fakeGitHub.clientId,
        FAKE_GITHUB_CLIENT_SECRET: fakeGitHub.clientSecret,
      },
    },
    {
      // The production build `npm test` has just made (SERVER_BUNDLE, scripts/test.mjs), as `npm start` runs it; the
      // source through tsx when a journey is run on its own after an edit.
      command: process.env.SERVER_BUNDLE ? `node "${process.env.SERVER_BUNDLE}"` : 'npx tsx apps/server/src/main.ts',
      cwd: root,
      url: `${baseURL}/healthz`,
      reuseExistingServer: false,
      timeout: 120_000,
      env: {
        PORT: String(port),
        DATA_DIR: dataDir,
        SEED_DEMO: 'true',
        // The test runner is the proxy: API-made sign-ups name their client in X-Forwarded-For, as a load balancer would.
        TRUST_PROXY: 'loopback',
        NODE_ENV: 'development',
        LOG_LEVEL: 'warn',
        JOB_POLL_SECONDS: '0.5',
        // Site visits are written every second, so a journey sees its visit without waiting 5 s.
        SITE_ANALYTICS_FLUSH_MS: '1000',
        GIT_DIR: join(dataDir, 'git'),
        GITHUB_CLIENT_ID: fakeGitHub.clientId,
        GITHUB_CLIENT_SECRET: fakeGitHub.clientSecret,
        GITHUB_URL: fakeGitHubUrl,
        GITHUB_API_URL: `${fakeGitHubUrl}/api`,
        DNS_SERVERS: `127.0.0.1:${dnsPort}`,
        SERVER_CADDY_DIR: join(serverCaddyDir, 'etc'),
        SERVER_CADDY_ACME_CA: `https://127.0.0.1:${pebblePort}/dir`,
        SERVER_CADDY_ACME_CA_ROOT: join(serverCaddyDir, 'ca', 'minica.pem'),
      },
    },
  ],
});
