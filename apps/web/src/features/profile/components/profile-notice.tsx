import { DELAYS_MS } from '@aerie/contract';
import { useCallback, useState } from 'react';

import { Banner } from '@/components/ui/banner';

export interface Notice {
  id: number;
  tone: 'success' | 'error';
  text: string;
}

/** One banner per panel; 000 §2: profile banners disappear after 3.5 s. A new notice restarts the clock. */
export function useNotice() {
  const [notice, setNotice] = useState<Notice | null>(null);
  const show = useCallback(
    (tone: Notice['tone'], text: string) => setNotice((previous) => ({ id: (previous?.id ?? 0) + 1, tone, text })),
    [],
  );
  const clear = useCallback(() => setNotice(null), []);
  return { notice, show, clear };
}

export function ProfileNotice({ notice, onDismiss }: { notice: Notice | null; onDismiss: () => void }) {
  if (!notice) return null;
  return (
    <Banner key={notice.id} tone={notice.tone} autoHideMs={DELAYS_MS.banner} onDismiss={onDismiss}>
      {notice.text}
    </Banner>
  );
}
