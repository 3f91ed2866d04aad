import { z } from 'zod';

import { text } from '../fields.js';

/**
 * Issue 28: how a deployment builds. `releases` builds each run in `{deploy_path}/releases/{name}` and switches
 * `{deploy_path}/current` to it once the build (and the health check) succeeded; `in_place` builds in the deploy
 * path itself, as deployments did before releases.
 */
export const DEPLOYMENT_STRATEGIES = ['releases', 'in_place'] as const;
export type DeploymentStrategy = (typeof DEPLOYMENT_STRATEGIES)[number];

/** docs/product.md § Release settings and Roll back: the limits of a deployment's release settings. */
export const RELEASE_RULES = {
  sharedPathsMax: 20,
  sharedPathMax: 255,
  keepReleasesMin: 1,
  keepReleasesMax: 50,
  keepReleasesDefault: 5,
  commandMax: 2000,
  healthCheckUrlMax: 2048,
  timeoutMin: 1,
  timeoutMax: 60,
  timeoutDefault: 5,
  retryMin: 0,
  retryMax: 600,
  retryDefault: 30,
} as const;

const SHARED_PATH_CHARACTERS = /^[A-Za-z0-9._\-/@+]+$/;

/**
 * Why one shared path cannot be linked into a release, or null. A shared path reaches the server's shell
 * (docs/architecture.md § Shell values) and names a link inside the release: it must stay inside it.
 */
export function sharedPathProblem(path: string): string | null {
  if (path === '') return 'Shared paths cannot be empty';
  if (path.length > RELEASE_RULES.sharedPathMax) {
    return `Shared paths must be at most ${RELEASE_RULES.sharedPathMax} characters each`;
  }
  if (path.startsWith('/')) return `Shared paths must be relative to the deploy path: "${path}" starts with /`;
  if (!SHARED_PATH_CHARACTERS.test(path)) {
    return `Shared paths may use only letters, digits and . _ - @ + /: "${path}" has another character`;
  }
  const parts = path.split('/');
  if (parts.some((part) => part === '..' || part === '.')) {
    return `Shared paths cannot go through . or .. : "${path}" would leave the release`;
  }
  if (parts.some((part) => part === '')) return `Shared paths cannot have empty parts (//, or a trailing /): "${path}"`;
  // The release's own git checkout: a link there would replace the clone every run fetches into.
  if (parts[0] === '.git') return 'Shared paths cannot include .git: it is the release’s own git checkout';
  return null;
}

/**
 * Why a list of shared paths cannot be used, or null: each path's own problem, then a path listed twice or
 * one inside another (linking `storage` makes `storage/logs` part of it already).
 */
export function sharedPathsProblem(paths: readonly string[]): string | null {
  if (paths.length > RELEASE_RULES.sharedPathsMax) return `Shared paths can be at most ${RELEASE_RULES.sharedPathsMax}`;
  for (const path of paths) {
    const problem = sharedPathProblem(path);
    if (problem) return problem;
  }
  const seen = new Set<string>();
  for (const path of paths) {
    if (seen.has(path)) return `Shared paths list "${path}" twice`;
    seen.add(path);
  }
  for (const path of paths) {
    const outer = paths.find((other) => path.startsWith(`${other}/`));
    if (outer) return `Shared paths cannot nest: "${path}" is inside "${outer}"`;
  }
  return null;
}

/** The shared paths as one text, one a line (blank lines skipped): what the settings form's textarea holds. */
export const sharedPathsFromLines = (lines: string): string[] =>
  lines
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '');

export const sharedPathsField = z
  .array(z.string({ error: 'Shared paths must be text' }).trim(), { error: 'Shared paths must be a list of paths' })
  .superRefine((paths, context) => {
    const problem = sharedPathsProblem(paths);
    if (problem) context.addIssue({ code: 'custom', message: problem });
  });

export const keepReleasesField = z
  .number({ error: 'Keep releases must be a number' })
  .int('Keep releases must be a whole number')
  .min(RELEASE_RULES.keepReleasesMin, `Keep releases must be between 1 and ${RELEASE_RULES.keepReleasesMax}`)
  .max(RELEASE_RULES.keepReleasesMax, `Keep releases must be between 1 and ${RELEASE_RULES.keepReleasesMax}`);

/** A command run by the server's shell as written (like the build commands); blank means none. */
function optionalCommand(label: string) {
  return text(label)
    .max(RELEASE_RULES.commandMax, `${label} must be at most ${RELEASE_RULES.commandMax} characters`)
    .transform((value) => value.trim() || null)
    .nullable()
    .transform((value) => value ?? null);
}

export const restartCommandField = optionalCommand('Restart command');
export const healthCheckCommandField = optionalCommand('Health check command');

/** Requested from the server itself, so `http://127.0.0.1:3000/health` is the usual value; http(s) only. */
export const healthCheckUrlField = text('Health check URL')
  .max(
    RELEASE_RULES.healthCheckUrlMax,
    `Health check URL must be at most ${RELEASE_RULES.healthCheckUrlMax} characters`,
  )
  .transform((value) => value.trim())
  .refine((value) => {
    if (value === '') return true;
    try {
      const url = new URL(value);
      return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
    } catch {
      return false;
    }
  }, 'Health check URL must be an http:// or https:// address, e.g. http://127.0.0.1:3000/health')
  .transform((value) => value || null)
  .nullable()
  .transform((value) => value ?? null);

function seconds(label: string, min: number, max: number) {
  const range = `${label} must be between ${min} and ${max} seconds`;
  return z
    .number({ error: `${label} must be a number of seconds` })
    .int(range)
    .min(min, range)
    .max(max, range);
}
export const healthCheckTimeoutField = seconds(
  'Health check timeout',
  RELEASE_RULES.timeoutMin,
  RELEASE_RULES.timeoutMax,
);
export const healthCheckRetryField = seconds('Health check retry time', RELEASE_RULES.retryMin, RELEASE_RULES.retryMax);

export const APP_PORT_MESSAGE = 'App port must be a whole number from 1 to 65535, such as 3000';
export const APP_PORT_CADDY_MESSAGE =
  "Ports 80, 443 and 2019 are Caddy's own: give the port your app listens on, such as 3000";

/**
 * Caddy listens on 80 and 443 and keeps its admin API on 2019 (issue 34's review): proxying a domain there loops
 * Caddy into itself, or puts its admin API on the internet.
 */
const CADDY_PORTS: readonly number[] = [80, 443, 2019];

/** Issue 32 § 3: the local port the app listens on, which Caddy proxies the deployment's hosts to; null: none. */
export const appPortField = z
  .number({ error: APP_PORT_MESSAGE })
  .int(APP_PORT_MESSAGE)
  .min(1, APP_PORT_MESSAGE)
  .max(65_535, APP_PORT_MESSAGE)
  .refine((port) => !CADDY_PORTS.includes(port), APP_PORT_CADDY_MESSAGE)
  .nullable();

export const HEALTH_CHECK_BOTH_MESSAGE = 'Give a health check URL or a health check command, not both';

/**
 * The release settings call's body (issue 28). Flat, so each field's message lands on its own name; omitted
 * optional fields take the defaults a new deployment has. A check is a URL or a command, never both.
 */
export const ReleaseSettingsSchema = z
  .strictObject({
    strategy: z.enum(DEPLOYMENT_STRATEGIES, { error: 'Strategy must be releases or in_place' }),
    shared_paths: sharedPathsField.default([]),
    keep_releases: keepReleasesField.default(RELEASE_RULES.keepReleasesDefault),
    restart_command: restartCommandField.default(null),
    health_check_url: healthCheckUrlField.default(null),
    health_check_command: healthCheckCommandField.default(null),
    health_check_timeout_seconds: healthCheckTimeoutField.default(RELEASE_RULES.timeoutDefault),
    health_check_retry_seconds: healthCheckRetryField.default(RELEASE_RULES.retryDefault),
    app_port: appPortField.default(null),
  })
  .superRefine((settings, context) => {
    if (settings.health_check_url && settings.health_check_command) {
      context.addIssue({ code: 'custom', path: ['health_check_command'], message: HEALTH_CHECK_BOTH_MESSAGE });
    }
  });
export type ReleaseSettingsInput = z.input<typeof ReleaseSettingsSchema>;
export type ReleaseSettings = z.output<typeof ReleaseSettingsSchema>;

/** How a deployment checks its app after a switch: a URL (2xx) or a command (exit 0), or neither. */
export const HealthCheckSchema = z.object({
  url: z.string().nullable(),
  command: z.string().nullable(),
  timeout_seconds: z.number().int(),
  retry_seconds: z.number().int(),
});
export type HealthCheck = z.infer<typeof HealthCheckSchema>;
