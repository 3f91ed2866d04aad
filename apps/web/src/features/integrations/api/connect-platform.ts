import { getPlatformConfigRoute, type ProviderPlatform } from '@aerie/contract';
import { useMutation } from '@tanstack/react-query';

import { callApi } from '@/lib/api-client';

import { leaveForProvider } from '../browser-navigation';
import { rememberIntegrationPlatform } from '../integration-storage';

export interface ConnectPlatformInput {
  platform: ProviderPlatform;
  workspaceId: number;
}

/**
 * Add Integration (docs/product.md § Git integrations): the platform name is stored, the platform's config is fetched
 * (with a fresh `state` bound to this session and workspace), and the browser goes to the provider's authorize page.
 */
export function useConnectPlatform() {
  return useMutation({
    mutationFn: async ({ platform, workspaceId }: ConnectPlatformInput) => {
      rememberIntegrationPlatform(platform);
      const config = await callApi(getPlatformConfigRoute, {
        params: { slug: platform },
        query: { business_id: workspaceId },
      });
      leaveForProvider(config.data.authorize_url);
      return config.data;
    },
  });
}
