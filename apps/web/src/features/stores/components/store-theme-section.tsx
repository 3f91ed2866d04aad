import { useState } from 'react';

import type { GalleryTemplate } from '@/lib/site-templates';

import { SellerAccountModal } from './seller-account-modal';
import { StoreThemeGallery } from './store-theme-gallery';

export interface StoreThemeSectionProps {
  projectUid: string;
  /** For the url preview; it comes with the project's store list (`stores_host`). */
  storesHost: string | undefined;
}

/** The theme gallery with its 'Create a seller account' dialog, as both store pages show it. */
export function StoreThemeSection({ projectUid, storesHost }: StoreThemeSectionProps) {
  const [theme, setTheme] = useState<GalleryTemplate | null>(null);
  return (
    <>
      <StoreThemeGallery onSelect={setTheme} />
      <SellerAccountModal
        projectUid={projectUid}
        theme={theme}
        storesHost={storesHost}
        onClose={() => setTheme(null)}
      />
    </>
  );
}
