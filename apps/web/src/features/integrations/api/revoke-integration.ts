import { revokeIntegrationRoute, type ProviderPlatform } from '@aerie/contract';
import { useMutation } from '@tanstack/react-query';

import { callApi } from '@/lib/api-client';

export interface RevokeIntegrationInput {
  workspaceSlug: string;
  platform: ProviderPlatform;
}

/** docs/product.md § Repository calls `DELETE repositories/{slug}/{platform}`: the workspace forgets the platform's tokens. */
export function useRevokeIntegration() {
  return useMutation({
    mutationFn: ({ workspaceSlug, platform }: RevokeIntegrationInput) =>
      callApi(revokeIntegrationRoute, { params: { slug: workspaceSlug, platform } }),
  });
}
