import { ArrowRight, ShoppingBag } from 'lucide-react';
import { Link } from 'react-router';

/** The sidebar's nudge to open an online store (docs/product.md § Dashboard shell); stores live inside projects. */
export function StorePromptCard() {
  return (
    <div className="rounded-xl border border-zinc-200 bg-gradient-to-b from-accent-50 to-white p-4">
      <span className="flex size-8 items-center justify-center rounded-lg bg-white text-accent-600 shadow-xs ring-1 ring-accent-100">
        <ShoppingBag className="size-4" aria-hidden="true" />
      </span>
      <p className="mt-3 text-sm font-semibold text-zinc-900">Open an online store</p>
      <p className="mt-1 text-xs leading-5 text-zinc-500">Sell your products from a store with its own address.</p>
      <Link
        to="/dashboard/projects"
        className="mt-3 inline-flex items-center gap-1 text-xs font-semibold text-accent-600 hover:text-accent-700"
      >
        Create a store
        <ArrowRight className="size-3.5" aria-hidden="true" />
      </Link>
    </div>
  );
}
