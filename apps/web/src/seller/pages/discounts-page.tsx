import type { Discount } from '@aerie/contract';
import { Plus, TicketPercent } from 'lucide-react';
import { Link } from 'react-router';

import { Badge, type BadgeTone } from '@/components/ui/badge';
import { buttonClasses } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { Spinner } from '@/components/ui/spinner';
import { formatDate } from '@/lib/format-date';
import { formatMoney } from '@/lib/money';

import { useDiscounts } from '../api/list-discounts';
import { PageHeader } from '../components/page-header';
import { discountValueText } from '../discount-form';

const STATUS: Record<Discount['status'], { label: string; tone: BadgeTone }> = {
  active: { label: 'Active', tone: 'active' },
  scheduled: { label: 'Scheduled', tone: 'info' },
  expired: { label: 'Ended', tone: 'neutral' },
  'used-up': { label: 'Used up', tone: 'warning' },
  inactive: { label: 'Off', tone: 'neutral' },
};

/** "3 / 100 uses", "3 uses" without a limit. */
const usesText = (discount: Discount) =>
  discount.usage_limit === null
    ? `${discount.uses} use${discount.uses === 1 ? '' : 's'}`
    : `${discount.uses} / ${discount.usage_limit} uses`;

/** The conditions worth a glance: the minimum, the products, the end date. */
function conditionsText(discount: Discount): string {
  const parts: string[] = [];
  if (discount.minimum_subtotal) parts.push(`over ${formatMoney(discount.minimum_subtotal, discount.currency)}`);
  if (discount.products.length)
    parts.push(discount.products.length === 1 ? discount.products[0]!.name : `${discount.products.length} products`);
  if (discount.ends_at) parts.push(`until ${formatDate(discount.ends_at)}`);
  return parts.join(' · ');
}

/** The store's discount codes, newest first: what each takes off, its uses against its limit, its status. */
export function DiscountsPage() {
  const discounts = useDiscounts();
  return (
    <>
      <PageHeader
        title="Discounts"
        description="Codes buyers type on the cart: a percent, an amount or free shipping."
        action={
          <Link to="/admin/discounts/new" className={buttonClasses()}>
            <Plus className="size-4" aria-hidden="true" /> Add code
          </Link>
        }
      />
      {discounts.isPending ? (
        <Spinner className="size-6" />
      ) : discounts.isError ? (
        <p className="text-sm text-red-700">{discounts.error.message}</p>
      ) : discounts.data.length === 0 ? (
        <EmptyState
          icon={TicketPercent}
          title="No discount codes yet"
          description="Add a code such as SUMMER10 and share it with your buyers."
        />
      ) : (
        <Card padding="none">
          <ul className="divide-y divide-zinc-200">
            {discounts.data.map((discount) => {
              const conditions = conditionsText(discount);
              return (
                <li key={discount.uuid}>
                  <Link
                    to={`/admin/discounts/${discount.uuid}`}
                    className="flex items-center gap-3 px-4 py-3 hover:bg-zinc-50 focus-visible:outline-2 focus-visible:outline-accent-500"
                  >
                    <span className="min-w-0 flex-1">
                      <span className="block truncate font-mono text-sm font-semibold text-zinc-900">
                        {discount.code}
                      </span>
                      <span className="block text-xs text-zinc-500">
                        {discountValueText(discount, (minor) => formatMoney(minor, discount.currency))}
                        {conditions && ` · ${conditions}`}
                      </span>
                    </span>
                    <span className="hidden text-sm text-zinc-600 tabular-nums sm:block">{usesText(discount)}</span>
                    <span className="flex flex-col items-end gap-1">
                      <Badge tone={STATUS[discount.status].tone}>{STATUS[discount.status].label}</Badge>
                      <span className="text-xs text-zinc-500 tabular-nums sm:hidden">{usesText(discount)}</span>
                    </span>
                  </Link>
                </li>
              );
            })}
          </ul>
        </Card>
      )}
    </>
  );
}
