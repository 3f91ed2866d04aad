import type { Config } from '../../config.js';
import type { CloudProvider } from './cloud-provider.js';
import { createDigitalOceanProvider } from './digitalocean-provider.js';
import { createLocalCloudProvider } from './local-provider.js';

export function createCloudProvider(config: Pick<Config, 'hosting' | 'dataDir'>): CloudProvider {
  const { hosting } = config;
  if (hosting.cloudProvider === 'digitalocean') return createDigitalOceanProvider(hosting.digitalOcean);
  return createLocalCloudProvider({
    directory: hosting.pilotsDir,
    dataDir: config.dataDir,
    pilotUser: hosting.localPilotUser,
  });
}
