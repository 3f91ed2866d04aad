import { ImageIcon, Plus, Search } from 'lucide-react';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';

import { Badge } from '@/components/ui/badge';
import { buttonClasses } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { Input } from '@/components/ui/input';
import { Pagination } from '@/components/ui/pagination';
import { Spinner } from '@/components/ui/spinner';
import { formatMoney } from '@/lib/money';

import { useProducts } from '../api/list-products';
import { PageHeader } from '../components/page-header';

/** The store's products, newest first, searched by name: one row each, readable on a phone. */
export function ProductsPage() {
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const [typed, setTyped] = useState(q);
  const products = useProducts(q, page);
  const go = (next: { q?: string; page?: number }) => {
    const search = new URLSearchParams();
    const nextQ = next.q ?? q;
    if (nextQ) search.set('q', nextQ);
    if ((next.page ?? 1) > 1) search.set('page', String(next.page));
    setParams(search);
  };
  return (
    <>
      <PageHeader
        title="Products"
        action={
          <Link to="/admin/products/new" className={buttonClasses()}>
            <Plus className="size-4" aria-hidden="true" /> Add product
          </Link>
        }
      />
      <form
        role="search"
        className="relative mb-4 max-w-sm"
        onSubmit={(event) => {
          event.preventDefault();
          go({ q: typed.trim() });
        }}
      >
        <Search className="pointer-events-none absolute top-3 left-3 size-4 text-zinc-400" aria-hidden="true" />
        <Input
          aria-label="Search products"
          placeholder="Search products"
          className="pl-9"
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
        />
      </form>
      {products.isPending ? (
        <Spinner className="size-6" />
      ) : products.isError ? (
        <p className="text-sm text-red-700">{products.error.message}</p>
      ) : products.data.data.length === 0 ? (
        <EmptyState
          icon={ImageIcon}
          title={q ? 'No product matches' : 'No products yet'}
          description={q ? 'Try another name.' : 'Add your first product: a name, a price and some stock.'}
        />
      ) : (
        <Card padding="none">
          <ul className="divide-y divide-zinc-200">
            {products.data.data.map((product) => {
              const prices = product.variants.map((variant) => variant.price);
              const stock = product.variants.reduce((sum, variant) => sum + variant.stock, 0);
              const low = Math.min(...prices);
              const high = Math.max(...prices);
              return (
                <li key={product.uuid}>
                  <Link
                    to={`/admin/products/${product.uuid}`}
                    className="flex items-center gap-3 px-4 py-3 hover:bg-zinc-50 focus-visible:outline-2 focus-visible:outline-accent-500"
                  >
                    {product.images[0] ? (
                      <img src={product.images[0].url} alt="" className="size-12 shrink-0 rounded-lg object-cover" />
                    ) : (
                      <span className="flex size-12 shrink-0 items-center justify-center rounded-lg bg-zinc-100 text-zinc-400">
                        <ImageIcon className="size-5" aria-hidden="true" />
                      </span>
                    )}
                    <span className="min-w-0 flex-1">
                      <span className="block truncate text-sm font-medium text-zinc-900">{product.name}</span>
                      <span className="block text-xs text-zinc-500">
                        {formatMoney(low, product.currency)}
                        {high !== low && ` – ${formatMoney(high, product.currency)}`} · {stock} in stock
                      </span>
                    </span>
                    <Badge tone={product.status === 'active' ? 'active' : 'neutral'}>
                      {product.status === 'active' ? 'Active' : 'Draft'}
                    </Badge>
                  </Link>
                </li>
              );
            })}
          </ul>
        </Card>
      )}
      {products.data && products.data.last_page > 1 && (
        <Pagination
          className="mt-4"
          page={page}
          pageCount={products.data.last_page}
          onPageChange={(next) => go({ page: next })}
        />
      )}
    </>
  );
}
