import { z } from 'zod';

import { idField, MAX_ID } from '../fields.js';
import { projectUidField } from '../projects/project.js';
import { DEPLOYMENT_STRATEGIES, HealthCheckSchema } from './release-settings.js';

/**
 * docs/product.md § Build commands and variables, § Page sizes and issue 13: page sizes, editor size, timers and the
 * run limits of deployments.
 */
export const DEPLOYMENT_RULES = {
  perPage: 12,
  runsPerPage: 20,
  /** The commands editor's textarea (docs/product.md § Build commands and variables). */
  commandsCols: 120,
  commandsRows: 20,
  /** docs/product.md § Build commands and variables: opening the commands page with no record creates one with this text. */
  defaultCommands: 'pwd',
  commandsMax: 20_000,
  variablesMax: 50_000,
  variablesCount: 200,
  branchMax: 255,
  deployPathMax: 255,
  /** docs/product.md § Creating a deployment: the create modal closes about 1 s after success. */
  createCloseMs: 1000,
  /** docs/product.md § Build commands and variables: save banners clear after 2.5 s. */
  saveBannerMs: 2500,
  /** Issue 13: a run is stopped after 10 minutes by default (DEPLOY_TIMEOUT_MINUTES). */
  defaultTimeoutMinutes: 10,
  /** Log lines kept per run; the rest is dropped with a note. */
  logLinesMax: 20_000,
  logLineMax: 4000,
} as const;

/** The texts of docs/product.md § Deployments list, § Error catalogue word for word, plus ours for what it leaves unsaid. */
export const DEPLOYMENT_MESSAGES = {
  empty: 'You have no deployments',
  created: 'Deployment created. The first run has started.',
  deleted: 'Deployment was successfully deleted!',
  commandsSaved: 'Commands saved successfully.',
  variablesSaved: 'Configs saved successfully.',
  runQueued: 'A new run has been queued.',
  runCancelled: 'The run is being cancelled.',
  serverNotActive: 'Deployments can only go to an active server that Aerie reaches over SSH.',
  masked: '********',
} as const;

export const RUN_STATUSES = ['queued', 'running', 'succeeded', 'failed', 'timed_out', 'cancelled'] as const;
export type RunStatus = (typeof RUN_STATUSES)[number];
export const RUN_TRIGGERS = ['create', 'manual', 'schedule', 'push'] as const;
export type RunTrigger = (typeof RUN_TRIGGERS)[number];

/**
 * Issue 24 §2: who a run acts for. `user`: the person who created the deployment or pressed Deploy now
 * (`started_by`). `deployment`: the deployment itself, for a schedule or a push — no person started it,
 * so `started_by` is null and nobody's rights are used (a run clones with a credential of its own anyway).
 */
export const RUN_TRIGGERED_BY = ['user', 'deployment'] as const;
export type RunTriggeredBy = (typeof RUN_TRIGGERED_BY)[number];

/** Issue 28: a `deploy` builds (a release, or in place); a `rollback` switches back to an earlier run's release. */
export const RUN_KINDS = ['deploy', 'rollback'] as const;
export type RunKind = (typeof RUN_KINDS)[number];

/**
 * A git branch name an attacker cannot turn into an option or a second command (issue 13,
 * docs/architecture.md § Shell values): git's own ref rules plus an allow-list of characters, and never a leading `-`.
 */
export function isSafeBranch(value: string): boolean {
  if (!/^[A-Za-z0-9._/-]+$/.test(value)) return false;
  if (value.startsWith('-') || value.startsWith('/') || value.endsWith('/') || value.endsWith('.')) return false;
  if (value.includes('..') || value.includes('//') || value.includes('@{') || value.endsWith('.lock')) return false;
  return value.split('/').every((part) => part.length > 0 && !part.startsWith('.'));
}

/** An absolute path of safe characters, without `..` segments (issue 13, docs/architecture.md § Shell values). */
export function isSafeDeployPath(value: string): boolean {
  if (!/^\/[A-Za-z0-9._\-/~@+]*$/.test(value)) return false;
  return !value.split('/').some((part) => part === '..' || part === '.');
}

export const branchField = z
  .string({ error: 'Branch is required' })
  .trim()
  .min(1, 'Branch is required')
  .max(DEPLOYMENT_RULES.branchMax, 'Branch is too long')
  .refine(isSafeBranch, 'Branch must be a git branch name (letters, digits, . _ - /), not starting with -');
export const deployPathField = z
  .string({ error: 'Deploy path is required' })
  .trim()
  .min(1, 'Deploy path is required')
  .max(DEPLOYMENT_RULES.deployPathMax, 'Deploy path is too long')
  .refine(isSafeDeployPath, 'Deploy path must be an absolute path such as /var/www/app, without .. or spaces');
/** docs/product.md § Schedules and push-to-deploy: a time of day as H:M:S (24 h). */
export const scheduleField = z
  .string()
  .regex(/^([01]?\d|2[0-3]):[0-5]?\d:[0-5]?\d$/, 'Schedule must be a time of day as H:M:S, e.g. 03:30:00');
export const timezoneField = z
  .string()
  .min(1)
  .max(64)
  .refine((zone) => {
    try {
      new Intl.DateTimeFormat('en', { timeZone: zone });
      return true;
    } catch {
      return false;
    }
  }, 'Time zone is invalid');

/** An environment variable name (docs/architecture.md § Shell values): letters, digits and underscores, not starting with a digit. */
export const ENV_KEY = /^[A-Za-z_][A-Za-z0-9_]*$/;

export const deploymentSlugParam = z.string().regex(/^[a-z0-9]{8,40}$/, 'Deployment is invalid');
export const deploymentIdField = idField('Deployment');
export const runIdParam = z.coerce.number().int().min(1, 'Run is invalid').max(MAX_ID, 'Run is invalid');

export const RunSummarySchema = z.object({
  id: z.number().int(),
  status: z.enum(RUN_STATUSES),
  trigger: z.enum(RUN_TRIGGERS),
  triggered_by: z.enum(RUN_TRIGGERED_BY),
  commit_sha: z.string().nullable(),
  exit_code: z.number().int().nullable(),
  failure_reason: z.string().nullable(),
  started_by: z.object({ id: z.number().int(), first: z.string(), last: z.string() }).nullable(),
  queued_at: z.string(),
  started_at: z.string().nullable(),
  finished_at: z.string().nullable(),
  kind: z.enum(RUN_KINDS),
  /** The release directory's name under `{deploy_path}/releases/` (e.g. `12-ab12cd3`); null for a run in place. */
  release: z.string().nullable(),
  /** The release is still on the server (not pruned), so it can be rolled back to. */
  release_present: z.boolean(),
  /** Its health check failed after the switch and `current` was switched back: "failed — rolled back". */
  rolled_back: z.boolean(),
  /** When this run switched `current` to its release (null: never, or switched back): the newest is live. */
  went_live_at: z.string().nullable(),
  /** For a rollback: the run whose release it switched back to. */
  rollback_of_run_id: z.number().int().nullable(),
});
export type RunSummary = z.infer<typeof RunSummarySchema>;

/** docs/product.md § Deployments, plus what the lists and menus show beyond the spec. */
export const DeploymentSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  server: z.object({ name: z.string(), ip: z.string().nullable() }),
  branch: z.string(),
  deploy_path: z.string(),
  created_at: z.string(),
  repo_id: z.number().int(),
  server_id: z.number().int(),
  /** 0 means immediate (docs/product.md § Deployments); always 0 here. */
  auto_deploy: z.literal(0),
  project_id: z.number().int(),
  /** A daily time of day (H:M:S) in `timezone`, or null. */
  schedule: z.string().nullable(),
  timezone: z.string(),
  next_run_at: z.string().nullable(),
  push_to_deploy: z.boolean(),
  /** Issue 28: the release settings (docs/product.md § Release settings and Roll back). */
  strategy: z.enum(DEPLOYMENT_STRATEGIES),
  shared_paths: z.array(z.string()),
  keep_releases: z.number().int(),
  restart_command: z.string().nullable(),
  health_check: HealthCheckSchema,
  /** Issue 32 § 3: the port its app listens on, which Caddy on the server proxies its hosts to. */
  app_port: z.number().int().nullable(),
  repository: z.object({ name: z.string(), platform: z.string() }),
  last_run: RunSummarySchema.nullable(),
});
export type Deployment = z.infer<typeof DeploymentSchema>;

export const DeploymentPageSchema = z.object({
  data: z.array(DeploymentSchema),
  current_page: z.number().int(),
  per_page: z.literal(DEPLOYMENT_RULES.perPage),
  total: z.number().int(),
  last_page: z.number().int(),
});
export type DeploymentPage = z.infer<typeof DeploymentPageSchema>;

/** docs/product.md § Creating a deployment (auto_deploy forced to 0). */
export const CreateDeploymentSchema = z.strictObject({
  server_id: idField('Server'),
  repo_id: idField('Repository'),
  branch: branchField,
  auto_deploy: z.literal(0, { error: 'auto_deploy must be 0' }).default(0),
  deploy_path: deployPathField,
  project_id: projectUidField,
  schedule: scheduleField.nullable().optional(),
  timezone: timezoneField.default('UTC'),
  push_to_deploy: z.boolean().default(false),
  /** Issue 28: new deployments build releases unless told to build in place. */
  strategy: z.enum(DEPLOYMENT_STRATEGIES, { error: 'Strategy must be releases or in_place' }).default('releases'),
});
export type CreateDeployment = z.infer<typeof CreateDeploymentSchema>;

/** docs/product.md § Build commands and variables. */
export const CommandsRecordSchema = z.object({
  slug: z.string(),
  commands: z.string(),
  updated_at: z.string(),
  server: z.object({ name: z.string(), ip: z.string().nullable() }),
  project_id: z.number().int(),
  deployment_id: z.number().int(),
  user_id: z.number().int().nullable(),
});
export type CommandsRecord = z.infer<typeof CommandsRecordSchema>;

/** docs/product.md § Build commands and variables: KEY=VALUE lines; values are sealed at rest and only sent to members. */
export const DeploymentConfigSchema = z.object({
  slug: z.string(),
  variables: z.string(),
  updated_at: z.string(),
  deployment_id: z.number().int(),
});
export type DeploymentConfig = z.infer<typeof DeploymentConfigSchema>;

export const commandsField = z
  .string({ error: 'Commands must be text' })
  .max(DEPLOYMENT_RULES.commandsMax, `Commands must be at most ${DEPLOYMENT_RULES.commandsMax} characters`)
  .refine((text) => !text.includes('\0'), 'Commands cannot contain a NUL character');

/**
 * Variables as KEY=VALUE lines (blank lines and `#` comments allowed). Every key must be a valid name and
 * appear once; the message names the first bad line.
 */
export function variablesProblem(text: string): string | null {
  if (text.includes('\0')) return 'Variables cannot contain a NUL character';
  const seen = new Set<string>();
  const lines = text.split(/\r?\n/);
  let count = 0;
  for (const [index, raw] of lines.entries()) {
    const line = raw.trim();
    if (!line || line.startsWith('#')) continue;
    const equals = line.indexOf('=');
    const key = equals === -1 ? line : line.slice(0, equals).trim();
    if (equals === -1) return `Line ${index + 1}: write KEY=VALUE`;
    if (!ENV_KEY.test(key)) return `Line ${index + 1}: ${key || 'the key'} is not a valid variable name`;
    if (seen.has(key)) return `Line ${index + 1}: ${key} is set twice`;
    seen.add(key);
    count += 1;
  }
  if (count > DEPLOYMENT_RULES.variablesCount) return `At most ${DEPLOYMENT_RULES.variablesCount} variables`;
  return null;
}

export const variablesField = z
  .string({ error: 'Variables must be text' })
  .max(DEPLOYMENT_RULES.variablesMax, `Variables must be at most ${DEPLOYMENT_RULES.variablesMax} characters`)
  .superRefine((text, context) => {
    const problem = variablesProblem(text);
    if (problem) context.addIssue({ code: 'custom', message: problem });
  });

/**
 * One line of a run's log, as stored and streamed (values of variables masked). `system` lines are Aerie's
 * own (the steps, a `$ command` heading before each build command); `error` lines are Aerie's own words
 * about a failure (the failing command's last lines). A build's stderr joins its stdout, in order.
 */
export const RunLogLineSchema = z.object({
  seq: z.number().int(),
  ts: z.string(),
  stream: z.enum(['stdout', 'stderr', 'system', 'error']),
  line: z.string(),
});
export type RunLogLine = z.infer<typeof RunLogLineSchema>;

export const RunDetailSchema = RunSummarySchema.extend({
  deployment: z.object({ id: z.number().int(), slug: z.string(), branch: z.string(), deploy_path: z.string() }),
  server: z.object({ name: z.string(), ip: z.string().nullable() }),
  project_id: z.number().int(),
  lines: z.array(RunLogLineSchema),
});
export type RunDetail = z.infer<typeof RunDetailSchema>;
