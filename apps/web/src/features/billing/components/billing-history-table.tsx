import type { Transaction } from '@aerie/contract';

import { Badge } from '@/components/ui/badge';
import { Table, TableBody, TableCell, TableHead, TableHeaderCell, TableRow } from '@/components/ui/table';
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

/** The billing history's rows (001 §2): a stacked list on phones, a table from 640 px up. */
export function BillingHistoryTable({ transactions }: { transactions: readonly Transaction[] }) {
  return (
    <>
      <ul className="divide-y divide-zinc-100 rounded-xl border border-zinc-200 bg-white sm:hidden">
        {transactions.map((transaction) => (
          <li key={transaction.id} className="flex items-start justify-between gap-3 p-4">
            <div className="min-w-0 space-y-1">
              <p className="text-sm font-medium text-zinc-900 tabular-nums">
                {formatMoney(transaction.amount, transaction.currency)}{' '}
                <span className="font-normal text-zinc-500">{transaction.currency.toUpperCase()}</span>
              </p>
              <p className="text-sm text-zinc-600">
                {humanise(transaction.type)} · {formatDate(transaction.created_at)}
              </p>
              <p className="truncate font-mono text-xs text-zinc-500">{transaction.reference}</p>
            </div>
            <div className="flex shrink-0 flex-col items-end gap-2">
              <StatusBadge transaction={transaction} />
              <ReceiptLink reference={transaction.reference} status={transaction.status} />
            </div>
          </li>
        ))}
      </ul>
      <div className="hidden sm:block">
        <Table>
          <TableHead>
            <tr>
              <TableHeaderCell>Date</TableHeaderCell>
              <TableHeaderCell>Payment type</TableHeaderCell>
              <TableHeaderCell>Reference</TableHeaderCell>
              <TableHeaderCell>Currency</TableHeaderCell>
              <TableHeaderCell className="text-right">Amount</TableHeaderCell>
              <TableHeaderCell>Status</TableHeaderCell>
              <TableHeaderCell>
                <span className="sr-only">Receipt</span>
              </TableHeaderCell>
            </tr>
          </TableHead>
          <TableBody>
            {transactions.map((transaction) => (
              <TableRow key={transaction.id}>
                <TableCell className="whitespace-nowrap">{formatDate(transaction.created_at)}</TableCell>
                <TableCell>{humanise(transaction.type)}</TableCell>
                <TableCell className="font-mono text-xs">{transaction.reference}</TableCell>
                <TableCell>{transaction.currency.toUpperCase()}</TableCell>
                <TableCell className="text-right font-medium text-zinc-900 tabular-nums">
                  {formatMoney(transaction.amount, transaction.currency)}
                </TableCell>
                <TableCell>
                  <StatusBadge transaction={transaction} />
                </TableCell>
                <TableCell className="text-right">
                  <ReceiptLink reference={transaction.reference} status={transaction.status} />
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </div>
    </>
  );
}
