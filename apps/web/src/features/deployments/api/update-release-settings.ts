import { updateReleaseSettingsRoute, type ReleaseSettingsInput } from '@aerie/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { callApi } from '@/lib/api-client';

import { deploymentsKey } from './deployments-keys';

export interface UpdateReleaseSettingsInput {
  projectUid: string;
  slug: string;
  settings: ReleaseSettingsInput;
}

/** Saves a deployment's release settings (`POST deployments/{slug}/releases`, issue 28); its lists show them. */
export function useUpdateReleaseSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ slug, settings }: UpdateReleaseSettingsInput) =>
      callApi(updateReleaseSettingsRoute, { params: { slug }, body: settings }),
    onSuccess: (_response, { projectUid }) => queryClient.invalidateQueries({ queryKey: deploymentsKey(projectUid) }),
  });
}
