import { MESSAGES, type Store } from '@aerie/contract';
import { ExternalLink, LogIn, Trash2 } from 'lucide-react';

import { Badge } from '@/components/ui/badge';
import { CardDates } from '@/components/ui/card-dates';
import { buttonClasses } from '@/components/ui/gated-button';
import { Card } from '@/components/ui/card';

import { storeLoginUrl } from '../store-address';
import { OpenStoreAdminButton } from './open-store-admin-button';

export interface StoreCardProps {
  store: Store;
  /** Only the project's admin sees delete (docs/product.md § Roles and permissions). */
  canDelete: boolean;
  /** Why the user's role may not open the store's admin, if it may not. */
  adminRefusal?: string;
  onDelete: () => void;
}

/**
 * One store of the list (docs/product.md § Stores list): its status badge (1 'Active', anything else danger,
 * docs/product.md § Online stores), the name, the store address `{domain}.{stores host}` as a link or 'No shop URL',
 * its badges, the created and updated dates, VIEW STORE and LOGIN (the storefront and its seller login, each in a new
 * tab), ADMIN (the seller admin straight away, for a developer or above: a guest sees it unavailable, with the reason,
 * and the server checks it again) and, for the project's admin, DELETE STORE. `min-w-0` lets a long name truncate
 * instead of widening the grid past a 375 px screen; there the footer's ADMIN and LOGIN wrap, together, under VIEW
 * STORE.
 */
export function StoreCard({ store, canDelete, adminRefusal, onDelete }: StoreCardProps) {
  const isActive = store.status === 1;
  const address = store.store.full_domain;
  return (
    <Card padding="none" className="flex min-w-0 flex-col transition-shadow hover:shadow-sm">
      <div className="flex flex-1 flex-col gap-3 p-5">
        <div className="flex items-start justify-between gap-3">
          <Badge tone={isActive ? 'success' : 'danger'}>{isActive ? 'Active' : 'Inactive'}</Badge>
          {canDelete && (
            <button
              type="button"
              onClick={onDelete}
              aria-label={`Delete store ${store.name}`}
              className="-m-1.5 rounded-lg p-1.5 text-zinc-400 transition-colors hover:bg-red-50 hover:text-red-600 focus-visible:outline-2 focus-visible:outline-red-500"
            >
              <Trash2 className="size-4" aria-hidden="true" />
            </button>
          )}
        </div>
        <div className="min-w-0">
          <h3 className="truncate text-base font-semibold text-zinc-900">{store.name}</h3>
          {address ? (
            <a
              href={store.url}
              target="_blank"
              rel="noopener noreferrer"
              className="mt-1 inline-flex max-w-full items-center gap-1 text-sm text-accent-600 underline-offset-4 hover:text-accent-700 hover:underline focus-visible:rounded focus-visible:outline-2 focus-visible:outline-accent-500"
            >
              <span className="truncate">{address}</span>
              <ExternalLink className="size-3.5 shrink-0" aria-hidden="true" />
              <span className="sr-only">(opens in a new tab)</span>
            </a>
          ) : (
            <p className="mt-1 text-xs font-medium text-zinc-500">{MESSAGES.noShopUrl}</p>
          )}
        </div>
        {store.badges.length > 0 && (
          <ul className="flex flex-wrap gap-1.5" aria-label="Badges">
            {store.badges.map((badge) => (
              <li key={badge}>
                <Badge>{badge}</Badge>
              </li>
            ))}
          </ul>
        )}
        <CardDates createdAt={store.created_at} updatedAt={store.updated_at} updatedLabel="Updated" />
      </div>
      {address && (
        <div className="flex flex-wrap items-center gap-2 border-t border-zinc-100 px-5 py-3">
          <a
            href={store.url}
            target="_blank"
            rel="noopener noreferrer"
            className={buttonClasses({ variant: 'ghost', size: 'sm' })}
            aria-label={`View store ${store.name} (opens in a new tab)`}
          >
            <ExternalLink className="size-4" aria-hidden="true" />
            View store
          </a>
          {/* Admin and Login keep together on the right, and wrap together below View store when narrow. */}
          <div className="ml-auto flex flex-wrap items-center justify-end gap-2">
            <OpenStoreAdminButton store={store} disabledReason={adminRefusal} />
            <a
              href={storeLoginUrl(store)}
              target="_blank"
              rel="noopener noreferrer"
              className={buttonClasses({ variant: 'secondary', size: 'sm' })}
              aria-label={`Log in to ${store.name} (opens in a new tab)`}
            >
              <LogIn className="size-4" aria-hidden="true" />
              Login
            </a>
          </div>
        </div>
      )}
    </Card>
  );
}
