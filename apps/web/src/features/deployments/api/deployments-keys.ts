/**
 * Every deployments query of a project sits under `['deployments', uid]`: creating, deleting or running a
 * deployment changes its list rows (the last run), its runs and a run's page, so one invalidation reloads
 * exactly that project's.
 */
export function deploymentsKey(projectUid: string) {
  return ['deployments', projectUid] as const;
}
