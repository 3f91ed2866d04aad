import { chmod, mkdir, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

import type { Config } from '../../config.js';

/**
 * Aerie Git's pre-receive hook. git runs it once the pack is in quarantine, before any ref moves; when it
 * exits non-zero git drops the quarantined objects and moves no ref, and what it printed reaches the
 * pusher as `remote:` lines. It needs the objects (a force push is an old tip that is not an ancestor of
 * the new one), which is why the rules are checked here and not by reading the request in the server.
 *
 * It holds no rules of its own: the server reads them from the database per push and hands them over in
 * the environment (pushRulesEnvironment), so there is nothing per repository on disk to keep in sync.
 * Ref names come from the pusher and are only compared, never run.
 */
const PRE_RECEIVE = `#!/bin/sh
# Written by the Aerie server (apps/server/src/modules/repositories/push-rules.ts); edits are overwritten.
commands=$(cat)

# The quota: what the push adds is what sits in quarantine (no quarantine: the push brought no objects).
if [ -n "$GIT_QUARANTINE_PATH" ] && [ -n "$AERIE_QUOTA_LEFT_KIB" ]; then
  set -- $(git count-objects -v | sed -n 's/^size\\(-pack\\)\\{0,1\\}: //p')
  if [ $(( \${1:-0} + \${2:-0} )) -gt "$AERIE_QUOTA_LEFT_KIB" ]; then
    printf '%s\\n' "$AERIE_QUOTA_MESSAGE" >&2
    exit 1
  fi
fi

[ -n "$AERIE_PROTECTED_REF" ] || exit 0
refused=$(printf '%s\\n' "$commands" | while read -r old new ref; do
  [ "$ref" = "$AERIE_PROTECTED_REF" ] || continue
  branch=\${ref#refs/heads/}
  case $new in
    *[!0]*) ;;
    *) echo "$branch is protected: it cannot be deleted. $AERIE_PROTECTION_HINT"; continue ;;
  esac
  case $old in
    *[!0]*) git merge-base --is-ancestor "$old" "$new" ||
      echo "$branch is protected: force pushes are refused. $AERIE_PROTECTION_HINT" ;;
  esac
done)
if [ -n "$refused" ]; then
  printf '%s\\n' "$refused" >&2
  exit 1
fi
`;

const PROTECTION_HINT = 'A maintainer or above can turn its protection off on the repository page.';

/** The hooks every push runs with (core.hooksPath), beside the workspaces' directories of GIT_DIR. */
export function pushHooksPath(config: Config['git']): string {
  return join(config.dir, '.aerie-hooks');
}

/**
 * Writes the hook at start. Written beside and renamed into place, so a server starting next to a running
 * one never lets a push meet half a script.
 */
export async function installPushHooks(config: Config['git']): Promise<void> {
  const dir = pushHooksPath(config);
  await mkdir(dir, { recursive: true });
  const staged = join(dir, `.pre-receive.${process.pid}`);
  await writeFile(staged, PRE_RECEIVE);
  await chmod(staged, 0o755);
  await rename(staged, join(dir, 'pre-receive'));
}

export interface PushRules {
  /** `refs/heads/{default branch}` while it is protected, else null. */
  protectedRef: string | null;
  /** Bytes the workspace may still add before it passes its storage quota. */
  quotaLeftBytes: number;
  /** What the pusher reads when the push would pass the quota. */
  quotaMessage: string;
}

/** The environment of `git http-backend` for a push: the hook's path (as git config) and its rules. */
export function pushRulesEnvironment(config: Config['git'], rules: PushRules): Record<string, string> {
  return {
    GIT_CONFIG_COUNT: '1',
    GIT_CONFIG_KEY_0: 'core.hooksPath',
    GIT_CONFIG_VALUE_0: pushHooksPath(config),
    AERIE_PROTECTED_REF: rules.protectedRef ?? '',
    AERIE_PROTECTION_HINT: PROTECTION_HINT,
    AERIE_QUOTA_LEFT_KIB: String(Math.max(0, Math.floor(rules.quotaLeftBytes / 1024))),
    AERIE_QUOTA_MESSAGE: rules.quotaMessage,
  };
}
