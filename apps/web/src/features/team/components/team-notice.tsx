import { DELAYS_MS } from '@aerie/contract';
import { useCallback, useState } from 'react';

import { Banner } from '@/components/ui/banner';

export interface Notice {
  id: number;
  tone: 'success' | 'error';
  text: string;
}

/** The team page's one banner (001 §4: team banners clear after 3.5 s). Each new notice restarts the clock. */
export function useTeamNotice() {
  const [notice, setNotice] = useState<Notice | null>(null);
  const show = useCallback(
    (tone: Notice['tone'], text: string) => setNotice((previous) => ({ id: (previous?.id ?? 0) + 1, tone, text })),
    [],
  );
  const clear = useCallback(() => setNotice(null), []);
  return { notice, show, clear };
}

export function TeamNotice({ notice, onDismiss }: { notice: Notice | null; onDismiss: () => void }) {
  if (!notice) return null;
  return (
    <Banner key={notice.id} tone={notice.tone} autoHideMs={DELAYS_MS.banner} onDismiss={onDismiss}>
      {notice.text}
    </Banner>
  );
}
