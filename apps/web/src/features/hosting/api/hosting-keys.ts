/**
 * Every hosting query of a project sits under `['hosting', uid]`: any action on a server changes its
 * row, the Server Logs tab and possibly its SSH users, so one invalidation reloads exactly that project's.
 */
export function hostingKey(projectUid: string) {
  return ['hosting', projectUid] as const;
}
