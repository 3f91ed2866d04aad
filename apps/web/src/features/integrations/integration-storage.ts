import { PROVIDER_PLATFORMS, type ProviderPlatform } from '@aerie/contract';

/**
 * The platform being connected, kept across the trip to the provider and back (docs/product.md § Git integrations):
 * local storage, because the provider's redirect is a fresh page load.
 */
export const INTEGRATION_PLATFORM_KEY = 'integration_platform';

export function rememberIntegrationPlatform(platform: ProviderPlatform, storage: Storage = localStorage): void {
  storage.setItem(INTEGRATION_PLATFORM_KEY, platform);
}

/** The stored platform, or null when there is none or it is not one of the three. */
export function readIntegrationPlatform(storage: Storage = localStorage): ProviderPlatform | null {
  const stored = storage.getItem(INTEGRATION_PLATFORM_KEY);
  return (PROVIDER_PLATFORMS as readonly string[]).includes(stored ?? '') ? (stored as ProviderPlatform) : null;
}

export function forgetIntegrationPlatform(storage: Storage = localStorage): void {
  storage.removeItem(INTEGRATION_PLATFORM_KEY);
}
