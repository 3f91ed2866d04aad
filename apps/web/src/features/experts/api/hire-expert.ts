import { hireExpertRoute, tokenizeCardRoute, type HireExpert, type TokenizeCard } from '@aerie/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { callApi } from '@/lib/api-client';

export interface HireWithCard {
  card: TokenizeCard;
  hire: Omit<HireExpert, 'payment_method'>;
}

/**
 * 001 §4: the card becomes a token first (the card port), then the hire is made with that token, so card
 * details go to the card provider once and the hire call only ever carries the token.
 */
export async function hireWithCard({ card, hire }: HireWithCard) {
  const { data } = await callApi(tokenizeCardRoute, { body: card });
  return callApi(hireExpertRoute, { body: { ...hire, payment_method: data.token } });
}

export function useHireExpert() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: hireWithCard,
    // The hire is a billing record too: the billing history shows it next time it is opened.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['transactions'] }),
  });
}
