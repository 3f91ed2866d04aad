import { STORE_RULES, type PayoutPeriod } from '@aerie/contract';
import { Wallet } from 'lucide-react';

import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { ResponsiveTable } from '@/components/ui/responsive-table';
import { Spinner } from '@/components/ui/spinner';
import { formatMoney } from '@/lib/money';

import { usePayouts } from '../api/get-payouts';
import { PageHeader } from '../components/page-header';

const FEE_PERCENT = `${STORE_RULES.platformFeeBasisPoints / 100}%`;

/** "2026-11" → "November 2026": the month is a calendar month in UTC, as the server groups it. */
const monthName = (period: string) =>
  new Intl.DateTimeFormat('en-GB', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${period}-01T00:00:00Z`),
  );

const money = (row: PayoutPeriod, amount: number) => formatMoney(amount, row.currency);

/**
 * Where the seller's money goes (issue 30 § 6): per month, what paid orders brought in, the platform's fee
 * on them (docs/product.md § Business constants) and what is the seller's.
 */
export function PayoutsPage() {
  const payouts = usePayouts();
  return (
    <>
      <PageHeader title="Payouts" description="What you sold each month, the platform fee, and what is yours." />
      <Card className="mb-6">
        <p className="text-sm leading-6 text-zinc-700">
          Buyers pay at checkout through the payment provider, which collects each payment. Aerie records its{' '}
          {FEE_PERCENT} fee on every paid order; the rest of each order is yours. Orders count in the month they were
          paid, and a cancelled order counts neither its sale nor its fee.
        </p>
      </Card>
      {payouts.isPending ? (
        <Spinner className="size-6" />
      ) : payouts.isError ? (
        <p className="text-sm text-red-700">{payouts.error.message}</p>
      ) : payouts.data.periods.length === 0 ? (
        <EmptyState icon={Wallet} title="No paid orders yet" description="Each month with a paid order shows here." />
      ) : (
        <Card padding="none">
          <ResponsiveTable
            label="Payouts by month"
            rows={payouts.data.periods}
            rowKey={(row) => `${row.period}-${row.currency}`}
            columns={[
              {
                header: 'Month',
                cell: (row) => monthName(row.period),
                card: 'title',
                className: 'whitespace-nowrap font-medium text-zinc-900',
              },
              {
                header: 'Paid orders',
                cell: (row) => row.orders,
                align: 'end',
                card: 'meta',
                cardCell: (row) => `${row.orders} paid ${row.orders === 1 ? 'order' : 'orders'}`,
              },
              {
                header: 'Sold',
                cell: (row) => money(row, row.sold),
                align: 'end',
                card: 'line',
                cardCell: (row) => `Sold ${money(row, row.sold)}`,
              },
              {
                header: `Platform fee (${FEE_PERCENT})`,
                cell: (row) => money(row, row.fees),
                align: 'end',
                card: 'line',
                cardCell: (row) => `Fee ${money(row, row.fees)}`,
              },
              {
                header: 'Yours',
                cell: (row) => <span className="font-semibold text-zinc-900">{money(row, row.owed)}</span>,
                cardCell: (row) => (
                  <span className="text-right">
                    <span className="block text-xs text-zinc-500">Yours</span>
                    <span className="font-semibold text-zinc-900">{money(row, row.owed)}</span>
                  </span>
                ),
                align: 'end',
                card: 'end',
              },
            ]}
          />
        </Card>
      )}
    </>
  );
}
