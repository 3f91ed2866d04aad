import { Search, X } from 'lucide-react';
import { useState } from 'react';

import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';

import { useProducts } from '../api/list-products';

type PickedProduct = { uuid: string; name: string };

/**
 * The products a code is limited to: the chosen ones as removable chips, and the store's products
 * (searched by name) to tick. None chosen means every product.
 */
export function DiscountProducts({
  value,
  onChange,
  error,
}: {
  value: PickedProduct[];
  onChange: (next: PickedProduct[]) => void;
  error?: string | undefined;
}) {
  const [search, setSearch] = useState('');
  const products = useProducts(search.trim(), 1);
  const chosen = new Set(value.map((product) => product.uuid));
  const toggle = (product: PickedProduct) =>
    onChange(chosen.has(product.uuid) ? value.filter((one) => one.uuid !== product.uuid) : [...value, product]);
  return (
    <div className="space-y-3">
      <p className="text-sm text-zinc-600" id="discount-products-hint">
        {value.length === 0
          ? 'Applies to every product.'
          : `Applies only to these ${value.length === 1 ? 'product' : `${value.length} products`}:`}
      </p>
      {value.length > 0 && (
        <ul className="flex flex-wrap gap-2">
          {value.map((product) => (
            <li key={product.uuid}>
              <button
                type="button"
                onClick={() => toggle(product)}
                className="inline-flex items-center gap-1 rounded-full bg-accent-50 px-3 py-1 text-sm text-accent-800 ring-1 ring-accent-200 ring-inset hover:bg-accent-100"
                aria-label={`Remove ${product.name}`}
              >
                {product.name} <X className="size-3.5" aria-hidden="true" />
              </button>
            </li>
          ))}
        </ul>
      )}
      {error && (
        <p id="discount-products-error" className="text-sm text-red-700" role="alert">
          {error}
        </p>
      )}
      <div className="relative max-w-sm">
        <Search className="pointer-events-none absolute top-3 left-3 size-4 text-zinc-400" aria-hidden="true" />
        <Input
          aria-label="Search products to limit the code to"
          placeholder="Search products"
          className="pl-9"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
        />
      </div>
      {products.isPending ? (
        <Spinner className="size-5" />
      ) : products.isError ? (
        <p className="text-sm text-red-700">{products.error.message}</p>
      ) : products.data.data.length === 0 ? (
        <p className="text-sm text-zinc-500">No product matches.</p>
      ) : (
        <ul className="max-h-56 divide-y divide-zinc-100 overflow-y-auto rounded-lg border border-zinc-200">
          {products.data.data.map((product) => (
            <li key={product.uuid}>
              <label className="flex cursor-pointer items-center gap-3 px-3 py-2 text-sm text-zinc-800 hover:bg-zinc-50">
                <input
                  type="checkbox"
                  className="size-4 rounded border-zinc-300 accent-accent-600"
                  checked={chosen.has(product.uuid)}
                  onChange={() => toggle({ uuid: product.uuid, name: product.name })}
                />
                {product.name}
              </label>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
