import { setCustomDomainRoute, verifyCustomDomainRoute } from '@aerie/contract';
import { useMutation } from '@tanstack/react-query';

import { callApi } from '@/lib/api-client';

export function setCustomDomain({ uuid, domain }: { uuid: string; domain: string }) {
  return callApi(setCustomDomainRoute, { params: { uuid }, body: { domain } });
}

export function verifyCustomDomain(uuid: string) {
  return callApi(verifyCustomDomainRoute, { params: { uuid } });
}

/** Enters a custom domain; the answer names the TXT record that proves it is the user's. */
export function useSetCustomDomain() {
  return useMutation({ mutationFn: setCustomDomain });
}

/** Looks the TXT record up; once found, the site is served on the domain. */
export function useVerifyCustomDomain() {
  return useMutation({ mutationFn: verifyCustomDomain });
}
