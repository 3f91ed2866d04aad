import type { Transaction } from '@aerie/contract';
import { clsx } from 'clsx';
import { CheckCircle2, XCircle } from 'lucide-react';
import type { ReactNode } from 'react';

import { Logo } from '@/components/brand/logo';
import { formatDate } from '@/lib/format-date';
import { formatMoney } from '@/lib/money';

import { humanise, isSuccessful, receiptStatusText } from '../receipt-status';

function Row({ label, children, strong = false }: { label: string; children: ReactNode; strong?: boolean }) {
  return (
    <div className="flex items-baseline justify-between gap-6 py-3">
      <dt className={clsx('text-sm', strong ? 'font-semibold text-zinc-900' : 'text-zinc-500')}>{label}</dt>
      <dd
        className={clsx(
          'min-w-0 text-right break-all tabular-nums',
          strong ? 'text-base font-semibold text-zinc-900' : 'text-sm text-zinc-900',
        )}
      >
        {children}
      </dd>
    </div>
  );
}

/**
 * The receipt itself (docs/product.md § Receipts and billing history): billed to, reference, long date, status, type,
 * currency, amount, total.
 */
export function ReceiptView({ transaction }: { transaction: Transaction }) {
  const isPaid = isSuccessful(transaction.status);
  const amount = formatMoney(transaction.amount, transaction.currency);
  const StatusIcon = isPaid ? CheckCircle2 : XCircle;

  return (
    <article
      aria-label="Receipt"
      className="rounded-2xl border border-zinc-200 bg-white p-5 shadow-sm sm:p-10 print:rounded-none print:border-0 print:p-0 print:shadow-none"
    >
      <header className="flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between print:flex-row print:items-start print:justify-between">
        <Logo />
        <div className="sm:text-right print:text-right">
          <p className="text-xs font-medium tracking-wide text-zinc-500 uppercase">Receipt</p>
          <p className="mt-1 font-mono text-sm text-zinc-900">{transaction.reference}</p>
        </div>
      </header>

      <div
        className={clsx(
          'mt-8 flex items-center gap-3 rounded-xl px-4 py-3 ring-1 ring-inset',
          isPaid ? 'bg-emerald-50 text-emerald-800 ring-emerald-200' : 'bg-red-50 text-red-800 ring-red-200',
        )}
      >
        <StatusIcon className="size-5 shrink-0" aria-hidden="true" />
        <p className="text-sm font-semibold whitespace-nowrap sm:tracking-wide">
          {receiptStatusText(transaction.status)}
        </p>
        <p className="ml-auto text-base font-semibold tabular-nums sm:text-lg">{amount}</p>
      </div>

      <div className="mt-8 grid gap-6 sm:grid-cols-2 print:grid-cols-2">
        <div>
          <h2 className="text-xs font-medium tracking-wide text-zinc-500 uppercase">Billed to</h2>
          <p className="mt-2 text-sm font-medium text-zinc-900">{transaction.billed_to.name}</p>
          <p className="text-sm text-zinc-600">{transaction.billed_to.workspace}</p>
          <p className="text-sm break-all text-zinc-600">{transaction.billed_to.email}</p>
        </div>
        <div className="sm:text-right print:text-right">
          <h2 className="text-xs font-medium tracking-wide text-zinc-500 uppercase">Date</h2>
          <p className="mt-2 text-sm text-zinc-900">{formatDate(transaction.created_at, { style: 'long' })}</p>
        </div>
      </div>

      <dl className="mt-8 divide-y divide-zinc-100 border-y border-zinc-200">
        <Row label="Description">{transaction.description}</Row>
        <Row label="Reference">
          <span className="font-mono text-xs sm:text-sm">{transaction.reference}</span>
        </Row>
        <Row label="Type">{humanise(transaction.type)}</Row>
        <Row label="Currency">{transaction.currency.toUpperCase()}</Row>
        <Row label="Amount">{amount}</Row>
        {transaction.failure_reason && <Row label="Reason">{transaction.failure_reason}</Row>}
        <Row label="Total" strong>
          {amount}
        </Row>
      </dl>

      <p className="mt-8 text-xs leading-5 text-zinc-500">
        Thank you for building with Aerie. Keep this receipt for your records; the reference identifies the payment if
        you contact us about it.
      </p>
    </article>
  );
}
