import { Card } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { formatMoney } from '@/lib/money';

import { useCheckoutRecovery } from '../api/get-checkout-recovery';

/**
 * Recovered checkouts at a glance (docs/product.md § Recovered checkouts): reminders sent, the carts then
 * paid, and what those orders brought.
 */
export function RecoveredCheckouts() {
  const recovery = useCheckoutRecovery();
  const data = recovery.data;
  return (
    <section aria-labelledby="recovered-checkouts" className="mt-8">
      <h2 id="recovered-checkouts" className="text-base font-semibold text-zinc-900">
        Recovered checkouts
      </h2>
      <p className="mt-1 mb-4 text-sm text-zinc-500">
        {data
          ? `Buyers who did not pay get one reminder ${data.settings.delay_hours === 1 ? '1 hour' : `${data.settings.delay_hours} hours`} after checkout. Change it in Settings.`
          : 'Buyers who did not pay get one reminder e-mail.'}
      </p>
      {recovery.isPending ? (
        <Spinner className="size-6" />
      ) : recovery.isError ? (
        <p className="text-sm text-red-700">{recovery.error.message}</p>
      ) : (
        <div className="grid grid-cols-1 gap-4 sm:grid-cols-3">
          {[
            { label: 'Reminders sent', value: String(recovery.data.reminders_sent) },
            { label: 'Carts then paid', value: String(recovery.data.recovered_orders) },
            {
              label: 'Recovered revenue',
              value: formatMoney(recovery.data.recovered_revenue, recovery.data.currency),
            },
          ].map((card) => (
            <Card key={card.label} padding="sm">
              <p className="text-sm text-zinc-500">{card.label}</p>
              <p className="mt-2 text-2xl font-semibold tracking-tight text-zinc-900">{card.value}</p>
            </Card>
          ))}
        </div>
      )}
    </section>
  );
}
