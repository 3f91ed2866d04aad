import { defineSubscriber } from '../events/index.js';
import { destroyPilotsAtCloud } from './destroy-pilot.js';

/**
 * A deleted project's pilots, destroyed at their cloud (their rows went with the project). Destroying a
 * server already gone counts as destroyed, so a repeat after a crash is harmless; a failure is logged
 * loudly for a person to finish by hand, as before.
 */
export const destroyProjectPilots = defineSubscriber({
  name: 'hosting.destroy-project-pilots',
  on: ['project.deleted'],
  async handle(ctx, event) {
    await destroyPilotsAtCloud(
      ctx,
      event.data.pilots.map((pilot) => ({
        id: pilot.serverId,
        cloudProvider: pilot.cloud as 'local' | 'digitalocean' | null,
        providerServerId: pilot.providerServerId,
      })),
    );
  },
});
