import { useState } from 'react';

import type { GalleryTemplate } from '@/lib/site-templates';

import { useStores } from '../api/list-stores';
import { SellerAccountModal } from './seller-account-modal';
import { StoreThemeGallery } from './store-theme-gallery';

/**
 * The theme gallery with its 'Create a seller account' dialog, as both store pages show it. The stores
 * host of the url preview comes with the project's store list (the first page, usually already loaded).
 */
export function StoreThemeSection({ projectUid }: { projectUid: string }) {
  const [theme, setTheme] = useState<GalleryTemplate | null>(null);
  const stores = useStores({ projectUid });
  return (
    <>
      <StoreThemeGallery onSelect={setTheme} />
      <SellerAccountModal
        projectUid={projectUid}
        theme={theme}
        storesHost={stores.data?.stores_host}
        onClose={() => setTheme(null)}
      />
    </>
  );
}
