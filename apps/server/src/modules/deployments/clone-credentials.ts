import { randomBytes } from 'node:crypto';

import { eq } from 'drizzle-orm';

import type { ServerSession } from '../../adapters/server-transport/server-transport.js';
import type { AppContext } from '../../context.js';
import {
  personalAccessTokens,
  users,
  workspaces,
  type DeploymentRow,
  type RepositoryRow,
} from '../../db/schema/index.js';
import { createAccessToken } from '../access-tokens/access-tokens.js';
import { aerieRepositoryUrl } from '../repositories/create-aerie-repository.js';
import { loadDeployPrivateKey } from '../repositories/deploy-keys.js';
import { removeFileScript, type GitAuth } from './deploy-script.js';

/** Long enough for a clone, short enough that a token left behind by a crash is soon worthless. */
const TOKEN_LIFETIME_MS = 15 * 60_000;

export interface CloneSource {
  url: string;
  auth: GitAuth;
  /** What the git scripts read on standard input (the HTTP credential), or nothing. */
  stdin: string | undefined;
  /** Values no log line may show. */
  secrets: string[];
  /** Removes the temporary credential (token row, key file); never throws. */
  release(): Promise<void>;
}

export class CloneSourceError extends Error {}

/**
 * How the server clones the repository. Aerie Git: over HTTP from APP_URL, as the run's user (or the
 * deployment's creator for scheduled and push runs) with a personal access token made for this run,
 * expiring in 15 minutes and deleted when the run ends, so git sees exactly what that person may read.
 * A provider's repository: over SSH with the project's deploy key, written 0600 for the run and removed.
 */
export async function prepareCloneSource(
  ctx: AppContext,
  input: { deployment: DeploymentRow; repository: RepositoryRow; userId: number | null; runId: number },
  session: ServerSession,
): Promise<CloneSource> {
  const { deployment, repository } = input;
  if (repository.platform === 'aerie') return aerieSource(ctx, input);
  if (!repository.sshUrl) throw new CloneSourceError('The repository has no SSH address to clone from.');
  const privateKey = await loadDeployPrivateKey(ctx, deployment.projectId);
  const keyPath = `/tmp/aerie-deploy-key-${randomBytes(12).toString('hex')}`;
  await session.writeFile(keyPath, privateKey.endsWith('\n') ? privateKey : `${privateKey}\n`, 0o600);
  return {
    url: repository.sshUrl,
    auth: { kind: 'ssh-key', keyPath },
    stdin: undefined,
    secrets: [],
    release: async () => {
      await session.run(removeFileScript(keyPath), { timeoutMs: 30_000 }).catch(() => {});
    },
  };
}

async function aerieSource(
  ctx: AppContext,
  input: { deployment: DeploymentRow; repository: RepositoryRow; userId: number | null; runId: number },
): Promise<CloneSource> {
  const userId = input.userId ?? input.deployment.createdById;
  const [user] = userId ? await ctx.db.select().from(users).where(eq(users.id, userId)) : [];
  if (!user) throw new CloneSourceError('Nobody is left to clone the repository as; start the run yourself.');
  const [workspace] = await ctx.db.select().from(workspaces).where(eq(workspaces.id, input.repository.workspaceId));
  const now = ctx.clock.now();
  const created = await createAccessToken(
    ctx.db,
    user.id,
    { name: `Deployment run ${input.runId} (temporary)`, expiresInDays: 1 },
    now,
  );
  await ctx.db
    .update(personalAccessTokens)
    .set({ expiresAt: new Date(now.getTime() + TOKEN_LIFETIME_MS) })
    .where(eq(personalAccessTokens.id, created.id));
  const basic = Buffer.from(`${user.email}:${created.token}`).toString('base64');
  return {
    url: aerieRepositoryUrl(ctx, workspace!.slug, input.repository.name),
    auth: { kind: 'header' },
    stdin: `${basic}\n`,
    secrets: [created.token, basic],
    release: async () => {
      await ctx.db
        .delete(personalAccessTokens)
        .where(eq(personalAccessTokens.id, created.id))
        .catch(() => {});
    },
  };
}
