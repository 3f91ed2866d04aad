import { DELAYS_MS } from '@aerie/contract';
import { useCallback, useEffect, useState, type ReactNode } from 'react';

import type { BannerTone } from './banner';

export interface Notice {
  /** Grows with every notice shown, so the same words shown twice are a new banner with a new clock. */
  id: number;
  tone: BannerTone;
  text: ReactNode;
}

export interface NoticeState {
  current: Notice | null;
  show: (text: ReactNode, tone?: BannerTone) => void;
  clear: () => void;
}

/**
 * A screen's one notice ("The project has been updated."): showing one replaces the last and restarts the
 * clock, and it clears itself after `hideAfterMs` (the spec's 3.5 s unless a screen says otherwise; null
 * keeps it until dismissed). Draw it with `NoticeBanner`.
 */
export function useNotice(hideAfterMs: number | null = DELAYS_MS.banner): NoticeState {
  const [current, setCurrent] = useState<Notice | null>(null);
  useEffect(() => {
    if (!current || hideAfterMs === null) return;
    const timer = window.setTimeout(() => setCurrent(null), hideAfterMs);
    return () => window.clearTimeout(timer);
  }, [current, hideAfterMs]);
  const show = useCallback(
    (text: ReactNode, tone: BannerTone = 'success') =>
      setCurrent((previous) => ({ id: (previous?.id ?? 0) + 1, tone, text })),
    [],
  );
  const clear = useCallback(() => setCurrent(null), []);
  return { current, show, clear };
}
