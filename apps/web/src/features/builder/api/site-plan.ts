import { cancelSitePlanRoute, resumeSitePlanRoute } from '@aerie/contract';
import { useMutation } from '@tanstack/react-query';

import { callApi } from '@/lib/api-client';

/** Cancels the site plan at the end of its paid period (issue 25); the answer is the website. */
export function useCancelSitePlan() {
  return useMutation({ mutationFn: (uuid: string) => callApi(cancelSitePlanRoute, { params: { uuid } }) });
}

/** Keeps a cancelled site plan, before its period ends. */
export function useResumeSitePlan() {
  return useMutation({ mutationFn: (uuid: string) => callApi(resumeSitePlanRoute, { params: { uuid } }) });
}
