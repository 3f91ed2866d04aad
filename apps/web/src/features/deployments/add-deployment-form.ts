import {
  branchField,
  deployPathField,
  planEntry,
  planRefusal,
  type CreateDeployment,
  type PlanId,
} from '@aerie/contract';
import { z } from 'zod';

import { scheduleFromTimeInput } from './schedule';

/**
 * The Add Deployment form (docs/product.md § Creating a deployment): the selects hold ids as text until sent; branch
 * and deploy path are checked with the contract's own rules, so the browser says what the server would.
 */
export const AddDeploymentFormSchema = z.object({
  repo_id: z.string().min(1, 'Choose a repository'),
  server_id: z.string().min(1, 'Choose a server'),
  branch: branchField,
  deploy_path: deployPathField,
  schedule: z.string().regex(/^(\d{1,2}:\d{1,2}(:\d{1,2})?)?$/, 'Schedule must be a time of day'),
  timezone: z.string(),
  push_to_deploy: z.boolean(),
});
export type AddDeploymentValues = z.input<typeof AddDeploymentFormSchema>;
export type AddDeploymentOutput = z.output<typeof AddDeploymentFormSchema>;

export function addDeploymentDefaults(serverId: number | null, timezone: string): AddDeploymentValues {
  return {
    repo_id: '',
    server_id: serverId === null ? '' : String(serverId),
    branch: 'main',
    deploy_path: '',
    schedule: '',
    timezone,
    push_to_deploy: false,
  };
}

/**
 * docs/product.md § Creating a deployment: the submit button stays inactive until branch and deploy path are typed and
 * both selects are set.
 */
export function isAddDeploymentComplete(
  values: Pick<AddDeploymentValues, 'repo_id' | 'server_id' | 'branch' | 'deploy_path'>,
): boolean {
  return [values.repo_id, values.server_id, values.branch, values.deploy_path].every(
    (value) => (value ?? '').trim() !== '',
  );
}

/**
 * Why the workspace's plan does not allow push-to-deploy, in the server's own words, or null (docs/product.md §
 * Plans: "deployments on push"). Null too while the plan is not known yet: the server decides then. Any repository
 * may deploy on push; the plan is what can say no, so the form says it before submit.
 */
export function pushToDeployRefusal(plan: PlanId | undefined): string | null {
  if (!plan || planEntry(plan).gitDeployments !== 0) return null;
  return planRefusal(plan, 'gitDeployments');
}

/**
 * The create call's body: auto_deploy forced to 0 (docs/product.md § Creating a deployment), the schedule as H:M:S or
 * null, and releases (issue 28: every new deployment starts with them; its release settings can switch it).
 */
export function addDeploymentBody(values: AddDeploymentOutput, projectUid: string): CreateDeployment {
  const schedule = scheduleFromTimeInput(values.schedule);
  return {
    server_id: Number(values.server_id),
    repo_id: Number(values.repo_id),
    branch: values.branch,
    auto_deploy: 0,
    deploy_path: values.deploy_path,
    project_id: projectUid,
    schedule,
    timezone: values.timezone,
    push_to_deploy: values.push_to_deploy,
    strategy: 'releases',
  };
}
