import { REPOSITORY_RULES, type ImportablePage, type ProviderPlatform } from '@aerie/contract';
import { and, eq, inArray } from 'drizzle-orm';

import type { AppContext } from '../../context.js';
import { repositories } from '../../db/schema/index.js';
import { connectedProvider } from './integration-tokens.js';
import { askProvider } from './provider-failures.js';

/**
 * docs/product.md § Repository calls `repositories/{slug}?platform=`: one page of the repositories the connected
 * account can import, 15 a page, each marked when the project already has it.
 */
export async function listImportableRepositories(
  ctx: AppContext,
  input: { workspaceId: number; platform: ProviderPlatform; page: number; projectId: number | null },
): Promise<ImportablePage> {
  const { provider, token } = await connectedProvider(ctx, input.workspaceId, input.platform);
  const { items, nextPage } = await askProvider(input.platform, () =>
    provider.listRepositories(token, input.page, REPOSITORY_RULES.importPerPage),
  );
  const ids = items.map((item) => item.id);
  const imported =
    input.projectId !== null && ids.length
      ? await ctx.db
          .select({ id: repositories.platformRepoId })
          .from(repositories)
          .where(
            and(
              eq(repositories.projectId, input.projectId),
              eq(repositories.platform, input.platform),
              inArray(repositories.platformRepoId, ids),
            ),
          )
      : [];
  const importedIds = new Set(imported.map((row) => row.id));
  return {
    data: items.map((item) => ({
      id: item.id,
      name: item.name,
      description: item.description,
      created_at: item.createdAt,
      ssh_url_to_repo: item.sshUrl,
      http_url_to_repo: item.httpUrl,
      html_url: item.htmlUrl,
      private: item.private,
      imported: importedIds.has(item.id),
    })),
    current_page: input.page,
    per_page: REPOSITORY_RULES.importPerPage,
    next_page: nextPage,
  };
}
