import type { Repository } from '@aerie/contract';

import type { RepositoryRow } from '../../db/schema/index.js';

/**
 * A repository row as the contract shows it (docs/product.md § Repositories and integrations). `sizeBytes` is measured
 * on disk by the caller that needs it (Aerie Git only; git-storage.ts).
 */
export function toRepository(row: RepositoryRow, sizeBytes: number | null = null): Repository {
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
    default_branch_protected: row.defaultBranchProtected,
    size_bytes: sizeBytes,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}
