import { REPOSITORY_RULES } from '@aerie/contract';
import type { IncomingHttpHeaders } from 'node:http';

import { MalformedDeliveryError, type PushDelivery } from '../../../adapters/git-providers/push-delivery.js';
import type { AppContext } from '../../../context.js';
import { providerPushDeliveries, type RepositoryRow } from '../../../db/schema/index.js';
import { AppError } from '../../../errors.js';
import { emitEvent } from '../../events/index.js';
import { recordProviderCommits } from '../provider-commits.js';
import { cleanProviderText } from '../provider-text.js';

export type PushOutcome = 'pushed' | 'replayed' | 'ignored';

/** A push hook's delivery, its signature already checked, read with its provider's format; 400 when malformed. */
export function readDelivery(
  ctx: Pick<AppContext, 'gitProviders'>,
  repository: RepositoryRow,
  headers: IncomingHttpHeaders,
  rawBody: Buffer,
): PushDelivery {
  if (repository.platform === 'aerie') throw new AppError('bad_request', 'This repository has no provider.');
  try {
    return ctx.gitProviders[repository.platform].deliveries.read(headers, rawBody);
  } catch (error) {
    if (error instanceof MalformedDeliveryError) throw new AppError('bad_request', error.reason);
    throw error;
  }
}

/**
 * A provider's push to a repository with a push hook (docs/product.md § Schedules and push-to-deploy): the
 * commits go to the Commits tab and each branch it moved gets a `branch.pushed`, so the deployments that
 * follow that branch with push-to-deploy on queue a run (the same subscriber as an Aerie Git push). The
 * delivery id is written in the same transaction, unique per platform: a replay, a redelivery or the same
 * request twice at once record and queue nothing more. Other events, tags and deleted branches do nothing.
 */
export async function receivePush(
  ctx: Pick<AppContext, 'db'>,
  repository: RepositoryRow,
  delivery: PushDelivery,
): Promise<PushOutcome> {
  if (repository.platform === 'aerie' || !delivery.pushes.length) return 'ignored';
  const platform = repository.platform;
  return ctx.db.transaction(async (tx) => {
    const [fresh] = await tx
      .insert(providerPushDeliveries)
      .values({ platform, deliveryId: delivery.id })
      .onConflictDoNothing()
      .returning({ id: providerPushDeliveries.id });
    if (!fresh) return 'replayed';
    for (const push of delivery.pushes) {
      // As the deployments and the Commits tab store a branch: no NUL, at most 255 characters.
      const branch = cleanProviderText(push.branch, 255);
      await recordProviderCommits(tx, repository, branch, push.commits.slice(0, REPOSITORY_RULES.activitiesMax));
      await emitEvent(tx, {
        name: 'branch.pushed',
        workspaceId: repository.workspaceId,
        projectId: repository.projectId,
        // The provider's pusher is no Aerie user; the run is the deployment's own, as for Aerie Git.
        actorUserId: null,
        aggregate: `repository:${repository.id}`,
        data: {
          repositoryId: repository.id,
          repository: repository.name,
          branch,
          before: cleanProviderText(push.before, 64),
          after: cleanProviderText(push.after, 64),
          commits: push.commitCount,
        },
      });
    }
    return 'pushed';
  });
}
