import type { Repository } from '@aerie/contract';

import type { RepositoryRow } from '../../db/schema/index.js';

/** A repository row as the contract shows it (001 §3 Repository). */
export function toRepository(row: RepositoryRow): Repository {
  return {
    id: row.id,
    project_id: row.projectId,
    name: row.name,
    description: row.description,
    platform: row.platform,
    repo_url: row.repoUrl,
    http_url: row.httpUrl,
    ssh_url: row.sshUrl,
    private: row.isPrivate,
    default_branch: row.defaultBranch,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}
