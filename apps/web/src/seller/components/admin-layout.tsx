import { clsx } from 'clsx';
import {
  BarChart3,
  ExternalLink,
  LogOut,
  Package,
  Settings,
  ShoppingCart,
  TicketPercent,
  Truck,
  Wallet,
} from 'lucide-react';
import { NavLink, Outlet, useNavigate } from 'react-router';

import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';

import { useSeller } from '../api/get-seller';
import { useLogOut } from '../api/log-out';

const NAV = [
  { to: '/admin', label: 'Summary', icon: BarChart3, end: true },
  { to: '/admin/products', label: 'Products', icon: Package, end: false },
  { to: '/admin/orders', label: 'Orders', icon: ShoppingCart, end: false },
  { to: '/admin/discounts', label: 'Discounts', icon: TicketPercent, end: false },
  { to: '/admin/payouts', label: 'Payouts', icon: Wallet, end: false },
  { to: '/admin/tax-shipping', label: 'Tax & shipping', icon: Truck, end: false },
  { to: '/admin/settings', label: 'Settings', icon: Settings, end: false },
];

/** The admin's frame, in the dashboard's look: a top bar with the store, its tabs (scrolling on a phone). */
export function AdminLayout() {
  const me = useSeller();
  const navigate = useNavigate();
  const logOut = useLogOut();
  const leave = () => logOut.mutate(undefined, { onSettled: () => void navigate('/login', { replace: true }) });
  const store = me.data?.store;
  return (
    <div className="min-h-dvh bg-zinc-50">
      <header className="sticky top-0 z-10 border-b border-zinc-200 bg-white">
        <div className="mx-auto flex h-14 max-w-6xl items-center justify-between gap-3 px-4 sm:px-6">
          <div className="flex min-w-0 items-center gap-3">
            {store?.logo_url ? (
              <img src={store.logo_url} alt="" className="size-8 shrink-0 rounded-lg object-cover" />
            ) : (
              <span
                aria-hidden="true"
                className="flex size-8 shrink-0 items-center justify-center rounded-lg bg-accent-600 text-sm font-semibold text-white"
              >
                {(store?.name ?? 'S').slice(0, 1).toUpperCase()}
              </span>
            )}
            <div className="min-w-0">
              <p className="truncate text-sm font-semibold text-zinc-900">{store?.name ?? 'Store admin'}</p>
              {me.data && <p className="truncate text-xs text-zinc-500">{me.data.seller.email}</p>}
            </div>
          </div>
          <div className="flex shrink-0 items-center gap-1">
            {store && (
              <a
                href={store.url}
                target="_blank"
                rel="noreferrer"
                className="hidden items-center gap-1.5 rounded-lg px-3 py-2 text-sm font-medium text-zinc-700 hover:bg-zinc-100 sm:inline-flex"
              >
                View store <ExternalLink className="size-4" aria-hidden="true" />
              </a>
            )}
            <Button variant="ghost" size="sm" onClick={leave} loading={logOut.isPending}>
              <LogOut className="size-4" aria-hidden="true" />
              <span className="sr-only sm:not-sr-only">Log out</span>
            </Button>
          </div>
        </div>
        <nav aria-label="Admin" className="mx-auto max-w-6xl overflow-x-auto px-2 sm:px-4">
          <ul className="flex gap-1">
            {NAV.map(({ to, label, icon: Icon, end }) => (
              <li key={to}>
                <NavLink
                  to={to}
                  end={end}
                  className={({ isActive }) =>
                    clsx(
                      'flex items-center gap-2 border-b-2 px-2.5 py-2.5 text-sm font-medium whitespace-nowrap sm:px-3',
                      isActive
                        ? 'border-accent-600 text-accent-700'
                        : 'border-transparent text-zinc-600 hover:text-zinc-900',
                    )
                  }
                >
                  <Icon className="hidden size-4 sm:block" aria-hidden="true" />
                  {label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
      </header>
      <main className="mx-auto max-w-6xl px-4 py-6 sm:px-6 sm:py-8">
        {me.isPending ? (
          <div className="flex justify-center py-16">
            <Spinner className="size-6" />
          </div>
        ) : (
          <Outlet />
        )}
      </main>
    </div>
  );
}
