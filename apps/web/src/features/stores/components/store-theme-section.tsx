import { useState } from 'react';

import type { GalleryTemplate } from '@/lib/site-templates';

import { SellerAccountModal } from './seller-account-modal';
import { StoreThemeGallery } from './store-theme-gallery';

export interface StoreThemeSectionProps {
  projectUid: string;
  /** For the url preview; it comes with the project's store list (`stores_host`). */
  storesHost: string | undefined;
  /** Why the user's role may not open a store, if it may not: every Select shows it. */
  disabledReason?: string;
}

/** The theme gallery with its 'Create a seller account' dialog, as both store pages show it. */
export function StoreThemeSection({ projectUid, storesHost, disabledReason }: StoreThemeSectionProps) {
  const [theme, setTheme] = useState<GalleryTemplate | null>(null);
  return (
    <>
      <StoreThemeGallery onSelect={setTheme} disabledReason={disabledReason} />
      <SellerAccountModal
        projectUid={projectUid}
        theme={theme}
        storesHost={storesHost}
        onClose={() => setTheme(null)}
      />
    </>
  );
}
