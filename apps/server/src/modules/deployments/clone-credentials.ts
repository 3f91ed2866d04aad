import { randomBytes } from 'node:crypto';

import { eq } from 'drizzle-orm';

import type { ServerSession } from '../../adapters/server-transport/server-transport.js';
import type { AppContext } from '../../context.js';
import { workspaces, type DeploymentRow, type RepositoryRow } from '../../db/schema/index.js';
import { issueRunCredential, revokeRunCredential } from '../access-tokens/index.js';
import { aerieRepositoryUrl, loadDeployPrivateKey } from '../repositories/index.js';
import { removeFileScript, type GitAuth } from './deploy-script.js';

export interface CloneSource {
  url: string;
  auth: GitAuth;
  /** What the git scripts read on standard input (the HTTP credential), or nothing. */
  stdin: string | undefined;
  /** Values no log line may show. */
  secrets: string[];
  /** Removes the temporary credential (its row, or the key file); never throws. */
  release(): Promise<void>;
}

export class CloneSourceError extends Error {}

type CloneInput = { deployment: DeploymentRow; repository: RepositoryRow; runId: number };

/**
 * How the server clones the repository. Aerie Git: over HTTP from APP_URL with the run's own credential
 * (issue 24 §2), never a person's token, whoever started the run: it reads this repository only, and only
 * while the run is running; the runner releases it as soon as the git step is over. A provider's
 * repository: over SSH with the project's deploy key, written 0600 for the git step and removed.
 */
export async function prepareCloneSource(
  ctx: AppContext,
  input: CloneInput,
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

async function aerieSource(ctx: AppContext, input: CloneInput): Promise<CloneSource> {
  const [workspace] = await ctx.db.select().from(workspaces).where(eq(workspaces.id, input.repository.workspaceId));
  // The run cannot legitimately last longer: a backstop should the run's end never delete it.
  const expiresAt = new Date(ctx.clock.now().getTime() + ctx.config.deployments.timeoutMs);
  const { user, secret } = await issueRunCredential(ctx.db, {
    runId: input.runId,
    repositoryId: input.repository.id,
    expiresAt,
  });
  const basic = Buffer.from(`${user}:${secret}`).toString('base64');
  return {
    url: aerieRepositoryUrl(ctx, workspace!.slug, input.repository.name),
    auth: { kind: 'header' },
    stdin: `${basic}\n`,
    secrets: [secret, basic],
    release: () => revokeRunCredential(ctx.db, input.runId).catch(() => {}),
  };
}
