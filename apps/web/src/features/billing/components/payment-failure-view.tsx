import type { Transaction } from '@aerie/contract';
import { XCircle } from 'lucide-react';
import type { ReactNode } from 'react';

import { Logo } from '@/components/brand/logo';
import { ButtonLink } from '@/components/ui/button';
import { formatDate } from '@/lib/format-date';
import { formatMoney } from '@/lib/money';

import { humanise, receiptStatusText } from '../receipt-status';
import { TryAgainButton } from './try-again-button';

const HEADINGS: Record<string, string> = {
  failure: 'This payment did not go through',
  cancelled: 'This payment was cancelled',
  pending: 'This payment is not complete',
};

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex items-baseline justify-between gap-6 py-3">
      <dt className="text-sm text-zinc-500">{label}</dt>
      <dd className="min-w-0 text-right text-sm break-words text-zinc-900 tabular-nums">{children}</dd>
    </div>
  );
}

/**
 * What the receipt link of an unpaid payment opens: not a receipt (nothing was paid, nothing to thank for
 * or print) but what failed and why, with Try again. The status line keeps the spec's 'PAYMENT FAILED'
 * (docs/product.md § Error catalogue).
 */
export function PaymentFailureView({ transaction, mayPay }: { transaction: Transaction; mayPay: boolean }) {
  const amount = formatMoney(transaction.amount, transaction.currency);
  return (
    <article
      aria-label="Payment not completed"
      className="rounded-2xl border border-zinc-200 bg-white p-5 shadow-sm sm:p-10"
    >
      <header className="flex items-start justify-between gap-4">
        <Logo />
        <p className="font-mono text-xs break-all text-zinc-500 sm:text-sm">{transaction.reference}</p>
      </header>

      <div className="mt-8 flex items-center gap-3 rounded-xl bg-red-50 px-4 py-3 text-red-800 ring-1 ring-red-200 ring-inset">
        <XCircle className="size-5 shrink-0" aria-hidden="true" />
        <p className="text-sm font-semibold sm:tracking-wide">{receiptStatusText(transaction.status)}</p>
      </div>

      <h1 className="mt-6 text-lg font-semibold text-zinc-900">{HEADINGS[transaction.status] ?? HEADINGS.failure}</h1>
      <p className="mt-1 text-sm leading-6 text-zinc-600">
        {transaction.failure_reason ? (
          <>
            <span className="font-medium text-zinc-900">{transaction.failure_reason}.</span>{' '}
          </>
        ) : null}
        Nothing was charged for {transaction.description}, and there is no receipt. You can try again with another card.
      </p>

      <dl className="mt-6 divide-y divide-zinc-100 border-y border-zinc-200">
        <Row label="For">{transaction.description}</Row>
        <Row label="Amount">
          {amount} {transaction.currency.toUpperCase()}
        </Row>
        <Row label="Type">{humanise(transaction.type)}</Row>
        <Row label="Started">{formatDate(transaction.created_at, { style: 'long' })}</Row>
        {transaction.failure_reason && <Row label="Reason">{transaction.failure_reason}</Row>}
      </dl>

      <div className="mt-8 flex flex-col gap-3 sm:flex-row-reverse">
        <TryAgainButton reference={transaction.reference} mayPay={mayPay} className="sm:w-48" />
        <ButtonLink to="/dashboard/billing" variant="secondary" className="sm:w-48">
          Back to billing
        </ButtonLink>
      </div>
    </article>
  );
}
