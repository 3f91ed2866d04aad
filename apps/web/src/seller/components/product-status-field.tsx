import { clsx } from 'clsx';
import { useController, type Control } from 'react-hook-form';

import type { ProductForm } from '../product-form';

const CHOICES = [
  { value: 'active', label: 'Active', hint: 'For sale: shown in your store.' },
  { value: 'draft', label: 'Draft', hint: 'Hidden from your store until you set it Active.' },
] as const;

/**
 * Draft or Active as two plain choices with what each means: a new product starts as a draft, and a
 * seller who misses that finds an empty store (docs/product.md § Seller admin).
 */
export function ProductStatusField({ control }: { control: Control<ProductForm> }) {
  const { field } = useController({ control, name: 'status' });
  return (
    <fieldset className="sm:col-span-2">
      <legend className="mb-1.5 text-sm font-medium text-zinc-800">Status</legend>
      <div className="grid gap-2 sm:grid-cols-2">
        {CHOICES.map((choice) => {
          const checked = field.value === choice.value;
          return (
            <label
              key={choice.value}
              className={clsx(
                'flex cursor-pointer items-start gap-3 rounded-lg border p-3 focus-within:ring-2 focus-within:ring-accent-500',
                checked ? 'border-accent-600 bg-accent-50' : 'border-zinc-300 bg-white hover:border-zinc-400',
              )}
            >
              <input
                type="radio"
                name={field.name}
                value={choice.value}
                checked={checked}
                onChange={() => field.onChange(choice.value)}
                onBlur={field.onBlur}
                className="mt-1 accent-accent-600"
              />
              <span>
                <span className="block text-sm font-medium text-zinc-900">{choice.label}</span>
                <span className="block text-xs text-zinc-600">{choice.hint}</span>
              </span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
