import type { Transaction } from '@aerie/contract';

import { Badge } from '@/components/ui/badge';
import { ResponsiveTable } from '@/components/ui/responsive-table';
import { formatDate } from '@/lib/format-date';
import { formatMoney } from '@/lib/money';

import { humanise, statusTone } from '../receipt-status';
import { ReceiptLink } from './receipt-link';

/** The status, and for a payment that failed, why (the provider's reason). */
function StatusBadge({ transaction: { status, failure_reason: reason } }: { transaction: Transaction }) {
  return (
    <span className="inline-flex flex-col items-end gap-1 sm:items-start">
      <Badge tone={statusTone(status)}>{humanise(status)}</Badge>
      {reason && status !== 'success' && <span className="text-xs text-zinc-500">{reason}</span>}
    </span>
  );
}

/** The billing history's rows (docs/product.md § Receipts and billing history): a stacked list on phones, a table from 640 px up. */
export function BillingHistoryTable({ transactions }: { transactions: readonly Transaction[] }) {
  return (
    <ResponsiveTable
      rows={transactions}
      rowKey={(transaction) => transaction.id}
      cardEnd="stack"
      columns={[
        {
          header: 'Date',
          card: 'none',
          className: 'whitespace-nowrap',
          cell: (transaction) => formatDate(transaction.created_at),
        },
        {
          header: 'Payment type',
          card: 'line',
          cell: (transaction) => humanise(transaction.type),
          cardCell: (transaction) => `${humanise(transaction.type)} · ${formatDate(transaction.created_at)}`,
        },
        {
          header: 'Reference',
          card: 'line',
          className: 'font-mono text-xs',
          cardClassName: 'truncate font-mono text-xs text-zinc-500',
          cell: (transaction) => transaction.reference,
        },
        { header: 'Currency', card: 'none', cell: (transaction) => transaction.currency.toUpperCase() },
        {
          header: 'Amount',
          card: 'title',
          align: 'end',
          className: 'font-medium text-zinc-900 tabular-nums',
          cardClassName: 'tabular-nums',
          cell: (transaction) => formatMoney(transaction.amount, transaction.currency),
          cardCell: (transaction) => (
            <>
              {formatMoney(transaction.amount, transaction.currency)}{' '}
              <span className="font-normal text-zinc-500">{transaction.currency.toUpperCase()}</span>
            </>
          ),
        },
        { header: 'Status', card: 'end', cell: (transaction) => <StatusBadge transaction={transaction} /> },
        {
          header: 'Receipt',
          isHeaderHidden: true,
          card: 'end',
          align: 'end',
          cell: (transaction) => <ReceiptLink reference={transaction.reference} status={transaction.status} />,
        },
      ]}
    />
  );
}
