import type { CloudProvider } from './cloud-provider.js';

/** PLACEHOLDER (helper A): DigitalOcean API v2 droplets. */
export function createDigitalOceanProvider(options: { token: string; apiUrl: string }): CloudProvider {
  void options;
  const missing = () => Promise.reject(new Error('not implemented'));
  return { name: 'digitalocean', create: missing, describe: missing, act: missing, destroy: missing };
}
