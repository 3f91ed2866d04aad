import { BILLING_CURRENCIES, type BillingCurrency, type Workspace } from '@aerie/contract';
import { useId } from 'react';

import { Banner } from '@/components/ui/banner';
import { Select } from '@/components/ui/input';
import { RoleNote } from '@/components/ui/role-note';

import { usePlanPeriod } from '@/api/get-plan-period';
import { useUpdateBillingCurrency } from '../api/update-billing-currency';
import { canChangePlan } from '../plans';

const NAMES: Record<BillingCurrency, string> = {
  USD: 'US dollars ($)',
  GBP: 'Pounds sterling (£)',
  NGN: 'Naira (₦)',
};

/**
 * The workspace's one billing currency (issue 25): every price in the dashboard is shown and paid in it.
 * The owner changes it while nothing paid runs; the server says what is running otherwise, shown here.
 */
export function BillingCurrencyField({ workspace }: { workspace: Workspace }) {
  const id = useId();
  const period = usePlanPeriod(workspace.slug);
  const update = useUpdateBillingCurrency(workspace.slug);
  const isOwner = canChangePlan(workspace.role);
  const current = period.data?.billing_currency;

  return (
    <section aria-labelledby={`${id}-heading`} className="space-y-2">
      <h2 id={`${id}-heading`} className="text-base font-semibold text-zinc-900">
        Billing currency
      </h2>
      <p className="text-sm text-zinc-500">
        Every price of {workspace.name} is shown and paid in this currency. It can change only while nothing paid is
        running; past payments keep their own currency.
      </p>
      <div className="max-w-xs">
        <label htmlFor={`${id}-select`} className="sr-only">
          Billing currency
        </label>
        <Select
          id={`${id}-select`}
          value={current ?? ''}
          disabled={!isOwner || current === undefined || update.isPending}
          onChange={(event) => update.mutate(event.target.value as BillingCurrency)}
        >
          {current === undefined && <option value="">Loading…</option>}
          {BILLING_CURRENCIES.map((currency) => (
            <option key={currency} value={currency}>
              {NAMES[currency]}
            </option>
          ))}
        </Select>
      </div>
      {!isOwner && <RoleNote>Only the workspace owner can change the billing currency.</RoleNote>}
      {update.error && <Banner tone="error">{update.error.message}</Banner>}
    </section>
  );
}
