import type { CloudProvider } from './cloud-provider.js';

/** PLACEHOLDER (helper A): a pilot as a sandbox directory on this host. */
export function createLocalCloudProvider(options: { directory: string }): CloudProvider {
  void options;
  const missing = () => Promise.reject(new Error('not implemented'));
  return { name: 'local', create: missing, describe: missing, act: missing, destroy: missing };
}
