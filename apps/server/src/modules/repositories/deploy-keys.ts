import { eq } from 'drizzle-orm';

import type { AppContext } from '../../context.js';
import { projectDeployKeys, projects } from '../../db/schema/index.js';
import { openSecret, sealSecret } from '../secrets/index.js';
import { generateOpenSshKeyPair } from '../../lib/openssh-key.js';

/** The associated data that binds a project's sealed deploy key to its row. */
export const deployKeyAad = (projectId: number) => `project_deploy_keys:${projectId}`;

/**
 * The project's SSH deploy key (docs/product.md § Repositories and integrations `project.ssh_key`), made on first use:
 * the public half in `authorized_keys` form. Two first calls at once both generate, one insert wins and both answer its
 * key.
 */
export async function ensureDeployKey(ctx: AppContext, projectId: number): Promise<string> {
  const existing = await findPublicKey(ctx, projectId);
  if (existing) return existing;
  const [project] = await ctx.db.select({ uid: projects.uid }).from(projects).where(eq(projects.id, projectId));
  if (!project) throw new Error(`Project ${projectId} not found for its deploy key`);
  const pair = generateOpenSshKeyPair(`aerie-${project.uid}`);
  await ctx.db
    .insert(projectDeployKeys)
    .values({
      projectId,
      publicKey: pair.publicKey,
      privateKeyEnc: sealSecret(ctx.config, pair.privateKey, deployKeyAad(projectId)),
    })
    .onConflictDoNothing();
  const stored = await findPublicKey(ctx, projectId);
  if (!stored) throw new Error(`Deploy key of project ${projectId} vanished after insert`);
  return stored;
}

async function findPublicKey(ctx: AppContext, projectId: number): Promise<string | null> {
  const [row] = await ctx.db
    .select({ publicKey: projectDeployKeys.publicKey })
    .from(projectDeployKeys)
    .where(eq(projectDeployKeys.projectId, projectId));
  return row?.publicKey ?? null;
}

/** The private half (OpenSSH PEM) for deployments to clone with (issue 13); made if the project has none yet. */
export async function loadDeployPrivateKey(ctx: AppContext, projectId: number): Promise<string> {
  await ensureDeployKey(ctx, projectId);
  const [row] = await ctx.db
    .select({ privateKeyEnc: projectDeployKeys.privateKeyEnc })
    .from(projectDeployKeys)
    .where(eq(projectDeployKeys.projectId, projectId));
  return openSecret(ctx.config, row!.privateKeyEnc, deployKeyAad(projectId));
}
