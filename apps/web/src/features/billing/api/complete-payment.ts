import type { Subscription, Transaction } from '@aerie/contract';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';

import { activateSubscription } from './activate-subscription';
import { TRANSACTIONS_KEY } from './list-transactions';
import { setUpPaidPilot, type PaidPilot } from './set-up-pilot';
import { verifyPayment } from './verify-payment';

export interface PaymentToComplete {
  reference: string;
  type: string;
  transactionId: string;
}

export interface CompletedPayment {
  transaction: Transaction;
  subscription: Subscription | null;
  /** For type 'pilot': the pilot it bought (provisioned) or renewed. */
  pilot?: PaidPilot;
}

/**
 * The payment return's work (docs/product.md § Payment return): verify, then for a subscription activate it, for a
 * pilot find and provision it. Every call is idempotent on the server; as a query it runs once per return even under
 * StrictMode's double effects.
 */
export function completePaymentQueryOptions({ reference, type, transactionId }: PaymentToComplete) {
  return queryOptions({
    queryKey: ['payment-return', reference, transactionId],
    queryFn: async (): Promise<CompletedPayment> => {
      const verified = await verifyPayment(reference, transactionId);
      if (type === 'pilot') return { ...verified.data, pilot: await setUpPaidPilot(reference) };
      if (type !== 'subscription') return verified.data;
      const activated = await activateSubscription(reference, transactionId);
      return { transaction: verified.data.transaction, subscription: activated.data };
    },
    retry: false,
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  });
}

/**
 * Runs the completion once it is known what to complete, then refreshes what it changed, succeeded or
 * not: the plan (workspaces, current user) and the billing history, where failed payments show too.
 */
export function useCompletePayment(payment: PaymentToComplete | null) {
  const queryClient = useQueryClient();
  const query = useQuery({
    ...completePaymentQueryOptions(payment ?? { reference: '', type: '', transactionId: '' }),
    enabled: payment !== null,
  });
  const isSettled = query.isSuccess || query.isError;
  useEffect(() => {
    if (!isSettled) return;
    void Promise.all([
      queryClient.invalidateQueries({ queryKey: ['workspaces'] }),
      queryClient.invalidateQueries({ queryKey: ['users', 'current-user'] }),
      queryClient.invalidateQueries({ queryKey: TRANSACTIONS_KEY }),
      // A pilot bought or renewed changes the project's hosting lists.
      queryClient.invalidateQueries({ queryKey: ['hosting'] }),
    ]);
  }, [isSettled, queryClient]);
  return query;
}
