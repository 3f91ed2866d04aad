import { PAYMENT_MESSAGES, type Workspace } from '@aerie/contract';
import { Receipt } from 'lucide-react';
import { useSearchParams } from 'react-router';

import { Banner } from '@/components/ui/banner';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadingOverlay } from '@/components/ui/loading-overlay';
import { Pagination } from '@/components/ui/pagination';

import { useTransactions } from '../api/list-transactions';
import { BillingHistoryTable } from './billing-history-table';
import { TrialEntries } from './trial-entries';

/** A page number from the address bar: a whole number of 1 or more, otherwise 1. */
function pageFrom(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

/**
 * Billing history (docs/product.md § Receipts and billing history): every payment of the workspace, failed and
 * cancelled ones too, 10 a page as the server pages them. The page sits in the address so Back and a reload keep it.
 */
export function BillingHistory({ workspace }: { workspace: Workspace }) {
  const [searchParams, setSearchParams] = useSearchParams();
  const page = pageFrom(searchParams.get('page'));
  const history = useTransactions(workspace.slug, page);
  const rows = history.data?.data ?? [];
  const trials = history.data?.trials ?? [];
  const meta = history.data?.meta;

  const goTo = (next: number) =>
    setSearchParams((params) => {
      params.set('page', String(next));
      return params;
    });

  return (
    <section aria-labelledby="history-heading" className="relative space-y-4">
      <div>
        <h2 id="history-heading" className="text-base font-semibold text-zinc-900">
          Billing history
        </h2>
        <p className="mt-1 text-sm text-zinc-500">Every payment made for this workspace, with its receipt.</p>
      </div>

      {history.error && (
        <Banner tone="error">
          <p>{history.error.message}</p>
          <Button variant="link" className="mt-1 text-red-800 underline" onClick={() => void history.refetch()}>
            Try again
          </Button>
        </Banner>
      )}

      {history.isPending ? (
        <div className="relative h-40 rounded-xl border border-zinc-200 bg-white">
          <LoadingOverlay label="Loading your billing…" />
        </div>
      ) : history.isSuccess && rows.length === 0 && trials.length === 0 ? (
        <EmptyState
          icon={Receipt}
          title={PAYMENT_MESSAGES.noBilling}
          description="Receipts for plan upgrades and other purchases will show here."
        />
      ) : (
        <div className="relative space-y-4">
          <LoadingOverlay show={history.isPlaceholderData} label="Loading your billing…" />
          {trials.length > 0 && <TrialEntries trials={trials} />}
          {rows.length > 0 && <BillingHistoryTable transactions={rows} />}
        </div>
      )}

      {meta && <Pagination page={meta.current_page} pageCount={meta.last_page} onPageChange={goTo} />}
    </section>
  );
}
