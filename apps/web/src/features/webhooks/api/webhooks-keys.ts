/**
 * Every webhooks query of a project sits under `['webhooks', uid]`: adding, editing or testing a webhook
 * changes its list row (the last delivery) and its log, so one invalidation reloads that project's.
 */
export function webhooksKey(projectUid: string) {
  return ['webhooks', projectUid] as const;
}
