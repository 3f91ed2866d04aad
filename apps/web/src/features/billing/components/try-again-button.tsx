import { RotateCcw } from 'lucide-react';

import { Button, buttonClasses } from '@/components/ui/button';
import { UnavailableButton } from '@/components/ui/unavailable-button';
import type { StoredPayment } from '@/lib/payment-storage';

import { useRetryPayment } from '../api/retry-payment';

/** The server's rule (routes/billing/retry-payment.ts): who may start a payment may try it again. */
export const ONLY_OWNER_PAYS = 'Only the workspace owner can pay for the workspace.';

/**
 * Try again: back to the checkout for the same purchase, with another card. Someone who may not pay sees
 * why; a refusal (the provider unavailable) is said under the button.
 */
export function TryAgainButton({
  reference,
  returnTo,
  mayPay = true,
  className,
}: {
  reference: string;
  returnTo?: Pick<StoredPayment, 'website' | 'projectUid'>;
  mayPay?: boolean;
  className?: string;
}) {
  const retry = useRetryPayment(returnTo);
  if (!mayPay) {
    return (
      <UnavailableButton
        reason={ONLY_OWNER_PAYS}
        className={className}
        buttonClassName={buttonClasses({ className: 'w-full' })}
      >
        <RotateCcw className="size-4" aria-hidden="true" />
        Try again
      </UnavailableButton>
    );
  }
  return (
    <div className={className}>
      <Button className="w-full" loading={retry.isPending || retry.isSuccess} onClick={() => retry.mutate(reference)}>
        {!(retry.isPending || retry.isSuccess) && <RotateCcw className="size-4" aria-hidden="true" />}
        Try again
      </Button>
      {retry.isError && (
        <p role="alert" className="mt-2 text-sm text-red-700">
          {retry.error.message}
        </p>
      )}
    </div>
  );
}
