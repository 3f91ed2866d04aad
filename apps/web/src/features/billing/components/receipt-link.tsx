import type { Transaction } from '@aerie/contract';
import { ExternalLink } from 'lucide-react';

import { buttonClasses } from '@/components/ui/button';

import { isSuccessful } from '../receipt-status';

/**
 * View (docs/product.md § Receipts and billing history): the receipt opens in a new tab, a fresh page that loads the
 * session from storage. A payment that was not made has no receipt: its link opens what failed (with Try again) and
 * says so.
 */
export function ReceiptLink({ reference, status }: { reference: string; status: Transaction['status'] }) {
  const isPaid = isSuccessful(status);
  return (
    <a
      href={`/dashboard/billing/download/${encodeURIComponent(reference)}`}
      target="_blank"
      rel="noopener"
      aria-label={isPaid ? `View receipt ${reference}` : `Why payment ${reference} was not made`}
      className={buttonClasses({ variant: 'secondary', size: 'sm' })}
    >
      {isPaid ? 'View' : 'Details'}
      <ExternalLink className="size-3.5 text-zinc-400" aria-hidden="true" />
    </a>
  );
}
