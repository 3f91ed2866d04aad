import { STORE_RULES } from '@aerie/contract';

import { Card } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { formatMoney } from '@/lib/money';

import { useSalesSummary } from '../api/get-sales-summary';
import { PageHeader } from '../components/page-header';
import { RecoveredCheckouts } from '../components/recovered-checkouts';

/** Sales at a glance: paid orders, revenue and the platform's 1.5% fee lines (docs/product.md § Business constants). */
export function SummaryPage() {
  const summary = useSalesSummary();
  const data = summary.data;
  const cards = data
    ? [
        { label: 'Paid orders', value: String(data.paid_orders) },
        { label: 'Revenue', value: formatMoney(data.revenue, data.currency) },
        {
          label: `Platform fees (${STORE_RULES.platformFeeBasisPoints / 100}%)`,
          value: formatMoney(data.platform_fees, data.currency),
        },
        { label: 'Awaiting payment', value: String(data.pending_orders) },
      ]
    : [];
  return (
    <>
      <PageHeader title="Summary" description="Orders that are paid, shipped or delivered." />
      {summary.isPending ? (
        <Spinner className="size-6" />
      ) : summary.isError ? (
        <p className="text-sm text-red-700">{summary.error.message}</p>
      ) : (
        <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {cards.map((card) => (
            <Card key={card.label} padding="sm">
              <p className="text-sm text-zinc-500">{card.label}</p>
              <p className="mt-2 text-2xl font-semibold tracking-tight text-zinc-900">{card.value}</p>
            </Card>
          ))}
        </div>
      )}
      <RecoveredCheckouts />
    </>
  );
}
