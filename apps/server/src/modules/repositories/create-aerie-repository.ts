import { REPOSITORY_MESSAGES, type Repository } from '@aerie/contract';
import { eq } from 'drizzle-orm';

import type { AppContext } from '../../context.js';
import { repositories, type ProjectRow, type WorkspaceRow } from '../../db/schema/index.js';
import { AppError } from '../../errors.js';
import { isUniqueViolation } from '../../lib/database-errors.js';
import { aerieRepositoryPath, initBareRepository, publicGitBase, removeRepositoryDirectory } from './git-cli.js';
import { aerieRepositorySize } from './git-storage.js';
import { toRepository } from './repository-view.js';

export interface CreateAerieRepositoryInput {
  workspace: WorkspaceRow;
  project: ProjectRow;
  userId: number;
  name: string;
  description: string;
  isPrivate: boolean;
}

/** The clone url people see: names (the workspace's slug, the repository's name), never ids. */
export function aerieRepositoryUrl(ctx: AppContext, workspaceSlug: string, name: string): string {
  return `${publicGitBase(ctx.config)}/${workspaceSlug}/${name}.git`;
}

const nameTaken = () =>
  new AppError('conflict', REPOSITORY_MESSAGES.nameTaken, { fieldErrors: { name: [REPOSITORY_MESSAGES.nameTaken] } });

/**
 * A new bare repository on Aerie Git. The row and the directory appear together or not at all: the row
 * is written in a transaction that commits only after `git init` succeeded, and a directory whose row
 * could not be committed is removed. Two creates of one name race on the unique index; the loser hears 409.
 */
export async function createAerieRepository(ctx: AppContext, input: CreateAerieRepositoryInput): Promise<Repository> {
  const httpUrl = aerieRepositoryUrl(ctx, input.workspace.slug, input.name);
  let createdPath: string | null = null;
  try {
    const row = await ctx.db.transaction(async (tx) => {
      const [inserted] = await tx
        .insert(repositories)
        .values({
          projectId: input.project.id,
          workspaceId: input.workspace.id,
          platform: 'aerie',
          name: input.name,
          description: input.description,
          repoUrl: httpUrl,
          httpUrl,
          sshUrl: null,
          isPrivate: input.isPrivate,
          defaultBranch: 'main',
          createdById: input.userId,
        })
        .returning();
      const path = aerieRepositoryPath(ctx.config.git, input.workspace.id, inserted!.id);
      // A directory left by a row that was rolled back (same id after a crash) is not this repository's.
      await removeRepositoryDirectory(path);
      createdPath = path;
      await initBareRepository(path);
      return inserted!;
    });
    return toRepository(row, await aerieRepositorySize(ctx.config.git, row));
  } catch (error) {
    if (createdPath) await removeRepositoryDirectory(createdPath);
    if (isUniqueViolation(error, 'repositories_aerie_name_key')) throw nameTaken();
    throw error;
  }
}

/** Used by the git host after a push: the repository changed now. */
export async function touchRepository(ctx: AppContext, repositoryId: number): Promise<void> {
  await ctx.db.update(repositories).set({ updatedAt: new Date() }).where(eq(repositories.id, repositoryId));
}
