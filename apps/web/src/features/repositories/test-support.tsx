export { fakeNetwork, withQueryClient, type FakeCall } from '@/lib/testing/fake-network';
import type { Integration, RepoActivity, Repository } from '@aerie/contract';

export const PROJECT_UID = 'p1a2b3c4d5e6';
export const OWNER_ID = 7;
export const WORKSPACE = { id: 3, slug: 'harbour', name: 'Harbour' };

/** A repository as the list answers it (fields as the contract's RepositorySchema). */
export function aRepository(overrides: Partial<Repository> = {}): Repository {
  return {
    id: 41,
    project_id: 12,
    name: 'storefront-theme',
    description: 'The shop theme',
    platform: 'github',
    repo_url: 'https://github.com/harbour-bakery/storefront-theme',
    http_url: 'https://github.com/harbour-bakery/storefront-theme.git',
    ssh_url: 'git@github.com:harbour-bakery/storefront-theme.git',
    private: true,
    default_branch: 'main',
    default_branch_protected: true,
    size_bytes: null,
    created_at: '2026-10-01T09:00:00.000Z',
    updated_at: '2026-11-20T10:00:00.000Z',
    ...overrides,
  };
}

export function aCommit(overrides: Partial<RepoActivity> = {}): RepoActivity {
  return {
    id: 1,
    sha: '9fceb02d0ae598e95dc970b74767f19372d61af8',
    message: 'Add the product grid\n\nWith lazy images.',
    author_name: 'Ada Baker',
    author_email: 'ada@example.com',
    branch: 'main',
    committed_at: '2026-11-20T10:00:00.000Z',
    repository: { id: 41, name: 'storefront-theme', platform: 'aerie' },
    ...overrides,
  };
}

export function anIntegration(overrides: Partial<Integration> = {}): Integration {
  return {
    name: 'GitHub',
    platform: 'github',
    image: '/images/platforms/github.svg',
    badges: ['Repositories', 'Commits'],
    isActive: false,
    description: 'Import and create repositories on GitHub.',
    u_id: WORKSPACE.id,
    status: 'disconnected',
    configured: true,
    account: null,
    connected_at: null,
    ...overrides,
  };
}

export function repositoryPage(repositories: Repository[], total = repositories.length) {
  return {
    success: true,
    data: {
      data: repositories,
      current_page: 1,
      per_page: 11,
      total,
      last_page: Math.max(1, Math.ceil(total / 11)),
      ssh_key: 'ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIDeployKeyOfTheProject aerie-project-p1a2b3c4d5e6',
      git_storage: { used_bytes: 300 * 1024 * 1024, quota_bytes: 1024 ** 3 },
    },
  };
}
