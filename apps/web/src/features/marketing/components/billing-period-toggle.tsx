import { clsx } from 'clsx';

export type BillingPeriod = 'monthly' | 'yearly';

const options: { value: BillingPeriod; label: string }[] = [
  { value: 'monthly', label: 'Monthly' },
  { value: 'yearly', label: 'Yearly' },
];

/**
 * The Monthly/Yearly switch. The spec keeps it a display toggle that "does nothing" (docs/product.md § Pricing page):
 * it shows which option is selected and the prices stay monthly.
 */
export function BillingPeriodToggle({
  value,
  onChange,
}: {
  value: BillingPeriod;
  onChange(value: BillingPeriod): void;
}) {
  return (
    <div
      role="radiogroup"
      aria-label="Billing period"
      className="inline-flex rounded-full border border-zinc-200 bg-white p-1 shadow-xs"
    >
      {options.map((option) => (
        <button
          key={option.value}
          type="button"
          role="radio"
          aria-checked={value === option.value}
          onClick={() => onChange(option.value)}
          className={clsx(
            'rounded-full px-4 py-1.5 text-sm font-medium transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent-500',
            value === option.value ? 'bg-zinc-900 text-white' : 'text-zinc-600 hover:text-zinc-900',
          )}
        >
          {option.label}
        </button>
      ))}
    </div>
  );
}
