import { lstat, readdir } from 'node:fs/promises';
import { join } from 'node:path';

import { GIT_STORAGE_QUOTA_BYTES, type GitStorage, type PlanId } from '@aerie/contract';

import type { Config } from '../../config.js';
import type { RepositoryRow } from '../../db/schema/index.js';
import { aerieRepositoryPath, aerieWorkspacePath } from './git-cli.js';

/**
 * Bytes under a directory: the sum of its files' sizes, symbolic links not followed. A directory that is
 * not there (a repository never pushed to, a workspace without any) takes nothing.
 */
export async function directoryBytes(path: string): Promise<number> {
  let entries;
  try {
    entries = await readdir(path, { recursive: true, withFileTypes: true });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return 0;
    throw error;
  }
  const sizes = await Promise.all(
    entries
      .filter((entry) => entry.isFile())
      .map((entry) =>
        lstat(join(entry.parentPath, entry.name)).then(
          (stats) => stats.size,
          // A file git removed since the listing (a finished quarantine, a repack) takes nothing now.
          () => 0,
        ),
      ),
  );
  return sizes.reduce((total, size) => total + size, 0);
}

/** What an Aerie Git repository takes on disk; null for a provider's, which is not stored here. */
export async function aerieRepositorySize(
  config: Config['git'],
  repository: Pick<RepositoryRow, 'platform' | 'workspaceId' | 'id'>,
): Promise<number | null> {
  if (repository.platform !== 'aerie') return null;
  return directoryBytes(aerieRepositoryPath(config, repository.workspaceId, repository.id));
}

/**
 * A workspace's Aerie Git storage: every one of its bare repositories on disk, measured now (so a push, a
 * deletion or a `git gc` counts at once), against its plan's quota (contract PLANS, issue 24).
 */
export async function workspaceGitStorage(
  config: Config['git'],
  workspace: { id: number; plan: PlanId },
): Promise<GitStorage> {
  return {
    used_bytes: await directoryBytes(aerieWorkspacePath(config, workspace.id)),
    quota_bytes: GIT_STORAGE_QUOTA_BYTES[workspace.plan],
  };
}
