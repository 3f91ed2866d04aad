import { hireExpertRoute, tokenizeCardRoute, type HireExpert, type TokenizeCard } from '@aerie/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { callApi } from '@/lib/api-client';

/**
 * Where the payment method comes from. Sandbox: the typed test card goes to `cards/tokenize`, which issues
 * a token for the workspace. Stripe: Stripe.js saves the card straight to Stripe and answers its `pm_…`;
 * the card never passes through our server.
 */
export type CardSource =
  | { kind: 'sandbox'; card: Omit<TokenizeCard, 'business_id'> }
  | { kind: 'stripe'; createPaymentMethod: () => Promise<string> };

export interface HireWithCard {
  source: CardSource;
  hire: Omit<HireExpert, 'payment_method'>;
}

/** docs/product.md § Hire a Developer page: the card becomes a payment method first, then the hire is made with it. */
export async function hireWithCard({ source, hire }: HireWithCard) {
  const paymentMethod =
    source.kind === 'sandbox'
      ? (await callApi(tokenizeCardRoute, { body: { ...source.card, business_id: hire.business_id } })).data.token
      : await source.createPaymentMethod();
  return callApi(hireExpertRoute, { body: { ...hire, payment_method: paymentMethod } });
}

export function useHireExpert() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: hireWithCard,
    // The trial shows in the billing history, and Hire an Expert shows the engagement from now on.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['transactions'] }),
        queryClient.invalidateQueries({ queryKey: ['experts', 'engagement'] }),
      ]),
  });
}
