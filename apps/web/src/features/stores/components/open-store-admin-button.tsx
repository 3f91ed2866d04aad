import type { Store } from '@aerie/contract';
import { ExternalLink, LayoutDashboard } from 'lucide-react';
import { useState } from 'react';

import { Button } from '@/components/ui/gated-button';

import { useOpenStoreAdmin } from '../api/open-store-admin';

/**
 * ADMIN on a store card (issue 10): asks the server for a short seller session and opens the store's
 * admin with it in a new tab. The tab is opened blank in the click itself, so popup blockers let it
 * through, and pointed at the admin once the answer is in; its `opener` is cut first, so the admin's
 * page can never reach back into the dashboard. Should the browser refuse the tab anyway, a link to the
 * admin shows instead; a failed call closes the blank tab and shows why. The notes take a line of their
 * own below the buttons (`order-last`, full width), inside the card footer's wrapping row.
 */
export function OpenStoreAdminButton({
  store,
  disabledReason,
}: {
  store: Pick<Store, 'uuid' | 'name'>;
  /** Why the user's role may not open the admin, if it may not. */
  disabledReason?: string;
}) {
  const openAdmin = useOpenStoreAdmin();
  const [blockedUrl, setBlockedUrl] = useState<string | null>(null);

  const open = () => {
    setBlockedUrl(null);
    const tab = window.open('', '_blank');
    if (tab) tab.opener = null;
    openAdmin.mutate(store.uuid, {
      onSuccess: ({ data }) => {
        if (tab && !tab.closed) tab.location.href = data.url;
        else setBlockedUrl(data.url);
      },
      onError: () => tab?.close(),
    });
  };

  return (
    <>
      <Button
        variant="secondary"
        size="sm"
        onClick={open}
        loading={openAdmin.isPending}
        disabledReason={disabledReason}
        aria-label={`Open the admin of ${store.name} (opens in a new tab)`}
      >
        <LayoutDashboard className="size-4" aria-hidden="true" />
        Admin
      </Button>
      {blockedUrl && (
        <a
          href={blockedUrl}
          target="_blank"
          rel="noopener noreferrer"
          onClick={() => setBlockedUrl(null)}
          className="order-last inline-flex basis-full items-center gap-1 text-sm text-accent-600 underline-offset-4 hover:underline focus-visible:rounded focus-visible:outline-2 focus-visible:outline-accent-500"
        >
          Your browser blocked the new tab: open the admin of {store.name}
          <ExternalLink className="size-3.5 shrink-0" aria-hidden="true" />
        </a>
      )}
      {openAdmin.isError && (
        <p role="alert" className="order-last basis-full text-sm text-red-600">
          {openAdmin.error.message}
        </p>
      )}
    </>
  );
}
