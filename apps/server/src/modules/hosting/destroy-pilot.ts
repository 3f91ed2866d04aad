import type { AppContext } from '../../context.js';
import type { ServerRow } from '../../db/schema/index.js';

export type CloudPilot = Pick<ServerRow, 'id' | 'cloudProvider' | 'providerServerId'>;

/**
 * Destroys pilots at their cloud once their rows are gone (a deleted project's, a deleted pilot's): a
 * droplet bills while it exists, and a local pilot's directory holds its files. Runs after the delete has
 * committed, so a failure leaves a server to clean up by hand — logged loudly — never a row that points at
 * nothing. A pilot made at a cloud this server is not set up for is reported the same way.
 */
export async function destroyPilotsAtCloud(ctx: AppContext, pilots: CloudPilot[]): Promise<void> {
  await Promise.all(
    pilots.map(async (pilot) => {
      if (!pilot.providerServerId) return;
      try {
        if (pilot.cloudProvider !== ctx.cloud.name) throw new Error(`the pilot runs at ${pilot.cloudProvider}`);
        await ctx.cloud.destroy(pilot.providerServerId);
      } catch (error) {
        ctx.logger.error(
          { err: error, pilotId: pilot.id, cloud: pilot.cloudProvider, providerServerId: pilot.providerServerId },
          'a deleted pilot could not be destroyed at its cloud; destroy it by hand',
        );
      }
    }),
  );
}
