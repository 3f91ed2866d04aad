import { initializeTransactionRoute } from '@aerie/contract';
import { useMutation } from '@tanstack/react-query';

import { callApi } from '@/lib/api-client';
import { rememberPayment } from '@/lib/payment-storage';

export interface InitializeWebsitePlanInput {
  planId: string;
  websiteUuid: string;
  projectUid: string;
  workspaceId: number;
}

export function initializeWebsitePlan({ planId, websiteUuid, workspaceId }: InitializeWebsitePlanInput) {
  return callApi(initializeTransactionRoute, {
    body: { type: 'website', plan_id: planId, website_id: websiteUuid, business_id: workspaceId },
  });
}

/**
 * Buys a site plan (the publish dropdown's $5/m plan: a custom domain) and leaves for the checkout. The
 * site is remembered with the reference, so the return page can reopen the builder on it
 * (docs/product.md § Custom domains and site plans).
 */
export function useInitializeWebsitePlan() {
  return useMutation({
    mutationFn: initializeWebsitePlan,
    onSuccess: ({ data }, { websiteUuid, projectUid }) => {
      rememberPayment({ reference: data.reference, type: 'website', website: { uuid: websiteUuid, projectUid } });
      window.location.assign(data.payment_config.link);
    },
  });
}
