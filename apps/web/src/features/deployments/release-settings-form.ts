import {
  DEPLOYMENT_STRATEGIES,
  ReleaseSettingsSchema,
  sharedPathsFromLines,
  type Deployment,
  type ReleaseSettingsInput,
} from '@aerie/contract';
import { z } from 'zod';

/** A health check is a URL or a command (issue 28), chosen first so the form asks for one of them only. */
export const HEALTH_CHECK_KINDS = ['none', 'url', 'command'] as const;
export type HealthCheckKind = (typeof HEALTH_CHECK_KINDS)[number];

/** The fields the server names in its errors, each the form's field of the same name. */
export const RELEASE_SETTINGS_FIELDS = [
  'strategy',
  'shared_paths',
  'keep_releases',
  'restart_command',
  'health_check_url',
  'health_check_command',
  'health_check_timeout_seconds',
  'health_check_retry_seconds',
  'app_port',
] as const;

const FormShape = z.object({
  strategy: z.enum(DEPLOYMENT_STRATEGIES),
  /** One path a line, as people write them; the body sends a list. */
  shared_paths: z.string(),
  keep_releases: z.string(),
  restart_command: z.string(),
  health_check: z.enum(HEALTH_CHECK_KINDS),
  health_check_url: z.string(),
  health_check_command: z.string(),
  health_check_timeout_seconds: z.string(),
  health_check_retry_seconds: z.string(),
  /** Issue 32 § 3: blank for none. */
  app_port: z.string(),
});
export type ReleaseSettingsValues = z.infer<typeof FormShape>;

/** The call's body: the lines as a list, numbers as numbers, only the chosen kind of check, blanks as none. */
export function releaseSettingsBody(values: ReleaseSettingsValues): ReleaseSettingsInput {
  return {
    strategy: values.strategy,
    shared_paths: sharedPathsFromLines(values.shared_paths),
    keep_releases: Number(values.keep_releases),
    restart_command: values.restart_command.trim() || null,
    health_check_url: values.health_check === 'url' ? values.health_check_url.trim() : null,
    health_check_command: values.health_check === 'command' ? values.health_check_command.trim() : null,
    health_check_timeout_seconds: Number(values.health_check_timeout_seconds),
    health_check_retry_seconds: Number(values.health_check_retry_seconds),
    app_port: values.app_port.trim() === '' ? null : Number(values.app_port.trim()),
  };
}

/**
 * The form checks the body it would send with the contract's own schema, so each field says before submit
 * what the server would (docs/product.md § Release settings and Roll back); a chosen check must also be filled in.
 */
export const ReleaseSettingsFormSchema = FormShape.superRefine((values, context) => {
  const parsed = ReleaseSettingsSchema.safeParse(releaseSettingsBody(values));
  for (const issue of parsed.error?.issues ?? []) {
    context.addIssue({ code: 'custom', path: [String(issue.path[0] ?? 'strategy')], message: issue.message });
  }
  if (values.health_check === 'url' && !values.health_check_url.trim()) {
    context.addIssue({ code: 'custom', path: ['health_check_url'], message: 'Enter the URL to check' });
  }
  if (values.health_check === 'command' && !values.health_check_command.trim()) {
    context.addIssue({ code: 'custom', path: ['health_check_command'], message: 'Enter the command to run' });
  }
});

/** The form as the deployment is now. */
export function releaseSettingsDefaults(deployment: Deployment): ReleaseSettingsValues {
  const check = deployment.health_check;
  return {
    strategy: deployment.strategy,
    shared_paths: deployment.shared_paths.join('\n'),
    keep_releases: String(deployment.keep_releases),
    restart_command: deployment.restart_command ?? '',
    health_check: check.url ? 'url' : check.command ? 'command' : 'none',
    health_check_url: check.url ?? '',
    health_check_command: check.command ?? '',
    health_check_timeout_seconds: String(check.timeout_seconds),
    health_check_retry_seconds: String(check.retry_seconds),
    app_port: deployment.app_port === null ? '' : String(deployment.app_port),
  };
}
